// The web page's early script (src/renderer/src/app/config/earlyScript.ts): bundled on its own as a
// classic script (an IIFE: a module script cannot block the parser, and runs only after a task that
// waits behind the page's first frame), emitted as assets/early-[hash].js, and put first in <head>.
// It shares nothing at run time with the entry but one promise on the global object (earlyHandover.ts);
// the few lines of earlyConfig.ts it holds are in the entry too, which asks itself where it did not run.
import { resolve } from 'node:path';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';
import { withCompileHint } from './compile-hints.ts';

/** The emitted asset's name: assets/early-[hash].js. */
export const EARLY_SCRIPT_NAME = 'early.js';

const source = resolve(import.meta.dirname, '../src/renderer/src/app/config/earlyScript.ts');

/** The script as the page gets it: one classic script (no import, no export), the compile hint first. */
export async function bundleEarlyScript(alias: Record<string, string>): Promise<string> {
  const bundle = await rolldown({ input: source, platform: 'browser', resolve: { alias } });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true });
    const [chunk, ...others] = output;
    if (!chunk || others.some((file) => file.type === 'chunk'))
      throw new Error('Le script précoce doit tenir en un seul fichier.');
    // Compiled whole while it streams in (compile-hints.ts): every function of it runs at once.
    return withCompileHint(chunk.code);
  } finally {
    await bundle.close();
  }
}

export function earlyScript(alias: Record<string, string>): Plugin {
  return {
    name: 'portail:early-script',
    apply: 'build',
    async buildStart() {
      this.emitFile({ type: 'asset', name: EARLY_SCRIPT_NAME, source: await bundleEarlyScript(alias) });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const early = Object.values(bundle ?? {}).find(
          (output) => output.type === 'asset' && output.names.includes(EARLY_SCRIPT_NAME),
        );
        if (!early) throw new Error('Script précoce absent du paquet.');
        // First in <head>, before the stylesheet: a classic script waits for the stylesheets above it.
        return [{ tag: 'script', attrs: { src: `/${early.fileName}` }, injectTo: 'head-prepend' }];
      },
    },
  };
}
