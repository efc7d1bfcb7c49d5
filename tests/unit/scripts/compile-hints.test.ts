// Issue 27: V8's compile hint on the first line of the chunks a cold start runs (scripts/compile-hints.ts),
// their source maps shifted by that line, the other chunks untouched.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { describe, expect, it, vi } from 'vitest';
import type { Rolldown } from 'vite';
import { COMPILE_HINT, compileHints, withCompileHint } from '../../../scripts/compile-hints';

type Chunk = Rolldown.OutputChunk;

const chunk = (fileName: string, name: string, isEntry = false) =>
  ({ type: 'chunk', fileName, name, isEntry }) as Chunk;

/** A built folder: the entry (with its map: `b` at line 2, column 0, from line 7 of main.tsx), a
 * route's chunk, and the bundle the plugin is handed. */
function builtFolder() {
  const dir = mkdtempSync(join(tmpdir(), 'hints-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets/index-abc.js'), 'const a=1;\nb();');
  const map = { version: 3, sources: ['src/main.tsx'], names: [], mappings: ';AAMA' };
  writeFileSync(join(dir, 'assets/index-abc.js.map'), JSON.stringify(map));
  writeFileSync(join(dir, 'assets/Route-def.js'), 'export const r=2;');
  const bundle = {
    'assets/index-abc.js': chunk('assets/index-abc.js', 'index', true),
    'assets/index-abc.js.map': { type: 'asset', fileName: 'assets/index-abc.js.map' },
    'assets/Route-def.js': chunk('assets/Route-def.js', 'Route'),
  };
  return { dir, bundle };
}

async function runPlugin(wanted: (chunk: Chunk) => boolean, dir: string, bundle: object) {
  const plugin = compileHints(wanted);
  const error = vi.fn((message: string) => {
    throw new Error(message);
  });
  const hook = plugin.writeBundle as unknown as (
    this: { error: typeof error },
    options: { dir: string },
    bundle: object,
  ) => Promise<void>;
  await hook.call({ error }, { dir }, bundle);
  return error;
}

describe('the compile hint of the start chunks', () => {
  it('is the first line of the chosen chunks only, once, and their maps still point at the same code', async () => {
    const { dir, bundle } = builtFolder();
    await runPlugin((c) => c.isEntry, dir, bundle);
    const entry = readFileSync(join(dir, 'assets/index-abc.js'), 'utf8');
    expect(entry).toBe(`${COMPILE_HINT}\nconst a=1;\nb();`);
    expect(readFileSync(join(dir, 'assets/Route-def.js'), 'utf8')).toBe('export const r=2;');
    // `b()` is now on line 3: the map says so.
    const map = new SourceMapConsumer(JSON.parse(readFileSync(join(dir, 'assets/index-abc.js.map'), 'utf8')));
    expect(map.originalPositionFor({ line: 3, column: 0 })).toMatchObject({
      source: 'src/main.tsx',
      line: 7,
    });
    expect(withCompileHint(entry)).toBe(entry);
  });

  it('stops the build when no entry is among the chosen chunks (a renamed chunk would lose its hint)', async () => {
    const { dir, bundle } = builtFolder();
    await expect(runPlugin((c) => c.name === 'gone', dir, bundle)).rejects.toThrow(
      'Aucun point d’entrée parmi les fichiers à compiler d’avance.',
    );
    expect(readFileSync(join(dir, 'assets/index-abc.js'), 'utf8')).toBe('const a=1;\nb();');
  });
});
