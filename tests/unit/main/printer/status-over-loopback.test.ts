// The loopback printer answers ESC/POS real-time status requests as the test sets it, and the kiosk's
// status reader reads them over TCP through node-thermal-printer's own network interface.
import { connect, type Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPrinterStatusReader, createReceiptPrinter } from '../../../../src/main/printer';
import {
  loopbackPrinterConfig,
  startLoopbackPrinter,
  type LoopbackPrinter,
} from '../../../../src/demo-kiosk/loopback-printer';
import { sampleReceipt } from './sample-receipt';

let loopback: LoopbackPrinter;
const config = () => loopbackPrinterConfig(loopback);
const readStatus = (timeoutMs?: number) =>
  createPrinterStatusReader(config(), { log: () => {}, ...(timeoutMs ? { timeoutMs } : {}) })();

beforeEach(async () => {
  loopback = await startLoopbackPrinter();
});
afterEach(async () => {
  await loopback.stop();
});

/** Sends the chunks on one connection and collects what the printer answers until `count` bytes came. */
async function rawExchange(chunks: number[][], count: number): Promise<number[]> {
  const socket: Socket = connect({ host: '127.0.0.1', port: loopback.port });
  const received: number[] = [];
  const done = new Promise<number[]>((resolve, reject) => {
    socket.on('data', (data: Buffer) => {
      received.push(...data);
      if (received.length >= count) resolve(received);
    });
    socket.on('error', reject);
  });
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  for (const chunk of chunks) {
    await new Promise<void>((resolve) => socket.write(Buffer.from(chunk), () => resolve()));
  }
  try {
    return await done;
  } finally {
    socket.destroy();
  }
}

describe('the loopback printer’s status answers', () => {
  it('answers each DLE EOT request with its byte, in order, even split across writes', async () => {
    loopback.setCondition({ paper: 'near-end' });
    const answers = await rawExchange([[0x10, 0x04, 1, 0x10, 0x04, 2], [0x10], [0x04, 4]], 3);
    expect(answers).toEqual([0x12, 0x12, 0x1e]);
    expect(loopback.statusRequests()).toEqual([1, 2, 4]);
  });

  it('answers a paper end as an Epson printer does: offline, stopped by the paper end, both sensors', async () => {
    loopback.setCondition({ paper: 'end' });
    expect(await rawExchange([[0x10, 0x04, 1, 0x10, 0x04, 2, 0x10, 0x04, 4]], 3)).toEqual([0x1a, 0x32, 0x7e]);
  });

  it('keeps the parts of the condition a change does not name', () => {
    loopback.setCondition({ coverOpen: true });
    loopback.setCondition({ paper: 'near-end' });
    expect(loopback.condition).toEqual({
      paper: 'near-end',
      coverOpen: true,
      offline: false,
      cutterError: false,
      silent: false,
    });
  });

  it('does not count status requests as print jobs, and clear() forgets them', async () => {
    await readStatus();
    const printer = createReceiptPrinter(config(), { log: () => {} });
    expect(await printer.print(sampleReceipt())).toEqual({ ok: true });
    const jobs = await loopback.waitForJobs(1);
    expect(jobs).toHaveLength(1);
    expect(loopback.statusRequests()).toEqual([1, 2, 4]);
    loopback.clear();
    expect(loopback.statusRequests()).toEqual([]);
  });
});

describe('the status reader against the loopback printer', () => {
  it('reads a ready printer as working', async () => {
    expect(await readStatus()).toEqual({ known: true, paper: 'ok', coverOpen: false, offline: false });
    expect(loopback.statusRequests()).toEqual([1, 2, 4]);
  });

  it('reads paper near end: still online', async () => {
    loopback.setCondition({ paper: 'near-end' });
    expect(await readStatus()).toEqual({ known: true, paper: 'near-end', coverOpen: false, offline: false });
  });

  it('reads paper end: offline', async () => {
    loopback.setCondition({ paper: 'end' });
    expect(await readStatus()).toEqual({ known: true, paper: 'end', coverOpen: false, offline: true });
  });

  it('reads the cover open: offline', async () => {
    loopback.setCondition({ coverOpen: true });
    expect(await readStatus()).toEqual({ known: true, paper: 'ok', coverOpen: true, offline: true });
  });

  it('reads a printer offline of its own', async () => {
    loopback.setCondition({ offline: true });
    expect(await readStatus()).toEqual({ known: true, paper: 'ok', coverOpen: false, offline: true });
  });

  it('reads a cutter error, asking its cause', async () => {
    loopback.setCondition({ cutterError: true });
    expect(await readStatus()).toEqual({
      known: true,
      paper: 'ok',
      coverOpen: false,
      offline: true,
      error: ['cutter'],
    });
    expect(loopback.statusRequests()).toEqual([1, 2, 4, 3]);
  });

  it('reads a printer that takes the connection and never answers as silent', async () => {
    loopback.setCondition({ silent: true });
    expect(await readStatus(200)).toEqual({ known: false, offline: true, reason: 'silent' });
    expect(loopback.statusRequests()).toEqual([1]);
  });

  it('reads a printer that refuses connections as unreachable', async () => {
    await loopback.stop();
    expect(await readStatus()).toEqual({ known: false, offline: true, reason: 'unreachable' });
  });

  it('reads the printer again once its condition changed', async () => {
    loopback.setCondition({ paper: 'end' });
    expect(await readStatus()).toMatchObject({ paper: 'end' });
    loopback.setCondition({ paper: 'ok' });
    expect(await readStatus()).toMatchObject({ paper: 'ok', offline: false });
  });
});
