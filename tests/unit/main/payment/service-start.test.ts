// What a payment's start does around the terminal (service.ts `pay`): the kiosk's readiness asked first,
// a counter's cash sale signed with its change, an outcome the journal fails to write still answered and
// reported, a key already approved asked again, and an unexpected failure answered, never thrown.
import { describe, expect, it, vi } from 'vitest';
import type { TerminalRequest, TerminalResult } from '../../../../src/main/payment/driver';
import type { PaymentJournal } from '../../../../src/main/payment/journal';
import type { PaymentReadiness } from '../../../../src/main/payment/service';
import type { SimulatorDriver } from '../../../../src/main/payment/simulator-driver';
import { REQUEST, serviceOver, setup, UNKNOWN_TEXT } from './service-setup';

const PRINTING_UNAVAILABLE =
  'Impression indisponible sur cette borne : le paiement n’a pas été lancé. Aucun montant n’a été débité.';

/** A readiness answering `gate`, counting the payments it watched. */
function readiness(gate: PaymentReadiness['beforePayment']) {
  const beforePayment = vi.fn(gate);
  let watched = 0;
  const duringPayment = <T>(payment: () => Promise<T>): Promise<T> => {
    watched += 1;
    return payment();
  };
  return { readiness: { beforePayment, duringPayment }, beforePayment, watched: () => watched };
}

describe('the kiosk’s readiness, asked before a new debit', () => {
  it('refuses: the page hears why, nothing is journaled, the terminal is never asked', async () => {
    const gate = readiness(async () => ({ ok: false, message: PRINTING_UNAVAILABLE }));
    const { service, driver, entries, log } = await setup({ readiness: gate.readiness });
    expect(await service.start(REQUEST)).toEqual({ status: 'error', message: PRINTING_UNAVAILABLE });
    expect(gate.beforePayment).toHaveBeenCalledExactlyOnceWith(['origin-destination']);
    expect(entries()).toEqual([]);
    expect((driver as SimulatorDriver).requests).toEqual([]);
    expect(log).toHaveBeenCalledWith(`Paiement k-1 non démarré : ${PRINTING_UNAVAILABLE}`);
  });

  it('agrees: the terminal is asked inside its watch', async () => {
    const gate = readiness(async () => ({ ok: true }));
    const { service, driver } = await setup({ readiness: gate.readiness });
    expect((await service.start(REQUEST)).status).toBe('approved');
    expect(gate.watched()).toBe(1);
    expect((driver as SimulatorDriver).requests).toHaveLength(1);
  });

  it('cannot tell: the payment goes on as before the readiness existed, and the log says so', async () => {
    const failure = new Error('état illisible');
    const gate = readiness(async () => Promise.reject(failure));
    const { service, log } = await setup({ readiness: gate.readiness });
    expect((await service.start(REQUEST)).status).toBe('approved');
    expect(log).toHaveBeenCalledWith('État de la borne illisible avant le paiement k-1', failure);
  });
});

describe('a counter’s cash sale', () => {
  it('hands the driver what was given, and signs, journals and answers the change', async () => {
    const seen: TerminalRequest[] = [];
    const pay = async (request: TerminalRequest): Promise<TerminalResult> => {
      seen.push(request);
      return { status: 'approved', reference: 'ESPECES' };
    };
    const { service, deliver, entries } = await setup({
      driver: { pay, reconcile: async () => ({ status: 'unknown' }) },
    });
    const outcome = await service.start({ ...REQUEST, cash: { givenCents: 2000 } });
    expect(seen).toEqual([
      {
        idempotencyKey: 'k-1',
        amountCents: 1250,
        currency: 'EUR',
        label: 'Commande n° 10001',
        cash: { givenCents: 2000 },
      },
    ]);
    expect(outcome).toMatchObject({ status: 'approved', cash: { givenCents: 2000, changeCents: 750 } });
    expect(deliver).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ cash: { givenCents: 2000, changeCents: 750 }, signature: outcome.signature }),
    );
    expect(entries().at(-1)).toMatchObject({ type: 'outcome', report: { cash: { changeCents: 750 } } });
  });

  it('a card payment carries no cash, to the driver or in its report', async () => {
    const pay = vi.fn(async (_request: TerminalRequest): Promise<TerminalResult> => ({ status: 'approved' }));
    const { service, deliver } = await setup({
      driver: { pay, reconcile: async () => ({ status: 'unknown' }) },
    });
    const outcome = await service.start(REQUEST);
    expect(pay.mock.calls[0]![0]).not.toHaveProperty('cash');
    expect(outcome).not.toHaveProperty('cash');
    expect(deliver.mock.calls[0]![0]).not.toHaveProperty('cash');
  });
});

