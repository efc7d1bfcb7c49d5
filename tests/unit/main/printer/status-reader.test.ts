// Reading the printer's real-time status through node-thermal-printer's calls (a double here; the
// loopback printer test sends them over TCP): which requests go out, what a silent, refusing or
// garbled printer reads as, and that the print queue never lets a reading cut into a receipt.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createPrinterStatusReader,
  createReceiptPrinter,
  type ReceiptPrinterConfig,
  type StatusExchange,
} from '../../../../src/main/printer';
import { sampleReceipt } from './sample-receipt';

const config: ReceiptPrinterConfig = {
  type: 'epson',
  interface: 'tcp://192.0.2.1:9100',
  characterSet: 'PC858_EURO',
  width: 48,
  timeoutMs: 1000,
};

type Answer = () => Promise<unknown>;

/** One exchange per request: records the bytes each one sent and answers from `answers`, by request n. */
function fakePrinter(answers: Record<number, Answer>) {
  const sent: { bytes: number[]; options: unknown }[] = [];
  const createExchange = (): StatusExchange => {
    let buffer: Buffer = Buffer.alloc(0);
    return {
      setBuffer: (next) => {
        buffer = next;
      },
      execute: (options) => {
        sent.push({ bytes: [...buffer], options });
        const answer = answers[buffer[2]!];
        return answer ? answer() : Promise.reject(new Error('unexpected request'));
      },
    };
  };
  return { sent, createExchange };
}

const byte = (value: number) => async () => Buffer.from([value]);
const quiet = { 1: byte(0x12), 2: byte(0x12), 4: byte(0x12) };

afterEach(() => {
  vi.useRealTimers();
});

const limitedReader = (printer: ReturnType<typeof fakePrinter>, timeoutMs: number) =>
  createPrinterStatusReader(config, { createExchange: printer.createExchange, timeoutMs, log: () => {} });

