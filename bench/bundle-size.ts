// `npm run bench`: builds the web renderer and prints the gzip size of the JavaScript the home route
// loads, and of each lazy chunk. Figures only: the budget is reported, never enforced here.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
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
const HOME_PAGE = 'src/features/home/HomePage.tsx';
const HOME_BUDGET_KB = 143;

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

function main(): void {
  build();
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry || !manifest[HOME_PAGE])
    throw new Error('Manifeste incomplet : entrée ou page d’accueil absente.');

  const homeKeys = new Set([...closure(manifest, entry), ...closure(manifest, HOME_PAGE)]);
  const files = (keys: Iterable<string>) =>
    [...keys].map((key) => manifest[key]!.file).filter((f) => f.endsWith('.js'));
  const homeFiles = files(homeKeys);
  const home = homeFiles.reduce((sum, file) => sum + gzipKb(file), 0);

  console.log('\nJavaScript chargé par la page d’accueil (gzip) :');
  for (const file of homeFiles) console.log(`  ${gzipKb(file).toFixed(1).padStart(7)} Ko  ${file}`);
  console.log(
    `  ${home.toFixed(1).padStart(7)} Ko  TOTAL (budget ${HOME_BUDGET_KB} Ko : ${home <= HOME_BUDGET_KB ? 'respecté' : 'DÉPASSÉ'})`,
  );

  console.log('\nMorceaux chargés à la demande (gzip) :');
  const lazy = Object.entries(manifest).filter(([key, chunk]) => chunk.isDynamicEntry && !homeKeys.has(key));
  for (const [key, chunk] of lazy.sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`  ${gzipKb(chunk.file).toFixed(1).padStart(7)} Ko  ${chunk.src ?? key}`);
  }
}

main();
