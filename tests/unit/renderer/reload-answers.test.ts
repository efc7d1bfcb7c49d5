// What the back office answers to the reload and OD screens is checked before use: a malformed card or
// period fails with the SPEC's text, a malformed product, line, stop or route is left out.
import { describe, expect, it, vi } from 'vitest';
import { runSaga } from 'redux-saga';
import * as reloadApi from '../../../src/renderer/src/api/reload';
import {
  cardHolderOf,
  itinerariesOf,
  linesOf,
  sellableProductsOf,
  stopsOf,
  validityPeriodOf,
} from '../../../src/renderer/src/api/reloadAnswers';
import { emptyCardForm } from '../../../src/renderer/src/features/rechargement/cardLookupRules';
import { lookUpCard } from '../../../src/renderer/src/features/rechargement/rechargementSaga';
import {
  lookupRequested,
  rechargementSlice,
} from '../../../src/renderer/src/features/rechargement/rechargementSlice';
import { aboMois, card1, card6, itineraries, lines, reloadProducts, stops } from './reload-fixtures';

vi.mock('../../../src/renderer/src/api/reload');
vi.mock('../../../src/renderer/src/api/cart');
vi.mock('../../../src/renderer/src/app/navigation', () => ({ navigate: vi.fn() }));

describe('the card', () => {
  it('keeps a well-formed card as it is', () => {
    expect(cardHolderOf(card1)).toEqual(card1);
    expect(cardHolderOf(card6)).toEqual(card6);
  });

  it.each([
    ['not an object', 'VALIDE'],
    ['a list', [card1]],
    ['a number as its number', { ...card1, numero: 100000000001 }],
    ['no state', { ...card1, etat: undefined }],
    ['a name of 201 characters', { ...card1, numeroAffiche: 'x'.repeat(201) }],
  ])('is no card when it is %s', (_case, answer) => {
    expect(cardHolderOf(answer)).toBeNull();
  });

  it('leaves out contracts that are not contracts, and reads a missing list as none', () => {
    const broken = { ...card1.contrats[0], ddv: '01/11/2026' };
    const answer = { ...card1, contrats: [broken, card1.contrats[1], 'titre', null] };
    expect(cardHolderOf(answer)!.contrats).toEqual([card1.contrats[1]]);
    expect(cardHolderOf({ ...card1, contrats: undefined })!.contrats).toEqual([]);
  });

  it('takes only the fields it knows (nothing else reaches the store)', () => {
    const answer = { ...card1, extra: '<script>', client: { dateNaissance: 'hier', token: 'x' } };
    const card = cardHolderOf(answer)!;
    expect(Object.keys(card).sort()).toEqual(['client', 'contrats', 'etat', 'numero', 'numeroAffiche']);
    expect(card.client).toEqual({ dateNaissance: null });
  });
});

describe('the products', () => {
  it('keeps the well-formed ones, without any client state the answer may carry', () => {
    const answer = [{ ...aboMois, locked: true, quantity: 3 }, ...reloadProducts.slice(1)];
    expect(sellableProductsOf(answer)).toEqual(reloadProducts);
  });

  it.each([
    ['a price that is not a number', { price: '45' }],
    ['an infinite price', { price: Infinity }],
    ['a start that is not a day', { ddv: '2026-11-1' }],
    ['an unknown period type', { typePeriode: 'W' }],
    ['a negative id', { id: -1 }],
    ['a label of 201 characters', { label: 'é'.repeat(201) }],
    ['a negative recalculated price', { prixDdv: -1 }],
  ])('leaves out %s', (_case, change) => {
    expect(sellableProductsOf([{ ...aboMois, ...change }, reloadProducts[1]])).toEqual([reloadProducts[1]]);
  });

  it('reads anything but a list as no product, and keeps at most 500', () => {
    expect(sellableProductsOf({ produits: reloadProducts })).toEqual([]);
    expect(sellableProductsOf(Array(600).fill(aboMois))).toHaveLength(500);
  });
});

describe('the recalculated period', () => {
  it('is a start, an end and a price', () => {
    expect(validityPeriodOf({ ddv: '2026-12-01', dfv: '2026-12-31', prixDdv: 45, x: 1 })).toEqual({
      ddv: '2026-12-01',
      dfv: '2026-12-31',
      prixDdv: 45,
    });
  });

  it.each([
    [{ ddv: '2026-12-31', dfv: '2026-12-01', prixDdv: 45 }],
    [{ ddv: '2026-12-01', dfv: '2026-12-31', prixDdv: Number.NaN }],
    [{ ddv: '2026-12-01', dfv: '2026-12-31' }],
    [''],
  ])('is no period for %o', (answer) => {
    expect(validityPeriodOf(answer)).toBeNull();
  });
});

describe('the topology', () => {
  it('keeps well-formed lines, stops and routes, and leaves out the rest', () => {
    expect(linesOf([...lines, { code: 'L9' }, 'L8'])).toEqual(lines);
    expect(stopsOf([...stops, { code: 'X', libelle: 42 }])).toEqual(stops);
    const route = {
      codeLigne: 'L9',
      arrets: [
        { codeArret: 'A', ordre: 1 },
        { codeArret: 'B', ordre: '2' },
      ],
    };
    expect(itinerariesOf([...itineraries, route, { arrets: [] }])).toEqual([
      ...itineraries,
      { codeLigne: 'L9', arrets: [{ codeArret: 'A', ordre: 1 }] },
    ]);
    expect(linesOf(null)).toEqual([]);
  });
});

describe('the lookup saga', () => {
  async function lookUp(answer: unknown) {
    vi.mocked(reloadApi.getCardHolder).mockResolvedValue(answer as never);
    const dispatched: { type: string; payload?: unknown }[] = [];
    const state = {
      rechargement: {
        ...rechargementSlice.getInitialState(),
        form: { ...emptyCardForm, cardNumber: '100000000001' },
      },
    };
    await runSaga(
      { dispatch: (a: { type: string }) => dispatched.push(a), getState: () => state },
      lookUpCard,
      lookupRequested('articles'),
    ).toPromise();
    return dispatched;
  }

  it.each([
    ['an answer that is not a card', { numero: '100000000001' }],
    ['another card than the one asked for', { ...card1, numero: '100000000002' }],
  ])('fails with the generic text on %s', async (_case, answer) => {
    const dispatched = await lookUp(answer);
    expect(dispatched.map((a) => a.type)).toEqual([
      'rechargement/lookupStarted',
      'rechargement/lookupFailed',
    ]);
    expect(dispatched[1]!.payload).toBe('Une erreur est survenue, veuillez réessayer.');
  });
});