describe('around the journal', () => {
  it('an outcome the journal cannot write is still answered and reported, and the log says so', async () => {
    const ctx = await setup();
    const failure = new Error('ENOSPC');
    const journal: PaymentJournal = {
      ...ctx.journal,
      append: (entry) => (entry.type === 'outcome' ? Promise.reject(failure) : ctx.journal.append(entry)),
    };
    const { service, log } = serviceOver(ctx, journal);
    const outcome = await service.start(REQUEST);
    expect(outcome).toMatchObject({ status: 'approved', signature: expect.any(String) });
    expect(ctx.deliver).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ status: 'approved', signature: outcome.signature }),
    );
    expect(log).toHaveBeenCalledWith('Journal : résultat du paiement k-1 non écrit', failure);
  });

  it('an attempt the journal cannot write is logged: no payment starts', async () => {
    const ctx = await setup();
    const failure = new Error('EROFS');
    const { service, log } = serviceOver(ctx, { ...ctx.journal, append: () => Promise.reject(failure) });
    expect((await service.start(REQUEST)).status).toBe('error');
    expect(log).toHaveBeenCalledWith('Journal : tentative k-1 non écrite, paiement non démarré', failure);
  });

  it('a journal that cannot even be read: unknown, never a rejection, and the log says so', async () => {
    const ctx = await setup();
    const { service, log } = serviceOver(ctx, {
      ...ctx.journal,
      state: () => {
        throw new Error('état perdu');
      },
    });
    expect(await service.start(REQUEST)).toEqual({ status: 'unknown', message: UNKNOWN_TEXT });
    expect(log).toHaveBeenCalledWith('Paiement k-1 : erreur inattendue', expect.any(Error));
  });
});

describe('a key already approved, asked again', () => {
  it('answers the stored outcome and sends its report again (the back office may not have it yet)', async () => {
    const { service, deliver, log } = await setup();
    const first = await service.start(REQUEST);
    expect(await service.start(REQUEST)).toEqual(first);
    expect(deliver).toHaveBeenCalledTimes(2);
    expect(deliver.mock.calls[1]![0]).toEqual(deliver.mock.calls[0]![0]);
    expect(log).not.toHaveBeenCalledWith(
      expect.stringContaining('nouvelle demande ignorée'),
      expect.anything(),
    );
  });

  it.each([
    ['another amount', { amountCents: 990 }],
    ['another order', { orderId: '10002' }],
  ])('with %s: the first outcome stands, no debit, the log says what was ignored', async (_name, change) => {
    const { service, driver, log } = await setup();
    const first = await service.start(REQUEST);
    const asked = { ...REQUEST, ...change };
    expect(await service.start(asked)).toEqual(first);
    expect((driver as SimulatorDriver).requests).toHaveLength(1);
    expect(log).toHaveBeenCalledWith(
      'Paiement k-1 déjà accepté pour 10001 (1250 c) : nouvelle demande ignorée',
      asked,
    );
  });
});

describe('a lost answer that debited nothing', () => {
  it('sends the reconciled report before the new attempt', async () => {
    const { service, driver, deliver, entries } = await setup();
    (driver as SimulatorDriver).script({ kind: 'timeout', debited: false });
    await service.start(REQUEST);
    await service.start(REQUEST);
    const reconciled = entries().find((entry) => entry.type === 'reconciled');
    if (reconciled?.type !== 'reconciled') throw new Error('no reconciliation journaled');
    expect(deliver).toHaveBeenCalledWith(reconciled.report);
    expect(deliver).toHaveBeenCalledTimes(3);
  });
});

describe('what the log tells the station agent', () => {
  it('a request refused, a basket that does not say what it sells, a report not sent', async () => {
    const failure = new Error('back office injoignable');
    const { service, log } = await setup({ deliver: () => Promise.reject(failure) });
    await service.start({ ...REQUEST, amountCents: 0 });
    expect(log).toHaveBeenCalledWith('Demande de paiement refusée : amountCents invalide');
    await service.start({ ...REQUEST, saleKinds: undefined });
    expect(log).toHaveBeenCalledWith('Paiement k-1 non démarré : les ventes du panier ne sont pas dites');
    expect((await service.start(REQUEST)).status).toBe('approved');
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith('Remise du compte rendu k-1', failure));
  });

  it('a reconciled payment, and never a cleaned reference when the terminal’s was clean', async () => {
    const { service, driver, log } = await setup();
    (driver as SimulatorDriver).script({ kind: 'drop', debited: true });
    await service.start(REQUEST);
    await service.start(REQUEST);
    expect(log).toHaveBeenCalledWith('Paiement k-1 réconcilié : approved');
    expect(log).not.toHaveBeenCalledWith(expect.stringContaining('référence nettoyée'), expect.anything());
  });
});
