import { describe, expect, it } from 'vitest';
import {
  allowsSeveral,
  isNotUsed,
  isPurchasableType,
  isShown,
  maxQuantity,
  validityPicker,
  type SellableProduct,
} from '../../../src/shared/reload';

const product = (over: Partial<SellableProduct> = {}): SellableProduct => ({
  id: 1,
  codeProduit: 'P',
  label: 'Produit',
  price: 10,
  typeTitre: 1,
  typeValidite: 3,
  typePeriode: 'M',
  nbPeriode: 1,
  ddv: '2026-11-01',
  ddvMin: '2026-11-01',
  ddvMax: '2027-01-01',
  dfv: '2026-11-30',
  ddvModifiable: true,
  prixDdv: null,
  ...over,
});

describe('reload rules (SPEC §5, §9)', () => {
  it('sells validity types 1 to 6 only', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 1.5, -1].filter(isPurchasableType)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('discards a product priced 0 or less', () => {
    expect(isShown({ price: 0 })).toBe(false);
    expect(isShown({ price: -2 })).toBe(false);
    expect(isShown({ price: 0.01 })).toBe(true);
  });

  it.each([
    [1, 'M', 3, true],
    [1, 'J', 1, true],
    [5, 'J', 1, true],
    [5, 'J', 2, false],
    [5, 'S', 1, false],
    [2, 'J', 1, false],
    [3, 'M', 1, false],
    [4, 'J', 1, false],
    [6, 'A', 1, false],
  ] as const)(
    'validity %i, period %s × %i: several allowed = %s',
    (typeValidite, typePeriode, nbPeriode, several) => {
      const p = product({ typeValidite, typePeriode, nbPeriode });
      expect(allowsSeveral(p)).toBe(several);
      expect(maxQuantity(p)).toBe(several ? 10 : 1);
    },
  );

  it('offers no quantity at all for a product that is not for sale', () => {
    expect(maxQuantity(product({ typeValidite: 7 }))).toBe(0);
    expect(maxQuantity(product({ typeValidite: 0, typePeriode: 'J' }))).toBe(0);
  });

  it.each([
    [{ typeValidite: 3, typePeriode: 'S' }, 'week'],
    [{ typeValidite: 3, typePeriode: 'M' }, 'month'],
    [{ typeValidite: 6, typePeriode: 'A' }, 'year'],
    [{ typeValidite: 4, typePeriode: 'M' }, 'date'],
    [{ typeValidite: 4, typePeriode: 'J' }, 'date'],
    [{ typeValidite: 1, typePeriode: 'J' }, 'none'],
    [{ typeValidite: 5, typePeriode: 'J' }, 'none'],
    [{ typeValidite: 7, typePeriode: 'M' }, 'none'],
    [{ ddvModifiable: false }, 'none'],
    [{ ddvMax: '2026-11-01' }, 'none'],
  ] as const)('%o picks its start with %s', (over, picker) => {
    expect(validityPicker(product(over))).toBe(picker);
  });

  it('reads an end in 2099 as not used yet', () => {
    expect(isNotUsed('2099-12-31')).toBe(true);
    expect(isNotUsed('2026-12-31')).toBe(false);
  });
});
