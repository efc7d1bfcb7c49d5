// Caisse-AP over IP driver against the loopback terminal: real TCP on port 0, short timeouts, fake
// clock for the three-minute customer dialog.
import { createServer } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeCaisseAp } from '../../../../src/main/payment/caisse-ap/codec';
import {
  createCaisseApDriver,
  type CaisseApDriverOptions,
} from '../../../../src/main/payment/caisse-ap/driver';
import type { TerminalRequest } from '../../../../src/main/payment/driver';
import type { TerminalOutcomeReport } from '../../../../src/shared/terminal-outcome';
import { createPaymentService } from '../../../../src/main/payment/service';
import { startCaisseApTerminal, type CaisseApTerminal } from '../../../support/caisse-ap-terminal';
import { openJournal } from './helpers';

const REQUEST: TerminalRequest = {
  idempotencyKey: 'k-1',
  amountCents: 1250,
  currency: 'EUR',
  label: 'Commande n° 10001',
};
const REQUEST_BYTES = 'CZ0040300CJ012012345678901CA00201CB0041250CD0010CE003978BA0010';

const APPROVED = {
  status: 'approved',
  reference: '100001',
  // The loopback terminal masks with '#'; the page accepts '*', 'X' or '•' (src/shared/masked-pan.ts).
  maskedPan: '497010******0003',
  message: 'Paiement accepté.',
};
const UNKNOWN = {
  status: 'unknown',
  message:
    'Le résultat du paiement n’a pas pu être confirmé. Ne payez pas une seconde fois : le paiement est en cours de vérification.',
};

let terminal: CaisseApTerminal | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await terminal?.close();
  terminal = undefined;
});

