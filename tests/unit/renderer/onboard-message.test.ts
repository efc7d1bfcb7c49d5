// The provider page's message (issue 15): accepted only from the framed page's own window and origin, only
// of the exact type and version, with a list of at most ONBOARD_LIMITS.transactions records; each record
// kept only when complete and well typed, and only its known fields; the stored taps read back the same way.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ONBOARD_LIMITS, type SmactTransaction } from '@shared/onboard-payments';
import { acceptedTaps } from '../../../src/renderer/src/features/iframe/frameMessage';
import {
  isInstant,
  tapOf,
  transactionsOf,
} from '../../../src/renderer/src/features/iframe/transactionsMessage';
import { storedFrameUrl, storedTaps, storeTaps } from '../../../src/renderer/src/features/iframe/storedTaps';
import { FRAME_URL, KEYS, message, PROVIDER_ORIGIN, TAPS } from './onboard-fixtures';

const tap = TAPS[0]!;
const withField = (key: string, value: unknown) => ({ ...tap, [key]: value });
const without = (key: keyof SmactTransaction) => {
  const record: Record<string, unknown> = { ...tap };
  delete record[key];
  return record;
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the message of the framed page', () => {
  const frameWindow = {} as Window;
  const frame = { origin: PROVIDER_ORIGIN, window: frameWindow };
  const event = (overrides: Partial<Pick<MessageEvent, 'origin' | 'source' | 'data'>> = {}) => ({
    origin: PROVIDER_ORIGIN,
    source: frameWindow as MessageEventSource,
    data: message(),
    ...overrides,
  });

  it('gives the taps of a valid message from the frame’s window and origin', () => {
    expect(acceptedTaps(event(), frame)).toEqual(TAPS);
  });

  it.each([
    ['another origin', { origin: 'https://site-pirate.example' }],
    ['the portal’s own origin', { origin: 'http://localhost:3000' }],
    ['the same host on another port', { origin: 'http://127.0.0.1:5180' }],
    ['the same origin in https', { origin: 'https://127.0.0.1:5181' }],
    ['an opaque origin', { origin: 'null' }],
  ])('ignores a message from %s', (_name, overrides) => {
    expect(acceptedTaps(event(overrides), frame)).toBeNull();
  });

  it.each([
    ['the portal’s window itself', () => window],
    ['another window', () => ({}) as Window],
    ['no window', () => null],
  ])('ignores a message sent by %s, even with the frame’s origin', (_name, source) => {
    expect(acceptedTaps(event({ source: source() as MessageEventSource | null }), frame)).toBeNull();
  });

  it('ignores everything while the frame has no window', () => {
    expect(acceptedTaps(event({ source: null }), { origin: PROVIDER_ORIGIN, window: null })).toBeNull();
  });

  it('ignores a message of another shape from the frame, with a warning at most', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(acceptedTaps(event({ data: 'transactions' }), frame)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('transactionsOf (the message’s shape)', () => {
  it('accepts the exact type and version, extra fields of the message ignored', () => {
    expect(transactionsOf({ ...message(), sender: 'fournisseur' })).toEqual(TAPS);
    expect(transactionsOf(message([]))).toEqual([]);
  });

  it.each([
    ['a text', 'ligeo:transactions-cb'],
    ['null', null],
    ['an array', [message()]],
    ['an object of a class', new (class Message {})()],
    ['a Date', new Date()],
    ['another type', { ...message(), type: 'ligeo:transactions' }],
    ['the type in other case', { ...message(), type: 'LIGEO:TRANSACTIONS-CB' }],
    ['another version', { ...message(), version: 2 }],
    ['the version as text', { ...message(), version: '1' }],
    ['no version', { type: message().type, transactions: TAPS }],
    ['transactions that are not a list', { ...message(), transactions: { 0: tap } }],
    ['transactions as text', { ...message(), transactions: JSON.stringify(TAPS) }],
    ['no transactions', { type: message().type, version: message().version }],
  ])('refuses %s', (_name, data) => {
    expect(transactionsOf(data)).toBeNull();
  });

  it(`accepts ${ONBOARD_LIMITS.transactions} records, refuses one more`, () => {
    const records = Array.from({ length: ONBOARD_LIMITS.transactions }, (_, i) => ({
      ...tap,
      idTransSec: `TS-${i}`,
    }));
    expect(transactionsOf(message(records))).toHaveLength(ONBOARD_LIMITS.transactions);
    expect(transactionsOf(message([...records, { ...tap, idTransSec: 'TS-X' }]))).toBeNull();
  });

  it('leaves out incomplete and ill-typed records, keeps the rest in order', () => {
    const records = [withField('montant', '2,50'), TAPS[1], without('refArchi'), TAPS[2], 'TS-004', null];
    expect(transactionsOf(message(records))).toEqual([TAPS[1], TAPS[2]]);
  });

  it('keeps a transaction number once: its first record', () => {
    const second = { ...tap, refArchi: 'ARC999' };
    expect(transactionsOf(message([tap, second]))).toEqual([tap]);
  });
});

describe('tapOf (one record)', () => {
  it('keeps a complete record, and only its known fields', () => {
    expect(tapOf({ ...tap, carte: '4970 1010 0000 0003', html: '<b>x</b>' })).toEqual(tap);
    expect(Object.keys(tapOf({ ...tap, extra: 1 })!)).toEqual([
      'idTransSec',
      'date',
      'montant',
      'remise',
      'refArchi',
    ]);
  });

  it('keeps debitEnAttente when it is a boolean', () => {
    expect(tapOf(withField('debitEnAttente', true))).toEqual({ ...tap, debitEnAttente: true });
    expect(tapOf(withField('debitEnAttente', false))).toEqual({ ...tap, debitEnAttente: false });
  });

  it.each(['idTransSec', 'date', 'montant', 'remise', 'refArchi'] as const)(
    'refuses a record without %s (SPEC §3: valid only if all present)',
    (key) => {
      expect(tapOf(without(key))).toBeNull();
    },
  );

  it.each([
    ['a numeric idTransSec', withField('idTransSec', 1234)],
    ['an empty idTransSec', withField('idTransSec', '')],
    ['an idTransSec with a space', withField('idTransSec', 'TS 001')],
    ['an idTransSec with a slash', withField('idTransSec', '../TS')],
    ['an idTransSec of 41 characters', withField('idTransSec', 'T'.repeat(41))],
    ['a refArchi with markup', withField('refArchi', '<img>')],
    ['a refArchi with an accent', withField('refArchi', 'ARCé')],
    ['a refArchi of 41 characters', withField('refArchi', 'A'.repeat(41))],
    ['a French date', withField('date', '02/03/2026 08:15')],
    ['a day without time', withField('date', '2026-03-02')],
    ['a date that does not exist', withField('date', '2026-02-30T10:00:00Z')],
    ['an hour that does not exist', withField('date', '2026-03-02T24:00:00Z')],
    ['a timestamp', withField('date', 1_772_435_700_000)],
    ['euros instead of cents', withField('montant', 2.5)],
    ['a negative amount', withField('montant', -250)],
    ['an amount over the cap', withField('montant', ONBOARD_LIMITS.maxCents + 1)],
    ['an amount as text', withField('montant', '250')],
    ['a NaN discount', withField('remise', Number.NaN)],
    ['an infinite discount', withField('remise', Number.POSITIVE_INFINITY)],
    ['a null discount', withField('remise', null)],
    ['debitEnAttente as text', withField('debitEnAttente', 'true')],
    ['debitEnAttente as a number', withField('debitEnAttente', 1)],
    ['debitEnAttente null', withField('debitEnAttente', null)],
  ])('refuses %s', (_name, record) => {
    expect(tapOf(record)).toBeNull();
  });

  it.each([
    ['not an object', 'TS-001'],
    ['an array', [tap]],
  ])('refuses a record that is %s', (_name, record) => {
    expect(tapOf(record)).toBeNull();
  });

  it('accepts the biggest amount and ids of 40 letters, digits, - and _', () => {
    const record = {
      ...tap,
      idTransSec: `a-Z_9${'x'.repeat(35)}`,
      refArchi: 'R'.repeat(40),
      montant: ONBOARD_LIMITS.maxCents,
      remise: 0,
    };
    expect(tapOf(record)).toEqual(record);
  });
});

describe('isInstant', () => {
  it.each([
    '2026-03-02T07:15:00Z',
    '2026-03-02T07:15:00.123Z',
    '2026-03-02T08:15:00+01:00',
    '2026-03-02T08:15+01:00',
    '2026-03-02T08:15:00',
    '2028-02-29T12:00:00Z',
  ])('reads %s', (value) => {
    expect(isInstant(value)).toBe(true);
  });

  it.each([
    '2026-02-29T12:00:00Z',
    '2026-13-01T00:00:00Z',
    '2026-03-02 07:15:00',
    'hier',
    `2026-03-02T07:15:00Z${' '.repeat(30)}`,
  ])('refuses %s', (value) => {
    expect(isInstant(value)).toBe(false);
  });
});

describe('the taps kept for the summary (session storage)', () => {
  it('stores the taps and the framed URL, and reads them back', () => {
    storeTaps(TAPS, FRAME_URL);
    expect(JSON.parse(window.sessionStorage.getItem(KEYS.taps)!)).toEqual(TAPS);
    expect(window.sessionStorage.getItem(KEYS.frameUrl)).toBe(FRAME_URL);
    expect(window.localStorage.length).toBe(0);
    expect(storedTaps()).toEqual(TAPS);
    expect(storedFrameUrl()).toBe(FRAME_URL);
  });

  it('reads none stored, or unreadable, as none (null), and an empty list as no tap', () => {
    expect(storedTaps()).toBeNull();
    expect(storedFrameUrl()).toBeNull();
    window.sessionStorage.setItem(KEYS.taps, '{pas du json');
    expect(storedTaps()).toBeNull();
    window.sessionStorage.setItem(KEYS.taps, JSON.stringify({ transactions: TAPS }));
    expect(storedTaps()).toBeNull();
    window.sessionStorage.setItem(KEYS.taps, '[]');
    expect(storedTaps()).toEqual([]);
  });

  it('checks stored records as a message’s: a changed record is left out', () => {
    window.sessionStorage.setItem(
      KEYS.taps,
      JSON.stringify([{ ...tap, montant: -1 }, TAPS[1], { ...TAPS[2], refArchi: '<script>' }]),
    );
    expect(storedTaps()).toEqual([TAPS[1]]);
  });

  it('refuses a stored URL longer than 2048 characters', () => {
    window.sessionStorage.setItem(KEYS.frameUrl, `${FRAME_URL}?q=${'x'.repeat(2048)}`);
    expect(storedFrameUrl()).toBeNull();
  });
});
