// The print queue: a receipt stays queued until the printer took it, prints once, in order.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createReceiptPrinter,
  PRINTER_UNAVAILABLE_MESSAGE,
  RECEIPT_UNPRINTABLE_MESSAGE,
  type PrinterConnection,
  type ReceiptPrinterConfig,
} from '../../../../src/main/printer';
import type { Receipt } from '../../../../src/shared/kiosk-bridge';
import { decodeEscPos } from '../../../../src/demo-kiosk/escpos-decoder';
import { startLoopbackPrinter, type LoopbackPrinter } from '../../../../src/demo-kiosk/loopback-printer';
import { sampleReceipt } from './sample-receipt';

const UNAVAILABLE = { ok: false, message: PRINTER_UNAVAILABLE_MESSAGE };
const receipt = (orderId: string) => sampleReceipt({ orderId });
const orderNumbers = (jobs: Buffer[]) =>
  jobs.map((job) => decodeEscPos(job).text.find((line) => line.startsWith('Commande n°')));

describe('print queue on a loopback printer', () => {
  let loopback: LoopbackPrinter;
  const logs: string[] = [];
  const create = () =>
    createReceiptPrinter(
      {
        type: 'epson',
        interface: loopback.interface,
        characterSet: 'PC858_EURO',
        width: 42,
        timeoutMs: 2000,
      },
      { log: (message) => logs.push(message) },
    );

  beforeEach(async () => {
    logs.length = 0;
    loopback = await startLoopbackPrinter();
  });
  afterEach(async () => {
    await loopback.stop();
  });

  it('keeps the receipt when the printer is offline, then prints it exactly once when it is back', async () => {
    const printer = create();
    await loopback.stop();
    expect(await printer.print(receipt('10001'))).toEqual(UNAVAILABLE);
    expect(printer.pending()).toEqual([receipt('10001')]);
    expect(logs).toEqual([`Reçu de la commande 10001 : imprimante hors ligne (${loopback.interface}).`]);

    await loopback.start();
    expect(await printer.retryPending()).toEqual({ ok: true });
    expect(printer.pending()).toEqual([]);
    // Nothing left: a second retry sends nothing, and the next receipt comes right after the first.
    expect(await printer.retryPending()).toEqual({ ok: true });
    expect(await printer.print(receipt('10002'))).toEqual({ ok: true });
    expect(orderNumbers(await loopback.waitForJobs(2))).toEqual(['Commande n° 10001', 'Commande n° 10002']);
  });

  it("never prints an earlier customer's receipt with the next one; it waits for its own reprint or a retry", async () => {
    const printer = create();
    await loopback.stop();
    expect(await printer.print(receipt('10001'))).toEqual(UNAVAILABLE);
    expect(await printer.print(receipt('10002'))).toEqual(UNAVAILABLE);
    expect(printer.pending().map((r) => r.orderId)).toEqual(['10001', '10002']);

    await loopback.start();
    expect(await printer.print(receipt('10003'))).toEqual({ ok: true });
    expect(orderNumbers(await loopback.waitForJobs(1))).toEqual(['Commande n° 10003']);
    expect(printer.pending().map((r) => r.orderId)).toEqual(['10001', '10002']);

    // The customer of 10002 taps 'Réimprimer'; the maintenance retry prints what is left, oldest first.
    expect(await printer.print(receipt('10002'))).toEqual({ ok: true });
    expect(await printer.retryPending()).toEqual({ ok: true });
    expect(printer.pending()).toEqual([]);
    expect(orderNumbers(await loopback.waitForJobs(3))).toEqual([
      'Commande n° 10003',
      'Commande n° 10002',
      'Commande n° 10001',
    ]);
  });

  it('prints two receipts asked at the same time one after the other, in order', async () => {
    const printer = create();
    const results = await Promise.all([printer.print(receipt('10001')), printer.print(receipt('10002'))]);
    expect(results).toEqual([{ ok: true }, { ok: true }]);
    expect(orderNumbers(await loopback.waitForJobs(2))).toEqual(['Commande n° 10001', 'Commande n° 10002']);
  });

  it('does not queue or print the same order twice', async () => {
    const printer = create();
    await loopback.stop();
    await printer.print(receipt('10001'));
    expect(await printer.print(receipt('10001'))).toEqual(UNAVAILABLE);
    expect(printer.pending().map((r) => r.orderId)).toEqual(['10001']);

    await loopback.start();
    // A double tap while it prints joins the same job.
    const results = await Promise.all([printer.print(receipt('10001')), printer.print(receipt('10001'))]);
    expect(results).toEqual([{ ok: true }, { ok: true }]);
    await printer.print(receipt('10002'));
    expect(orderNumbers(await loopback.waitForJobs(2))).toEqual(['Commande n° 10001', 'Commande n° 10002']);
  });

  it('prints an order again when asked after it was printed (a reprint)', async () => {
    const printer = create();
    expect(await printer.print(receipt('10001'))).toEqual({ ok: true });
    expect(await printer.print(receipt('10001'))).toEqual({ ok: true });
    expect(orderNumbers(await loopback.waitForJobs(2))).toEqual(['Commande n° 10001', 'Commande n° 10001']);
  });

  it('keeps its own copy of a queued receipt', async () => {
    const printer = create();
    await loopback.stop();
    const data = receipt('10001');
    await printer.print(data);
    data.orderId = 'modifié';
    printer.pending()[0]!.shopName = 'modifié';
    expect(printer.pending()).toEqual([receipt('10001')]);
  });
});