async function setup(options: Partial<CaisseApDriverOptions> = {}) {
  terminal = await startCaisseApTerminal();
  const log = vi.fn();
  const driver = createCaisseApDriver({
    host: terminal.host,
    port: terminal.port,
    posNumber: 1,
    quietMs: 30,
    log,
    ...options,
  });
  return { terminal, driver, log };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('Caisse-AP driver', () => {
  it('refuses a point-of-sale number that is not 1 or 2 digits, naming it', () => {
    expect(() => createCaisseApDriver({ host: '127.0.0.1', port: 1, posNumber: 123 })).toThrow(
      new Error('Numéro de caisse Caisse-AP invalide : 123'),
    );
  });

  it('sends the debit request once and reads an approval (reference, masked card number)', async () => {
    const { terminal, driver } = await setup();
    expect(await driver.pay(REQUEST)).toEqual(APPROVED);
    expect(terminal.rawRequests).toEqual([REQUEST_BYTES]);
    expect(terminal.debits).toBe(1);
  });

  it.each([
    ['04', 'declined', 'Paiement refusé par votre banque.'],
    ['05', 'declined', 'Paiement refusé : carte interdite.'],
    ['07', 'declined', 'Paiement non abouti. Aucun montant n’a été débité.'],
    ['08', 'cancelled', 'Paiement annulé : le délai de saisie sur le terminal est dépassé.'],
    ['13', 'error', 'Le terminal de paiement n’a pas accepté la demande. Aucun montant n’a été débité.'],
  ])('reads a refusal with reason AF %s as %s with its French reason', async (reason, status, message) => {
    const { terminal, driver } = await setup();
    terminal.script({ kind: 'refuse', reason });
    expect(await driver.pay(REQUEST)).toEqual({ status, message });
    expect(terminal.debits).toBe(0);
  });

  it('reads the customer abandon (AF 11) as cancelled', async () => {
    const { terminal, driver } = await setup();
    terminal.script({ kind: 'abandon' });
    expect(await driver.pay(REQUEST)).toEqual({
      status: 'cancelled',
      message: 'Paiement annulé sur le terminal.',
    });
  });

  it('answers unknown when the terminal never answers in time', async () => {
    const { terminal, driver, log } = await setup({ answerTimeoutMs: 150 });
    terminal.script({ kind: 'silent', debit: true });
    expect(await driver.pay(REQUEST)).toEqual(UNKNOWN);
    expect(log).toHaveBeenCalledWith(
      `Caisse-AP 127.0.0.1:${terminal.port} (k-1) : pas de réponse complète après 150 ms → unknown`,
    );
  });

  it('answers unknown when the connection drops in the middle of the answer (the card was debited)', async () => {
    const { terminal, driver } = await setup();
    terminal.script({ kind: 'drop-mid-answer' });
    expect(await driver.pay(REQUEST)).toEqual(UNKNOWN);
    expect(terminal.debits).toBe(1);
  });

  it('sends nothing for an amount it cannot send: error, and the reason in the log', async () => {
    const { terminal, driver, log } = await setup();
    expect(await driver.pay({ ...REQUEST, amountCents: 0 })).toEqual({
      status: 'error',
      message: 'La demande de paiement est invalide. Aucun montant n’a été débité.',
    });
    expect(log).toHaveBeenCalledWith(
      'Caisse-AP : demande non envoyée',
      new Error('Montant invalide pour le terminal : 0'),
    );
    expect(terminal.connections).toBe(0);
  });

  it('answers error when the terminal refuses the connection: nothing was sent', async () => {
    const log = vi.fn();
    const driver = createCaisseApDriver({ host: '127.0.0.1', port: await freePort(), posNumber: '1', log });
    expect(await driver.pay(REQUEST)).toEqual({
      status: 'error',
      message: 'Le terminal de paiement est injoignable. Aucun montant n’a été débité.',
    });
    expect(log.mock.calls[0]?.[0]).toMatch(/erreur de connexion \(connect ECONNREFUSED .*\) → error$/);
  });

  it('waits for the declared lengths of an answer split inside fields, however long the pauses', async () => {
    const { terminal, driver } = await setup({ quietMs: 30 });
    // Cuts inside CZ, CB, AE and AA; each pause is longer than the quiet period.
    terminal.script({ kind: 'approve', split: { cuts: [3, 20, 50, 70], pauseMs: 80 } });
    expect(await driver.pay(REQUEST)).toEqual(APPROVED);
  });

  it('keeps waiting through a pause on a field boundary before AE arrived', async () => {
    const { terminal, driver } = await setup({ quietMs: 30 });
    // Byte 47 ends CE, just before AE: a pause there is longer than the quiet period.
    terminal.script({ kind: 'approve', split: { cuts: [47], pauseMs: 120 } });
    expect(await driver.pay(REQUEST)).toEqual(APPROVED);
  });

  it('reassembles an answer sent byte by byte', async () => {
    const { terminal, driver } = await setup({ quietMs: 500 });
    terminal.script({ kind: 'approve', split: { cuts: 'bytes', pauseMs: 1 } });
    expect(await driver.pay(REQUEST)).toEqual(APPROVED);
  });

  it('skips the AE 11 acknowledgement that shares a segment with the answer', async () => {
    const { terminal, driver } = await setup();
    terminal.script({ kind: 'refuse', reason: '04', acknowledgeFirst: true });
    expect(await driver.pay(REQUEST)).toEqual({
      status: 'declined',
      message: 'Paiement refusé par votre banque.',
    });
  });

  it('takes the answer as soon as the terminal closes the connection after it', async () => {
    // A quiet period longer than the test's own time limit: only the close can end the exchange.
    const { terminal, driver } = await setup({ quietMs: 60_000 });
    terminal.script({ kind: 'approve', closeAfterAnswer: true });
    expect(await driver.pay(REQUEST)).toEqual(APPROVED);
  });

  it('answers unknown to an unreadable answer', async () => {
    const server = createServer((socket) =>
      socket.once('data', () => socket.write('\x02CZ0040300AE00210\x03')),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const log = vi.fn();
    const { port } = server.address() as { port: number };
    const driver = createCaisseApDriver({ host: '127.0.0.1', port, posNumber: '01', log });
    expect(await driver.pay(REQUEST)).toEqual(UNKNOWN);
    expect(log.mock.calls[0]?.[0]).toContain('réponse illisible (Caisse-AP : encadrement inconnu : 0x02');
    await new Promise((resolve) => server.close(resolve));
  });

  it('refuses an amount the terminal cannot carry without connecting', async () => {
    const { terminal, driver } = await setup();
    expect(await driver.pay({ ...REQUEST, amountCents: 1_000_000_000_000 })).toEqual({
      status: 'error',
      message: 'La demande de paiement est invalide. Aucun montant n’a été débité.',
    });
    expect(terminal.rawRequests).toEqual([]);
  });

  it('cannot ask the terminal about an earlier payment: reconcile answers unknown', async () => {
    const { driver } = await setup();
    expect(await driver.reconcile(REQUEST)).toEqual(UNKNOWN);
  });
});

describe('Caisse-AP driver: an answer is read until it is complete, whatever the pauses', () => {
  // The driver's own quiet time here (no `quietMs` override): pauses like a real terminal's.
  const withDefaults = () => setup({ quietMs: undefined });
  const CANCELLED = { status: 'cancelled', message: 'Paiement annulé sur le terminal.' };

  it.each([500, 2_000])(
    'keeps the reference and the masked card number of an approval paused %i ms after AE',
    async (ms) => {
      const { terminal, driver } = await withDefaults();
      terminal.script({ kind: 'approve', pauseAfter: { tag: 'AE', ms } });
      expect(await driver.pay(REQUEST)).toEqual(APPROVED);
    },
  );

  it('reads a customer abandon whose reason (AF) comes 500 ms after AE as cancelled', async () => {
    const { terminal, driver } = await withDefaults();
    terminal.script({ kind: 'abandon', pauseAfter: { tag: 'AE', ms: 500 } });
    expect(await driver.pay(REQUEST)).toEqual(CANCELLED);
  });

  it('takes a complete answer at once, without waiting for a quiet time or a close', async () => {
    const { terminal, driver } = await setup({ quietMs: 60_000 });
    terminal.script({ kind: 'approve' });
    const started = Date.now();
    expect(await driver.pay(REQUEST)).toEqual(APPROVED);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it.each([
    ['CR LF', '\r\n'],
    ['LF', '\n'],
    ['CR', '\r'],
  ])('tolerates an answer followed by %s', async (_name, trailer) => {
    const { terminal, driver } = await withDefaults();
    terminal.script(
      { kind: 'approve', trailer },
      { kind: 'refuse', reason: '04', trailer },
      { kind: 'abandon', trailer, closeAfterAnswer: true },
    );
    expect(await driver.pay(REQUEST)).toEqual(APPROVED);
    expect(await driver.pay(REQUEST)).toEqual({
      status: 'declined',
      message: 'Paiement refusé par votre banque.',
    });
    expect(await driver.pay(REQUEST)).toEqual(CANCELLED);
  });

  it('tolerates CR LF between the AE 11 acknowledgement and the answer, and a pause after it', async () => {
    const { terminal, driver } = await withDefaults();
    terminal.script({
      kind: 'approve',
      acknowledgeFirst: true,
      pauseAfter: { tag: 'AE', ms: 400 },
      trailer: '\r\n',
    });
    expect(await driver.pay(REQUEST)).toEqual(APPROVED);
  });

  it('keeps waiting through a silence after the AE 11 acknowledgement: it is no answer, the approval follows', async () => {
    // quietMs 30: the acknowledgement then 200 ms of nothing, the quiet time passed several times over.
    const { terminal, driver, log } = await setup();
    const acknowledgement = encodeCaisseAp([
      ['CZ', '0300'],
      ['CA', '01'],
      ['CB', '000000001250'],
      ['CD', '0'],
      ['CE', '978'],
      ['AE', '11'],
    ]);
    terminal.script({
      kind: 'approve',
      acknowledgeFirst: true,
      split: { cuts: [acknowledgement.length], pauseMs: 200 },
    });
    expect(await driver.pay(REQUEST)).toEqual(APPROVED);
    expect(log).not.toHaveBeenCalled();
  });

  it('a silence timed from an earlier segment does not cut a field that came since', async () => {
    // Byte 54 ends AE 10 (the quiet time starts), byte 60 is inside AC: the next segment, 200 ms later,
    // stops that silence; the one after it comes past the first silence's end and finishes the field.
    const { terminal, driver } = await setup({ quietMs: 300 });
    terminal.script({ kind: 'approve', split: { cuts: [54, 60], pauseMs: 200 } });
    expect(await driver.pay(REQUEST)).toEqual(APPROVED);
  });

  it('reads a final answer followed in the same segment by another message', async () => {
    const { terminal, driver } = await setup({ answerTimeoutMs: 400 });
    terminal.script({ kind: 'approve', omit: ['AA'], trailer: 'CZ0040300AE00211' });
    expect(await driver.pay(REQUEST)).toEqual({
      status: 'approved',
      reference: '100001',
      message: 'Paiement accepté.',
    });
  });

  it('ends an answer that never completes after the quiet time, with the fields it has', async () => {
    // A terminal that sends no card number and keeps the connection open.
    const { terminal, driver } = await setup({ quietMs: 1_000 });
    terminal.script({ kind: 'approve', omit: ['AA'] });
    const started = Date.now();
    expect(await driver.pay(REQUEST)).toEqual({
      status: 'approved',
      reference: '100001',
      message: 'Paiement accepté.',
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
  });

  it('at the answer time limit, reads an approval that has its AE and echoes but never completed', async () => {
    const { terminal, driver } = await setup({ quietMs: 60_000, answerTimeoutMs: 400 });
    terminal.script({ kind: 'approve', omit: ['AA'] });
    expect(await driver.pay(REQUEST)).toEqual({
      status: 'approved',
      reference: '100001',
      message: 'Paiement accepté.',
    });
  });

  it('at the answer time limit, an answer cut inside a field is unknown', async () => {
    const { terminal, driver, log } = await setup({ answerTimeoutMs: 400 });
    // Byte 60 is inside AC, after AE 10: the rest would come after the time limit.
    terminal.script({ kind: 'approve', split: { cuts: [60], pauseMs: 1_000 } });
    expect(await driver.pay(REQUEST)).toEqual(UNKNOWN);
    expect(log.mock.calls[0]?.[0]).toContain('réponse illisible (Caisse-AP : message tronqué');
  });

  it('still answers unknown when the connection drops after AE, inside a field', async () => {
    const { terminal, driver } = await withDefaults();
    terminal.script({ kind: 'drop-mid-answer' });
    expect(await driver.pay(REQUEST)).toEqual(UNKNOWN);
  });
});

describe('Caisse-AP driver during a long customer dialog (fake clock)', () => {
  /** Lets real socket I/O and fake timers progress together until the promise settles. */
  async function runUntilSettled<T>(promise: Promise<T>, stepMs: number): Promise<T> {
    let settled = false;
    void promise.finally(() => (settled = true));
    for (let i = 0; i < 100_000 && !settled; i += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(stepMs);
    }
    return promise;
  }

  it('waits three minutes for the customer without giving up', async () => {
    const { terminal, driver } = await setup();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    terminal.script({ kind: 'approve', dialogMs: 180_000 });
    const result = driver.pay(REQUEST);
    await terminal.waitForRequests(1);
    expect(await runUntilSettled(result, 1_000)).toEqual(APPROVED);
  });

  it('waits a few seconds (5 s by default) after AE for the rest of an answer, not 300 ms', async () => {
    const { terminal, driver } = await setup({ quietMs: undefined });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    terminal.script({ kind: 'approve', omit: ['AA'] });
    let settledAt: number | undefined;
    const started = Date.now();
    const result = driver.pay(REQUEST).finally(() => (settledAt = Date.now() - started));
    await terminal.waitForRequests(1);
    expect(await runUntilSettled(result, 100)).toMatchObject({ status: 'approved', reference: '100001' });
    expect(settledAt).toBeGreaterThanOrEqual(5_000);
    expect(settledAt).toBeLessThan(6_000);
  });

  it('gives up after the answer time limit (200 s by default): unknown', async () => {
    const { terminal, driver } = await setup();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    terminal.script({ kind: 'approve', dialogMs: 205_000 });
    const result = driver.pay(REQUEST);
    await terminal.waitForRequests(1);
    expect(await runUntilSettled(result, 1_000)).toEqual(UNKNOWN);
  });
});

describe('Caisse-AP driver through the payment service', () => {
  async function service() {
    const { terminal, driver } = await setup();
    const journal = await openJournal();
    const payments = createPaymentService({
      driver,
      journal,
      deviceId: 'borne-1',
      deviceSecret: 'secret',
      deliver: vi.fn(async () => undefined),
      log: vi.fn(),
    });
    return { terminal, payments };
  }
  const START = { ...REQUEST, orderId: '10001', saleKinds: ['origin-destination' as const] };

  it('never debits twice for one key: a lost answer stays unknown on retry, without a new request', async () => {
    const { terminal, payments } = await service();
    terminal.script({ kind: 'drop-mid-answer' });
    expect((await payments.start(START)).status).toBe('unknown');
    const retry = await payments.start(START);
    expect(retry).toMatchObject(UNKNOWN);
    expect(terminal.requests).toHaveLength(1);
    expect(terminal.debits).toBe(1);
  });

  it('never debits twice for one key: an approved key answers its stored outcome', async () => {
    const { terminal, payments } = await service();
    const first = await payments.start(START);
    expect(first).toMatchObject(APPROVED);
    expect(await payments.start(START)).toEqual(first);
    expect(terminal.requests).toHaveLength(1);
    expect(terminal.debits).toBe(1);
  });

  it('signs the authorisation number of an approval whose end came 500 ms after AE', async () => {
    const { terminal, driver } = await setup({ quietMs: undefined });
    const deliver = vi.fn(async (_report: TerminalOutcomeReport) => undefined);
    const payments = createPaymentService({
      driver,
      journal: await openJournal(),
      deviceId: 'borne-1',
      deviceSecret: 'secret',
      deliver,
      log: vi.fn(),
    });
    terminal.script({ kind: 'approve', pauseAfter: { tag: 'AE', ms: 500 } });
    expect(await payments.start(START)).toMatchObject(APPROVED);
    expect(deliver).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'approved', reference: '100001' }),
    );
  });

  it('lets a refused payment be attempted again with the same key', async () => {
    const { terminal, payments } = await service();
    terminal.script({ kind: 'refuse', reason: '04' });
    expect((await payments.start(START)).status).toBe('declined');
    expect(await payments.start(START)).toMatchObject(APPROVED);
    expect(terminal.requests).toHaveLength(2);
    expect(terminal.debits).toBe(1);
  });
});
