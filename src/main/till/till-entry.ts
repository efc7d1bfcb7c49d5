// Reading a till journal line back: a line is trusted only once its shape is checked, so a damaged or
// edited file can skip a line but never put a non-integer amount or a foreign field into the till.
import { TILL_MODES, type TillEntry, type TillLine, type TillMode } from './till-state';

/** Largest amount the till accepts anywhere (float, sale, cash counted): 100 000,00 €. */
export const MAX_TILL_CENTS = 10_000_000;
const MAX_LINES = 100;
const MAX_TEXT = 200;
/** A session id names its archive file: letters, digits and '-' only. */
export const TILL_SESSION_PATTERN = /^[A-Za-z0-9-]{1,40}$/;

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_TEXT;
export const isCents = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= MAX_TILL_CENTS;

function tillLine(value: unknown): TillLine | null {
  if (!isRecord(value) || !text(value.label) || !isCents(value.amountCents)) return null;
  const { quantity } = value;
  if (!Number.isSafeInteger(quantity) || (quantity as number) < 1 || (quantity as number) > 999) return null;
  return { label: value.label, quantity: quantity as number, amountCents: value.amountCents };
}

/** The entry a parsed JSON value is, rebuilt field by field; null when it is not one. */
export function tillEntryOf(value: unknown): TillEntry | null {
  if (!isRecord(value) || !text(value.at) || typeof value.session !== 'string') return null;
  if (!TILL_SESSION_PATTERN.test(value.session) || Number.isNaN(Date.parse(value.at))) return null;
  const { at, session } = value;
  switch (value.type) {
    case 'opened':
      if (!text(value.agentId) || !isCents(value.floatCents)) return null;
      return { type: 'opened', at, session, agentId: value.agentId, floatCents: value.floatCents };
    case 'closed':
      if (!text(value.agentId) || !isCents(value.countedCents)) return null;
      return { type: 'closed', at, session, agentId: value.agentId, countedCents: value.countedCents };
    case 'cancelled':
      if (!text(value.key) || typeof value.reason !== 'string' || value.reason.length > MAX_TEXT) return null;
      return { type: 'cancelled', at, session, key: value.key, reason: value.reason };
    case 'sale': {
      const { key, orderId, mode, amountCents, givenCents, changeCents } = value;
      if (!text(key) || !text(orderId) || !TILL_MODES.includes(mode as TillMode) || !isCents(amountCents))
        return null;
      if (!Array.isArray(value.lines) || value.lines.length > MAX_LINES) return null;
      const lines = value.lines.map(tillLine);
      if (lines.some((line) => line === null)) return null;
      const cash = mode === 'cash';
      if (cash !== (givenCents !== undefined) || cash !== (changeCents !== undefined)) return null;
      if (cash && (!isCents(givenCents) || !isCents(changeCents) || givenCents - changeCents !== amountCents))
        return null;
      return {
        type: 'sale',
        at,
        session,
        key,
        orderId,
        mode: mode as TillMode,
        amountCents,
        ...(cash ? { givenCents: givenCents as number, changeCents: changeCents as number } : {}),
        lines: lines as TillLine[],
      };
    }
    default:
      return null;
  }
}

/** The entries of a journal's text, in order; unreadable lines (a torn write) reported, not kept. */
export function scanTillJournal(textOfFile: string): { entries: TillEntry[]; unreadable: number[] } {
  const entries: TillEntry[] = [];
  const unreadable: number[] = [];
  textOfFile.split('\n').forEach((raw, index) => {
    if (raw.trim() === '') return;
    let entry: TillEntry | null;
    try {
      entry = tillEntryOf(JSON.parse(raw));
    } catch {
      entry = null;
    }
    if (entry) entries.push(entry);
    else unreadable.push(index + 1);
  });
  return { entries, unreadable };
}