/** A printer double: records what the layout wrote, answers as told. */
function fakePrinter(behaviour: {
  connected?: () => Promise<boolean>;
  execute?: () => Promise<unknown>;
  printQR?: () => void;
}) {
  const printed: string[] = [];
  const connection: PrinterConnection = {
    alignLeft: () => {},
    alignCenter: () => {},
    alignRight: () => {},
    bold: () => {},
    println: (text) => printed.push(text),
    leftRight: () => {},
    drawLine: () => {},
    newLine: () => {},
    printQR: behaviour.printQR ?? (() => {}),
    cut: () => {},
    isPrinterConnected: behaviour.connected ?? (async () => true),
    execute: behaviour.execute ?? (async () => undefined),
  };
  return { connection, printed };
}

const config: ReceiptPrinterConfig = {
  type: 'epson',
  interface: 'tcp://192.0.2.1:9100',
  characterSet: 'PC858_EURO',
  width: 48,
  timeoutMs: 3000,
};

describe('print queue failures', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives up after timeoutMs when the printer does not answer the connectivity check', async () => {
    vi.useFakeTimers();
    const execute = vi.fn(async () => undefined);
    const { connection } = fakePrinter({ connected: () => new Promise(() => {}), execute });
    const printer = createReceiptPrinter(config, { createPrinter: () => connection, log: () => {} });
    let result: unknown;
    void printer.print(receipt('10001')).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(2999);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toEqual(UNAVAILABLE);
    expect(execute).not.toHaveBeenCalled();
    expect(printer.pending().map((r) => r.orderId)).toEqual(['10001']);
  });

  it('keeps the receipt when sending hangs past timeoutMs or fails', async () => {
    vi.useFakeTimers();
    const { connection } = fakePrinter({ execute: () => new Promise(() => {}) });
    const printer = createReceiptPrinter(config, { createPrinter: () => connection, log: () => {} });
    const pending = printer.print(receipt('10001'));
    await vi.advanceTimersByTimeAsync(3000);
    expect(await pending).toEqual(UNAVAILABLE);

    const failing = fakePrinter({ execute: async () => Promise.reject(new Error('EPIPE')) });
    const other = createReceiptPrinter(config, { createPrinter: () => failing.connection, log: () => {} });
    expect(await other.print(receipt('10002'))).toEqual(UNAVAILABLE);
    expect(other.pending().map((r) => r.orderId)).toEqual(['10002']);
  });

  it('runs one job at a time: the next receipt waits until the printer took the previous one', async () => {
    const steps: string[] = [];
    const releases: (() => void)[] = [];
    let built = 0;
    const printer = createReceiptPrinter(config, {
      createPrinter: () => {
        const job = ++built;
        return fakePrinter({
          connected: async () => {
            steps.push(`check ${job}`);
            return true;
          },
          execute: () =>
            new Promise<void>((resolve) => {
              steps.push(`send ${job}`);
              releases.push(() => {
                steps.push(`taken ${job}`);
                resolve();
              });
            }),
        }).connection;
      },
      log: () => {},
    });
    const first = printer.print(receipt('10001'));
    const second = printer.print(receipt('10002'));
    await vi.waitFor(() => expect(releases).toHaveLength(1));
    expect(steps).toEqual(['check 1', 'send 1']);
    expect(printer.pending().map((r) => r.orderId)).toEqual(['10001', '10002']);
    releases[0]!();
    expect(await first).toEqual({ ok: true });
    await vi.waitFor(() => expect(releases).toHaveLength(2));
    expect(printer.pending().map((r) => r.orderId)).toEqual(['10002']);
    releases[1]!();
    expect(await second).toEqual({ ok: true });
    expect(steps).toEqual(['check 1', 'send 1', 'taken 1', 'check 2', 'send 2', 'taken 2']);
  });

  it('answers a value, never a rejection, when the printer cannot even be built', async () => {
    const printer = createReceiptPrinter(config, {
      createPrinter: () => {
        throw new Error('Wrong interface configuration!');
      },
      log: () => {},
    });
    expect(await printer.print(receipt('10001'))).toEqual(UNAVAILABLE);
    expect(await printer.retryPending()).toEqual(UNAVAILABLE);
    expect(printer.pending().map((r) => r.orderId)).toEqual(['10001']);
  });

  it('answers a value for data that is not a receipt, and survives a failing logger', async () => {
    const { connection } = fakePrinter({ connected: async () => false });
    const printer = createReceiptPrinter(config, {
      createPrinter: () => connection,
      log: () => {
        throw new Error('journal plein');
      },
    });
    expect(await printer.print(null as unknown as Receipt)).toEqual({
      ok: false,
      message: RECEIPT_UNPRINTABLE_MESSAGE,
    });
    expect(await printer.print(receipt('10001'))).toEqual(UNAVAILABLE);
    expect(printer.pending().map((r) => r.orderId)).toEqual(['10001']);
  });

  it('drops a receipt the library refuses to lay out, so it does not block the ones behind it', async () => {
    const printedJobs: string[][] = [];
    let built = 0;
    const printer = createReceiptPrinter(config, {
      createPrinter: () => {
        const first = ++built === 1;
        const fake = fakePrinter({
          printQR: () => {
            if (first) throw new Error('QR refusé');
          },
          execute: async () => {
            printedJobs.push(fake.printed);
          },
        });
        return fake.connection;
      },
      log: () => {},
    });
    const results = await Promise.all([printer.print(receipt('10001')), printer.print(receipt('10002'))]);
    expect(results).toEqual([{ ok: false, message: RECEIPT_UNPRINTABLE_MESSAGE }, { ok: true }]);
    expect(printedJobs.map((job) => job.find((t) => t.startsWith('Commande')))).toEqual([
      'Commande n° 10002',
    ]);
    expect(printer.pending()).toEqual([]);
  });

  it('refuses a configuration it cannot print with, naming the key in French', () => {
    const errors = (overrides: Partial<ReceiptPrinterConfig>, deps = {}) => {
      try {
        createReceiptPrinter({ ...config, ...overrides }, deps);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(errors({ characterSet: 'PC999' })).toBe(
      'Configuration invalide : « printer.characterSet » doit être un jeu de caractères connu, par exemple PC858_EURO.',
    );
    expect(errors({ interface: 'printer:EPSON_TM' })).toBe(
      'Configuration invalide : « printer.interface » printer:Nom demande un pilote d’impression système, absent ici.',
    );
    expect(errors({ interface: 'printer:EPSON_TM' }, { driver: {} })).toBe('');
    expect(errors({ width: 10 })).toBe(
      'Configuration invalide : « printer.width » doit être un nombre entier de caractères entre 24 et 96.',
    );
    expect(errors({ type: 'zebra' as 'epson', timeoutMs: 0 })).toBe(
      [
        'Configuration invalide : « printer.type » doit valoir epson ou star.',
        'Configuration invalide : « printer.timeoutMs » doit être un nombre entier de millisecondes supérieur à 0.',
      ].join('\n'),
    );
  });
});
