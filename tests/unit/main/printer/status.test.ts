// The ESC/POS real-time status bytes (DLE EOT n) read into the kiosk's printer status, bit by bit.
import { describe, expect, it } from 'vitest';
import {
  canPrint,
  parseStatusBytes,
  STATUS_REQUEST,
  statusByte,
  statusRequestBytes,
  type PrinterStatus,
  type StatusBytes,
} from '../../../../src/main/printer';

/** Every answer with only its fixed bits (bit 1 and bit 4 on): nothing to report. */
const QUIET = 0x12;
const allClear: StatusBytes = { printer: QUIET, offlineCause: QUIET, paperSensor: QUIET };
const working: PrinterStatus = { known: true, paper: 'ok', coverOpen: false, offline: false };
const malformed: PrinterStatus = { known: false, offline: true, reason: 'malformed' };
const withBits = (...bits: number[]) => bits.reduce((byte, bit) => byte | (1 << bit), QUIET);

describe('DLE EOT requests', () => {
  it('are the three bytes 10 04 n, n naming the status asked', () => {
    expect([...statusRequestBytes(STATUS_REQUEST.printer)]).toEqual([0x10, 0x04, 1]);
    expect([...statusRequestBytes(STATUS_REQUEST.offlineCause)]).toEqual([0x10, 0x04, 2]);
    expect([...statusRequestBytes(STATUS_REQUEST.errorCause)]).toEqual([0x10, 0x04, 3]);
    expect([...statusRequestBytes(STATUS_REQUEST.paperSensor)]).toEqual([0x10, 0x04, 4]);
  });
});

describe('a status answer', () => {
  it('is exactly one byte whose fixed bits are as the reference says', () => {
    expect(statusByte(Buffer.from([0x12]))).toBe(0x12);
    expect(statusByte(Buffer.from([0x7e]))).toBe(0x7e);
  });

  it('is refused when short, long or not bytes at all', () => {
    expect(statusByte(Buffer.alloc(0))).toBeUndefined();
    expect(statusByte(Buffer.from([0x12, 0x12]))).toBeUndefined();
    expect(statusByte(Buffer.from([0x12, 0x00, 0x00, 0x0f]))).toBeUndefined();
    expect(statusByte(undefined)).toBeUndefined();
    expect(statusByte('\u0012')).toBeUndefined();
    expect(statusByte([0x12])).toBeUndefined();
  });

  it.each([
    ['bit 0 on', 0x13],
    ['bit 1 off', 0x10],
    ['bit 4 off', 0x02],
    ['bit 7 on', 0x92],
    ['zero', 0x00],
    ['all on', 0xff],
  ])('is refused with a fixed bit wrong (%s)', (_name, byte) => {
    expect(statusByte(Buffer.from([byte]))).toBeUndefined();
  });
});

describe('the printer status (DLE EOT 1)', () => {
  it('reads a printer with nothing to report as working', () => {
    expect(parseStatusBytes(allClear)).toEqual(working);
    expect(canPrint(parseStatusBytes(allClear))).toBe(true);
  });

  it('reads bit 3 as offline', () => {
    const status = parseStatusBytes({ ...allClear, printer: withBits(3) });
    expect(status).toEqual({ ...working, offline: true });
    expect(canPrint(status)).toBe(false);
  });

  it.each([
    [2, 'drawer pin 3'],
    [5, 'waiting for online recovery'],
    [6, 'FEED button pressed'],
  ])('ignores bit %i (%s)', (bit) => {
    expect(parseStatusBytes({ ...allClear, printer: withBits(bit) })).toEqual(working);
  });
});

describe('the offline cause (DLE EOT 2)', () => {
  it('reads bit 2 as the cover open', () => {
    const status = parseStatusBytes({ ...allClear, offlineCause: withBits(2) });
    expect(status).toEqual({ ...working, coverOpen: true });
    expect(canPrint(status)).toBe(false);
  });

  it('ignores bit 3 (paper fed by the FEED button)', () => {
    expect(parseStatusBytes({ ...allClear, offlineCause: withBits(3) })).toEqual(working);
  });

  it('reads bit 5 (printing stopped by a paper end) as no paper, whatever the roll sensor says', () => {
    const status = parseStatusBytes({ ...allClear, offlineCause: withBits(5) });
    expect(status).toEqual({ ...working, paper: 'end' });
    expect(canPrint(status)).toBe(false);
  });

  it('reads bit 6 as an error, of an unspecified cause when its cause was not read', () => {
    const status = parseStatusBytes({ ...allClear, offlineCause: withBits(6) });
    expect(status).toEqual({ ...working, error: ['unspecified'] });
    expect(canPrint(status)).toBe(false);
  });
});

