// The card cart rules of lines.ts and the OD labels' check of od-cart.ts, without the routes: which lines
// are the same title (product and trip), when a second one is refused or merged, and which labels pass.
import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../../src/shared/shop';
import { ALREADY_IN_CART, addCardLine, OTHER_CARD } from '../../../src/server/reload/lines';
import { checkLabels } from '../../../src/server/reload/od-cart';

const CARD = '000000000042';

const line = (more: Partial<CartLine> = {}): Omit<CartLine, 'id'> => ({
  label: 'Pass journée origine-destination',
  quantity: 1,
  totalPrice: 8,
  montantTva: 0.73,
  ddv: '2026-11-25',
  dfv: '2026-11-25',
  numSupport: CARD,
  codeProduit: 'OD-JOUR',
  codeLigne: 'L2',
  codeOrigine: 'BLO-GARE',
  codeDestination: 'CHV-CHAT',
  ...more,
});

const cartOf = (...lines: Omit<CartLine, 'id'>[]) => {
  const cart = new Map<number, CartLine>();
  lines.forEach((l, i) => addCardLine(cart, i + 1, l, 10));
  return cart;
};

describe('addCardLine', () => {
  it.each([
    ['another line', { codeLigne: 'L3' }],
    ['another origin', { codeOrigine: 'ROM-GARE' }],
    ['another destination', { codeDestination: 'ROM-GARE' }],
    ['another title', { codeProduit: 'OD-UNITAIRE' }],
  ])('keeps the same title on %s in a line of its own', (_name, more) => {
    const cart = cartOf(line(), line(more));
    expect([...cart.keys()]).toEqual([1, 2]);
    expect(cart.get(2)).toEqual({ id: 2, ...line(more) });
  });

  it('adds the same title and trip to its line, quantity and total, up to the limit', () => {
    const cart = cartOf(line({ quantity: 3, totalPrice: 24 }), line({ quantity: 7, totalPrice: 56 }));
    expect([...cart.values()]).toEqual([{ id: 1, ...line({ quantity: 10, totalPrice: 80 }) }]);
    expect(() => addCardLine(cart, 3, line(), 10)).toThrow(
      'Ce titre est limité à 10 par panier ; votre panier en contient déjà 10.',
    );
  });

  it('refuses the same title and trip started another day, or a title sold by one', () => {
    const cart = cartOf(line());
    expect(() => addCardLine(cart, 2, line({ ddv: '2026-11-26', dfv: '2026-11-26' }), 10)).toThrow(
      ALREADY_IN_CART,
    );
    expect(() => addCardLine(cart, 2, line(), 1)).toThrow(ALREADY_IN_CART);
    expect([...cart.values()]).toEqual([{ id: 1, ...line() }]);
  });

  it('refuses a title for another card', () => {
    const cart = cartOf(line());
    expect(() => addCardLine(cart, 2, line({ numSupport: '000000000043' }), 10)).toThrow(OTHER_CARD);
  });
});

describe('checkLabels', () => {
  it('lets missing or null labels and texts of up to 200 characters through', () => {
    expect(() => checkLabels({})).not.toThrow();
    expect(() =>
      checkLabels({ libelleOrigine: null, libelleDestination: undefined, libelleLigne: 'x'.repeat(200) }),
    ).not.toThrow();
  });

  it.each(['libelleOrigine', 'libelleDestination', 'libelleLigne'])('checks %s', (name) => {
    expect(() => checkLabels({ [name]: 3 })).toThrow(`Le champ « ${name} » doit être un texte.`);
    expect(() => checkLabels({ [name]: 'x'.repeat(201) })).toThrow(
      `Le champ « ${name} » compte au plus 200 caractères.`,
    );
  });
});
