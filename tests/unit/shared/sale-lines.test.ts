// A counter sale's lines for the till's report (sale-lines.ts): the order's lines and its shipping when
// they add up to the amount paid, each label and quantity kept in bounds; else one line for the order.
import { describe, expect, it } from 'vitest';
import { MAX_SALE_LINES } from '../../../src/shared/kiosk-bridge';
import { saleLinesOf } from '../../../src/shared/sale-lines';

const labels = { order: 'Commande', shipping: 'Frais de port' };
const whole = (totalCents: number) => [{ label: 'Commande', quantity: 1, amountCents: totalCents }];

describe('saleLinesOf', () => {
  it('gives the order’s lines and its shipping when they add up to the amount paid', () => {
    expect(
      saleLinesOf(
        [
          { label: '  Carte Ligéo  ', quantity: 2, totalPrice: 10 },
          { label: 'Pass journée', quantity: 1, totalPrice: 4.5 },
        ],
        3.2,
        1770,
        labels,
      ),
    ).toEqual([
      { label: 'Carte Ligéo', quantity: 2, amountCents: 1000 },
      { label: 'Pass journée', quantity: 1, amountCents: 450 },
      { label: 'Frais de port', quantity: 1, amountCents: 320 },
    ]);
  });

  it('adds no shipping line for free shipping', () => {
    expect(saleLinesOf([{ label: 'Billet', quantity: 1, totalPrice: 3.2 }], 0, 320, labels)).toEqual([
      { label: 'Billet', quantity: 1, amountCents: 320 },
    ]);
  });

  it('names a blank line after the order, cuts a label at 120 characters, keeps quantities in 1–999', () => {
    expect(
      saleLinesOf(
        [
          { label: '   ', quantity: 0, totalPrice: 1 },
          { label: 'x'.repeat(130), quantity: 2.7, totalPrice: 2 },
          { label: 'Lot', quantity: 5000, totalPrice: 3 },
        ],
        0,
        600,
        labels,
      ),
    ).toEqual([
      { label: 'Commande', quantity: 1, amountCents: 100 },
      { label: 'x'.repeat(120), quantity: 2, amountCents: 200 },
      { label: 'Lot', quantity: 999, amountCents: 300 },
    ]);
  });

  it('gives one line for the whole order when the lines do not add up to the amount paid', () => {
    expect(saleLinesOf([{ label: 'Billet', quantity: 1, totalPrice: 3.2 }], 0, 321, labels)).toEqual(
      whole(321),
    );
    expect(saleLinesOf([{ label: 'Billet', quantity: 1, totalPrice: 3.2 }], 1, 320, labels)).toEqual(
      whole(320),
    );
  });

  it('gives one line when a line is negative, even if the sum is right', () => {
    expect(
      saleLinesOf(
        [
          { label: 'Billet', quantity: 1, totalPrice: 5 },
          { label: 'Remise', quantity: 1, totalPrice: -1 },
        ],
        0,
        400,
        labels,
      ),
    ).toEqual(whole(400));
  });

  it('keeps a line of 0 €, and gives one line for an order without lines', () => {
    expect(saleLinesOf([{ label: 'Gratuit', quantity: 1, totalPrice: 0 }], 0, 0, labels)).toEqual([
      { label: 'Gratuit', quantity: 1, amountCents: 0 },
    ]);
    expect(saleLinesOf([], 0, 0, labels)).toEqual(whole(0));
  });

  it(`keeps up to ${MAX_SALE_LINES} lines, and gives one line past them`, () => {
    const line = { label: 'Billet', quantity: 1, totalPrice: 1 };
    expect(saleLinesOf(Array(MAX_SALE_LINES).fill(line), 0, 100 * MAX_SALE_LINES, labels)).toHaveLength(
      MAX_SALE_LINES,
    );
    expect(saleLinesOf(Array(MAX_SALE_LINES - 1).fill(line), 1, 100 * MAX_SALE_LINES, labels).at(-1)).toEqual(
      { label: 'Frais de port', quantity: 1, amountCents: 100 },
    );
    expect(saleLinesOf(Array(MAX_SALE_LINES + 1).fill(line), 0, 100 * (MAX_SALE_LINES + 1), labels)).toEqual(
      whole(100 * (MAX_SALE_LINES + 1)),
    );
  });
});
