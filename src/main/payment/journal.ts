// Durable payment journal: one JSON line per entry, each written AND flushed to the disk (fdatasync)
// before its promise resolves, so a crash or a power cut never loses an attempt the terminal may have
// acted on. A line torn by a power cut is skipped on replay, and sealed with a newline on open so the
// next entry starts on a line of its own.
//
// Rotation keeps the live file small (start-up replays it whole): at start-up, and whenever the live
// file passes its bound, settled payments (journal-rotation.ts) move, lines unchanged, to dated archives
// next to it (paiements-2026-11-23.journal: append-only, flushed, never deleted: operators collect
// them), and the live file is rewritten with everything else. A crash at any point loses nothing and
// writes nothing twice: (1) the rotation is announced in the live file (flushed), (2) the archives grow
// (flushed), (3) the live file is replaced atomically (temporary file flushed, renamed, directory
// flushed). Until (3) the old live file is whole and still announces the rotation: the next opening
// cuts the archives back to their announced sizes, then rotates again.
import { basename, dirname, join, parse } from 'node:path';
import { defaultPaymentLog, type PaymentLog } from './driver';
import {
  nodeJournalFileSystem,
  openSealedJournal,
  type JournalFile,
  type JournalFileSystem,
} from './journal-fs';
import { applyEntry, type JournalEntry, type JournalState } from './journal-state';
import {
  intentLine,
  planRotation,
  scanJournal,
  stateOfLines,
  type JournalLine,
  type RotationIntent,
} from './journal-rotation';

export interface PaymentJournal {
  readonly path: string;
  /** Resolves once the line is on the disk; then the in-memory state includes it. */
  append(entry: JournalEntry): Promise<void>;
  /**
   * Appends `entry` only if `allowed` holds for the state at the moment of writing, checked in the same
   * turn of the write queue as the write itself: no other line can come between the check and the line.
   * Resolves false (nothing written) when it does not hold.
   */
  appendIf(entry: JournalEntry, allowed: (state: JournalState) => boolean): Promise<boolean>;
  /** Reads the whole live file again and rebuilds the state per idempotency key. */
  replay(): Promise<JournalState>;
  /** The state as of the last replay plus every append since. */
  state(): JournalState;
  /** Moves settled payments to the archives now (also done at start-up and past the bound). */
  rotate(): Promise<RotationResult>;
  close(): Promise<void>;
}

export interface RotationResult {
  /** Payments and lines moved out of the live file. */
  archivedPayments: number;
  archivedLines: number;
  /** Archive files written to, full paths. */
  archives: string[];
  /** Lines left in the live file. */
  keptLines: number;
}

export interface JournalRotationOptions {
  /** The live file is rotated once it holds this many lines... Default 10 000. */
  maxLines?: number;
  /** ...or this many bytes. Default 8 MiB. */
  maxBytes?: number;
  /**
   * How long a settled payment stays live after its last line, so that a page asking again with its
   * key (a reload) still gets its stored outcome, never a second debit. Default 24 h.
   */
  keepSettledMs?: number;
}

export interface PaymentJournalOptions {
  path: string;
  log?: PaymentLog;
  /** false: never rotate (tests of the raw file). */
  rotation?: JournalRotationOptions | false;
  now?: () => Date;
  /** Tests inject failures here. */
  fs?: JournalFileSystem;
}

export const JOURNAL_ROTATION_DEFAULTS: Required<JournalRotationOptions> = {
  maxLines: 10_000,
  maxBytes: 8 * 1024 * 1024,
  keepSettledMs: 24 * 60 * 60 * 1000,
};

const NOTHING_ARCHIVED = { archivedPayments: 0, archivedLines: 0, archives: [] };

/** Archives are named after the live file: paiements.journal → paiements-2026-11-23.journal. */
function archiveNamer(path: string) {
  const { name, ext } = parse(path);
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`^${literal(name)}-\\d{4}-\\d{2}-\\d{2}${literal(ext)}$`);
  return {
    name: (day: string) => `${name}-${day}${ext}`,
    /** Only our own archives may be cut back: a damaged journal must not name another file. */
    isOurs: (file: string) => pattern.test(file),
  };
}

/** Whether `tail` holds only whole lines of `live` and, last, the start of one (a torn write). */
function copiesOfLiveLines(tail: Buffer, live: ReadonlySet<string>): boolean {
  const parts = tail.toString('utf8').split('\n');
  const torn = parts.pop()!;
  if (!parts.every((part) => live.has(part))) return false;
  if (torn === '') return true;
  // Compared as bytes: a write may stop inside a multi-byte character.
  const start = tail.subarray(tail.lastIndexOf(0x0a) + 1);
  return [...live].some((line) => Buffer.from(line, 'utf8').subarray(0, start.length).equals(start));
}

