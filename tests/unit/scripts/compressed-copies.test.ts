// Issue 27 §7: the web build's .br and .gz copies, beside each text file and only when smaller.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ResolvedConfig } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { compressedCopies, writeCompressedCopies } from '../../../scripts/compressed-copies';

describe('the compressed copies of the web build', () => {
  it('writes both beside each text file, decompressing to it; never for images or tiny files', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'copies-'));
    mkdirSync(join(dir, 'assets'));
    const text = `console.log(${JSON.stringify('portail '.repeat(300))});`;
    writeFileSync(join(dir, 'assets', 'index-abc.js'), text);
    writeFileSync(join(dir, 'sw.js'), text);
    writeFileSync(join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Portail '.repeat(40) }));
    writeFileSync(join(dir, 'assets', 'tiny-def.css'), 'a{}');
    writeFileSync(join(dir, 'icon.png'), Buffer.alloc(4000));
    expect(await writeCompressedCopies(dir)).toEqual([
      'assets/index-abc.js.br',
      'assets/index-abc.js.gz',
      'manifest.webmanifest.br',
      'manifest.webmanifest.gz',
      'sw.js.br',
      'sw.js.gz',
    ]);
    const original = join(dir, 'assets', 'index-abc.js');
    expect(brotliDecompressSync(readFileSync(`${original}.br`)).toString()).toBe(text);
    expect(gunzipSync(readFileSync(`${original}.gz`)).toString()).toBe(text);
  });

  it('the plugin compresses the folder its own build wrote, and no other (a second build beside a served one)', async () => {
    const root = mkdtempSync(join(tmpdir(), 'copies-'));
    const text = `console.log(${JSON.stringify('portail '.repeat(300))});`;
    for (const folder of ['served', 'second']) {
      mkdirSync(join(root, folder));
      writeFileSync(join(root, folder, 'index.js'), text);
    }
    const plugin = compressedCopies();
    const configResolved = plugin.configResolved as (config: ResolvedConfig) => void;
    configResolved({ root, build: { outDir: 'second' } } as ResolvedConfig);
    const closeBundle = plugin.closeBundle as {
      handler: (this: { info: (text: string) => void }) => Promise<void>;
    };
    const info = vi.fn();
    await closeBundle.handler.call({ info });
    expect(existsSync(join(root, 'second', 'index.js.br'))).toBe(true);
    expect(existsSync(join(root, 'second', 'index.js.gz'))).toBe(true);
    expect(existsSync(join(root, 'served', 'index.js.br'))).toBe(false);
    expect(existsSync(join(root, 'served', 'index.js.gz'))).toBe(false);
    expect(info).toHaveBeenCalledWith('2 copies compressées (.br, .gz)');
  });
});
