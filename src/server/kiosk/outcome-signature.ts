// HMAC-SHA256 (lowercase hex) of terminalOutcomeSigningString, keyed with the device secret's UTF-8
// bytes: what a device's main process sends, and what the back office recomputes.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { terminalOutcomeSigningString, type TerminalOutcomeReport } from '../../shared/terminal-outcome';

export function terminalOutcomeSignature(
  report: Omit<TerminalOutcomeReport, 'signature'>,
  secret: string,
): string {
  return createHmac('sha256', secret).update(terminalOutcomeSigningString(report), 'utf8').digest('hex');
}

/** Constant-time comparison of the given signature with the recomputed one. */
export function verifyTerminalOutcome(report: TerminalOutcomeReport, secret: string): boolean {
  const { signature, ...signed } = report;
  const given = Buffer.from(signature);
  const expected = Buffer.from(terminalOutcomeSignature(signed, secret));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
