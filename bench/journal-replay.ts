// `npm run bench` (second part): the payment journal's start-up (open: read, replay, rotation) against
// its 200 ms budget. Exit 1 when a budgeted case's median is above it.
//
// 1. A kiosk that journaled 100 000 entries over 30 days (about 1 100 payments a day), restarted every
//    day, then once more: each start-up archives what was settled, so the last one replays one day.
// 2. The live file at its rotation bound (10 000 lines, all settled less than a day ago: nothing can
//    leave): the largest replay in normal operation.
// 3. For information: 100 000 lines that cannot leave the live file (as a journal that was never
//    rotated, before this change, was replayed at every start-up).
//
// Times: the median of several runs on fresh copies, wall clock and CPU (user + system) of this
// process. The budget is checked on the CPU time: on a shared machine the wall clock also counts the
// time spent waiting for a processor held by other programs.
import { appendFileSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openPaymentJournal } from '../src/main/payment/journal';
import { exitOnBudgets, figure, median, say } from './figures';
import { fileText, journalDays } from './journal-replay-data';

const RUNS = 7;
const BUDGET_MS = 200;
const DAY_MS = 86_400_000;
const LIVE = 'paiements.journal';
const quiet = () => undefined;

interface Figures {
  wall: number;
  cpu: number;
  lines: number;
}

/** Opens copies of `source` (a live journal file) RUNS times at `now`. */
async function timeStartUp(source: string, folder: string, now: Date): Promise<Figures> {
  const walls: number[] = [];
  const cpus: number[] = [];
  let lines = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const dir = join(folder, `run-${run}`);
    mkdirSync(dir, { recursive: true });
    const path = join(dir, LIVE);
    copyFileSync(source, path);
    const cpu = process.cpuUsage();
    const started = performance.now();
    const journal = await openPaymentJournal({ path, log: quiet, now: () => now });
    walls.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    cpus.push((used.user + used.system) / 1000);
    lines = journal.state().payments.size;
    await journal.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return { wall: median(walls), cpu: median(cpus), lines };
}

/** `name`: the figures' name (`journal.startup.<name>.cpu` is the budgeted one when `budgeted`). */
function report(name: string, title: string, figures: Figures, budgeted: boolean): void {
  const detail = { runs: RUNS, payments: figures.lines };
  const within = figure(`journal.startup.${name}.cpu`, Math.round(figures.cpu), 'ms', {
    ...(budgeted ? { budget: BUDGET_MS } : {}),
    detail,
  });
  figure(`journal.startup.${name}.wall`, Math.round(figures.wall), 'ms', { detail });
  const verdict = budgeted ? (within ? 'respecté' : 'DÉPASSÉ') : 'pour information';
  say(`  ${title}`);
  say(
    `    médiane sur ${RUNS} essais : ${figures.cpu.toFixed(0)} ms de calcul, ${figures.wall.toFixed(0)} ms d’horloge, ` +
      `${figures.lines.toLocaleString('fr-FR')} paiements en mémoire (budget ${BUDGET_MS} ms : ${verdict})`,
  );
}

async function main(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'bench-journal-'));
  const end = new Date();
  try {
    say('\nJournal des paiements : démarrage (ouverture, relecture, rotation) :');

    // 1. Thirty days, a start-up at the end of each.
    const days = journalDays(100_000, end, 30);
    const kiosk = join(folder, 'borne');
    mkdirSync(kiosk);
    const live = join(kiosk, LIVE);
    writeFileSync(live, '');
    for (const [index, lines] of days.entries()) {
      appendFileSync(live, fileText(lines));
      const dayEnd = new Date(end.getTime() - (days.length - 1 - index) * DAY_MS);
      await (await openPaymentJournal({ path: live, log: quiet, now: () => dayEnd })).close();
    }
    report(
      '30-days',
      '100 000 entrées journalisées en 30 jours, la borne redémarrée chaque jour',
      await timeStartUp(live, folder, end),
      true,
    );

    // 2. The live file at its bound, nothing old enough to leave.
    const recent = join(folder, 'borne.journal');
    writeFileSync(recent, fileText(journalDays(10_000, end, 1).flat()));
    report(
      'bound',
      'Fichier vivant à sa borne : 10 000 lignes, rien à archiver',
      await timeStartUp(recent, folder, end),
      true,
    );

    // 3. One hundred thousand lines that stay live.
    const all = join(folder, 'non-tourne.journal');
    writeFileSync(all, fileText(journalDays(100_000, end, 1).flat()));
    report(
      'unrotated',
      '100 000 lignes qui restent toutes dans le fichier vivant (journal jamais archivé)',
      await timeStartUp(all, folder, end),
      false,
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

await main();
exitOnBudgets();
