// The till's durable journal (issue 29 §3): one JSON line per entry, written and flushed before its
// promise resolves (the payment journal's file seam, so tests can cut the process between any two file
// operations). It holds the open session only: a closing is committed by its 'closed' line, then the
// session is archived whole with its closing report (till-archives.ts) and the live file starts empty.
// A crash anywhere in that sequence is finished by the next opening: a live file whose session is
// closed is archived again (same name, same content) and emptied, so nothing is lost or counted twice.
import { dirname, join } from 'node:path';
import { defaultPaymentLog, type PaymentLog } from '../payment/driver';
import {
  nodeJournalFileSystem,
  openSealedJournal,
  type JournalFile,
  type JournalFileSystem,
} from '../payment/journal-fs';
import { writeTillArchive, type TillArchive } from './till-archives';
import { scanTillJournal } from './till-entry';
import { applyTillEntry, tillReport, tillStateOf, type TillEntry, type TillState } from './till-state';

export interface TillJournal {
  readonly path: string;
  state(): TillState;
  /** Appends `entry` when `allowed` holds for the state at the moment of writing (same queue turn). */
  appendIf(entry: TillEntry, allowed: (state: TillState) => boolean): Promise<boolean>;
  /** The closed session archived with its report and the live file emptied; null when none is closed. */
  archiveClosed(): Promise<TillArchive | null>;
  close(): Promise<void>;
}

export interface TillJournalOptions {
  /** The live file, e.g. <userData>/caisse/caisse.journal; archives go to its directory's 'z' folder. */
  path: string;
  log?: PaymentLog;
  fs?: JournalFileSystem;
}

export const tillArchiveDirectory = (journalPath: string) => join(dirname(journalPath), 'z');

export async function openTillJournal(options: TillJournalOptions): Promise<TillJournal> {
  const { path } = options;
  const fs = options.fs ?? nodeJournalFileSystem;
  const log = options.log ?? defaultPaymentLog;
  const directory = dirname(path);
  const archives = tillArchiveDirectory(path);
  await fs.mkdir(directory);
  await fs.mkdir(archives);
  await fs.remove(`${path}.tmp`);

  const openLive = () => openSealedJournal(fs, path, directory);

  async function readState(): Promise<TillState> {
    const { entries, unreadable } = scanTillJournal((await fs.read(path)).toString('utf8'));
    for (const line of unreadable) log(`Journal de caisse : ligne ${line} illisible ignorée`);
    return tillStateOf(entries);
  }

  let file: JournalFile | undefined = await openLive();
  let current = await readState();
  let closed = false;

  let queue: Promise<unknown> = Promise.resolve();
  function enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(task);
    queue = run.catch(() => undefined);
    return run;
  }

  async function usable(): Promise<JournalFile> {
    if (closed) throw new Error('Journal de caisse fermé');
    file ??= await openLive();
    return file;
  }

  /** The live file's entries as written (re-read: the archive keeps exactly what the disk holds). */
  async function liveEntries(): Promise<TillEntry[]> {
    return scanTillJournal((await fs.read(path)).toString('utf8')).entries;
  }

  async function archive(): Promise<TillArchive | null> {
    await usable();
    const session = current.session;
    if (!session?.closed) return null;
    const entries = (await liveEntries()).filter((entry) => entry.session === session.id);
    const written = await writeTillArchive(fs, archives, {
      version: 1,
      report: tillReport(session),
      entries,
    });
    // The archive is durable: the live file is replaced by an empty one (the rename is the commit).
    const temporary = `${path}.tmp`;
    const empty = await fs.open(temporary, 'create');
    await empty.datasync();
    await empty.close();
    const previous = file!;
    file = undefined;
    await previous.close();
    await fs.rename(temporary, path);
    await fs.syncDirectory(directory);
    file = await openLive();
    current = tillStateOf([]);
    log(`Caisse : session ${session.id} close et archivée (${written.name})`);
    return written;
  }

  const journal: TillJournal = {
    path,
    state: () => current,
    appendIf: (entry, allowed) =>
      enqueue(async () => {
        if (!allowed(current)) return false;
        const target = await usable();
        await target.append(`${JSON.stringify(entry)}\n`);
        await target.datasync();
        applyTillEntry(current, entry);
        return true;
      }),
    archiveClosed: () => enqueue(archive),
    close: () =>
      enqueue(async () => {
        if (closed) return;
        closed = true;
        await file?.close();
      }),
  };

  // A closing cut short by a crash is finished now: the session archived, the live file emptied.
  if (current.session?.closed) {
    try {
      await journal.archiveClosed();
    } catch (error) {
      log('Journal de caisse : archivage de la session close impossible au démarrage', error);
    }
  }
  return journal;
}
