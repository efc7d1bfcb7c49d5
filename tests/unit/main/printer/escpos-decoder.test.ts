// The test decoder itself: tests that read receipts through it are only as good as it is.
import { describe, expect, it } from 'vitest';
import { decodeEscPos } from '../../../../src/demo-kiosk/escpos-decoder';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'ascii') : Buffer.from(p))));
const ESC = 0x1b;
const GS = 0x1d;

describe('ESC/POS decoder', () => {
  it('reads text lines with their alignment, bold state and code page', () => {
    const decoded = decodeEscPos(
      bytes(
        [ESC, 0x40, ESC, 0x74, 19, ESC, 0x61, 1, ESC, 0x45, 1],
        'R',
        [0x82],
        'seau\n',
        [ESC, 0x45, 0, ESC, 0x61, 0x30],
        '12,90 ',
        [0xd5],
        '\n\n',
        [ESC, 0x61, 2, ESC, 0x21, 0x08],
        'Total',
        [ESC, 0x40],
        [0x80],
      ),
    );
    expect(decoded.lines).toEqual([
      { text: 'Réseau', align: 'center', bold: true },
      { text: '12,90 €', align: 'left', bold: false },
      { text: '', align: 'left', bold: false },
      // ESC @ resets the printer mid-line: the line keeps how it started; PC437 again afterwards.
      { text: 'TotalÇ', align: 'right', bold: true },
    ]);
    expect(decoded.codePages).toEqual([19]);
    expect(decoded.unknown).toEqual([]);
  });

  it('decodes the euro slot per code page: € in PC858, ı in PC850, ╒ in PC437', () => {
    const page = (n: number) => decodeEscPos(bytes([ESC, 0x74, n, 0xd5, 0x0a])).text[0];
    expect(page(19)).toBe('€');
    expect(page(2)).toBe('ı');
    expect(page(0)).toBe('╒');
    expect(page(16)).toBe('\ufffd');
    expect(decodeEscPos(bytes([ESC, 0x74, 16])).unknown).toEqual(['page:16']);
  });

  it('reports printed QR payloads (stored then printed) and cuts, in order with the lines', () => {
    const store = (data: string) => {
      const payload = Buffer.from(data, 'utf8');
      const size = payload.length + 3;
      return bytes([GS, 0x28, 0x6b, size % 256, size >> 8, 0x31, 0x50, 0x30], [...payload]);
    };
    const print = [GS, 0x28, 0x6b, 0x03, 0x00, 0x31, 0x51, 0x30];
    const model = [GS, 0x28, 0x6b, 0x04, 0x00, 0x31, 0x41, 0x32, 0x00];
    const decoded = decodeEscPos(
      Buffer.concat([
        bytes(model),
        store('T-0001'),
        bytes(print, 'Billet\n'),
        store('jamais imprimé'),
        store('T-0002'),
        bytes(print, [GS, 0x56, 66, 3], 'suite', [GS, 0x56, 0x00]),
      ]),
    );
    expect(decoded.events).toEqual([
      { type: 'qr', data: 'T-0001' },
      { type: 'line', text: 'Billet', align: 'left', bold: false },
      { type: 'qr', data: 'T-0002' },
      { type: 'cut', partial: true },
      { type: 'line', text: 'suite', align: 'left', bold: false },
      { type: 'cut', partial: false },
    ]);
    expect(decoded.qrCodes).toEqual(['T-0001', 'T-0002']);
    expect(decoded.cuts).toBe(2);
  });

  it('skips known commands by their length and reports unknown or truncated ones', () => {
    const decoded = decodeEscPos(
      bytes(
        [ESC, 0x64, 4, GS, 0x21, 0x11, GS, 0x6b, 4],
        'CODE39',
        [0, GS, 0x76, 0x30, 0, 1, 0, 2, 0, 0xff, 0xff],
        'A',
        [ESC, 0x26],
        'B\n',
        [GS, 0x28, 0x6b, 0x10, 0x00, 0x31],
      ),
    );
    expect(decoded.text).toEqual(['AB']);
    expect(decoded.unknown).toEqual(['1b26', 'tronqué:1d286b100031']);
  });
});