describe('the error cause (DLE EOT 3)', () => {
  const errorOf = (errorCause: number) =>
    parseStatusBytes({ ...allClear, offlineCause: withBits(6), errorCause });

  it.each([
    [2, 'recoverable'],
    [3, 'cutter'],
    [5, 'unrecoverable'],
    [6, 'auto-recoverable'],
  ] as const)('reads bit %i as a %s error', (bit, cause) => {
    expect(errorOf(withBits(bit))).toEqual({ ...working, error: [cause] });
  });

  it('lists every cause reported at once', () => {
    expect(errorOf(withBits(3, 6))).toEqual({ ...working, error: ['cutter', 'auto-recoverable'] });
  });

  it('says unspecified when the error cause names none', () => {
    expect(errorOf(QUIET)).toEqual({ ...working, error: ['unspecified'] });
  });

  it('is no error at all when the offline cause reports none', () => {
    expect(parseStatusBytes({ ...allClear, errorCause: withBits(3) })).toEqual(working);
  });
});

describe('the roll paper sensor (DLE EOT 4)', () => {
  it('reads bits 2-3 as the paper near its end: the printer still prints', () => {
    const status = parseStatusBytes({ ...allClear, paperSensor: withBits(2, 3) });
    expect(status).toEqual({ ...working, paper: 'near-end' });
    expect(canPrint(status)).toBe(true);
  });

  it('reads bits 5-6 as no paper', () => {
    const status = parseStatusBytes({ ...allClear, paperSensor: withBits(5, 6) });
    expect(status).toEqual({ ...working, paper: 'end' });
    expect(canPrint(status)).toBe(false);
  });

  it('reads both sensors on as no paper', () => {
    expect(parseStatusBytes({ ...allClear, paperSensor: withBits(2, 3, 5, 6) })).toEqual({
      ...working,
      paper: 'end',
    });
  });

  it.each([2, 3, 5, 6])('refuses a sensor whose two bits disagree (only bit %i on)', (bit) => {
    expect(parseStatusBytes({ ...allClear, paperSensor: withBits(bit) })).toEqual(malformed);
  });
});

describe('the status as a whole', () => {
  it('reads a printer out of paper as a published example gives its answers (1A, 32, 7E)', () => {
    expect(parseStatusBytes({ printer: 0x1a, offlineCause: 0x32, paperSensor: 0x7e })).toEqual({
      known: true,
      paper: 'end',
      coverOpen: false,
      offline: true,
    });
  });

  it.each(['printer', 'offlineCause', 'paperSensor', 'errorCause'] as const)(
    'is malformed when the %s answer is not a status byte',
    (key) => {
      for (const bad of [0x00, 0x13, 0x10, 0x02, 0x92, -1, 256, 18.5, Number.NaN]) {
        expect(parseStatusBytes({ ...allClear, offlineCause: withBits(6), [key]: bad })).toEqual(malformed);
      }
    },
  );

  it('never lets a printer that did not answer print', () => {
    for (const reason of ['silent', 'unreachable', 'malformed', 'unsupported'] as const) {
      expect(canPrint({ known: false, offline: true, reason })).toBe(false);
    }
  });

  it('is known exactly when every byte holds its fixed bits and each sensor agrees with itself', () => {
    for (let byte = 0; byte <= 0xff; byte += 1) {
      const fixedOk = (byte & 0x93) === 0x12;
      const sensorsAgree = ((byte >> 2) & 1) === ((byte >> 3) & 1) && ((byte >> 5) & 1) === ((byte >> 6) & 1);
      expect(parseStatusBytes({ ...allClear, printer: byte }).known).toBe(fixedOk);
      expect(parseStatusBytes({ ...allClear, offlineCause: byte }).known).toBe(fixedOk);
      expect(parseStatusBytes({ ...allClear, paperSensor: byte }).known).toBe(fixedOk && sensorsAgree);
    }
  });
});
