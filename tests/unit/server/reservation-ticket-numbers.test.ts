// Ticket numbers come from the system's cryptographic generator and are never issued twice: a draw that
// repeats a number already given (or a demo ticket's) is drawn again.
import type * as Crypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';

const draws: number[] = [];
vi.mock('node:crypto', async (original) => {
  const actual = await original<typeof Crypto>();
  return {
    ...actual,
    randomInt: (min: number, max: number) => (draws.length ? draws.shift()! : actual.randomInt(min, max)),
  };
});

const { TicketNumbers } = await import('../../../src/server/reservation/ticket-numbers');

afterEach(() => {
  draws.length = 0;
});

describe('TicketNumbers', () => {
  it('gives 16 digits from two draws of 8, the first not starting with 0', () => {
    draws.push(41_130_000, 7);
    expect(new TicketNumbers().next()).toBe('4113000000000007');
  });

  it('draws again when a number was already issued or reserved', () => {
    const numbers = new TicketNumbers();
    numbers.reserve('4113000000000001');
    draws.push(41_130_000, 1, 41_130_000, 2, 41_130_000, 2, 41_130_000, 3);
    expect(numbers.next()).toBe('4113000000000002');
    expect(numbers.next()).toBe('4113000000000003');
  });

  it('with the real generator: 10 000 numbers, all different, all of 16 digits', () => {
    const numbers = new TicketNumbers();
    const drawn = Array.from({ length: 10_000 }, () => numbers.next());
    expect(new Set(drawn).size).toBe(10_000);
    for (const n of drawn) expect(n).toMatch(/^[1-9]\d{15}$/);
  });
});
