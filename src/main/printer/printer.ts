// The receipt print queue (DESIGN "Receipts"): a receipt stays queued until the printer took it
// (`execute()` resolved); jobs run one at a time, and a failure leaves the receipt queued for a reprint of
// its order or `retryPending()`. A customer's print never prints an earlier customer's receipt: at a kiosk
// it would hand a stranger's order to the next person. The operator's prints (test ticket, reprint) go
// through the same line but never into the queue. Every call answers a PrintResult, never rejects.
import type { PrintResult, Receipt } from '../../shared/kiosk-bridge';
import { printerConfigErrors, type ReceiptPrinterConfig } from './config';
import { applyLayout, DEFAULT_TIME_ZONE, layoutReceipt, type ReceiptCommand } from './layout';
import type { PrinterStatus } from './status';
import { createPrinterStatusReader } from './status-reader';
import { createThermalPrinter, type PrinterConnection, type StatusExchange } from './thermalPrinter';
import { withTimeout } from './timeout';

export const PRINTER_UNAVAILABLE_MESSAGE =
  'L’imprimante ne répond pas : votre reçu n’a pas été imprimé. Vous pouvez réessayer.';
/** A receipt the layout or the library refused: printing it again would fail the same way. */
export const RECEIPT_UNPRINTABLE_MESSAGE =
  'Ce reçu ne peut pas être imprimé. Notez votre numéro de commande affiché à l’écran.';

export interface ReceiptPrinter {
  /** Queues the receipt (once per order) and prints it; ok when the printer took it. */
  print(receipt: Receipt): Promise<PrintResult>;
  /** Receipts the printer has not taken yet, oldest first. */
  pending(): Receipt[];
  /** Prints what is queued, oldest first; ok when nothing is left. */
  retryPending(): Promise<PrintResult>;
  /** The printer's real-time status, read between jobs: never in the middle of a receipt. */
  status(): Promise<PrinterStatus>;
  /** The last receipt a customer's print asked for (printed or not), for the operator's reprint. */
  lastReceipt(): Receipt | null;
  /**
   * Prints now, once, outside the queue (the operator's test ticket and reprint): a failure is only
   * answered, never kept for a retry that would print it later on a customer's turn.
   */
  printOnce(content: Receipt | readonly ReceiptCommand[]): Promise<PrintResult>;
}

export interface ReceiptPrinterDeps {
  /** Builds the printer for one job (default: a fresh node-thermal-printer instance). */
  createPrinter?: (config: ReceiptPrinterConfig) => PrinterConnection;
  /** Builds the connection of one status request (default: a fresh node-thermal-printer instance). */
  createStatusExchange?: (config: ReceiptPrinterConfig) => StatusExchange;
  /** Limit of a whole status reading (default: the printer's timeoutMs). */
  statusTimeoutMs?: number;
  /** System print module for 'printer:Name' interfaces (getPrinter/printDirect), e.g. the `printer` package. */
  driver?: object;
  timeZone?: string;
  log?: (message: string, error?: unknown) => void;
}

type Outcome = 'printed' | 'unavailable' | 'unprintable';

interface Job {
  receipt: Receipt;
  /** The run that prints it: a double tap or a retry meanwhile joins it instead of printing twice. */
  running?: Promise<PrintResult>;
}

const UNAVAILABLE: PrintResult = { ok: false, message: PRINTER_UNAVAILABLE_MESSAGE };
const UNPRINTABLE: PrintResult = { ok: false, message: RECEIPT_UNPRINTABLE_MESSAGE };

function isCommands(content: Receipt | readonly ReceiptCommand[]): content is readonly ReceiptCommand[] {
  return Array.isArray(content);
}

