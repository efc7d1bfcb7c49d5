// The readiness service against the loopback printer and the loopback Caisse-AP terminal: what it reads
// when idle and before a payment, the payments it refuses (nothing journaled, the terminal never asked),
// and the terminal left alone during a payment.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createCaisseApDriver,
  createPaymentService,
  type PaymentJournal,
  type PaymentService,
  type TerminalDriver,
} from '../../../../src/main/payment';
import { createReceiptPrinter, type ReceiptPrinter } from '../../../../src/main/printer';
import {
  createReadinessService,
  type ReadinessService,
  type ReadinessServiceOptions,
} from '../../../../src/main/readiness';
import type { Timers } from '../../../../src/main/watchdog';
import type { StartPaymentRequest } from '../../../../src/shared/kiosk-bridge';
import { startCaisseApTerminal, type CaisseApTerminal } from '../../../support/caisse-ap-terminal';
import {
  loopbackPrinterConfig,
  startLoopbackPrinter,
  type LoopbackPrinter,
} from '../../../../src/demo-kiosk/loopback-printer';
import { openJournal } from '../payment/helpers';

const NOW = Date.UTC(2026, 10, 27, 22, 0);
const PRINTED = { canStart: true, receipt: 'printed' };
const NO_PRINTING = {
  canStart: false,
  reason: 'printing-unavailable',
  message: 'Impression indisponible sur cette borne',
};
const OUT_OF_SERVICE = {
  canStart: false,
  reason: 'out-of-service',
  message: 'Borne momentanément hors service',
};
const REQUEST: StartPaymentRequest = {
  orderId: '10001',
  amountCents: 190,
  currency: 'EUR',
  label: 'Commande n° 10001',
  idempotencyKey: 'k-readiness-1',
  saleKinds: ['origin-destination'],
};

