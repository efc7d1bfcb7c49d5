// What a rotation of the payment journal moves out of the live file, and the line that announces it.
// Pure: journal.ts does the file work. A payment leaves the live file only as a whole (all its lines),
// once it is settled: a final status (never `unknown`), nothing awaiting an outcome, every report it
// produced acknowledged or refused for good by the back office, and its last line older than the
// retention time (so that a page asking again with its key still gets its outcome, never a new debit).
import {
  applyEntry,
  emptyJournalState,
  parseEntry,
  type JournalEntry,
  type JournalState,
} from './journal-state';

/**
 * Written (flushed) in the live file before any archive grows: each archive's size before the rotation.
 * The live file is rewritten without it, so finding one means the rotation did not finish: the archives
 * are cut back to these sizes and the live file, still whole, stays the reference.
 */
export interface RotationIntent {
  type: 'rotation';
  at: string;
  archives: Record<string, number>;
}

export type JournalLine =
  | { kind: 'entry'; raw: string; entry: JournalEntry }
  | { kind: 'intent'; raw: string; intent: RotationIntent }
  /** Not a whole entry (a write torn by a power cut); `number` counts from 1. */
  | { kind: 'unreadable'; raw: string; number: number };

export interface RotationPlan {
  /** Lines that stay in the live file, in their order, unchanged. */
  kept: string[];
  /** Lines moved out, unchanged, by archive day (yyyy-MM-dd), in their order. */
  archived: Map<string, string[]>;
  archivedPayments: number;
}

const INTENT_PREFIX = '{"type":"rotation"';

function parseIntent(line: string): RotationIntent | undefined {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { at, archives } = value as Partial<RotationIntent>;
  if (typeof at !== 'string' || typeof archives !== 'object' || archives === null) return undefined;
  const sizes = Object.values(archives as Record<string, unknown>);
  return sizes.every((size) => Number.isSafeInteger(size) && (size as number) >= 0)
    ? (value as RotationIntent)
    : undefined;
}

/** Every non-empty line of a journal file, read. */
export function scanJournal(text: string): JournalLine[] {
  const lines: JournalLine[] = [];
  const raws = text.split('\n');
  for (let index = 0; index < raws.length; index += 1) {
    const raw = raws[index]!;
    if (raw.trim() === '') continue;
    const intent = raw.startsWith(INTENT_PREFIX) ? parseIntent(raw) : undefined;
    if (intent) {
      lines.push({ kind: 'intent', raw, intent });
      continue;
    }
    const entry = parseEntry(raw);
    lines.push(entry ? { kind: 'entry', raw, entry } : { kind: 'unreadable', raw, number: index + 1 });
  }
  return lines;
}

export function stateOfLines(lines: readonly JournalLine[]): JournalState {
  const state = emptyJournalState();
  for (const line of lines) {
    if (line.kind === 'entry') applyEntry(state, line.entry);
    else if (line.kind === 'unreadable') state.skippedLines += 1;
  }
  return state;
}

export function intentLine(intent: RotationIntent): string {
  return JSON.stringify(intent);
}

/** Local calendar day of an ISO time, yyyy-MM-dd (the operator's day, as the archives are named). */
export function localDay(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** toISOString's form (what the journal writes): such times compare as text, in time order. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

interface KeyTimes {
  first: string;
  last: string;
  /** A time that is not in ISO form, or a report still to deliver: the payment stays live. */
  pinned: boolean;
}

/** Which lines leave the live file. `keepSettledMs`: how long a settled payment stays live. */
export function planRotation(
  lines: readonly JournalLine[],
  state: JournalState,
  now: Date,
  keepSettledMs: number,
): RotationPlan {
  const keys = new Map<string, KeyTimes>();
  for (const line of lines) {
    if (line.kind !== 'entry') continue;
    const { entry } = line;
    let times = keys.get(entry.key);
    if (!times) {
      times = { first: entry.at, last: entry.at, pinned: false };
      keys.set(entry.key, times);
    } else if (entry.at > times.last) times.last = entry.at;
    else if (entry.at < times.first) times.first = entry.at;
    if (!ISO_TIME.test(entry.at)) times.pinned = true;
    if (
      (entry.type === 'outcome' || entry.type === 'reconciled' || entry.type === 'settled') &&
      state.undelivered.has(entry.report.signature)
    )
      times.pinned = true;
  }

  const settledBefore = new Date(now.getTime() - keepSettledMs).toISOString();
  const leaving = new Map<string, string>();
  for (const [key, times] of keys) {
    if (times.pinned || times.last > settledBefore) continue;
    const record = state.payments.get(key);
    const open =
      record !== undefined &&
      (record.awaitingOutcome || !record.result || record.result.status === 'unknown');
    if (!open) leaving.set(key, localDay(new Date(times.first)));
  }

  const kept: string[] = [];
  const archived = new Map<string, string[]>();
  const archive = (day: string, raw: string) => {
    const list = archived.get(day);
    if (list) list.push(raw);
    else archived.set(day, [raw]);
  };
  for (const line of lines) {
    if (line.kind === 'intent') continue;
    if (line.kind === 'unreadable') {
      // A torn announcement of a rotation carries no payment: dropped. Other torn lines are kept for
      // the operator, in today's archive.
      if (!line.raw.startsWith(INTENT_PREFIX)) archive(localDay(now), line.raw);
      continue;
    }
    const day = leaving.get(line.entry.key);
    if (day) archive(day, line.raw);
    else kept.push(line.raw);
  }
  return { kept, archived, archivedPayments: leaving.size };
}
