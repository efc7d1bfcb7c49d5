// Durable, append-only payment journal: one JSON line per entry, each written AND flushed to the disk
// (fdatasync) before its promise resolves, so a crash or a power cut never loses an attempt the
// terminal may have acted on. Lines are never rewritten nor truncated; a line torn by a power cut is
// skipped on replay, and sealed with a newline on open so the next entry starts on a line of its own.
import { mkdir, open, readFile, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { defaultPaymentLog, type PaymentLog } from './driver';
import {
  applyEntry,
  emptyJournalState,
  parseEntry,
  type JournalEntry,
  type JournalState,
} from './journal-state';

export interface PaymentJournal {
  readonly path: string;
  /** Resolves once the line is on the disk; then the in-memory state includes it. */
  append(entry: JournalEntry): Promise<void>;
  /** Reads the whole file again and rebuilds the state per idempotency key. */
  replay(): Promise<JournalState>;
  /** The state as of the last replay plus every append since. */
  state(): JournalState;
  close(): Promise<void>;
}

export interface PaymentJournalOptions {
  path: string;
  log?: PaymentLog;
}

async function syncDirectory(path: string): Promise<void> {
  // A new file's name must reach the disk too. Not possible on Windows: the file's own sync suffices there.
  try {
    const directory = await open(path, 'r');
    try {
      await directory.sync();
    } finally {
      await directory.close();
    }
  } catch {
    /* best effort */
  }
}

export async function openPaymentJournal(options: PaymentJournalOptions): Promise<PaymentJournal> {
  const { path } = options;
  const log = options.log ?? defaultPaymentLog;
  await mkdir(dirname(path), { recursive: true });
  // Append mode: every write lands at the end whatever the position; reading is for the last byte only.
  const handle: FileHandle = await open(path, 'a+');
  const { size } = await handle.stat();
  if (size === 0) await syncDirectory(dirname(path));
  else {
    const { buffer } = await handle.read(Buffer.alloc(1), 0, 1, size - 1);
    if (buffer[0] !== 0x0a) {
      // A power cut tore the last line: seal it so it stays one unreadable line, not glued to the next.
      await handle.appendFile('\n');
      await handle.datasync();
    }
  }

  let current = emptyJournalState();
  let closed = false;
  // One write at a time, in call order: each line is whole and flushed before the next one starts.
  let queue: Promise<unknown> = Promise.resolve();
  function enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(task);
    queue = run.catch(() => undefined);
    return run;
  }

  async function readState(): Promise<JournalState> {
    const state = emptyJournalState();
    const lines = (await readFile(path, 'utf8')).split('\n');
    lines.forEach((line, index) => {
      if (line.trim() === '') return;
      const entry = parseEntry(line);
      if (entry) applyEntry(state, entry);
      else {
        state.skippedLines += 1;
        log(
          `Journal des paiements : ligne ${index + 1} illisible ignorée (écriture interrompue ?)`,
          line.slice(0, 200),
        );
      }
    });
    return state;
  }

  const journal: PaymentJournal = {
    path,
    append(entry) {
      return enqueue(async () => {
        if (closed) throw new Error('Journal des paiements fermé');
        await handle.appendFile(`${JSON.stringify(entry)}\n`, 'utf8');
        await handle.datasync();
        applyEntry(current, entry);
      });
    },
    replay() {
      return enqueue(async () => {
        current = await readState();
        return current;
      });
    },
    state: () => current,
    close() {
      return enqueue(async () => {
        if (closed) return;
        closed = true;
        await handle.close();
      });
    },
  };
  await journal.replay();
  return journal;
}
