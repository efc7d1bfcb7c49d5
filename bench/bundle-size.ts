// The home page's JavaScript against its budget: the gzip size (level 9, so the figure depends only on
// the built files) of every chunk the home route loads, and of each lazy chunk for information.
// `npm run bench` builds the web renderer first; `npm run test:size` (in `npm test`, after `build`)
// reads the built out/web as it is. Figures: `home.js.gzip` (budgeted), `home.js.file:<file>` and
// `chunk.js.gzip:<source>` (information). Exit 1 when home is above its budget.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { exitOnBudgets, figure, say } from './figures';

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
const HOME_PAGE = 'src/app/home/HomePage.tsx';
/** Ko (KiB) of gzip. Issue 11 took the feature slices and strings out of home (142.8 → under 138). */
const HOME_BUDGET_KB = 138;
const KIB = 1024;

function build(): void {
  const result = spawnSync('npx', ['vite', 'build', '--config', 'vite.web.config.ts', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('La construction du portail web a échoué.');
}

const gzipBytes = (file: string) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;

/** A chunk and everything it imports statically: what the browser must fetch before it runs. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

const kb = (bytes: number) => `${(bytes / KIB).toFixed(1).padStart(7)} Ko`;

/** Prints the figures; home's total is the budgeted one. */
function report(manifest: Manifest): void {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('Manifeste incomplet : entrée absente.');

  // The home page is in the entry; were it a lazy chunk again, its closure would count too.
  const homePage = manifest[HOME_PAGE] ? closure(manifest, HOME_PAGE) : [];
  const homeKeys = new Set([...closure(manifest, entry), ...homePage]);
  const homeFiles = [...homeKeys].map((key) => manifest[key]!.file).filter((f) => f.endsWith('.js'));
  const home = homeFiles.reduce((sum, file) => sum + gzipBytes(file), 0);

  say('\nJavaScript chargé par la page d’accueil (gzip) :');
  for (const file of homeFiles) {
    say(`  ${kb(gzipBytes(file))}  ${file}`);
    figure(`home.js.file:${file.replace(/-[\w-]{8}\.js$/, '.js')}`, gzipBytes(file), 'B');
  }
  const within = figure('home.js.gzip', home, 'B', { budget: HOME_BUDGET_KB * KIB });
  say(`  ${kb(home)}  TOTAL (budget ${HOME_BUDGET_KB} Ko : ${within ? 'respecté' : 'DÉPASSÉ'})`);

  say('\nMorceaux chargés à la demande (gzip) :');
  const lazy = Object.entries(manifest).filter(([key, chunk]) => chunk.isDynamicEntry && !homeKeys.has(key));
  for (const [key, chunk] of lazy.sort(([a], [b]) => a.localeCompare(b))) {
    const source = (chunk.src ?? key).replace(/^src\//, '');
    say(`  ${kb(gzipBytes(chunk.file))}  ${source}`);
    figure(`chunk.js.gzip:${source}`, gzipBytes(chunk.file), 'B');
  }
  if (!within) {
    say(
      `\nLa page d’accueil charge ${(home / KIB).toFixed(1)} Ko de JavaScript (gzip), au-delà de son budget de ${HOME_BUDGET_KB} Ko.`,
    );
  }
}

function main(): void {
  if (!process.argv.includes('--no-build')) build();
  else if (!existsSync(manifestPath))
    throw new Error('Portail web non construit (out/web) : lancez d’abord « npm run build ».');
  report(JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest);
  exitOnBudgets();
}

try {
  main();
} catch (error) {
  say(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