export async function openPaymentJournal(options: PaymentJournalOptions): Promise<PaymentJournal> {
  const { path } = options;
  const directory = dirname(path);
  const fs = options.fs ?? nodeJournalFileSystem;
  const log = options.log ?? defaultPaymentLog;
  const now = options.now ?? (() => new Date());
  const policy = options.rotation === false ? null : { ...JOURNAL_ROTATION_DEFAULTS, ...options.rotation };
  const temporary = `${path}.tmp`;
  const archives = archiveNamer(path);

  await fs.mkdir(directory);
  // Left by a rotation cut before its rename: never the reference, the live file is.
  await fs.remove(temporary);

  /** The live file in append mode, its torn last line (power cut) sealed by a newline. */
  const openLive = () => openSealedJournal(fs, path, directory);

  let file: JournalFile | undefined = await openLive();
  let current: JournalState;
  let closed = false;
  let live = { lines: 0, bytes: 0 };
  let nextRotation = { lines: Infinity, bytes: Infinity };

  // One file operation at a time, in call order: each line is whole and flushed before the next one.
  let queue: Promise<unknown> = Promise.resolve();
  function enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(task);
    queue = run.catch(() => undefined);
    return run;
  }

  async function read(): Promise<JournalLine[]> {
    const bytes = await fs.read(path);
    const lines = scanJournal(bytes.toString('utf8'));
    live = { lines: lines.length, bytes: bytes.length };
    for (const line of lines) {
      if (line.kind === 'unreadable') {
        log(
          `Journal des paiements : ligne ${line.number} illisible ignorée (écriture interrompue ?)`,
          line.raw.slice(0, 200),
        );
      }
    }
    return lines;
  }

  function boundFrom(keptLines: number, keptBytes: number): void {
    // Twice what had to stay: a live file full of open payments is not rewritten at every append.
    if (policy) {
      nextRotation = {
        lines: Math.max(policy.maxLines, 2 * keptLines),
        bytes: Math.max(policy.maxBytes, 2 * keptBytes),
      };
    }
  }

  /**
   * An unfinished rotation: every archive it touched back to its size before it (earliest wins). Only
   * bytes that copy lines of the live file (still whole) are removed: a damaged announcement can never
   * cost an archived line.
   */
  async function undo(intents: readonly RotationIntent[], liveLines: readonly JournalLine[]): Promise<void> {
    const sizes = new Map<string, number>();
    for (const intent of intents) {
      for (const [name, size] of Object.entries(intent.archives)) {
        if (!sizes.has(name) && archives.isOurs(name)) sizes.set(name, size);
      }
    }
    let copies: Set<string> | undefined;
    for (const [name, size] of sizes) {
      const archive = join(directory, name);
      const actual = await fs.size(archive);
      if (actual === undefined || actual <= size) continue;
      copies ??= new Set(liveLines.map((line) => line.raw));
      const tail = (await fs.read(archive)).subarray(size);
      if (!copiesOfLiveLines(tail, copies)) {
        log(
          `Journal des paiements : archive ${name} laissée telle quelle (fin inattendue après ${size} octets)`,
        );
        continue;
      }
      log(`Journal des paiements : rotation interrompue, archive ${name} ramenée à ${size} octets`);
      if (size === 0) await fs.remove(archive);
      else await fs.truncate(archive, size);
    }
  }

  async function appendDurably(target: string, lines: readonly string[]): Promise<void> {
    const archive = await fs.open(target, 'append');
    try {
      await archive.append(`${lines.join('\n')}\n`);
      await archive.datasync();
    } finally {
      await archive.close();
    }
  }

  /** `state`: the state of `lines`, when already built. */
  async function rotateLines(lines: JournalLine[], state = stateOfLines(lines)): Promise<RotationResult> {
    if (!policy) return { ...NOTHING_ARCHIVED, keptLines: lines.length };
    const intents = lines.flatMap((line) => (line.kind === 'intent' ? [line.intent] : []));
    if (intents.length > 0) await undo(intents, lines);
    const plan = planRotation(lines, state, now(), policy.keepSettledMs);
    // Torn lines alone are no reason to rewrite: they leave with the next payments archived.
    if (plan.archivedPayments === 0 && intents.length === 0) {
      current = state;
      boundFrom(live.lines, live.bytes);
      return { ...NOTHING_ARCHIVED, keptLines: lines.length };
    }

    const targets = [...plan.archived].map(([day, raws]) => ({
      name: archives.name(day),
      path: join(directory, archives.name(day)),
      raws,
    }));
    const sizes: Record<string, number> = {};
    for (const target of targets) sizes[target.name] = (await fs.size(target.path)) ?? 0;
    let replaced = false;
    try {
      // (1) Announced, flushed, before any archive grows.
      if (targets.length > 0) {
        await file!.append(`${intentLine({ type: 'rotation', at: now().toISOString(), archives: sizes })}\n`);
        await file!.datasync();
      }
      // (2) The archives, flushed; a new archive's name made durable with its directory.
      for (const target of targets) await appendDurably(target.path, target.raws);
      if (Object.values(sizes).some((size) => size === 0)) await fs.syncDirectory(directory);
      // (3) The live file replaced by what stays: the rename is the commit.
      const keptText = plan.kept.length > 0 ? `${plan.kept.join('\n')}\n` : '';
      const next = await fs.open(temporary, 'create');
      try {
        await next.append(keptText);
        await next.datasync();
      } finally {
        await next.close();
      }
      const previous = file!;
      file = undefined;
      await previous.close();
      await fs.rename(temporary, path);
      replaced = true;
      await fs.syncDirectory(directory);
      file = await openLive();
      current = stateOfLines(scanJournal(keptText));
      live = { lines: plan.kept.length, bytes: Buffer.byteLength(keptText) };
      boundFrom(live.lines, live.bytes);
    } catch (error) {
      if (!replaced) {
        // Not committed: the live file is whole; take the archives back (else the next opening will).
        await undo([{ type: 'rotation', at: '', archives: sizes }], lines).catch(() => undefined);
      }
      file ??= await openLive().catch(() => undefined);
      if (policy) nextRotation = { lines: live.lines + policy.maxLines, bytes: live.bytes + policy.maxBytes };
      throw error;
    }
    const archivedLines = targets.reduce((sum, target) => sum + target.raws.length, 0);
    if (plan.archivedPayments > 0 || archivedLines > 0) {
      log(
        `Journal des paiements : ${plan.archivedPayments} paiement(s) réglé(s) archivé(s) (${archivedLines} ligne(s)) dans ${targets.map((t) => t.name).join(', ')}`,
      );
    }
    return {
      archivedPayments: plan.archivedPayments,
      archivedLines,
      archives: targets.map((target) => target.path),
      keptLines: plan.kept.length,
    };
  }

  /** The live file, opened again if a rotation failed after closing it. */
  async function usable(): Promise<JournalFile> {
    if (closed) throw new Error('Journal des paiements fermé');
    file ??= await openLive();
    return file;
  }

  const rotateNow = async () => {
    await usable();
    return rotateLines(await read());
  };

  async function write(entry: JournalEntry): Promise<void> {
    const target = await usable();
    const line = `${JSON.stringify(entry)}\n`;
    await target.append(line);
    await target.datasync();
    applyEntry(current, entry);
    live.lines += 1;
    live.bytes += Buffer.byteLength(line);
    if (live.lines >= nextRotation.lines || live.bytes >= nextRotation.bytes) {
      // After this entry is safe; the next append waits for the rotation.
      void enqueue(rotateNow).catch((error: unknown) =>
        log('Journal des paiements : rotation impossible, nouvel essai plus tard', error),
      );
    }
  }

  const journal: PaymentJournal = {
    path,
    append: (entry) => enqueue(() => write(entry)),
    appendIf: (entry, allowed) =>
      enqueue(async () => {
        if (!allowed(current)) return false;
        await write(entry);
        return true;
      }),
    replay() {
      return enqueue(async () => {
        current = stateOfLines(await read());
        return current;
      });
    },
    state: () => current,
    rotate: () => enqueue(rotateNow),
    close() {
      return enqueue(async () => {
        if (closed) return;
        closed = true;
        await file?.close();
      });
    },
  };

  // Start-up: the live file read once, an interrupted rotation undone, settled payments archived.
  const lines = await read();
  current = stateOfLines(lines);
  boundFrom(live.lines, live.bytes);
  try {
    await enqueue(() => rotateLines(lines, current));
  } catch (error) {
    log(`Journal des paiements : rotation au démarrage impossible (${basename(path)})`, error);
    file ??= await openLive();
  }
  return journal;
}
