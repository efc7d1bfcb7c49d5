// Issue 27 §7: the web build leaves a brotli (.br) and a gzip (.gz) copy beside every text file it writes,
// for a server that sends them by Accept-Encoding (the emulator's @fastify/static preCompressed, nginx's
// brotli_static/gzip_static) instead of compressing on each request. Its own plugin, not
// vite-plugin-compression2: that one compresses Rolldown's bundle and the public folder only, never
// what other plugins write when the bundle closes, here the service worker and Workbox's runtime
// (vite-plugin-pwa), which every first visit downloads.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text worth compressing; images (png, webp), fonts (woff2) and WebAssembly bundles are left alone (already
 * compressed, or too rarely fetched to matter: the QR reader's wasm goes only to a browser without
 * BarcodeDetector). */
export const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|webmanifest|txt|xml|map)$/;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Writes `<file>.br` and `<file>.gz` for each compressible file under `dir`, each only when smaller than
 * the file (a tiny file compressed grows: the server then sends the original). Returns the copies written,
 * relative to `dir`. */
export async function writeCompressedCopies(dir: string): Promise<string[]> {
  const written: string[] = [];
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file);
      const copies: [string, Buffer][] = [
        [
          '.br',
          await brotli(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
        ],
        ['.gz', await gzipped(source, { level: constants.Z_BEST_COMPRESSION })],
      ];
      for (const [extension, bytes] of copies)
        if (bytes.length < source.length) {
          await writeFile(file + extension, bytes);
          written.push(relative(dir, file + extension));
        }
    }),
  );
  return written.sort();
}

/** After every other plugin has written its files (order 'post', once the bundle is closed), in the folder
 * this build wrote: never another one. The e2e test of an update (pwa.spec) builds a second portal into a
 * folder of its own while the other workers' emulators serve out/web; a plugin that rewrote out/web's copies
 * then (a `writeFile` truncates before it writes) served a half-written index.html.br or chunk to whichever
 * page loaded at that moment: a blank page in CI (recap.spec, twice). */
export function compressedCopies(): Plugin {
  let outDir: string | null = null;
  return {
    name: 'portail:compressed-copies',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (outDir === null) throw new Error('Copies compressées : dossier de sortie inconnu');
        const written = await writeCompressedCopies(outDir);
        this.info(`${written.length} copies compressées (.br, .gz)`);
      },
    },
  };
}
