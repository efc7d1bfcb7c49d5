// Journals for payment tests: in a fresh temporary folder, closed when the test ends.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished, vi } from 'vitest';
import { openPaymentJournal, type PaymentJournal } from '../../../../src/main/payment/journal';

export function tempJournalPath(): string {
  return join(mkdtempSync(join(tmpdir(), 'payments-')), 'data', 'payments.jsonl');
}

export async function openJournal(path = tempJournalPath(), log = vi.fn()): Promise<PaymentJournal> {
  const journal = await openPaymentJournal({ path, log });
  onTestFinished(() => journal.close());
  return journal;
}
