import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  KEPT_STATUS_REQUESTS,
  MAX_CONNECTION_BYTES,
  startLoopbackPrinter,
  type LoopbackPrinter,
} from '../../../src/demo-kiosk/loopback-printer';

let printer: LoopbackPrinter | undefined;
afterEach(async () => {
  await printer?.stop();
  printer = undefined;
});

/** One client connection: sends `bytes`, then ends; resolves once the printer saw it close. */
function send(port: number, bytes: Buffer): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => socket.end(bytes));
    // The printer answers status requests: read them, or the socket never ends.
    socket.resume();
    socket.on('error', () => undefined);
    socket.on('close', () => resolve());
  });
}

const STATUS_REQUEST = Buffer.from([0x10, 0x04, 0x01]);

async function settled(loopback: LoopbackPrinter) {
  await expect.poll(() => loopback.connections().every((c) => c.closed)).toBe(true);
}

describe('loopback printer kept by the demo kiosk (bounded)', () => {
  it('keeps the latest jobs only and forgets the status checks', async () => {
    printer = await startLoopbackPrinter({ keepJobs: 2 });
    for (let n = 1; n <= 5; n++) {
      await send(printer.port, Buffer.from(`reçu ${n}`));
      await send(printer.port, STATUS_REQUEST);
    }
    await settled(printer);
    expect(printer.jobs().map((job) => job.toString())).toEqual(['reçu 4', 'reçu 5']);
    expect(printer.connections()).toHaveLength(2);
  });

  it('keeps the latest status requests only', async () => {
    printer = await startLoopbackPrinter({ keepJobs: 2 });
    await send(
      printer.port,
      Buffer.concat(Array.from({ length: KEPT_STATUS_REQUESTS + 50 }, () => STATUS_REQUEST)),
    );
    await settled(printer);
    expect(printer.statusRequests()).toHaveLength(KEPT_STATUS_REQUESTS);
  });

  it('cuts off a connection that sends more than a printer client would', async () => {
    printer = await startLoopbackPrinter({ keepJobs: 2 });
    await send(printer.port, Buffer.alloc(MAX_CONNECTION_BYTES + 1, 0x41));
    await settled(printer);
    expect(printer.connections().every((c) => c.bytes.length <= MAX_CONNECTION_BYTES)).toBe(true);
  });

  it('without a bound (the tests), keeps every connection', async () => {
    printer = await startLoopbackPrinter();
    for (let n = 1; n <= 3; n++) {
      await send(printer.port, Buffer.from(`reçu ${n}`));
      await send(printer.port, STATUS_REQUEST);
    }
    await settled(printer);
    expect(printer.connections()).toHaveLength(6);
    expect(printer.jobs()).toHaveLength(3);
  });
});