/** Throws a French message naming the bad key when the configuration cannot print. */
export function createReceiptPrinter(
  config: ReceiptPrinterConfig,
  deps: ReceiptPrinterDeps = {},
): ReceiptPrinter {
  const errors = printerConfigErrors(config, Boolean(deps.driver ?? deps.createPrinter));
  if (errors.length > 0) throw new Error(errors.join('\n'));
  const connect = deps.createPrinter ?? ((c: ReceiptPrinterConfig) => createThermalPrinter(c, deps.driver));
  const layoutOptions = { width: config.width, timeZone: deps.timeZone ?? DEFAULT_TIME_ZONE };
  const log = (message: string, error?: unknown) => {
    try {
      (deps.log ?? console.warn)(message, error ?? '');
    } catch {
      // A failing logger must not stop the queue.
    }
  };
  const jobs: Job[] = [];
  let last: Receipt | null = null;
  const readStatus = createPrinterStatusReader(config, {
    ...(deps.createStatusExchange ? { createExchange: deps.createStatusExchange } : {}),
    ...(deps.statusTimeoutMs ? { timeoutMs: deps.statusTimeoutMs } : {}),
    log,
  });

  async function printOne(receipt: Receipt): Promise<Outcome> {
    return printCommands(`Reçu de la commande ${receipt.orderId}`, () =>
      layoutReceipt(receipt, layoutOptions),
    );
  }

  async function printCommands(about: string, layout: () => readonly ReceiptCommand[]): Promise<Outcome> {
    let printer: PrinterConnection;
    try {
      printer = connect(config);
    } catch (error) {
      log(`${about} : imprimante inutilisable (${config.interface}).`, error);
      return 'unavailable';
    }
    try {
      applyLayout(printer, layout());
    } catch (error) {
      log(`${about} : mise en page impossible, reçu retiré de la file.`, error);
      return 'unprintable';
    }
    try {
      if (!(await withTimeout(printer.isPrinterConnected(), config.timeoutMs))) {
        log(`${about} : imprimante hors ligne (${config.interface}).`);
        return 'unavailable';
      }
      await withTimeout(printer.execute(), config.timeoutMs);
      return 'printed';
    } catch (error) {
      log(`${about} : envoi à l’imprimante impossible (${config.interface}).`, error);
      return 'unavailable';
    }
  }

  /** One job on the printer at a time: each run waits for the previous one to finish. */
  let line: Promise<unknown> = Promise.resolve();
  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = line.then(work, work);
    line = run.catch(() => undefined);
    return run;
  }

  /** Prints one queued job unless a run already in line prints it; every waiter hears the result. */
  function run(job: Job): Promise<PrintResult> {
    job.running ??= exclusive(async () => {
      if (!jobs.includes(job)) return { ok: true };
      const outcome = await printOne(job.receipt).catch((): Outcome => 'unprintable');
      if (outcome !== 'unavailable') jobs.splice(jobs.indexOf(job), 1);
      return outcome === 'printed' ? { ok: true } : outcome === 'unprintable' ? UNPRINTABLE : UNAVAILABLE;
    }).finally(() => {
      job.running = undefined;
    });
    return job.running;
  }

  return {
    print(receipt) {
      let job: Job;
      try {
        if (typeof receipt?.orderId !== 'string') throw new TypeError('numéro de commande absent');
        // The same order asked again (double tap, retry) joins its queued job instead of printing twice.
        job = jobs.find((queued) => queued.receipt.orderId === receipt.orderId) ?? {
          receipt: structuredClone(receipt),
        };
      } catch (error) {
        log('Reçu illisible, non imprimé.', error);
        return Promise.resolve(UNPRINTABLE);
      }
      if (!jobs.includes(job)) jobs.push(job);
      last = job.receipt;
      return run(job);
    },
    pending() {
      return jobs.map((job) => structuredClone(job.receipt));
    },
    async retryPending() {
      const results = await Promise.all([...jobs].map(run));
      return results.find((result) => !result.ok) ?? { ok: true };
    },
    status: () => exclusive(readStatus),
    lastReceipt: () => (last === null ? null : structuredClone(last)),
    printOnce(content) {
      const about = isCommands(content)
        ? 'Impression opérateur'
        : `Réimpression de la commande ${content.orderId}`;
      const layout = () => (isCommands(content) ? content : layoutReceipt(content, layoutOptions));
      return exclusive(async () => {
        const outcome = await printCommands(about, layout).catch((): Outcome => 'unprintable');
        // A reprint of a receipt still queued settles it: a later retry must not print it a second time.
        if (outcome === 'printed' && !isCommands(content)) {
          const queued = jobs.findIndex((job) => job.receipt.orderId === content.orderId);
          if (queued >= 0) jobs.splice(queued, 1);
        }
        return outcome === 'printed' ? { ok: true } : outcome === 'unprintable' ? UNPRINTABLE : UNAVAILABLE;
      });
    },
  };
}
