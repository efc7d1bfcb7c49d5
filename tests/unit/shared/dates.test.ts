import { describe, expect, it } from 'vitest';
import { formatDateTimeFr } from '../../../src/shared/dates';

describe('dates shown and printed (dd/MM/yyyy HH:mm, Paris)', () => {
  it('follows Paris time in winter and summer, on a 24-hour clock', () => {
    expect(formatDateTimeFr('2026-11-22T09:05:00Z')).toBe('22/11/2026 10:05');
    expect(formatDateTimeFr(new Date('2026-07-01T22:30:00Z'))).toBe('02/07/2026 00:30');
  });

  it('takes another time zone when told', () => {
    expect(formatDateTimeFr('2026-11-22T09:05:00Z', 'UTC')).toBe('22/11/2026 09:05');
  });

  it('returns an unreadable date as given', () => {
    expect(formatDateTimeFr('hier')).toBe('hier');
  });
});
