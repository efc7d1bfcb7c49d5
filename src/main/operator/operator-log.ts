// The append-only operator log (issue 25 §2): one JSON line per PIN attempt, lock, session start and
// end, and operator action, in the app's userData. Each line is written with O_APPEND and flushed
// (fdatasync) before its promise resolves; a line is never rewritten. Past its size bound the file is
// renamed to a dated archive, kept (operateur-2026-11-27T14-30-00.log: operators collect them), and a
// new file starts. A line torn by a power cut is sealed with a newline on open and skipped by the reader.
import { mkdir, open, readdir, readFile, rename, type FileHandle } from 'node:fs/promises';
import { nodeJournalFileSystem } from '../payment/journal-fs';
import { dirname, join, parse } from 'node:path';

export type OperatorLogEvent =
  | { event: 'pin-accepted' }
  | { event: 'pin-refused'; attemptsLeft: number }
  | { event: 'pin-refused-locked'; lockedUntil: string }
  | { event: 'locked'; lockedUntil: string }
  /** The lock is over; `refusedWhileLocked` counts every PIN refused during it (only the first has a line). */
  | { event: 'lock-end'; refusedWhileLocked: number }
  | { event: 'lock-state-unreadable'; lockedUntil: string }
  | { event: 'session-start' }
  | { event: 'session-end'; reason: 'quit' | 'idle' }
  | { event: 'action'; action: string; outcome: 'ok' | 'failed'; note?: string };

export type OperatorLogEntry = OperatorLogEvent & { at: string };

export interface OperatorLog {
  readonly path: string;
  /** Resolves once the line is on the disk. */
  append(event: OperatorLogEvent): Promise<void>;
  /** The last `count` readable entries, oldest first, from this file and, if short, the last archive. */
  readLast(count: number): Promise<OperatorLogEntry[]>;
  close(): Promise<void>;
}

export interface OperatorLogOptions {
  path: string;
  /** The live file is archived before a line would take it past this size. Default 1 MiB. */
  maxBytes?: number;
  now?: () => Date;
}

export const OPERATOR_LOG_MAX_BYTES = 1024 * 1024;

const EVENTS = new Set<string>([
  'pin-accepted',
  'pin-refused',
  'pin-refused-locked',
  'locked',
  'lock-end',
  'lock-state-unreadable',
  'session-start',
  'session-end',
  'action',
]);

/** A line as the log wrote it, or undefined (torn, damaged, someone else's). */
export function parseOperatorLogLine(line: string): OperatorLogEntry | undefined {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { at, event } = value as Record<string, unknown>;
  if (typeof at !== 'string' || typeof event !== 'string' || !EVENTS.has(event)) return undefined;
  return value as OperatorLogEntry;
}

function entriesOf(text: string): OperatorLogEntry[] {
  return text.split('\n').flatMap((line) => parseOperatorLogLine(line) ?? []);
}

async function readIfPresent(path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw error;
  }
}

export async function openOperatorLog(options: OperatorLogOptions): Promise<OperatorLog> {
  const { path } = options;
  const maxBytes = options.maxBytes ?? OPERATOR_LOG_MAX_BYTES;
  const now = options.now ?? (() => new Date());
  const directory = dirname(path);
  const { name, ext } = parse(path);
  const archivePattern = new RegExp(
    `^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-\\d{4}-\\d{2}-\\d{2}T\\d{2}-\\d{2}-\\d{2}(?:-\\d+)?${ext.replace('.', '\\.')}$`,
  );
  await mkdir(directory, { recursive: true });

  /** 'a+': O_APPEND, so every write lands at the end whatever was read; a torn last line is sealed. */
  async function openLive(): Promise<{ handle: FileHandle; size: number }> {
    const handle = await open(path, 'a+');
    let size = (await handle.stat()).size;
    if (size === 0) await nodeJournalFileSystem.syncDirectory(directory);
    else if ((await handle.read(Buffer.alloc(1), 0, 1, size - 1)).buffer[0] !== 0x0a) {
      await handle.appendFile('\n');
      await handle.datasync();
      size += 1;
    }
    return { handle, size };
  }

  async function archives(): Promise<string[]> {
    return (await readdir(directory)).filter((file) => archivePattern.test(file)).sort();
  }

  /** The live file moves aside under a name no other archive has; the next line starts a new one. */
  async function archiveLive(): Promise<void> {
    const stamp = now().toISOString().slice(0, 19).replace(/:/g, '-');
    const taken = new Set(await archives());
    let target = `${name}-${stamp}${ext}`;
    for (let index = 1; taken.has(target); index += 1) target = `${name}-${stamp}-${index}${ext}`;
    await rename(path, join(directory, target));
    await nodeJournalFileSystem.syncDirectory(directory);
  }

  let live = await openLive();
  let queue: Promise<unknown> = Promise.resolve();
  // One file operation at a time, in call order; a failure is reported to its caller, not to the next.
  const serialised = <T>(run: () => Promise<T>): Promise<T> => {
    const result = queue.then(run);
    queue = result.catch(() => undefined);
    return result;
  };

  return {
    path,
    append: (event) =>
      serialised(async () => {
        const line = `${JSON.stringify({ at: now().toISOString(), ...event })}\n`;
        const bytes = Buffer.byteLength(line);
        if (live.size > 0 && live.size + bytes > maxBytes) {
          await live.handle.close();
          await archiveLive();
          live = await openLive();
        }
        await live.handle.appendFile(line);
        await live.handle.datasync();
        live.size += bytes;
      }),
    readLast: (count) =>
      serialised(async () => {
        const current = entriesOf(await readIfPresent(path));
        if (current.length >= count) return current.slice(-count);
        const last = (await archives()).at(-1);
        const older = last === undefined ? [] : entriesOf(await readIfPresent(join(directory, last)));
        return [...older, ...current].slice(-count);
      }),
    close: () => serialised(() => live.handle.close()),
  };
}

/** The log's file name in userData. */
export const OPERATOR_LOG_FILE = 'operateur.log';
