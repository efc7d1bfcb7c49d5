// Issue 27: V8's explicit compile hint on the chunks a cold start runs through. Without it, V8 compiles a
// function the first time it is called, on the main thread: a trace of a cold /home at 4× CPU showed
// ~150 ms of such compiles (React's render, the router, the store) on the path to the tiles. A file that
// starts with `//# allFunctionsCalledOnLoad` is compiled whole while it streams in, on a background
// thread (Chrome 136+, so Electron's Chromium too; other engines read a comment). Only for chunks whose
// functions mostly run at start: compiling a route's code eagerly would cost memory for nothing.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The hint on the first line (V8 reads it there only); a source map gets one more line at its top. */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : `${COMPILE_HINT}\n${code}`;
}

export function shiftedSourceMap(map: string): string {
  const parsed = JSON.parse(map) as { mappings: string };
  return JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
}

/**
 * Writes the hint into the files of the chunks `wanted` picks, once the bundle is on disk: Vite adds its
 * own preamble to the entry (the preload helper) after every plugin's generateBundle, and the hint must
 * come before it. Before the compressed copies (closeBundle) and the service worker's precache, which
 * name hashed files by URL.
 */
export function compileHints(wanted: (chunk: OutputChunk) => boolean): Plugin {
  return {
    name: 'portail:compile-hints',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      const chunks = Object.values(bundle).filter(
        (output): output is OutputChunk => output.type === 'chunk' && wanted(output),
      );
      if (!chunks.some((chunk) => chunk.isEntry))
        this.error('Aucun point d’entrée parmi les fichiers à compiler d’avance.');
      await Promise.all(
        chunks.map(async (chunk) => {
          const file = join(dir, chunk.fileName);
          await writeFile(file, withCompileHint(await readFile(file, 'utf8')));
          const map = `${file}.map`;
          if (bundle[`${chunk.fileName}.map`])
            await writeFile(map, shiftedSourceMap(await readFile(map, 'utf8')));
        }),
      );
    },
  };
}
