// One terminal-outcome report as unit tests on both sides sign, check and deliver it, with its signed
// lines in the order terminal-outcome.ts puts them (after the version line).
import type { TerminalOutcomeReport } from '../../src/shared/terminal-outcome';

export const SAMPLE_REPORT: Omit<TerminalOutcomeReport, 'signature'> = {
  deviceId: 'borne-01',
  orderId: '17',
  amountCents: 1250,
  currency: 'EUR',
  idempotencyKey: 'k-1',
  status: 'approved',
  reference: 'A1',
  signedAt: '2026-11-25T10:00:00.000Z',
};

export const SAMPLE_REPORT_LINES = [
  'borne-01',
  '17',
  '1250',
  'EUR',
  'k-1',
  'approved',
  'A1',
  '2026-11-25T10:00:00.000Z',
];
