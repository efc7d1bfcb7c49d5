// `npm run lint:electron`: the electronegativity scan of src (Electron security anti-patterns) must report
// no finding. Runs the scanner's own runner with the CLI's options (`-i src -e <electron version>`) rather
// than the CLI: in file-output mode the CLI hides files it failed to parse, and its CSV writer writes the
// header and the rows concurrently (a row can be overwritten). The report is written as SARIF to a temp
// folder, kept when the scan has findings and removed when it has none.
// A check is silenced only inline, on the reviewed line, with `// eng-disable <CHECK>` and a reason.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Module, createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { projectRoot } from './paths';

interface ScanIssue {
  id: string;
  file: string;
  location: { line: number; column: number };
  description: string;
  manualReview: boolean;
}

interface ScanError {
  file: string;
  message: string;
  tolerable: boolean;
}

type Run = (
  options: Record<string, unknown>,
  forCli: boolean,
) => Promise<{ issues: ScanIssue[]; errors: ScanError[]; globalChecks: number; atomicChecks: number }>;

const require = createRequire(import.meta.url);

function electronVersion(root = projectRoot): string {
  const manifest = JSON.parse(readFileSync(join(root, 'node_modules/electron/package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/** One line per finding, as a person fixes them: check, place, what to review. */
function describeIssue(issue: ScanIssue, root = projectRoot): string {
  const place =
    issue.file === 'N/A' ? 'ensemble du code' : `${relative(root, issue.file)}:${issue.location.line}`;
  return `${issue.id} (${place}) : ${issue.description}`;
}

/** The scan runs offline: the scanner fetches translations and Electron's release list from GitHub with
 * got 11 on every run, and on Node 24 a failed fetch's retry timer throws an uncaught error after the scan
 * (killing it). A lint needs no network: its got answers every request with a refusal, which the scanner
 * already handles (its shipped English texts, its release check skipped). */
function offlineScanner(): void {
  const path = createRequire(require.resolve('@doyensec/electronegativity')).resolve('got');
  const refuse = (): Promise<never> => Promise.reject(new Error('electron-scan : hors ligne'));
  const entry = new Module(path);
  entry.filename = path;
  entry.loaded = true;
  entry.exports = Object.assign(refuse, { head: refuse, get: refuse });
  require.cache[path] = entry;
}

async function main(): Promise<void> {
  const started = Date.now();
  offlineScanner();
  const run = require('@doyensec/electronegativity') as Run;
  const version = electronVersion();
  const report = join(mkdtempSync(join(tmpdir(), 'electronegativity-')), 'rapport.sarif');
  const result = await run(
    {
      // Another folder may be given (to check the scan itself on a copy); src by default.
      input: process.argv[2] ?? join(projectRoot, 'src'),
      output: report,
      isSarif: true,
      customScan: [],
      excludeFromScan: [],
      isRelative: false,
      isVerbose: true,
      electronVersionOverride: version,
      parserPlugins: [],
    },
    false,
  );
  const unparsed = result.errors.filter((error) => !error.tolerable);
  for (const error of unparsed)
    console.error(`Fichier non analysé : ${relative(projectRoot, error.file)} (${error.message})`);
  for (const issue of result.issues) console.error(describeIssue(issue));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.issues.length > 0 || unparsed.length > 0) {
    console.error(
      `electronegativity : ${result.issues.length} constat(s), ${unparsed.length} fichier(s) non analysé(s) (Electron ${version}, rapport ${report}).`,
    );
    // Not process.exit(): electronegativity writes its report after run() resolves.
    process.exitCode = 1;
    return;
  }
  // The report is kept only when it has something to read (its path is in the message above), and
  // removed once written: at the process's exit, when electronegativity's own write has ended.
  process.once('exit', () => rmSync(dirname(report), { recursive: true, force: true }));
  console.log(
    `electronegativity : aucun constat sur ${relative(projectRoot, process.argv[2] ?? join(projectRoot, 'src')) || '.'} (${result.atomicChecks + result.globalChecks} contrôles, Electron ${version}, ${seconds} s).`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
