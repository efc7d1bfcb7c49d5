// The idle Caisse-AP connection check against the loopback terminal: a TCP connection opened and closed
// with nothing sent, so no card is ever touched, and the terminal still takes the next payment.
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkCaisseApConnection,
  createCaisseApDriver,
  createSimulatorDriver,
} from '../../../../src/main/payment';
import { startCaisseApTerminal, type CaisseApTerminal } from '../../../support/caisse-ap-terminal';

let terminal: CaisseApTerminal | undefined;
afterEach(async () => {
  await terminal?.close();
  terminal = undefined;
});

describe('the Caisse-AP connection check', () => {
  it('finds a listening terminal reachable, sending it nothing', async () => {
    terminal = await startCaisseApTerminal();
    const result = await checkCaisseApConnection({
      host: terminal.host,
      port: terminal.port,
      timeoutMs: 2000,
    });
    expect(result).toBe('reachable');
    await expect.poll(() => terminal!.connections).toBe(1);
    expect(terminal.requests).toEqual([]);
    expect(terminal.rawRequests).toEqual([]);
    expect(terminal.debits).toBe(0);
  });

  it('finds a terminal that refuses connections unreachable', async () => {
    terminal = await startCaisseApTerminal();
    const { host, port } = terminal;
    await terminal.close();
    expect(await checkCaisseApConnection({ host, port, timeoutMs: 2000 })).toBe('unreachable');
  });

  it('answers at once for a refused connection or a listening terminal, not at the limit', async () => {
    terminal = await startCaisseApTerminal();
    const { host, port } = terminal;
    const started = Date.now();
    expect(await checkCaisseApConnection({ host, port, timeoutMs: 60_000 })).toBe('reachable');
    await terminal.close();
    expect(await checkCaisseApConnection({ host, port, timeoutMs: 60_000 })).toBe('unreachable');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('finds the terminal reachable again once it listens again on its port, and it takes a payment', async () => {
    terminal = await startCaisseApTerminal();
    const { host, port } = terminal;
    await terminal.close();
    expect(await checkCaisseApConnection({ host, port, timeoutMs: 2000 })).toBe('unreachable');
    await terminal.reopen();
    expect(terminal.port).toBe(port);
    expect(await checkCaisseApConnection({ host, port, timeoutMs: 2000 })).toBe('reachable');
    const driver = createCaisseApDriver({ host, port, posNumber: 1, log: () => {} });
    expect(
      await driver.pay({
        idempotencyKey: 'k-reopen-1',
        amountCents: 190,
        currency: 'EUR',
        label: 'Commande',
      }),
    ).toMatchObject({ status: 'approved' });
    expect(terminal.debits).toBe(1);
  });

  it('finds an address that never answers unreachable once the limit passed', async () => {
    // 192.0.2.1 (TEST-NET-1) is never routed: the connection hangs or fails at once, never connects.
    expect(await checkCaisseApConnection({ host: '192.0.2.1', port: 8888, timeoutMs: 200 })).toBe(
      'unreachable',
    );
  });

  it('is the Caisse-AP driver’s own check, and the terminal takes the next payment as usual', async () => {
    terminal = await startCaisseApTerminal();
    const driver = createCaisseApDriver({ host: terminal.host, port: terminal.port, posNumber: 1 });
    expect(await driver.checkConnection!()).toBe('reachable');
    const result = await driver.pay({
      idempotencyKey: 'k-check-1',
      amountCents: 190,
      currency: 'EUR',
      label: 'Commande n° 10001',
    });
    expect(result.status).toBe('approved');
    expect(terminal.requests).toHaveLength(1);
    expect(terminal.debits).toBe(1);
    expect(terminal.connections).toBe(2);
  });

  it('finds the in-process simulator always reachable', async () => {
    expect(await createSimulatorDriver().checkConnection!()).toBe('reachable');
  });
});
