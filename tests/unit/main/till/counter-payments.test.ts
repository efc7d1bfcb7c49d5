// Issue 29 §1–§2: payments at the counter go through the kiosk's payment service (journal, signed
// report) on the terminal, or in cash without it; none while the till is closed; each approved sale is
// recorded once in the till with its mode and lines, even across a crash between the two journals.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { StartPaymentRequest } from '../../../../src/shared/kiosk-bridge';
import {
  terminalOutcomeSigningString,
  type TerminalOutcomeReport,
} from '../../../../src/shared/terminal-outcome';
import { createReportDelivery } from '../../../../src/main/payment/delivery';
import { openPaymentJournal } from '../../../../src/main/payment/journal';
import { createPaymentService } from '../../../../src/main/payment/service';
import { createSimulatorDriver } from '../../../../src/main/payment/simulator-driver';
import { createHmac } from 'node:crypto';
import { createCounterPayments, counterDriver } from '../../../../src/main/till/counter-payments';
import { openTillJournal } from '../../../../src/main/till/till-journal';
import { createTillService } from '../../../../src/main/till/till-service';
import type { AgentChecker } from '../../../../src/main/till/agent-check';

const SECRET = 's'.repeat(40);
const AGENTS: AgentChecker = {
  check: async (agentId, pin) =>
    pin === '1234' ? { ok: true, agentId: String(agentId) } : { ok: false, message: 'non' },
};

const REQUEST: StartPaymentRequest = {
  orderId: '10001',
  amountCents: 3_250,
  currency: 'EUR',
  label: 'Commande n° 10001',
  idempotencyKey: 'counter-key-1',
  saleKinds: ['origin-destination'],
  saleLines: [
    { label: 'Ticket Blois > Tours', quantity: 2, amountCents: 2_500 },
    { label: 'Carte de transport', quantity: 1, amountCents: 750 },
  ],
};

async function counter(directory = mkdtempSync(join(tmpdir(), 'counter-')), answer = 200) {
  const posted: { url: string; report: TerminalOutcomeReport }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    posted.push({ url: String(url), report: JSON.parse(String(init?.body)) as TerminalOutcomeReport });
    return new Response(answer === 200 ? '{"status":"PAID"}' : '{"messageError":"refusé"}', {
      status: answer,
    });
  });
  const journal = await openPaymentJournal({
    path: join(directory, 'paiements.journal'),
    log: () => undefined,
  });
  const tillJournal = await openTillJournal({
    path: join(directory, 'caisse', 'caisse.journal'),
    log: () => undefined,
  });
  onTestFinished(async () => {
    await journal.close();
    await tillJournal.close();
  });
  const delivery = createReportDelivery({
    backofficeUrl: 'http://127.0.0.1:1/',
    journal,
    fetch: fetch as typeof globalThis.fetch,
    log: () => undefined,
  });
  const simulator = createSimulatorDriver({ delayMs: 0 });
  const pay = vi.spyOn(simulator, 'pay');
  const payment = createPaymentService({
    driver: counterDriver(simulator),
    journal,
    deviceId: 'guichet-1',
    deviceSecret: SECRET,
    deliver: delivery.deliver,
    log: () => undefined,
    // A back office away: the answer does not wait for the report long (it goes on in the background).
    deliveryWaitMs: 100,
  });
  onTestFinished(() => delivery.stop());
  const till = createTillService({
    journal: tillJournal,
    agents: AGENTS,
    print: async () => ({ ok: true }),
    deviceId: 'guichet-1',
    width: 48,
    log: () => undefined,
  });
  const payments = createCounterPayments({ payment, journal, till });
  return { payments, till, journal, tillJournal, posted, pay, directory };
}

