// The workers' servers (worker-server-process.ts and what it imports: the emulator, the providers'
// stand-ins, the demo kiosk) as one ES module, made once before the workers start (global-setup.ts).
// Started with tsx, each worker's servers resolved and transformed their 274 source modules through its
// loader hooks: ready in 3.5 to 5.5 s instead of 2.5 s on this loaded 2-core machine, before the worker's
// first test. Most libraries stay in node_modules (outsideBundle, below).
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { projectRoot } from '../../../scripts/paths';

const entry = resolve(import.meta.dirname, 'worker-server-process.ts');

/** Where the bundle is written: under node_modules, so that Node finds the libraries it imports. */
export const workerServerBundle = resolve(projectRoot, 'node_modules/.cache/e2e/worker-servers.mjs');

/** Each source keeps its own import.meta: the emulator finds its assets next to its files, and its
 * packages from there, as when each file is a module of its own. */
const ownImportMeta: Plugin = {
  name: 'own-import-meta',
  setup(bundler) {
    bundler.onLoad({ filter: /\.ts$/ }, async ({ path }) => ({
      loader: 'ts',
      contents: (await readFile(path, 'utf8'))
        .replaceAll('import.meta.dirname', JSON.stringify(dirname(path)))
        .replaceAll('import.meta.filename', JSON.stringify(path))
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href)),
    }));
  },
};

/** Libraries made of many small modules, bundled with what they import (resolved from their own folder,
 * as Node would: qrcode has its own pngjs): Node looked up a package.json for each of their files as
 * every worker's servers started, 3 s of their 3.5 s of CPU before the first test. The others stay in
 * node_modules, loaded by Node as `npm start` loads them. */
const BUNDLED = /^(date-fns|jose|@opentelemetry\/[^/]+|altcha-lib|qrcode)(\/|$)/;

const outsideBundle: Plugin = {
  name: 'outside-bundle',
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, ({ path, importer }) =>
      BUNDLED.test(path) || importer.includes('/node_modules/') ? undefined : { path, external: true },
    );
  },
};

/** Writes the bundle (a fraction of a second), with its source map: a server's error names the sources. */
export async function bundleWorkerServers(): Promise<void> {
  await build({
    entryPoints: [entry],
    outfile: workerServerBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    plugins: [ownImportMeta, outsideBundle],
    // The bundled CommonJS libraries (OpenTelemetry's) require Node's modules: an ES module has no
    // `require` of its own.
    banner: {
      js: "import { createRequire as bundleRequire } from 'node:module'; const require = bundleRequire(import.meta.url);",
    },
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}
