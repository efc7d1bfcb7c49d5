// Realistic payment-journal lines for the replay bench: per payment its attempt, its signed outcome
// and the back office's receipt, as the kiosk writes them (about 330 bytes a line on average).
import { randomUUID } from 'node:crypto';
import type { JournalEntry } from '../src/main/payment/journal-state';
import { signReport } from '../src/main/payment/signature';

const DAY_MS = 86_400_000;

/** One payment started at `at`. */
function payment(index: number, at: Date): JournalEntry[] {
  const orderId = String(100_000 + index);
  const key = `commande-${orderId}-${randomUUID()}`;
  const iso = (ms: number) => new Date(at.getTime() + ms).toISOString();
  const request = {
    orderId,
    amountCents: 150 + (index % 5000),
    currency: 'EUR' as const,
    label: `Commande n° ${orderId}`,
    idempotencyKey: key,
  };
  const report = signReport(
    {
      deviceId: 'BORNE-GARE-01',
      orderId,
      amountCents: request.amountCents,
      currency: 'EUR',
      idempotencyKey: key,
      status: 'approved',
      reference: String(100_000 + (index % 900_000)),
      signedAt: iso(40_000),
    },
    'b'.repeat(64),
  );
  return [
    { type: 'attempt', at: iso(0), key, request },
    {
      type: 'outcome',
      at: iso(40_000),
      key,
      result: {
        status: 'approved',
        reference: report.reference,
        maskedPan: '497010######0003',
        message: 'Paiement accepté.',
      },
      report,
    },
    { type: 'delivered', at: iso(41_000), key, signature: report.signature },
  ];
}

/**
 * `count` lines of payments spread evenly over the `days` days before `end` (the last one ends about
 * a minute before it), grouped by day: element d holds day d's lines, in order.
 */
export function journalDays(count: number, end: Date, days: number): string[][] {
  const payments = Math.ceil(count / 3);
  const step = (days * DAY_MS - 60_000) / payments;
  const start = end.getTime() - days * DAY_MS;
  const byDay: string[][] = Array.from({ length: days }, () => []);
  let written = 0;
  for (let i = 0; written < count; i += 1) {
    const at = start + i * step;
    const day = Math.min(days - 1, Math.floor((at - start) / DAY_MS));
    for (const entry of payment(i, new Date(at))) {
      if (written === count) break;
      byDay[day]!.push(JSON.stringify(entry));
      written += 1;
    }
  }
  return byDay;
}

export const fileText = (lines: readonly string[]) => `${lines.join('\n')}\n`;
