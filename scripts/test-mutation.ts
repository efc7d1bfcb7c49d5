// `npm run test:mutation [-- <dossier>…]` (issue 28 §4, docs/mutation.md): runs Stryker once per group of
// stryker.config.mjs (all of them, or those a folder names: `-- src/main/payment`, `-- src/server`), then
// prints the mutation score of each folder from Stryker's JSON report and fails under 80 %. Slow (minutes
// per group): kept out of `npm test`.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { projectRoot } from './paths';

export const THRESHOLD = 80;

/** One mutant's status in Stryker's JSON report (mutation-testing-report-schema). */
type MutantStatus =
  'Killed' | 'Survived' | 'NoCoverage' | 'Timeout' | 'CompileError' | 'RuntimeError' | 'Ignored' | 'Pending';

interface MutationReport {
  files: Record<string, { mutants: { status: MutantStatus }[] }>;
}

export interface FolderScore {
  folder: string;
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  ignored: number;
  errors: number;
  /** (killed + timeout) / (total − ignored − errors), in %; null when no mutant counts. */
  score: number | null;
}

/** Scores per folder of a report: a timeout counts as killed (the mutant hung the tests); ignored mutants
 *  and those that did not compile or crashed on load (Stryker's "invalid") count for nothing. */
export function folderScores(report: MutationReport, root = projectRoot): FolderScore[] {
  const folders = new Map<string, FolderScore>();
  for (const [file, { mutants }] of Object.entries(report.files)) {
    const folder = dirname(relative(root, resolve(root, file))).replaceAll('\\', '/');
    const row = folders.get(folder) ?? {
      folder,
      killed: 0,
      timeout: 0,
      survived: 0,
      noCoverage: 0,
      ignored: 0,
      errors: 0,
      score: null,
    };
    for (const { status } of mutants) {
      if (status === 'Killed') row.killed += 1;
      else if (status === 'Timeout') row.timeout += 1;
      else if (status === 'Survived') row.survived += 1;
      else if (status === 'NoCoverage') row.noCoverage += 1;
      else if (status === 'Ignored') row.ignored += 1;
      else if (status === 'CompileError' || status === 'RuntimeError') row.errors += 1;
    }
    folders.set(folder, row);
  }
  return [...folders.values()]
    .map((row) => {
      const counted = row.killed + row.timeout + row.survived + row.noCoverage;
      return { ...row, score: counted === 0 ? null : (100 * (row.killed + row.timeout)) / counted };
    })
    .sort((a, b) => a.folder.localeCompare(b.folder));
}

/** The report's files the group mutates: with incremental runs, Stryker's report also carries stale
 *  results of files an earlier run of the group mutated. Glob patterns keep every file. */
export function onlyMutated(report: MutationReport, patterns: readonly string[]): MutationReport {
  if (patterns.some((pattern) => /[*?{}[\]!]/.test(pattern))) return report;
  const mutated = new Set(patterns);
  return { files: Object.fromEntries(Object.entries(report.files).filter(([file]) => mutated.has(file))) };
}

/** The groups a command line names: a group itself, a folder holding groups, or every group. */
export function groupsFor(args: readonly string[], groups: readonly string[]): string[] {
  if (args.length === 0) return [...groups];
  const picked = new Set<string>();
  for (const raw of args) {
    const arg = raw.replace(/\/+$/, '');
    const matching = groups.filter((group) => group === arg || group.startsWith(`${arg}/`));
    if (matching.length === 0) {
      throw new Error(`Dossier sans mutation : « ${raw} » (groupes : ${groups.join(', ')})`);
    }
    for (const group of matching) picked.add(group);
  }
  return groups.filter((group) => picked.has(group));
}

const percent = (score: number | null) => (score === null ? '—' : `${score.toFixed(2)} %`);

function printScores(rows: readonly FolderScore[]): void {
  const header = ['dossier', 'score', 'tués', 'délais', 'survivants', 'non couverts', 'ignorés', 'erreurs'];
  const lines = rows.map((r) => [
    r.folder,
    percent(r.score),
    ...[r.killed, r.timeout, r.survived, r.noCoverage, r.ignored, r.errors].map(String),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}

async function main(): Promise<number> {
  const config = pathToFileURL(resolve(projectRoot, 'stryker.config.mjs')).href;
  const { MUTATION_GROUPS } = (await import(config)) as { MUTATION_GROUPS: Record<string, string[]> };
  let groups: string[];
  try {
    groups = groupsFor(process.argv.slice(2), Object.keys(MUTATION_GROUPS));
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const stryker = resolve(projectRoot, 'node_modules/.bin/stryker');
  const rows: FolderScore[] = [];
  let failed = false;
  for (const group of groups) {
    console.log(`\n— Mutation de ${group} —`);
    const report = resolve(projectRoot, 'reports/mutation', group.replaceAll('/', '-'), 'mutation.json');
    const run = spawnSync(stryker, ['run'], {
      cwd: projectRoot,
      stdio: 'inherit',
      env: { ...process.env, MUTATION_GROUP: group },
    });
    if (run.status !== 0 || !existsSync(report)) {
      console.error(`Stryker a échoué pour ${group} (code ${run.status ?? run.signal}).`);
      failed = true;
      continue;
    }
    const parsed = JSON.parse(readFileSync(report, 'utf8')) as MutationReport;
    rows.push(...folderScores(onlyMutated(parsed, MUTATION_GROUPS[group] ?? [])));
  }
  console.log(`\nScore de mutation par dossier (seuil ${THRESHOLD} %) :`);
  printScores(rows);
  const under = rows.filter((row) => row.score !== null && row.score < THRESHOLD);
  for (const row of under)
    console.error(`${row.folder} : ${percent(row.score)}, sous le seuil de ${THRESHOLD} %.`);
  console.log('Rapports : reports/mutation/<groupe>/index.html');
  return failed || under.length > 0 ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main();
}