describe('counter payments', () => {
  it('starts no sale while the till is closed: the terminal is never asked', async () => {
    const { payments, pay, journal } = await counter();
    expect(await payments.start(REQUEST)).toEqual({
      status: 'error',
      message: 'La caisse est fermée : ouvrez-la avant toute vente.',
    });
    expect(pay).not.toHaveBeenCalled();
    expect(journal.state().payments.size).toBe(0);
  });

  it('a card sale on the terminal is recorded in the till with its lines, once for its key', async () => {
    const { payments, till, pay, posted } = await counter();
    await till.open('agent-1', '1234', 10_000);
    const outcome = await payments.start(REQUEST);
    expect(outcome).toMatchObject({ status: 'approved', maskedPan: '**** **** **** 0003' });
    expect(await payments.start(REQUEST)).toEqual(outcome);
    expect(pay).toHaveBeenCalledTimes(1);
    const session = (await till.status()).session!;
    expect(session).toMatchObject({
      cardCents: 3_250,
      cashSalesCents: 0,
      expectedCashCents: 10_000,
      salesCount: 1,
    });
    expect(session.byProduct).toEqual([
      { label: 'Ticket Blois > Tours', quantity: 2, amountCents: 2_500 },
      { label: 'Carte de transport', quantity: 1, amountCents: 750 },
    ]);
    expect(posted.map((p) => p.url)).toEqual(['http://127.0.0.1:1/paiement/api/terminal/outcome']);
  });

  it('a cash sale never reaches the terminal: change computed, report signed with the cash and sent to the counter’s path', async () => {
    const { payments, till, pay, posted } = await counter();
    await till.open('agent-1', '1234', 5_000);
    const outcome = await payments.start({ ...REQUEST, cash: { givenCents: 5_000 } });
    expect(outcome).toMatchObject({
      status: 'approved',
      reference: 'ESPECES',
      cash: { givenCents: 5_000, changeCents: 1_750 },
    });
    expect(pay).not.toHaveBeenCalled();
    expect((await till.status()).session).toMatchObject({ expectedCashCents: 8_250, cashSalesCents: 3_250 });
    const [sent] = posted;
    expect(sent!.url).toBe('http://127.0.0.1:1/paiement/api/counter/cash');
    expect(sent!.report).toMatchObject({
      status: 'approved',
      amountCents: 3_250,
      cash: { givenCents: 5_000, changeCents: 1_750 },
    });
    const { signature, ...unsigned } = sent!.report;
    const signing = terminalOutcomeSigningString(unsigned);
    expect(signing.split('\n')[0]).toBe('portail-counter-cash-v3');
    expect(signing.split('\n').slice(-2)).toEqual(['5000', '1750']);
    expect(signature).toBe(createHmac('sha256', SECRET).update(signing).digest('hex'));
  });

  it('takes a cash sale back out of the till when the back office refuses its report for good', async () => {
    const { payments, till } = await counter(undefined, 409);
    await till.open('agent-1', '1234', 5_000);
    expect(await payments.start({ ...REQUEST, cash: { givenCents: 5_000 } })).toEqual({
      status: 'error',
      message:
        'Le back office a refusé cet encaissement : rendez les espèces au client. La commande n’est pas payée.',
    });
    expect((await till.status()).session).toMatchObject({
      expectedCashCents: 5_000,
      cashSalesCents: 0,
      cancelledCount: 1,
    });
  });

  it('keeps a cash sale whose report is still on its way (back office away): the cash is in the drawer', async () => {
    const { payments, till } = await counter(undefined, 503);
    await till.open('agent-1', '1234', 5_000);
    expect(await payments.start({ ...REQUEST, cash: { givenCents: 5_000 } })).toMatchObject({
      status: 'approved',
      cash: { givenCents: 5_000, changeCents: 1_750 },
    });
    expect((await till.status()).session).toMatchObject({ cashSalesCents: 3_250, expectedCashCents: 8_250 });
  });

  it('catches up, at the next start, a sale paid just before a crash and missing from the till', async () => {
    const first = await counter();
    await first.till.open('agent-1', '1234', 0);
    const session = first.till.openSession()!;
    // The payment service alone: as if main stopped between the payment's outcome and the till line.
    await first.journal.append({
      type: 'attempt',
      at: '2026-12-04T09:00:00.000Z',
      key: 'lost-key-1',
      request: { ...REQUEST, idempotencyKey: 'lost-key-1', cash: { givenCents: 4_000 }, till: { session } },
    });
    await first.journal.close();
    await first.tillJournal.close();

    const again = await counter(first.directory);
    expect(again.till.saleKeys()).toEqual([]);
    // The service's reconciliation settles the attempt (cash: taken), then the till catches up, once.
    const payment = createPaymentService({
      driver: counterDriver(createSimulatorDriver({ delayMs: 0 })),
      journal: again.journal,
      deviceId: 'guichet-1',
      deviceSecret: SECRET,
      deliver: async () => undefined,
      log: () => undefined,
    });
    await payment.reconcilePending();
    expect(await again.payments.catchUp()).toBe(1);
    expect(await again.payments.catchUp()).toBe(0);
    expect((await again.till.status()).session).toMatchObject({
      cashSalesCents: 3_250,
      expectedCashCents: 3_250,
    });
  });

  it('refuses to close the till while a payment runs', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'counter-busy-'));
    const tillJournal = await openTillJournal({
      path: join(directory, 'caisse.journal'),
      log: () => undefined,
    });
    onTestFinished(() => tillJournal.close());
    let busy = true;
    const till = createTillService({
      journal: tillJournal,
      agents: AGENTS,
      print: async () => ({ ok: true }),
      deviceId: 'guichet-1',
      width: 48,
      paymentInProgress: () => busy,
      log: () => undefined,
    });
    await till.open('agent-1', '1234', 0);
    expect(await till.close('agent-1', '1234', 0)).toEqual({
      ok: false,
      message: 'Un paiement est en cours : attendez sa fin pour clore la caisse.',
    });
    busy = false;
    expect(await till.close('agent-1', '1234', 0)).toMatchObject({ ok: true });
  });
});
