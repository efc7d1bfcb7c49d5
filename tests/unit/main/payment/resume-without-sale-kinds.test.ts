// A payment journaled by a build that sent no sale kinds (before issue 25 §1), resumed after the update by
// the page that kept its request: main answers it from its journal and the terminal's own account, whatever
// the kiosk's paper, and never starts a new debit for a request that does not say what it sells.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStartPaymentHandler } from '../../../../src/main/ipc/start-payment';
import { createPaymentService } from '../../../../src/main/payment/service';
import {
  createSimulatorDriver,
  type SimulatedBehaviour,
  type SimulatorDriver,
} from '../../../../src/main/payment/simulator-driver';
import { createReceiptPrinter } from '../../../../src/main/printer';
import { createReadinessService } from '../../../../src/main/readiness';
import type { PaymentJournal } from '../../../../src/main/payment/journal';
import type { Timers } from '../../../../src/main/watchdog';
import {
  loopbackPrinterConfig,
  startLoopbackPrinter,
  type LoopbackPrinter,
} from '../../../../src/demo-kiosk/loopback-printer';
import { ALLOWED_ORIGIN, PAGE } from '../ipc/fakes';
import { openJournal, tempJournalPath } from './helpers';

/** The request as the previous build's page sent it and kept it in its session: no `saleKinds`. */
const OLD_REQUEST = {
  orderId: '10001',
  amountCents: 190,
  currency: 'EUR' as const,
  label: 'Commande n° 10001',
  idempotencyKey: 'commande-10001-avant-mise-a-jour',
};
const APPROVED_TEXT = 'Paiement accepté.';

let printerLoopback: LoopbackPrinter;
beforeEach(async () => {
  printerLoopback = await startLoopbackPrinter();
  // The kiosk came back from its update without paper: no printed sale may start.
  printerLoopback.setCondition({ paper: 'end' });
});
afterEach(() => printerLoopback.stop());

/** Nothing here runs on a timer: the readiness is read right before the payment. */
const noTimers: Timers = { setTimeout: () => 0, clearTimeout: () => undefined };

/** The journal as the previous build left it: the attempt written, then the process stopped. */
async function journalLeftPending(): Promise<{ journal: PaymentJournal; path: string }> {
  const path = tempJournalPath();
  mkdirSync(dirname(path), { recursive: true });
  const attempt = {
    type: 'attempt',
    at: '2026-11-27T21:59:00.000Z',
    key: OLD_REQUEST.idempotencyKey,
    request: OLD_REQUEST,
  };
  writeFileSync(path, `${JSON.stringify(attempt)}\n`);
  return { journal: await openJournal(path), path };
}

function kiosk(journal: PaymentJournal, simulator: SimulatorDriver) {
  const printer = createReceiptPrinter(loopbackPrinterConfig(printerLoopback), { log: () => {} });
  const readiness = createReadinessService({
    readPrinter: () => printer.status(),
    checkTerminal: () => simulator.checkConnection!(),
    backOfficeLastSuccessAt: () => Date.now(),
    timers: noTimers,
    log: () => {},
  });
  const payment = createPaymentService({
    driver: simulator,
    journal,
    deviceId: 'borne-1',
    deviceSecret: 'secret',
    deliver: async () => undefined,
    log: () => {},
    readiness,
  });
  const handler = createStartPaymentHandler(
    { payment },
    { allowedOrigin: ALLOWED_ORIGIN, log: () => {}, timers: noTimers },
  );
  return (request: unknown) => handler(PAGE, request);
}

/** The terminal ran the payment as scripted (approves by default), then the previous build stopped before
 * journaling its outcome; the updated kiosk starts on that journal. */
async function afterUpdate(...behaviours: SimulatedBehaviour[]) {
  const simulator = createSimulatorDriver({ delayMs: 0 });
  simulator.script(...behaviours);
  await simulator.pay(OLD_REQUEST);
  const { journal } = await journalLeftPending();
  return { simulator, journal, start: kiosk(journal, simulator) };
}

describe('a payment journaled before the sale kinds existed, resumed without paper', () => {
  it('is answered from the terminal when the page resumes it without sale kinds: no second debit', async () => {
    const { simulator, journal, start } = await afterUpdate();
    expect(await start(OLD_REQUEST)).toMatchObject({
      status: 'approved',
      reference: 'SIM-000001',
      message: APPROVED_TEXT,
    });
    expect(simulator.debitCount).toBe(1);
    expect(simulator.requests).toHaveLength(1);
    expect(journal.state().payments.get(OLD_REQUEST.idempotencyKey)).toMatchObject({
      awaitingOutcome: false,
      result: { status: 'approved' },
    });
  });

  it('is answered the same when the new page names its sale kinds', async () => {
    const { simulator, start } = await afterUpdate();
    expect(await start({ ...OLD_REQUEST, saleKinds: ['origin-destination'] })).toMatchObject({
      status: 'approved',
      reference: 'SIM-000001',
    });
    expect(simulator.debitCount).toBe(1);
  });

  it('answers an outcome already journaled, without asking the terminal again', async () => {
    const simulator = createSimulatorDriver({ delayMs: 0 });
    const { journal } = await journalLeftPending();
    const start = kiosk(journal, simulator);
    // The outcome reached the journal but not the page (which kept the request without sale kinds).
    await journal.append({
      type: 'outcome',
      at: '2026-11-27T21:59:30.000Z',
      key: OLD_REQUEST.idempotencyKey,
      result: { status: 'declined', message: 'Paiement refusé par votre banque.' },
      report: {
        deviceId: 'borne-1',
        orderId: '10001',
        amountCents: 190,
        currency: 'EUR',
        idempotencyKey: OLD_REQUEST.idempotencyKey,
        status: 'declined',
        reference: '',
        signedAt: '2026-11-27T21:59:30.000Z',
        signature: 'cd'.repeat(32),
      },
    });
    expect(await start(OLD_REQUEST)).toEqual({
      status: 'declined',
      message: 'Paiement refusé par votre banque.',
      signature: 'cd'.repeat(32),
    });
    expect(simulator.requests).toEqual([]);
  });

  it('answers what the terminal says when it debited nothing, and starts no new debit for that request', async () => {
    const { simulator, start } = await afterUpdate({ kind: 'decline' });
    expect(await start(OLD_REQUEST)).toMatchObject({
      status: 'declined',
      message: 'Paiement refusé par votre banque.',
    });
    expect(simulator.requests).toHaveLength(1);
    expect(simulator.debitCount).toBe(0);
  });

  it('refuses a new payment that does not say what it sells: nothing journaled, the terminal never asked', async () => {
    const simulator = createSimulatorDriver({ delayMs: 0 });
    printerLoopback.setCondition({ paper: 'ok' });
    const journal = await openJournal();
    const start = kiosk(journal, simulator);
    expect(await start({ ...OLD_REQUEST, idempotencyKey: 'commande-10002-nouvelle' })).toEqual({
      status: 'error',
      message:
        'La demande de paiement ne dit pas ce que le panier vend : le paiement n’a pas été lancé. Aucun montant n’a été débité.',
    });
    expect(journal.state().payments.size).toBe(0);
    expect(simulator.requests).toEqual([]);
  });
});
