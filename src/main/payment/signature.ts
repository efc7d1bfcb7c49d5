// The outcome report main sends the back office, signed with the device secret so that neither the
// renderer nor any web client can forge a paid order (src/shared/terminal-outcome.ts).
import { createHmac } from 'node:crypto';
import { terminalOutcomeSigningString, type TerminalOutcomeReport } from '../../shared/terminal-outcome';

export type UnsignedReport = Omit<TerminalOutcomeReport, 'signature'>;

/** HMAC-SHA256 (lowercase hex) of the shared signing string, keyed with the secret's UTF-8 bytes. */
export function signReport(unsigned: UnsignedReport, deviceSecret: string): TerminalOutcomeReport {
  // Only the signed fields travel: nothing unsigned can ride along in the report.
  const { deviceId, orderId, amountCents, currency, idempotencyKey, status, reference, signedAt } = unsigned;
  const fields = {
    deviceId,
    orderId,
    amountCents,
    currency,
    idempotencyKey,
    status,
    reference,
    signedAt,
    ...(unsigned.settlement
      ? { settlement: { by: unsigned.settlement.by, note: unsigned.settlement.note } }
      : {}),
    ...(unsigned.cash
      ? { cash: { givenCents: unsigned.cash.givenCents, changeCents: unsigned.cash.changeCents } }
      : {}),
  };
  const signature = createHmac('sha256', Buffer.from(deviceSecret, 'utf8'))
    .update(terminalOutcomeSigningString(fields), 'utf8')
    .digest('hex');
  return { ...fields, signature };
}
