// 'Annuler le paiement' in main (issue 24 item 6): the simulator's terminal aborts the dialog it is in and
// answers `cancelled`, nothing debited; Caisse-AP has no abort message, so the request is refused with
// the text that tells the customer to use the terminal's red key or wait; every request is journaled.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StartPaymentRequest } from '../../../../src/shared/kiosk-bridge';
import { createCaisseApDriver } from '../../../../src/main/payment';
import type { TerminalDriver } from '../../../../src/main/payment/driver';
import type { JournalEntry } from '../../../../src/main/payment/journal-state';
import { createPaymentService } from '../../../../src/main/payment/service';
import { createSimulatorDriver } from '../../../../src/main/payment/simulator-driver';
import { startCaisseApTerminal, type CaisseApTerminal } from '../../../support/caisse-ap-terminal';
import { openJournal, tempJournalPath } from './helpers';
import { serviceOver, setup } from './service-setup';

const REQUEST: StartPaymentRequest = {
  orderId: '10001',
  amountCents: 1250,
  currency: 'EUR',
  label: 'Commande n° 10001',
  idempotencyKey: 'k-annulation-1',
  saleKinds: ['origin-destination'],
};
const KEY = { idempotencyKey: REQUEST.idempotencyKey };
const ASKED = 'L’annulation a été demandée au terminal. Attendez sa réponse.';
const NOT_SUPPORTED =
  'Ce terminal ne permet pas d’annuler depuis l’écran : appuyez sur la touche rouge du terminal, ou attendez qu’il réponde.';

let terminal: CaisseApTerminal | undefined;
afterEach(async () => {
  await terminal?.close();
  terminal = undefined;
});

async function serviceWith(driver: TerminalDriver) {
  const path = tempJournalPath();
  const journal = await openJournal(path);
  const service = createPaymentService({
    driver,
    journal,
    deviceId: 'borne-gare-1',
    deviceSecret: 'sécret-de-borne',
    deliver: async () => undefined,
    log: vi.fn(),
  });
  const entries = () =>
    readFileSync(path, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as JournalEntry);
  return { service, entries };
}

/** Resolves once the journal holds the attempt: the request has left for the terminal. */
async function attempted(entries: () => JournalEntry[]) {
  await vi.waitFor(() => expect(entries().some((e) => e.type === 'attempt')).toBe(true), { timeout: 10_000 });
}

describe('cancelling a payment in progress', () => {
  it('the simulator aborts the dialog: accepted, then the payment answers cancelled, nothing debited', async () => {
    const driver = createSimulatorDriver({ delayMs: 60_000 });
    const { service, entries } = await serviceWith(driver);
    const paying = service.start(REQUEST);
    await attempted(entries);
    expect(await service.cancel(KEY)).toEqual({ accepted: true, message: ASKED });
    expect(await paying).toMatchObject({ status: 'cancelled' });
    expect(driver.debitCount).toBe(0);
    expect(entries().map((e) => e.type)).toEqual(['attempt', 'cancel-requested', 'outcome']);
    expect(entries()[1]).toMatchObject({ key: KEY.idempotencyKey, accepted: true });
  });

  it('Caisse-AP has no abort: refused with what to do, and the terminal answers as the customer decides', async () => {
    // The customer stays on the terminal until the cancel has been asked (a fixed 300 ms could end first
    // on a loaded machine, and the cancel then found no payment in progress).
    terminal = await startCaisseApTerminal({ defaultBehaviour: { kind: 'approve', held: true } });
    const driver = createCaisseApDriver({
      host: terminal.host,
      port: terminal.port,
      posNumber: 1,
      log: vi.fn(),
    });
    const { service, entries } = await serviceWith(driver);
    const paying = service.start(REQUEST);
    await attempted(entries);
    expect(await service.cancel(KEY)).toEqual({ accepted: false, message: NOT_SUPPORTED });
    // The page waits: the terminal's answer is the outcome (here the customer paid all the same).
    terminal.finishDialog();
    expect(await paying).toMatchObject({ status: 'approved' });
    expect(terminal.debits).toBe(1);
    expect(entries().map((e) => e.type)).toEqual(['attempt', 'cancel-requested', 'outcome']);
    expect(entries()[1]).toMatchObject({ accepted: false });
  });

  it('no payment in progress with that key: nothing asked of the terminal', async () => {
    const driver = createSimulatorDriver({ delayMs: 0 });
    const abort = vi.spyOn(driver, 'abort');
    const { service, entries } = await serviceWith(driver);
    expect(await service.cancel(KEY)).toEqual({
      accepted: false,
      message: 'Aucun paiement en cours à annuler sur le terminal.',
    });
    expect(abort).not.toHaveBeenCalled();
    expect(entries()).toEqual([expect.objectContaining({ type: 'cancel-requested', accepted: false })]);
  });

  it('a terminal that fails to take the abort: refused with what to do, logged, the payment goes on', async () => {
    let answer!: () => void;
    const failure = new Error('EPIPE');
    const ctx = await setup({
      driver: {
        pay: () => new Promise((resolve) => (answer = () => resolve({ status: 'approved' }))),
        reconcile: async () => ({ status: 'unknown' }),
        abort: async () => Promise.reject(failure),
      },
    });
    const paying = ctx.service.start({ ...REQUEST });
    await attempted(ctx.entries);
    expect(await ctx.service.cancel(KEY)).toEqual({ accepted: false, message: NOT_SUPPORTED });
    expect(ctx.log).toHaveBeenCalledWith(
      'Annulation du paiement k-annulation-1 non transmise au terminal',
      failure,
    );
    answer();
    expect((await paying).status).toBe('approved');
  });

  it('a request the journal cannot write is still answered, and logged', async () => {
    const ctx = await setup();
    const failure = new Error('ENOSPC');
    const { service, log } = serviceOver(ctx, { ...ctx.journal, append: () => Promise.reject(failure) });
    expect(await service.cancel(KEY)).toEqual({
      accepted: false,
      message: 'Aucun paiement en cours à annuler sur le terminal.',
    });
    expect(log).toHaveBeenCalledWith("Journal : demande d'annulation k-annulation-1 non écrite", failure);
  });
});
