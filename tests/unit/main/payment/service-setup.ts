// The payment service as its tests build it: a fresh journal, the simulator (or the test's driver), a
// delivery spy, a fixed clock and log spy; `entries()` reads the journal file as written.
import { readFileSync } from 'node:fs';
import { vi } from 'vitest';
import type { StartPaymentRequest } from '../../../../src/shared/kiosk-bridge';
import type { TerminalOutcomeReport } from '../../../../src/shared/terminal-outcome';
import type { PaymentJournal } from '../../../../src/main/payment/journal';
import type { JournalEntry } from '../../../../src/main/payment/journal-state';
import { createPaymentService, type PaymentServiceOptions } from '../../../../src/main/payment/service';
import { createSimulatorDriver, type SimulatorDriver } from '../../../../src/main/payment/simulator-driver';
import { openJournal, tempJournalPath } from './helpers';

export const REQUEST: StartPaymentRequest = {
  orderId: '10001',
  amountCents: 1250,
  currency: 'EUR',
  label: 'Commande n° 10001',
  idempotencyKey: 'k-1',
  saleKinds: ['origin-destination'],
};
export const SIGNED_AT = '2026-03-02T10:00:00.000Z';
export const UNKNOWN_TEXT =
  'Le résultat du paiement n’a pas pu être confirmé. Ne payez pas une seconde fois : le paiement est en cours de vérification.';

export async function setup(
  overrides: Partial<PaymentServiceOptions> & { simulator?: SimulatorDriver } = {},
) {
  const path = tempJournalPath();
  const journal = await openJournal(path);
  const driver = overrides.simulator ?? createSimulatorDriver({ delayMs: 0 });
  const deliver = vi.fn(async (_report: TerminalOutcomeReport) => undefined);
  const log = vi.fn();
  const service = createPaymentService({
    driver,
    journal,
    deviceId: 'borne-gare-1',
    deviceSecret: 'sécret-de-borne',
    deliver,
    now: () => new Date(SIGNED_AT),
    log,
    ...overrides,
  });
  const entries = () =>
    readFileSync(path, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as JournalEntry);
  return { service, driver, journal, deliver, log, entries, path };
}

/** Another service over the set-up's driver and delivery, with a journal the test broke (an append that
 * fails, a state that cannot be read), and a log of its own. */
export function serviceOver(ctx: Awaited<ReturnType<typeof setup>>, journal: PaymentJournal) {
  const log = vi.fn();
  const service = createPaymentService({
    driver: ctx.driver,
    journal,
    deviceId: 'borne-gare-1',
    deviceSecret: 'sécret-de-borne',
    deliver: ctx.deliver,
    log,
  });
  return { service, log };
}
