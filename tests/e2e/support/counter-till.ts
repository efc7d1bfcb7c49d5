// The counter's till as main opens it (src/main/till/index.ts), for the counter runs: a fresh journal
// folder, the demo agent of docs/demo-data.md « Guichet » (agent-1, PIN 246810, hashed here at a test cost), and, unless told
// otherwise, the till already opened with its float, as after the agent's opening of the day.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPin } from '../../../src/main/operator/pin-hash';
import type { ReceiptPrinter } from '../../../src/main/printer';
import { openTill, type TillSetup } from '../../../src/main/till';
import { DEMO_TILL_AGENT as DEMO_AGENT } from '../../../src/main/till/demo-agent';

export { DEMO_TILL_AGENT as DEMO_AGENT } from '../../../src/main/till/demo-agent';
/** A cheap scrypt cost (the smallest main accepts): the tests type the PIN many times. */
const TEST_COST = { N: 2 ** 14, r: 8, p: 1 } as const;

export async function openCounterTill(options: {
  printer: Pick<ReceiptPrinter, 'printOnce'>;
  deviceId: string;
  width: number;
  paymentInProgress: () => boolean;
  paidOnDevice: (orderId: string) => boolean;
  /** null: the till stays closed; default 100 €. */
  floatCents?: number | null;
}): Promise<TillSetup> {
  const till = await openTill({
    userDataDir: mkdtempSync(join(tmpdir(), 'guichet-e2e-')),
    agents: [{ id: DEMO_AGENT.id, pinHash: await hashPin(DEMO_AGENT.pin, TEST_COST) }],
    printer: options.printer,
    deviceId: options.deviceId,
    width: options.width,
    paymentInProgress: options.paymentInProgress,
    paidOnDevice: options.paidOnDevice,
    log: () => undefined,
  });
  const floatCents = options.floatCents === undefined ? 10_000 : options.floatCents;
  if (floatCents !== null) {
    const opened = await till.service.open(DEMO_AGENT.id, DEMO_AGENT.pin, floatCents);
    if (!opened.ok) throw new Error(`Caisse de test non ouverte : ${opened.message}`);
  }
  return till;
}