/** Timers a test fires by hand: nothing runs unless the test says so. */
function manualTimers() {
  const pending = new Map<number, { callback: () => void; ms: number }>();
  let next = 1;
  const timers: Timers = {
    setTimeout(callback, ms) {
      pending.set(next, { callback, ms });
      return next++;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
  };
  return {
    timers,
    delays: () => [...pending.values()].map((timer) => timer.ms),
    /** Fires every timer due now (all of them: time is the test's). */
    fire() {
      const due = [...pending.entries()];
      pending.clear();
      for (const [, timer] of due) timer.callback();
    },
  };
}

let printerLoopback: LoopbackPrinter;
let terminal: CaisseApTerminal;
let printer: ReceiptPrinter;
let driver: TerminalDriver;

beforeEach(async () => {
  printerLoopback = await startLoopbackPrinter();
  terminal = await startCaisseApTerminal();
  printer = createReceiptPrinter(loopbackPrinterConfig(printerLoopback), { log: () => {} });
  driver = createCaisseApDriver({ host: terminal.host, port: terminal.port, posNumber: 1, log: () => {} });
});
afterEach(async () => {
  await printerLoopback.stop();
  await terminal.close();
});

function readiness(options: Partial<ReadinessServiceOptions> = {}) {
  const clock = manualTimers();
  const service = createReadinessService({
    readPrinter: () => printer.status(),
    checkTerminal: () => driver.checkConnection!(),
    backOfficeLastSuccessAt: () => NOW - 60_000,
    now: () => NOW,
    timers: clock.timers,
    idleIntervalMs: 30_000,
    log: () => {},
    ...options,
  });
  return { service, clock };
}

async function payments(
  service: ReadinessService,
): Promise<{ payment: PaymentService; journal: PaymentJournal }> {
  const journal = await openJournal();
  const payment = createPaymentService({
    driver,
    journal,
    deviceId: 'borne-1',
    deviceSecret: 'secret',
    deliver: async () => undefined,
    log: () => {},
    readiness: service,
  });
  return { payment, journal };
}

describe('the readiness service', () => {
  it('lets no printed sale start before the printer was read', () => {
    const { service } = readiness();
    expect(service.current()).toMatchObject({
      outOfService: false,
      sales: { 'origin-destination': NO_PRINTING, reload: { canStart: true, receipt: 'e-mailed' } },
    });
  });

  it('reads the printer and checks the terminal: a ready kiosk sells everything', async () => {
    const { service } = readiness();
    expect(await service.refresh()).toEqual({
      outOfService: false,
      sales: {
        'origin-destination': PRINTED,
        reservation: PRINTED,
        'shop-pickup': PRINTED,
        reload: PRINTED,
      },
      warnings: [],
    });
    expect(printerLoopback.statusRequests()).toEqual([1, 2, 4]);
    await expect.poll(() => terminal.connections).toBe(1);
    expect(terminal.requests).toEqual([]);
  });

  it('stops printed sales at paper end, the reload going on with its receipt e-mailed', async () => {
    printerLoopback.setCondition({ paper: 'end' });
    const { service } = readiness();
    expect((await service.refresh()).sales).toEqual({
      'origin-destination': NO_PRINTING,
      reservation: NO_PRINTING,
      'shop-pickup': NO_PRINTING,
      reload: { canStart: true, receipt: 'e-mailed' },
    });
  });

  it('goes on selling at paper near end, telling the operator', async () => {
    printerLoopback.setCondition({ paper: 'near-end' });
    const { service } = readiness();
    const abilities = await service.refresh();
    expect(abilities.sales['origin-destination']).toEqual(PRINTED);
    expect(abilities.warnings).toEqual([
      { code: 'paper-near-end', message: "Papier bientôt épuisé : remplacez le rouleau de l'imprimante." },
    ]);
  });

  it('is out of service when the terminal cannot be reached', async () => {
    await terminal.close();
    const { service } = readiness();
    const abilities = await service.refresh();
    expect(abilities.outOfService).toBe(true);
    expect(abilities.sales.reload).toEqual(OUT_OF_SERVICE);
  });

  it('checks at once when started, then every idle interval, until stopped', async () => {
    const { service, clock } = readiness();
    service.start();
    expect(clock.delays()).toEqual([0]);
    clock.fire();
    await vi.waitFor(() => expect(clock.delays()).toEqual([30_000]));
    expect(printerLoopback.statusRequests()).toEqual([1, 2, 4]);
    printerLoopback.setCondition({ coverOpen: true });
    clock.fire();
    // A sale that cannot start: the default retry comes sooner than the idle interval.
    await vi.waitFor(() => expect(clock.delays()).toEqual([10_000]));
    expect(service.current().sales.reservation).toEqual(NO_PRINTING);
    service.stop();
    expect(clock.delays()).toEqual([]);
  });

  it('checks again sooner while a sale cannot start, and sells again once the paper is back', async () => {
    printerLoopback.setCondition({ paper: 'end' });
    const { service, clock } = readiness({ retryIntervalMs: 5_000 });
    service.start();
    clock.fire();
    await vi.waitFor(() => expect(clock.delays()).toEqual([5_000]));
    expect(service.current().sales['origin-destination']).toEqual(NO_PRINTING);
    printerLoopback.setCondition({ paper: 'ok' });
    clock.fire();
    await vi.waitFor(() => expect(clock.delays()).toEqual([30_000]));
    expect(service.current().sales['origin-destination']).toEqual(PRINTED);
    service.stop();
  });

  it('a check out of turn that finds a sale blocked brings the next idle check forward to the retry', async () => {
    const { service, clock } = readiness();
    service.start();
    clock.fire();
    await vi.waitFor(() => expect(clock.delays()).toEqual([30_000]));
    // Found by a check before a payment (or any refresh), not by the idle timer: the kiosk must not wait
    // the idle interval to sell again once the terminal answers.
    await terminal.close();
    await service.refresh();
    expect(service.current().outOfService).toBe(true);
    expect(clock.delays()).toEqual([10_000]);
    service.stop();
  });

  it('tells the operator log and the listener of each change, once', async () => {
    const log = vi.fn();
    const onChange = vi.fn();
    const { service } = readiness({ log, onChange });
    await service.refresh();
    await service.refresh();
    expect(onChange).toHaveBeenCalledOnce();
    expect(log).toHaveBeenCalledWith('État de la borne : prête.', undefined);
    printerLoopback.setCondition({ paper: 'end' });
    await service.refresh();
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenLastCalledWith(
      "État de la borne : Plus de papier dans l'imprimante : remplacez le rouleau.",
      undefined,
    );
  });
});

describe('a payment behind the readiness', () => {
  it('refuses a payment when the terminal cannot be reached: nothing journaled, nothing sent', async () => {
    const { service } = readiness();
    const { payment, journal } = await payments(service);
    await terminal.close();
    expect(await payment.start(REQUEST)).toEqual({
      status: 'error',
      message: 'Le terminal de paiement est injoignable. Aucun montant n’a été débité.',
    });
    expect(journal.state().payments.get(REQUEST.idempotencyKey)).toBeUndefined();
    expect(terminal.requests).toEqual([]);
  });

  it('refuses a printed sale without paper, with the text the customer reads', async () => {
    printerLoopback.setCondition({ paper: 'end' });
    const { service } = readiness();
    expect(await service.beforePayment('origin-destination')).toEqual({
      ok: false,
      message:
        'Impression indisponible sur cette borne : le paiement n’a pas été lancé. Aucun montant n’a été débité.',
    });
    expect(await service.beforePayment('reload')).toEqual({ ok: true });
  });

  it('refuses a basket holding a printed sale when the paper ran out: nothing journaled, nothing sent', async () => {
    const { service } = readiness();
    const { payment, journal } = await payments(service);
    printerLoopback.setCondition({ paper: 'end' });
    const basket = { ...REQUEST, saleKinds: ['reload', 'shop-pickup'] as StartPaymentRequest['saleKinds'] };
    expect(await payment.start(basket)).toEqual({
      status: 'error',
      message:
        'Impression indisponible sur cette borne : le paiement n’a pas été lancé. Aucun montant n’a été débité.',
    });
    expect(journal.state().payments.get(REQUEST.idempotencyKey)).toBeUndefined();
    expect(terminal.requests).toEqual([]);
    expect(terminal.debits).toBe(0);
  });

  it('pays a reload without paper: its receipt is e-mailed', async () => {
    const { service } = readiness();
    const { payment } = await payments(service);
    printerLoopback.setCondition({ paper: 'end' });
    expect(await payment.start({ ...REQUEST, saleKinds: ['reload'] })).toMatchObject({ status: 'approved' });
    expect(terminal.debits).toBe(1);
  });

  it('reads the printer and checks the terminal right before the payment, then pays', async () => {
    const { service } = readiness();
    const { payment } = await payments(service);
    expect(await payment.start(REQUEST)).toMatchObject({ status: 'approved' });
    expect(printerLoopback.statusRequests()).toEqual([1, 2, 4]);
    expect(terminal.connections).toBe(2);
    expect(terminal.debits).toBe(1);
  });

  it('leaves the terminal alone while the customer pays: the idle check waits', async () => {
    terminal.script({ kind: 'approve', dialogMs: 300 });
    const { service, clock } = readiness();
    const { payment } = await payments(service);
    const outcome = payment.start(REQUEST);
    await terminal.waitForRequests(1);
    service.start();
    clock.fire();
    await vi.waitFor(() => expect(clock.delays()).toEqual([30_000]));
    expect(await outcome).toMatchObject({ status: 'approved' });
    expect(terminal.connections).toBe(2);
    clock.fire();
    await vi.waitFor(() => expect(terminal.connections).toBe(3));
    service.stop();
  });

  it('answers a payment already approved under its key, whatever the kiosk became since', async () => {
    const { service } = readiness();
    const { payment } = await payments(service);
    const approved = await payment.start(REQUEST);
    expect(approved.status).toBe('approved');
    await terminal.close();
    expect(await payment.start(REQUEST)).toEqual(approved);
    expect(terminal.debits).toBe(1);
  });
});
