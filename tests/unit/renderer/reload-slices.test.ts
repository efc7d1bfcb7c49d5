// The product chooser's and the reload's state (SPEC §4 "Card reload"): quantities and the lock, the start of
// validity while it is recalculated, its update and its revert; the lookup's state.
import { describe, expect, it } from 'vitest';
import type { SellableProduct } from '@shared/reload';
import {
  productChoiceSlice,
  productsCleared,
  productsFailed,
  productsLoaded,
  productsRequested,
  quantityChosen,
  shownDdv,
  validityFailed,
  validityRequested,
  validityUpdated,
  type ProductChoiceState,
} from '../../../src/renderer/src/features/rechargement/products/productChoiceSlice';
import {
  cardFound,
  formChanged,
  lookupFailed,
  lookupRequested,
  lookupStarted,
  rechargementSlice,
} from '../../../src/renderer/src/features/rechargement/rechargementSlice';
import { aboMois, card1, carnet, duplicata, passJour } from './reload-fixtures';

const reduce = productChoiceSlice.reducer;

function loaded(products: SellableProduct[], oneAtATime = true): ProductChoiceState {
  const requested = reduce(
    undefined,
    productsRequested({ query: { numSupport: '100000000001' }, oneAtATime, kind: 'reload' }),
  );
  return reduce(requested, productsLoaded(products));
}

const quantities = (state: ProductChoiceState) => state.products.map((p) => [p.id, p.quantity, p.locked]);

describe('product choice', () => {
  it('loads the products priced above 0, remembers what they are for, and clears', () => {
    const state = loaded([aboMois, duplicata, carnet]);
    expect(state.status).toBe('loaded');
    expect(state.query).toEqual({ numSupport: '100000000001' });
    expect(quantities(state)).toEqual([
      [101, 0, false],
      [106, 0, false],
    ]);
    expect(reduce(state, productsCleared())).toEqual(productChoiceSlice.getInitialState());
    expect(reduce(state, productsFailed('Carte supprimée.'))).toMatchObject({
      status: 'failed',
      error: 'Carte supprimée.',
    });
  });

  it('locks the other products while one has a quantity, and unlocks them at 0', () => {
    let state = loaded([aboMois, carnet, passJour]);
    state = reduce(state, quantityChosen({ productId: 106, quantity: 3 }));
    expect(quantities(state)).toEqual([
      [101, 0, true],
      [106, 3, false],
      [107, 0, true],
    ]);
    // A locked product keeps its 0.
    state = reduce(state, quantityChosen({ productId: 107, quantity: 2 }));
    expect(state.products[2]!.quantity).toBe(0);
    state = reduce(state, quantityChosen({ productId: 106, quantity: 0 }));
    expect(quantities(state)).toEqual([
      [101, 0, false],
      [106, 0, false],
      [107, 0, false],
    ]);
  });

  it('keeps several products chosen together when the screen allows it', () => {
    let state = loaded([aboMois, carnet], false);
    state = reduce(state, quantityChosen({ productId: 101, quantity: 1 }));
    state = reduce(state, quantityChosen({ productId: 106, quantity: 12 }));
    expect(quantities(state)).toEqual([
      [101, 1, false],
      [106, 10, false],
    ]);
  });

  it('shows the chosen start while it is recalculated, then the back office’s period', () => {
    let state = loaded([aboMois]);
    state = reduce(state, validityRequested({ productId: 101, ddv: '2026-12-01' }));
    expect(shownDdv(state, state.products[0]!)).toBe('2026-12-01');
    expect(state.products[0]!.ddv).toBe('2026-11-01');
    state = reduce(
      state,
      validityUpdated({
        productId: 101,
        requested: '2026-12-01',
        period: { ddv: '2026-12-01', dfv: '2026-12-31', prixDdv: 45 },
        message: 'La période de validité a été mise à jour.',
      }),
    );
    expect(state.products[0]).toMatchObject({ ddv: '2026-12-01', dfv: '2026-12-31', prixDdv: 45 });
    expect(state.pendingDdv).toEqual({});
    expect(state.validityMessage).toEqual({
      productId: 101,
      tone: 'success',
      text: 'La période de validité a été mise à jour.',
    });
  });

  it('goes back to the confirmed start when the recalculation fails', () => {
    let state = loaded([aboMois]);
    state = reduce(state, validityRequested({ productId: 101, ddv: '2027-01-01' }));
    state = reduce(
      state,
      validityFailed({
        productId: 101,
        requested: '2027-01-01',
        message: 'Erreur lors du calcul de la période de validité.',
      }),
    );
    expect(shownDdv(state, state.products[0]!)).toBe('2026-11-01');
    expect(state.products[0]).toMatchObject({ ddv: '2026-11-01', dfv: '2026-11-30', prixDdv: null });
    expect(state.validityMessage?.tone).toBe('error');
  });

  it('ignores the answer for a start the customer has changed since', () => {
    let state = loaded([aboMois]);
    state = reduce(state, validityRequested({ productId: 101, ddv: '2026-12-01' }));
    state = reduce(state, validityRequested({ productId: 101, ddv: '2027-01-01' }));
    const stale = reduce(
      state,
      validityUpdated({
        productId: 101,
        requested: '2026-12-01',
        period: { ddv: '2026-12-01', dfv: '2026-12-31', prixDdv: 45 },
        message: 'ok',
      }),
    );
    expect(stale).toEqual(state);
    expect(reduce(state, validityFailed({ productId: 101, requested: '2026-12-01', message: 'ko' }))).toEqual(
      state,
    );
  });
});

describe('reload lookup state', () => {
  const reduceLookup = rechargementSlice.reducer;

  it('keeps the form, shows its errors once Valider is pressed, then holds the card found', () => {
    let state = reduceLookup(undefined, formChanged({ cardNumber: '100000000001' }));
    state = reduceLookup(state, formChanged({ day: '14', month: '5' }));
    expect(state.form).toEqual({ cardNumber: '100000000001', day: '14', month: '5', year: null });
    state = reduceLookup(state, lookupRequested('articles'));
    expect(state.attempted).toBe(true);
    state = reduceLookup(state, lookupStarted());
    expect(state.searching).toBe(true);
    const failed = reduceLookup(state, lookupFailed('Carte inconnue'));
    expect(failed).toMatchObject({ searching: false, error: 'Carte inconnue' });
    state = reduceLookup(failed, lookupRequested('articles'));
    expect(state.error).toBeNull();
    state = reduceLookup(state, cardFound({ card: card1, birthDate: null }));
    expect(state).toMatchObject({ card: card1, birthDate: null, searching: false, attempted: false });
  });
});
