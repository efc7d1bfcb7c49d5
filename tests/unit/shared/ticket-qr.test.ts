// Our tickets' QR payload (issue 26 §4 "Scan and go"): the ticket number and its departure day in one
// short text, read back strictly (type, size, characters, a real day).
import { describe, expect, it } from 'vitest';
import { parseTicketQr, TICKET_QR_MAX, ticketQrPayload } from '../../../src/shared/ticket-qr';

describe('ticket QR payload', () => {
  it('writes the number and the departure day as numero;yyyy-MM-dd, or the number alone', () => {
    expect(ticketQrPayload('4113000000000001', '2026-12-03T09:00:00')).toBe('4113000000000001;2026-12-03');
    expect(ticketQrPayload('4113000000000001', '2026-12-03')).toBe('4113000000000001;2026-12-03');
    expect(ticketQrPayload('70001', null)).toBe('70001');
    expect(ticketQrPayload('70001', 'demain')).toBe('70001');
  });

  it('reads both back, or the number alone', () => {
    expect(parseTicketQr('4113000000000001;2026-12-03')).toEqual({
      numero: '4113000000000001',
      day: '2026-12-03',
    });
    expect(parseTicketQr('4113000000000001')).toEqual({ numero: '4113000000000001', day: null });
    expect(parseTicketQr(ticketQrPayload('9'.repeat(40), '2028-02-29'))).toEqual({
      numero: '9'.repeat(40),
      day: '2028-02-29',
    });
    expect(TICKET_QR_MAX).toBe(51);
  });

  it('refuses anything else: other types, too long, control characters, wrong forms, impossible days', () => {
    const refused: unknown[] = [
      null,
      undefined,
      42,
      { numero: '1' },
      ['1'],
      '',
      ';2026-12-03',
      '1'.repeat(41),
      `${'1'.repeat(41)};2026-12-03`,
      '1'.repeat(100_000),
      '4113000000000001;2026-12-03;x',
      '4113000000000001;2026-02-30',
      '4113000000000001;2026-13-01',
      // Date.UTC reads years 0 to 99 as 1900 to 1999: only the year check refuses it.
      '4113000000000001;0050-01-01',
      '4113000000000001;26-12-03',
      '4113000000000001;2026-12-03\n',
      '4113000000000001\u0000;2026-12-03',
      '\u202e4113000000000001',
      ' 4113000000000001',
      '４１１３',
      '4113000000000001 2026-12-03',
      '{"numero":"4113000000000001","date":"2026-12-03"}',
      'https://exemple.fr/4113000000000001',
    ];
    for (const text of refused) expect(parseTicketQr(text), JSON.stringify(text)?.slice(0, 60)).toBeNull();
  });
});
