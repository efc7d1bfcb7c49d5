// `npm run bench` (part): the kiosk's check right before a payment (issue 25 §1) against its 300 ms
// budget: the printer's real-time status (DLE EOT 1, 2, 4 through the print queue, one TCP connection
// each) and the Caisse-AP connection check, run together as the payment service runs them, against the
// loopback printer and the loopback terminal of the tests on 127.0.0.1. A network printer and terminal in
// a station add their round trips (a few milliseconds each on a local network). Wall clock, the median
// of several runs after a warm-up; exit 1 when the median is above the budget.
import { performance } from 'node:perf_hooks';
import { createCaisseApDriver } from '../src/main/payment';
import { createReceiptPrinter } from '../src/main/printer';
import { createReadinessService } from '../src/main/readiness';
import { startCaisseApTerminal } from '../tests/support/caisse-ap-terminal';
import { loopbackPrinterConfig, startLoopbackPrinter } from '../src/demo-kiosk/loopback-printer';
import { exitOnBudgets, figure, median, say } from './figures';

const RUNS = 21;
const BUDGET_MS = 300;
const quiet = () => undefined;

async function timed(runs: number, work: () => Promise<unknown>): Promise<number[]> {
  await work();
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times;
}

async function main(): Promise<void> {
  const printerLoopback = await startLoopbackPrinter();
  const terminal = await startCaisseApTerminal();
  try {
    const printer = createReceiptPrinter(loopbackPrinterConfig(printerLoopback), { log: quiet });
    const driver = createCaisseApDriver({
      host: terminal.host,
      port: terminal.port,
      posNumber: 1,
      log: quiet,
    });
    const readiness = createReadinessService({
      readPrinter: () => printer.status(),
      checkTerminal: () => driver.checkConnection!(),
      backOfficeLastSuccessAt: () => Date.now(),
      timers: { setTimeout: () => null, clearTimeout: () => undefined },
      log: quiet,
    });
    const gate = await readiness.beforePayment();
    if (!gate.ok) throw new Error(`La borne de mesure n'est pas prête : ${gate.message}`);

    say('\nBorne : vérification juste avant un paiement (imprimante et terminal en boucle locale) :');
    const whole = await timed(RUNS, () => readiness.beforePayment());
    const status = await timed(RUNS, () => printer.status());
    const check = await timed(RUNS, () => driver.checkConnection!());
    const round = (values: number[]) => values.map((value) => Math.round(value * 10) / 10);
    const within = figure('readiness.before-payment.median', Math.round(median(whole) * 10) / 10, 'ms', {
      budget: BUDGET_MS,
      detail: { runs: round(whole) },
    });
    figure('readiness.printer-status.median', Math.round(median(status) * 10) / 10, 'ms', {
      detail: { runs: round(status) },
    });
    figure('readiness.terminal-check.median', Math.round(median(check) * 10) / 10, 'ms', {
      detail: { runs: round(check) },
    });
    const ms = (values: number[]) =>
      `${median(values).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} ms`;
    say(
      `  médiane sur ${RUNS} essais : ${ms(whole)} (état de l'imprimante ${ms(status)}, terminal ${ms(check)} ; ` +
        `budget ${BUDGET_MS} ms : ${within ? 'respecté' : 'DÉPASSÉ'})`,
    );
  } finally {
    await printerLoopback.stop();
    await terminal.close();
  }
}

await main();
exitOnBudgets();