describe('the status reader', () => {
  it('asks DLE EOT 1, 2 and 4, one per connection, waiting for each answer', async () => {
    const printer = fakePrinter(quiet);
    const read = createPrinterStatusReader(config, { createExchange: printer.createExchange, log: () => {} });
    expect(await read()).toEqual({ known: true, paper: 'ok', coverOpen: false, offline: false });
    expect(printer.sent).toEqual([
      { bytes: [0x10, 0x04, 1], options: { waitForResponse: true } },
      { bytes: [0x10, 0x04, 2], options: { waitForResponse: true } },
      { bytes: [0x10, 0x04, 4], options: { waitForResponse: true } },
    ]);
  });

  it('asks the error cause (DLE EOT 3) when the offline cause reports an error', async () => {
    const printer = fakePrinter({ ...quiet, 2: byte(0x52), 3: byte(0x1a) });
    const read = createPrinterStatusReader(config, { createExchange: printer.createExchange, log: () => {} });
    expect(await read()).toEqual({
      known: true,
      paper: 'ok',
      coverOpen: false,
      offline: false,
      error: ['cutter'],
    });
    expect(printer.sent.map((request) => request.bytes[2])).toEqual([1, 2, 4, 3]);
  });

  it('reads paper near end and paper end from the roll sensor', async () => {
    const nearEnd = fakePrinter({ ...quiet, 4: byte(0x1e) });
    const end = fakePrinter({ ...quiet, 1: byte(0x1a), 2: byte(0x32), 4: byte(0x7e) });
    const options = { log: () => {} };
    expect(await createPrinterStatusReader(config, { ...options, ...nearEnd })()).toMatchObject({
      paper: 'near-end',
      offline: false,
    });
    expect(await createPrinterStatusReader(config, { ...options, ...end })()).toMatchObject({
      paper: 'end',
      offline: true,
    });
  });

  it.each([
    ['two bytes', Buffer.from([0x12, 0x12])],
    ['no byte', Buffer.alloc(0)],
    ['a byte with a fixed bit wrong', Buffer.from([0x00])],
    ['text', 'Print done'],
    ['nothing', undefined],
  ])('reads %s as a malformed answer and asks nothing more', async (_name, answer) => {
    const printer = fakePrinter({ ...quiet, 2: async () => answer });
    const log = vi.fn();
    const read = createPrinterStatusReader(config, { createExchange: printer.createExchange, log });
    expect(await read()).toEqual({ known: false, offline: true, reason: 'malformed' });
    expect(printer.sent).toHaveLength(2);
    expect(log).toHaveBeenCalledWith(
      'État de l’imprimante inconnu (malformed, tcp://192.0.2.1:9100).',
      expect.any(Error),
    );
  });

  it('reads a refused connection as unreachable', async () => {
    const printer = fakePrinter({ 1: () => Promise.reject(new Error('connect ECONNREFUSED')) });
    const read = createPrinterStatusReader(config, { createExchange: printer.createExchange, log: () => {} });
    expect(await read()).toEqual({ known: false, offline: true, reason: 'unreachable' });
  });

  it('reads a printer that cannot even be built as unreachable', async () => {
    const read = createPrinterStatusReader(config, {
      createExchange: () => {
        throw new Error('interface inconnue');
      },
      log: () => {},
    });
    expect(await read()).toEqual({ known: false, offline: true, reason: 'unreachable' });
  });

  it('reads a printer silent past the limit as silent, and sends no request after it', async () => {
    vi.useFakeTimers();
    let release: (value: unknown) => void = () => {};
    const printer = fakePrinter({
      ...quiet,
      2: () => new Promise((resolve) => (release = resolve)),
    });
    const read = limitedReader(printer, 300);
    const status = read();
    await vi.advanceTimersByTimeAsync(299);
    let settled = false;
    void status.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await status).toEqual({ known: false, offline: true, reason: 'silent' });
    // The late answer arrives: the reading is over, DLE EOT 4 is never sent.
    release(Buffer.from([0x12]));
    await vi.advanceTimersByTimeAsync(0);
    expect(printer.sent.map((request) => request.bytes[2])).toEqual([1, 2]);
  });

  it('limits the whole reading, not each request', async () => {
    vi.useFakeTimers();
    const slow = (value: number) => () =>
      new Promise((resolve) => setTimeout(() => resolve(Buffer.from([value])), 200));
    const printer = fakePrinter({ 1: slow(0x12), 2: slow(0x12), 4: slow(0x12) });
    const read = limitedReader(printer, 500);
    const status = read();
    await vi.advanceTimersByTimeAsync(500);
    expect(await status).toEqual({ known: false, offline: true, reason: 'silent' });
  });

  it.each([
    ['a Star printer', { type: 'star' as const }],
    ['a system print queue', { interface: 'printer:TM-T88' }],
    ['a device path', { interface: '/dev/usb/lp0' }],
  ])('sends nothing to %s, whose answer cannot come back: unsupported', async (_name, change) => {
    const printer = fakePrinter(quiet);
    const read = createPrinterStatusReader(
      { ...config, ...change },
      { createExchange: printer.createExchange },
    );
    expect(await read()).toEqual({ known: false, offline: true, reason: 'unsupported' });
    expect(printer.sent).toEqual([]);
  });
});

describe('the status read through the print queue', () => {
  it('waits for the receipt being sent: a status request never cuts into a job', async () => {
    const events: string[] = [];
    let finishJob: () => void = () => {};
    const connection = {
      alignLeft: () => {},
      alignCenter: () => {},
      alignRight: () => {},
      bold: () => {},
      println: () => {},
      leftRight: () => {},
      drawLine: () => {},
      newLine: () => {},
      printQR: () => {},
      cut: () => {},
      isPrinterConnected: async () => true,
      execute: () => {
        events.push('job sent');
        return new Promise<void>((resolve) => (finishJob = resolve)).then(() => {
          events.push('job done');
        });
      },
    };
    const statusPrinter = fakePrinter(quiet);
    const printer = createReceiptPrinter(config, {
      createPrinter: () => connection,
      createStatusExchange: () => {
        events.push('status asked');
        return statusPrinter.createExchange();
      },
      log: () => {},
    });
    const printed = printer.print(sampleReceipt());
    const status = printer.status();
    await vi.waitFor(() => expect(events).toEqual(['job sent']));
    finishJob();
    expect(await printed).toEqual({ ok: true });
    expect(await status).toEqual({ known: true, paper: 'ok', coverOpen: false, offline: false });
    expect(events).toEqual(['job sent', 'job done', 'status asked', 'status asked', 'status asked']);
  });
});
