// The home page's JavaScript against its budget: the gzip size (level 9, so the figure depends only on
// the built files) of every chunk the home route loads, and of each lazy chunk for information.
// `npm run bench` builds the web renderer first; `npm run test:size` (in `npm test`, after `build`)
// reads the built out/web as it is. Exit 1 when home is above its budget.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const root = join(import.meta.dirname, '..');
const outDir = join(root, 'out/web');
const manifestPath = join(outDir, '.vite/manifest.json');
const HOME_PAGE = 'src/features/home/HomePage.tsx';
/** Ko (KiB) of gzip. Issue 11 took the feature slices and strings out of home (142.8 → under 138). */
const HOME_BUDGET_KB = 138;

function build(): void {
  const result = spawnSync('npx', ['vite', 'build', '--config', 'vite.web.config.ts', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('La construction du portail web a échoué.');
}

const gzipKb = (file: string) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length / 1024;

/** A chunk and everything it imports statically: what the browser must fetch before it runs. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

const kb = (size: number) => `${size.toFixed(1).padStart(7)} Ko`;

/** Prints the figures; true when home is within its budget. */
function report(manifest: Manifest): boolean {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry || !manifest[HOME_PAGE])
    throw new Error('Manifeste incomplet : entrée ou page d’accueil absente.');

  const homeKeys = new Set([...closure(manifest, entry), ...closure(manifest, HOME_PAGE)]);
  const homeFiles = [...homeKeys].map((key) => manifest[key]!.file).filter((f) => f.endsWith('.js'));
  const home = homeFiles.reduce((sum, file) => sum + gzipKb(file), 0);
  const within = home <= HOME_BUDGET_KB;

  console.log('\nJavaScript chargé par la page d’accueil (gzip) :');
  for (const file of homeFiles) console.log(`  ${kb(gzipKb(file))}  ${file}`);
  console.log(`  ${kb(home)}  TOTAL (budget ${HOME_BUDGET_KB} Ko : ${within ? 'respecté' : 'DÉPASSÉ'})`);

  console.log('\nMorceaux chargés à la demande (gzip) :');
  const lazy = Object.entries(manifest).filter(([key, chunk]) => chunk.isDynamicEntry && !homeKeys.has(key));
  for (const [key, chunk] of lazy.sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`  ${kb(gzipKb(chunk.file))}  ${chunk.src ?? key}`);
  }
  if (!within) {
    console.error(
      `\nLa page d’accueil charge ${home.toFixed(1)} Ko de JavaScript (gzip), au-delà de son budget de ${HOME_BUDGET_KB} Ko.`,
    );
  }
  return within;
}

function main(): void {
  if (!process.argv.includes('--no-build')) build();
  else if (!existsSync(manifestPath))
    throw new Error('Portail web non construit (out/web) : lancez d’abord « npm run build ».');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  if (!report(manifest)) process.exitCode = 1;
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
