// Payment service with the simulator: signed outcomes (checked with an independent HMAC), journal order,
// idempotency per key, one payment at a time, delivery retried / not retried, answers that never throw.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { StartPaymentRequest } from '../../../../src/shared/kiosk-bridge';
import { unsafeTextProblem } from '../../../../src/shared/safe-text';
import { createReportDelivery } from '../../../../src/main/payment/delivery';
import type { PaymentJournal } from '../../../../src/main/payment/journal';
import type { TerminalResult } from '../../../../src/main/payment/driver';
import type { JournalEntry } from '../../../../src/main/payment/journal-state';
import { createPaymentService } from '../../../../src/main/payment/service';
import { createSimulatorDriver, type SimulatorDriver } from '../../../../src/main/payment/simulator-driver';
import { openJournal, tempJournalPath } from './helpers';
import { REQUEST, setup, SIGNED_AT, UNKNOWN_TEXT } from './service-setup';

describe('payment outcome', () => {
  it('answers the terminal result with the signature of the report it delivered', async () => {
    const { service, deliver } = await setup();
    const outcome = await service.start(REQUEST);
    // Independent HMAC over the exact lines of the shared signing string.
    const signed = [
      'portail-terminal-outcome-v1',
      'borne-gare-1',
      '10001',
      '1250',
      'EUR',
      'k-1',
      'approved',
      'SIM-000001',
      SIGNED_AT,
    ].join('\n');
    const expected = createHmac('sha256', Buffer.from('sécret-de-borne', 'utf8'))
      .update(signed, 'utf8')
      .digest('hex');
    expect(outcome).toEqual({
      status: 'approved',
      reference: 'SIM-000001',
      maskedPan: '**** **** **** 0003',
      message: 'Paiement accepté.',
      signature: expected,
    });
    expect(deliver).toHaveBeenCalledExactlyOnceWith({
      deviceId: 'borne-gare-1',
      orderId: '10001',
      amountCents: 1250,
      currency: 'EUR',
      idempotencyKey: 'k-1',
      status: 'approved',
      reference: 'SIM-000001',
      signedAt: SIGNED_AT,
      signature: expected,
    });
  });

  it('journals the attempt before asking the terminal and the outcome before answering', async () => {
    let seenByTerminal: string[] = [];
    const ctx = await setup({
      driver: {
        pay: async () => {
          seenByTerminal = ctx.entries().map((e) => e.type);
          return { status: 'declined', message: 'Paiement refusé par votre banque.' };
        },
        reconcile: async () => ({ status: 'unknown' }),
      },
    });
    const outcome = await ctx.service.start(REQUEST);
    expect(seenByTerminal).toEqual(['attempt']);
    expect(ctx.entries().map((e) => e.type)).toEqual(['attempt', 'outcome']);
    expect(ctx.entries()[1]).toMatchObject({
      result: { status: 'declined' },
      report: { signature: outcome.signature },
    });
    expect(outcome).toMatchObject({ status: 'declined', message: 'Paiement refusé par votre banque.' });
  });

  it.each([
    [{ ...REQUEST, amountCents: 0 }],
    [{ ...REQUEST, amountCents: 12.5 }],
    [{ ...REQUEST, currency: 'USD' }],
    [{ ...REQUEST, idempotencyKey: '' }],
    [{ ...REQUEST, orderId: 'x'.repeat(65) }],
    [null],
  ])('refuses a malformed request without journaling or debiting: %j', async (request) => {
    const { service, driver, entries } = await setup();
    expect(await service.start(request as StartPaymentRequest)).toEqual({
      status: 'error',
      message: 'La demande de paiement est invalide. Aucun montant n’a été débité.',
    });
    expect(entries()).toEqual([]);
    expect((driver as SimulatorDriver).requests).toEqual([]);
  });

  it('refuses a second payment while one is on the terminal', async () => {
    const { service, driver } = await setup({ simulator: createSimulatorDriver({ delayMs: 20 }) });
    const first = service.start(REQUEST);
    const second = await service.start({ ...REQUEST, idempotencyKey: 'k-2' });
    expect(second).toEqual({ status: 'error', message: 'Un paiement est déjà en cours sur le terminal.' });
    expect((await first).status).toBe('approved');
    expect((driver as SimulatorDriver).debitCount).toBe(1);
    // Once the first is over, the terminal is free again.
    expect((await service.start({ ...REQUEST, idempotencyKey: 'k-2' })).status).toBe('approved');
  });

  it('the same key asked again while on the terminal (a reloaded page) waits for that payment, no second debit', async () => {
    const { service, driver } = await setup({ simulator: createSimulatorDriver({ delayMs: 20 }) });
    const first = service.start(REQUEST);
    const again = service.start({ ...REQUEST });
    const [a, b] = await Promise.all([first, again]);
    expect(b).toEqual(a);
    expect(a.status).toBe('approved');
    expect((driver as SimulatorDriver).debitCount).toBe(1);
    expect((driver as SimulatorDriver).requests).toHaveLength(1);
  });

  it('does not start when the attempt cannot be journaled', async () => {
    const simulator = createSimulatorDriver({ delayMs: 0 });
    const ctx = await setup({ simulator });
    const broken: PaymentJournal = {
      ...ctx.journal,
      append: async () => Promise.reject(new Error('ENOSPC')),
    };
    const service = createPaymentService({
      driver: simulator,
      journal: broken,
      deviceId: 'd',
      deviceSecret: 's',
      deliver: ctx.deliver,
      log: vi.fn(),
    });
    expect(await service.start(REQUEST)).toEqual({
      status: 'error',
      message: 'Le paiement ne peut pas démarrer pour le moment. Aucun montant n’a été débité.',
    });
    expect(simulator.requests).toEqual([]);
  });

  it('answers unknown when the driver throws after the request may have left', async () => {
    const { service } = await setup({
      driver: {
        pay: async () => {
          throw new Error('socket hang up');
        },
        reconcile: async () => ({ status: 'unknown' }),
      },
    });
    expect(await service.start(REQUEST)).toMatchObject({ status: 'unknown', message: UNKNOWN_TEXT });
  });

  it('answers once delivery has waited deliveryWaitMs, delivery going on in the background', async () => {
    const { service } = await setup({
      deliver: () => new Promise<void>(() => undefined),
      deliveryWaitMs: 20,
    });
    expect((await service.start(REQUEST)).status).toBe('approved');
  });

  it('leaves no timer behind once the report is delivered in time (nothing holds main open)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => void vi.useRealTimers());
    const { service } = await setup({
      driver: { pay: async () => ({ status: 'approved' }), reconcile: async () => ({ status: 'unknown' }) },
    });
    expect((await service.start(REQUEST)).status).toBe('approved');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('what the terminal answers, before it is journaled, signed or answered', () => {
  /** A driver answering `result` to every payment (a terminal main cannot vouch for). */
  const answering = (result: TerminalResult) => ({
    pay: async () => result,
    reconcile: async () => ({ status: 'unknown' as const }),
  });
  /** The journal file with every separator between digits taken out: a card number cannot hide in it. */
  const digitsOf = (path: string) => readFileSync(path, 'utf8').replace(/[\s.-]/g, '');

  it.each([
    ['in groups of 4', '4970 1000 0000 0003', '**** **** **** 0003'],
    ['with dashes', '4970-1000-0000-0003', '**** **** **** 0003'],
    ['digits only', '4970100000000003', '************0003'],
    ['with # masks', '497010######0003', '497010******0003'],
  ])('masks a card number sent %s: journal, page and report never hold it', async (_name, pan, masked) => {
    const { service, entries, path } = await setup({
      driver: answering({ status: 'approved', reference: 'A00395', maskedPan: pan }),
    });
    const outcome = await service.start(REQUEST);
    expect(outcome).toMatchObject({ status: 'approved', reference: 'A00395', maskedPan: masked });
    expect(entries()[1]).toMatchObject({ type: 'outcome', result: { maskedPan: masked } });
    expect(digitsOf(path)).not.toContain('4970100000000003');
  });

  it.each([
    ['a status it does not know', { status: 'paid', maskedPan: '4970100000000003' }, 'paid'],
    ['nothing', null, undefined],
  ])('takes %s as unknown, logging the status only', async (_name, answer, status) => {
    const { service, entries, log } = await setup({ driver: answering(answer as unknown as TerminalResult) });
    const outcome = await service.start(REQUEST);
    expect(outcome).toEqual({ status: 'unknown', message: UNKNOWN_TEXT, signature: outcome.signature });
    expect(entries()[1]).toMatchObject({ type: 'outcome', result: { status: 'unknown' } });
    expect(log).toHaveBeenCalledWith('Terminal : réponse inattendue à la demande de paiement', { status });
  });

  it('takes a driver that throws as unknown, and logs why', async () => {
    const error = new Error('port série fermé');
    const { service, log } = await setup({
      driver: { pay: () => Promise.reject(error), reconcile: async () => ({ status: 'unknown' as const }) },
    });
    expect(await service.start(REQUEST)).toMatchObject({ status: 'unknown', message: UNKNOWN_TEXT });
    expect(log).toHaveBeenCalledWith('Terminal : échec de la demande de paiement', error);
  });

  it('leaves out a card number it cannot mask, and every field a driver adds', async () => {
    const { service, entries, path } = await setup({
      driver: answering({
        status: 'approved',
        maskedPan: '4970 1000 0000 0003 exp 12/27',
        pan: '4970100000000003',
      } as TerminalResult),
    });
    const outcome = await service.start(REQUEST);
    expect(outcome).toEqual({
      status: 'approved',
      message: 'Paiement accepté.',
      signature: outcome.signature,
    });
    expect(entries()[1]).toMatchObject({ result: { status: 'approved' } });
    expect(Object.keys((entries()[1] as { result: object }).result)).toEqual(['status']);
    expect(digitsOf(path)).not.toContain('4970100000000003');
  });

  it('masks what reconciliation reports too', async () => {
    const { service, entries, path } = await setup({
      driver: {
        pay: async () => ({ status: 'unknown' }),
        reconcile: async () => ({
          status: 'approved',
          reference: 'A00395',
          maskedPan: '4970 1000 0000 0003',
        }),
      },
    });
    await service.start(REQUEST);
    expect(await service.start(REQUEST)).toMatchObject({ maskedPan: '**** **** **** 0003' });
    expect(entries()[2]).toMatchObject({ type: 'reconciled', result: { maskedPan: '**** **** **** 0003' } });
    expect(digitsOf(path)).not.toContain('4970100000000003');
  });

  it.each([
    ['a right-to-left override', 'A00\u202e395', 'A00395'],
    ['zero-width characters', '\u200bA00\u2060395', 'A00395'],
    ['a line break', 'A00\n395', 'A00 395'],
    ['ESC', 'A00\u001b395', 'A00 395'],
    ['a lone surrogate', 'A00395\ud83c', 'A00395'],
    ['an accent as a combining mark', 'Re\u0301f-1', 'Réf-1'],
  ])(
    'answers the page a reference without %s: the signed report carries the same',
    async (_name, raw, clean) => {
      const { service, entries, deliver, log } = await setup({
        driver: answering({ status: 'approved', reference: raw, maskedPan: '**** 0003' }),
      });
      const outcome = await service.start(REQUEST);
      expect(outcome.reference).toBe(clean);
      expect(unsafeTextProblem(outcome.reference!)).toBeUndefined();
      expect(deliver.mock.calls[0]![0].reference).toBe(clean);
      // The terminal's own value stays in the journal for reconciliation, escaped to printable ASCII.
      const journaled = (entries()[1] as { result: TerminalResult & { terminalReference?: string } }).result;
      expect(journaled).toMatchObject({ reference: clean });
      expect(JSON.parse(`"${journaled.terminalReference!}"`)).toBe(raw);
      expect(journaled.terminalReference).toMatch(/^[\x20-\x7e]+$/);
      expect(log).toHaveBeenCalledWith(`Terminal : référence nettoyée pour ${REQUEST.idempotencyKey}`, {
        reference: clean,
        terminalReference: journaled.terminalReference,
      });
    },
  );

  it('keeps the first 64 characters of a reference: the back office accepts no more', async () => {
    const { service, deliver } = await setup({
      driver: answering({ status: 'approved', reference: 'R'.repeat(80) }),
    });
    expect((await service.start(REQUEST)).reference).toBe('R'.repeat(64));
    expect(deliver.mock.calls[0]![0].reference).toBe('R'.repeat(64));
  });

  it('leaves out a reference with nothing visible in it, and journals none', async () => {
    const { service, entries, deliver } = await setup({
      driver: answering({ status: 'approved', reference: '\u200b\u202e ' }),
    });
    expect(await service.start(REQUEST)).not.toHaveProperty('reference');
    expect(deliver.mock.calls[0]![0].reference).toBe('');
    expect((entries()[1] as { result: object }).result).toMatchObject({
      terminalReference: '\\u200b\\u202e ',
    });
  });

  it('answers the page a terminal message without unsafe characters, or the default text', async () => {
    const first = await setup({
      driver: answering({
        status: 'declined',
        message: 'Carte\u00a0refus\u00e9e\u200b \u202epar la banque\n',
      }),
    });
    expect(await first.service.start(REQUEST)).toMatchObject({ message: 'Carte\u00a0refusée par la banque' });
    const second = await setup({ driver: answering({ status: 'declined', message: '\u200b\u2060' }) });
    expect(await second.service.start(REQUEST)).toMatchObject({
      message: 'Paiement refusé par le terminal.',
    });
  });
});

describe('idempotency per key', () => {
  it('returns the stored outcome of an approved key without a new debit', async () => {
    const { service, driver } = await setup();
    const first = await service.start(REQUEST);
    expect(await service.start(REQUEST)).toEqual(first);
    expect((driver as SimulatorDriver).debitCount).toBe(1);
    expect((driver as SimulatorDriver).requests).toHaveLength(1);
  });

  it('reconciles a lost answer the terminal debited: approved on retry, no second debit', async () => {
    const simulator = createSimulatorDriver({ delayMs: 0 });
    const { service, entries } = await setup({ simulator });
    simulator.script({ kind: 'drop', debited: true });
    expect(await service.start(REQUEST)).toMatchObject({ status: 'unknown', message: UNKNOWN_TEXT });
    expect(await service.start(REQUEST)).toMatchObject({ status: 'approved', reference: 'SIM-000001' });
    expect(simulator.debitCount).toBe(1);
    expect(simulator.requests).toHaveLength(1);
    expect(entries().map((e) => e.type)).toEqual(['attempt', 'outcome', 'reconciled']);
  });

  it('attempts again when reconciliation shows a lost answer debited nothing', async () => {
    const simulator = createSimulatorDriver({ delayMs: 0 });
    const { service, entries } = await setup({ simulator });
    simulator.script({ kind: 'timeout', debited: false });
    expect((await service.start(REQUEST)).status).toBe('unknown');
    expect((await service.start(REQUEST)).status).toBe('approved');
    expect(simulator.debitCount).toBe(1);
    expect(simulator.requests).toHaveLength(2);
    expect(entries().map((e) => e.type)).toEqual(['attempt', 'outcome', 'reconciled', 'attempt', 'outcome']);
  });

  it('answers unknown again, without any request to the terminal, while the terminal cannot tell', async () => {
    const pay = vi.fn(async () => ({ status: 'unknown' as const }));
    const reconcile = vi.fn(async () => ({ status: 'unknown' as const }));
    const { service, deliver } = await setup({ driver: { pay, reconcile } });
    const first = await service.start(REQUEST);
    const second = await service.start(REQUEST);
    expect(second).toEqual({ status: 'unknown', message: UNKNOWN_TEXT, signature: first.signature });
    expect(pay).toHaveBeenCalledTimes(1);
    expect(reconcile).toHaveBeenCalledTimes(1);
    expect(deliver).toHaveBeenCalledTimes(2);
  });

  it.each([
    [{ kind: 'decline' as const }, 'declined'],
    [{ kind: 'cancel' as const }, 'cancelled'],
    [{ kind: 'unreachable' as const }, 'error'],
  ])('lets a key that ended %j be attempted again', async (behaviour, status) => {
    const simulator = createSimulatorDriver({ delayMs: 0 });
    const { service } = await setup({ simulator });
    simulator.script(behaviour);
    expect((await service.start(REQUEST)).status).toBe(status);
    expect((await service.start(REQUEST)).status).toBe('approved');
    expect(simulator.requests).toHaveLength(2);
  });
});

describe('delivery to the back office', () => {
  function respond(...answers: (number | Error)[]) {
    return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => {
      const next = answers.shift() ?? 200;
      if (next instanceof Error) throw next;
      return new Response(next >= 400 ? '{"messageError":"Signature invalide"}' : '{"status":"PAYE"}', {
        status: next,
      });
    });
  }

  async function withDelivery(fetch: ReturnType<typeof respond>) {
    const path = tempJournalPath();
    const journal = await openJournal(path);
    const delays: number[] = [];
    const log = vi.fn();
    const delivery = createReportDelivery({
      backofficeUrl: 'http://127.0.0.1:5180/',
      journal,
      fetch,
      sleep: async (ms) => void delays.push(ms),
      now: () => new Date(SIGNED_AT),
      log,
    });
    const service = createPaymentService({
      driver: createSimulatorDriver({ delayMs: 0 }),
      journal,
      deviceId: 'borne-gare-1',
      deviceSecret: 's',
      deliver: delivery.deliver,
      now: () => new Date(SIGNED_AT),
      log: vi.fn(),
    });
    return { service, journal, delays, log, delivery };
  }

  it('posts the report as JSON to the back office and retries network errors and 5xx with backoff', async () => {
    const fetch = respond(new TypeError('fetch failed'), 503, 502, 200);
    const { service, journal, delays } = await withDelivery(fetch);
    const outcome = await service.start(REQUEST);
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(delays).toEqual([1000, 2000, 4000]);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('http://127.0.0.1:5180/paiement/api/terminal/outcome');
    expect(init).toMatchObject({
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Device-Id': 'borne-gare-1' },
    });
    expect(JSON.parse(String(init!.body))).toMatchObject({
      idempotencyKey: 'k-1',
      status: 'approved',
      signature: outcome.signature,
    });
    expect(journal.state().settled.has(outcome.signature!)).toBe(true);
    expect(journal.state().undelivered.size).toBe(0);
  });

  it.each([408, 429])('retries HTTP %i (not now, rather than never)', async (status) => {
    const fetch = respond(status, 200);
    const { service } = await withDelivery(fetch);
    await service.start(REQUEST);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not retry a 4xx: the refusal is logged and journaled, and not sent again after a restart', async () => {
    const fetch = respond(400);
    const { service, journal, log } = await withDelivery(fetch);
    const outcome = await service.start(REQUEST);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(
      'Compte rendu du paiement k-1 refusé par le back office (HTTP 400)',
      '{"messageError":"Signature invalide"}',
    );
    const rejected = readFileSync(journal.path, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as JournalEntry)
      .at(-1);
    expect(rejected).toEqual({
      type: 'rejected',
      at: SIGNED_AT,
      key: 'k-1',
      signature: outcome.signature,
      httpStatus: 400,
      detail: '{"messageError":"Signature invalide"}',
    });
    await service.reconcilePending();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends a report once even when asked twice while it is on its way', async () => {
    const fetch = respond(200);
    const { service, journal, delivery } = await withDelivery(fetch);
    await service.start(REQUEST);
    const report = journal.state().payments.get('k-1')!.report!;
    await Promise.all([delivery.deliver(report), delivery.deliver(report)]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('stops retrying when stopped; the report stays pending for the next start', async () => {
    const path = tempJournalPath();
    const journal = await openJournal(path);
    const fetch = respond(503, 503, 503);
    let sleeping!: () => void;
    const asleep = new Promise<void>((resolve) => (sleeping = resolve));
    const delivery = createReportDelivery({
      backofficeUrl: 'http://bo',
      journal,
      fetch,
      // Waits until stopped, whatever the delay.
      sleep: (_ms, signal) =>
        new Promise<void>((resolve) => {
          sleeping();
          signal.addEventListener('abort', () => resolve());
        }),
      log: vi.fn(),
    });
    const service = createPaymentService({
      driver: createSimulatorDriver({ delayMs: 0 }),
      journal,
      deviceId: 'd',
      deviceSecret: 's',
      deliver: delivery.deliver,
      deliveryWaitMs: 10,
      log: vi.fn(),
    });
    const outcome = await service.start(REQUEST);
    await asleep;
    const report = journal.state().payments.get('k-1')!.report!;
    const pending = delivery.deliver(report);
    delivery.stop();
    await pending;
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(outcome.status).toBe('approved');
    const reopened = await openJournal(path);
    expect([...reopened.state().undelivered.keys()]).toEqual([outcome.signature]);
  });

  it('resumes pending deliveries after a restart', async () => {
    const path = tempJournalPath();
    const before = await openJournal(path);
    const stopped = createReportDelivery({
      backofficeUrl: 'http://bo',
      journal: before,
      fetch: respond(503),
      sleep: async () => undefined,
      log: vi.fn(),
    });
    stopped.stop();
    const service = createPaymentService({
      driver: createSimulatorDriver({ delayMs: 0 }),
      journal: before,
      deviceId: 'd',
      deviceSecret: 's',
      deliver: stopped.deliver,
      log: vi.fn(),
    });
    const outcome = await service.start(REQUEST);
    await before.close();

    const journal = await openJournal(path);
    const fetch = respond(200);
    const delivery = createReportDelivery({
      backofficeUrl: 'http://bo/portail',
      journal,
      fetch,
      log: vi.fn(),
    });
    const restarted = createPaymentService({
      driver: createSimulatorDriver({ delayMs: 0 }),
      journal,
      deviceId: 'd',
      deviceSecret: 's',
      deliver: delivery.deliver,
      log: vi.fn(),
    });
    await restarted.reconcilePending();
    expect(fetch).toHaveBeenCalledExactlyOnceWith(
      'http://bo/portail/paiement/api/terminal/outcome',
      expect.anything(),
    );
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toMatchObject({ signature: outcome.signature });
    expect(journal.state().undelivered.size).toBe(0);
  });
});
