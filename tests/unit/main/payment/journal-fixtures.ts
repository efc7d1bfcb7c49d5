// Journal lines for rotation tests: whole payments (attempt, signed outcome, back-office answer) at a
// given time, and a file system that crashes at its n-th call.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PaymentStatus } from '../../../../src/shared/kiosk-bridge';
import {
  nodeJournalFileSystem,
  type JournalFile,
  type JournalFileSystem,
} from '../../../../src/main/payment/journal-fs';
import type { JournalEntry } from '../../../../src/main/payment/journal-state';
import { signReport } from '../../../../src/main/payment/signature';

export function journalFolder(): { dir: string; path: string } {
  const dir = mkdtempSync(join(tmpdir(), 'journal-rotation-'));
  return { dir, path: join(dir, 'paiements.journal') };
}

export interface PaymentLines {
  key: string;
  lines: string[];
}

/**
 * One payment starting at `at`: its attempt, then (unless `awaiting`) its signed outcome, then the back
 * office's answer: 'delivered' (default), 'rejected' (4xx for good) or 'none' (still to deliver).
 */
export function paymentLines(
  key: string,
  at: string,
  status: PaymentStatus,
  options: { answer?: 'delivered' | 'rejected' | 'none'; awaiting?: boolean } = {},
): PaymentLines {
  const time = (offsetMs: number) => new Date(Date.parse(at) + offsetMs).toISOString();
  const request = {
    orderId: key.replace(/\D/g, '') || '1',
    amountCents: 1250,
    currency: 'EUR' as const,
    label: 'Commande',
    idempotencyKey: key,
  };
  const entries: JournalEntry[] = [{ type: 'attempt', at: time(0), key, request }];
  if (!options.awaiting) {
    const report = signReport(
      {
        deviceId: 'borne-1',
        orderId: request.orderId,
        amountCents: 1250,
        currency: 'EUR',
        idempotencyKey: key,
        status,
        reference: status === 'approved' ? 'R1' : '',
        signedAt: time(30_000),
      },
      'secret',
    );
    entries.push({ type: 'outcome', at: time(30_000), key, result: { status }, report });
    const answer = options.answer ?? 'delivered';
    if (answer === 'delivered') {
      entries.push({ type: 'delivered', at: time(31_000), key, signature: report.signature });
    } else if (answer === 'rejected') {
      entries.push({
        type: 'rejected',
        at: time(31_000),
        key,
        signature: report.signature,
        httpStatus: 409,
        detail: 'déjà payée',
      });
    }
  }
  return { key, lines: entries.map((entry) => JSON.stringify(entry)) };
}

export const text = (lines: readonly string[]) => (lines.length > 0 ? `${lines.join('\n')}\n` : '');

/**
 * The real file system until call number `crashAt` (counting every operation, on files too), which
 * fails as a killed process would: an append writes only its first half, then nothing reaches the disk.
 * `arm(n)`: the n-th call from now is the crash.
 */
export function crashingFileSystem(crashAt = Infinity) {
  const base = nodeJournalFileSystem;
  const opened: JournalFile[] = [];
  let calls = 0;
  let limit = crashAt;
  let dead = false;
  /** True when this call is the crash (it may still tear its write). */
  function gate(): boolean {
    if (dead) throw new Error('processus arrêté');
    calls += 1;
    if (calls < limit) return false;
    dead = true;
    return true;
  }
  const fail = (): never => {
    throw new Error('processus arrêté');
  };

  function wrap(file: JournalFile): JournalFile {
    opened.push(file);
    return {
      append: async (data) => {
        if (gate()) {
          await file.append(data.slice(0, Math.floor(data.length / 2)));
          fail();
        }
        return file.append(data);
      },
      datasync: () => (gate() ? fail() : file.datasync()),
      size: () => (gate() ? fail() : file.size()),
      byteAt: (position) => (gate() ? fail() : file.byteAt(position)),
      close: () => (gate() ? fail() : file.close()),
    };
  }

  const fs: JournalFileSystem = {
    mkdir: (path) => (gate() ? fail() : base.mkdir(path)),
    read: (path) => (gate() ? fail() : base.read(path)),
    size: (path) => (gate() ? fail() : base.size(path)),
    open: async (path, mode) => (gate() ? fail() : wrap(await base.open(path, mode))),
    rename: (from, to) => (gate() ? fail() : base.rename(from, to)),
    truncate: (path, length) => (gate() ? fail() : base.truncate(path, length)),
    remove: (path) => (gate() ? fail() : base.remove(path)),
    syncDirectory: (path) => (gate() ? fail() : base.syncDirectory(path)),
  };
  return {
    fs,
    arm(nth: number) {
      limit = calls + nth;
    },
    get crashed() {
      return dead;
    },
    /** Closes what the "killed" process left open (the kernel would). */
    async release() {
      await Promise.all(opened.map((file) => file.close().catch(() => undefined)));
    },
  };
}
