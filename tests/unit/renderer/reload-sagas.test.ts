// The card reload's sagas branch by branch (SPEC §4 "Card reload", §7, §8): the lookup and its errors, the
// reload cart emptied for another card only, the card's products, the validity period, the cart.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runSaga, type Saga } from 'redux-saga';
import type { SellableProduct } from '@shared/reload';
import * as reloadApi from '../../../src/renderer/src/api/reload';
import * as cartApi from '../../../src/renderer/src/api/cart';
import * as navigation from '../../../src/renderer/src/app/navigation';
import { sessionStore, STORAGE_KEYS } from '../../../src/renderer/src/platform/storage';
import {
  emptyCardForm,
  type CardForm,
} from '../../../src/renderer/src/features/rechargement/cardLookupRules';
import {
  addToCart,
  buyOne,
  loadYears,
  lookUpCard,
  openArticles,
} from '../../../src/renderer/src/features/rechargement/rechargementSaga';
import {
  lookupRequested,
  rechargementSlice,
  reloadBuyOneRequested,
  type RechargementState,
} from '../../../src/renderer/src/features/rechargement/rechargementSlice';
import {
  loadProducts,
  recalculateValidity,
} from '../../../src/renderer/src/features/rechargement/products/productChoiceSaga';
import {
  productChoiceSlice,
  productsCleared,
  productsRequested,
  startsAllHeld,
  validityRequested,
  type ProductChoiceState,
} from '../../../src/renderer/src/features/rechargement/products/productChoiceSlice';
import { httpError } from './http-error';
import { aboMois, card1, card6, carnet, deleted, reloadProducts, years } from './reload-fixtures';

import { appSlice } from '../../../src/renderer/src/app/appSlice';
import type { Platform } from '../../../src/renderer/src/platform/bridge';

vi.mock('../../../src/renderer/src/api/reload');
vi.mock('../../../src/renderer/src/api/cart');
vi.mock('../../../src/renderer/src/app/navigation', () => ({ navigate: vi.fn() }));

interface State {
  rechargement?: Partial<RechargementState>;
  productChoice?: Partial<ProductChoiceState>;
  platform?: Platform;
}

type Action = { type: string; payload?: unknown };

async function run<A extends unknown[]>(saga: Saga<A>, state: State, ...args: A) {
  const dispatched: Action[] = [];
  const full = {
    rechargement: { ...rechargementSlice.getInitialState(), ...state.rechargement },
    productChoice: { ...productChoiceSlice.getInitialState(), ...state.productChoice },
    app: { ...appSlice.getInitialState(), platform: state.platform ?? 'web' },
  };
  await runSaga(
    { dispatch: (a: Action) => dispatched.push(a), getState: () => full },
    saga,
    ...args,
  ).toPromise();
  return dispatched;
}

const types = (dispatched: Action[]) => dispatched.map((a) => a.type);
const payloadOf = (dispatched: Action[], type: string) => dispatched.find((a) => a.type === type)?.payload;

const form = (fields: Partial<CardForm> = {}): CardForm => ({
  ...emptyCardForm,
  cardNumber: '100000000001',
  ...fields,
});

beforeEach(() => {
  vi.clearAllMocks();
  sessionStore.remove(STORAGE_KEYS.reloadCard);
  vi.mocked(reloadApi.getCardHolder).mockResolvedValue(card1);
  vi.mocked(cartApi.emptyCart).mockResolvedValue();
});

describe('card lookup', () => {
  it('finds the card with the birth date, empties the reload cart for a new card, then shows its contents', async () => {
    const dispatched = await run(
      lookUpCard,
      { rechargement: { form: form({ day: '14', month: '5', year: '1990' }) } },
      lookupRequested('articles'),
    );
    expect(reloadApi.getCardHolder).toHaveBeenCalledWith('100000000001', '1990-05-14');
    expect(cartApi.emptyCart).toHaveBeenCalledWith({
      isVpc: false,
      isReservation: false,
      isTicketOD: false,
      isRechargementOD: false,
    });
    expect(sessionStore.get(STORAGE_KEYS.reloadCard)).toBe('100000000001');
    expect(types(dispatched)).toEqual(['rechargement/lookupStarted', 'rechargement/cardFound']);
    expect(payloadOf(dispatched, 'rechargement/cardFound')).toEqual({ card: card1, birthDate: '1990-05-14' });
    expect(navigation.navigate).toHaveBeenCalledWith('/rechargement/articles');
  });

  it('keeps the reload cart for the card of the previous lookup', async () => {
    sessionStore.set(STORAGE_KEYS.reloadCard, '100000000001');
    await run(lookUpCard, { rechargement: { form: form() } }, lookupRequested('articles'));
    expect(reloadApi.getCardHolder).toHaveBeenCalledWith('100000000001', null);
    expect(cartApi.emptyCart).not.toHaveBeenCalled();
    expect(navigation.navigate).toHaveBeenCalledWith('/rechargement/articles');
  });

  it('empties it when the card differs from the previous one, and leads an OD top-up to its journey', async () => {
    sessionStore.set(STORAGE_KEYS.reloadCard, '100000000002');
    vi.mocked(reloadApi.getCardHolder).mockResolvedValue(card6);
    await run(
      lookUpCard,
      { rechargement: { form: form({ cardNumber: '100000000006' }) } },
      lookupRequested('od'),
    );
    expect(cartApi.emptyCart).toHaveBeenCalledTimes(1);
    expect(sessionStore.get(STORAGE_KEYS.reloadCard)).toBe('100000000006');
    expect(navigation.navigate).toHaveBeenCalledWith('/selection-od?carte=true');
  });

  it('sends nothing for an incomplete birth date', async () => {
    await run(
      lookUpCard,
      { rechargement: { form: form({ day: '14', year: '1990' }) } },
      lookupRequested('articles'),
    );
    expect(reloadApi.getCardHolder).toHaveBeenCalledWith('100000000001', null);
  });

  it('sends no birth date for a day that does not exist (issue 26 §4)', async () => {
    await run(
      lookUpCard,
      { rechargement: { form: form({ day: '31', month: '2', year: '1990' }) } },
      lookupRequested('articles'),
    );
    expect(reloadApi.getCardHolder).toHaveBeenCalledWith('100000000001', null);
  });

  it('calls nothing while the form is wrong', async () => {
    for (const wrong of [form({ cardNumber: '' }), form({ cardNumber: '12a' })]) {
      const dispatched = await run(
        lookUpCard,
        { rechargement: { form: wrong } },
        lookupRequested('articles'),
      );
      expect(dispatched).toEqual([]);
    }
    expect(reloadApi.getCardHolder).not.toHaveBeenCalled();
  });

  it('says the card does not exist on a 404', async () => {
    vi.mocked(reloadApi.getCardHolder).mockRejectedValue(httpError(404, { messageError: 'Introuvable' }));
    const dispatched = await run(lookUpCard, { rechargement: { form: form() } }, lookupRequested('articles'));
    expect(payloadOf(dispatched, 'rechargement/lookupFailed')).toBe(
      'La carte n’existe pas ou la date de naissance saisie ne correspond pas à celle du propriétaire.',
    );
    expect(cartApi.emptyCart).not.toHaveBeenCalled();
    expect(navigation.navigate).not.toHaveBeenCalled();
    expect(sessionStore.get(STORAGE_KEYS.reloadCard)).toBeNull();
  });

  it('shows the server’s message on another error, else the generic one', async () => {
    vi.mocked(reloadApi.getCardHolder).mockRejectedValueOnce(
      httpError(400, { messageError: 'Le numéro de carte doit contenir de 1 à 12 chiffres.' }),
    );
    let dispatched = await run(lookUpCard, { rechargement: { form: form() } }, lookupRequested('articles'));
    expect(payloadOf(dispatched, 'rechargement/lookupFailed')).toBe(
      'Le numéro de carte doit contenir de 1 à 12 chiffres.',
    );
    vi.mocked(reloadApi.getCardHolder).mockRejectedValueOnce(httpError(503));
    dispatched = await run(lookUpCard, { rechargement: { form: form() } }, lookupRequested('articles'));
    expect(payloadOf(dispatched, 'rechargement/lookupFailed')).toBe(
      'Une erreur est survenue, veuillez réessayer.',
    );
  });

  it('says when to try again on a 429, the wait read from Retry-After (issue 23)', async () => {
    vi.mocked(reloadApi.getCardHolder).mockRejectedValue(
      httpError(
        429,
        { messageError: 'Trop de tentatives infructueuses. Veuillez réessayer dans 8 secondes.' },
        { 'retry-after': '8' },
      ),
    );
    const dispatched = await run(lookUpCard, { rechargement: { form: form() } }, lookupRequested('od'));
    expect(payloadOf(dispatched, 'rechargement/lookupFailed')).toBe(
      'Trop de tentatives. Veuillez réessayer dans 8 secondes.',
    );
    expect(cartApi.emptyCart).not.toHaveBeenCalled();
    expect(navigation.navigate).not.toHaveBeenCalled();
  });

  it('stops when the reload cart cannot be emptied, to try again', async () => {
    vi.mocked(cartApi.emptyCart).mockRejectedValue(httpError(500));
    const dispatched = await run(lookUpCard, { rechargement: { form: form() } }, lookupRequested('articles'));
    expect(payloadOf(dispatched, 'rechargement/lookupFailed')).toBe(
      'Une erreur est survenue, veuillez réessayer.',
    );
    expect(sessionStore.get(STORAGE_KEYS.reloadCard)).toBeNull();
    expect(navigation.navigate).not.toHaveBeenCalled();
  });
});

describe('birth years', () => {
  it('come from the server once', async () => {
    vi.mocked(reloadApi.getBirthYears).mockResolvedValue(years);
    expect(payloadOf(await run(loadYears, {}), 'rechargement/yearsLoaded')).toEqual(years);
    expect(await run(loadYears, { rechargement: { years } })).toEqual([]);
    expect(reloadApi.getBirthYears).toHaveBeenCalledTimes(1);
  });

  it('are computed here when the server cannot give them', async () => {
    vi.mocked(reloadApi.getBirthYears).mockRejectedValue(httpError(500));
    const list = payloadOf(await run(loadYears, {}), 'rechargement/yearsLoaded') as number[];
    expect(list).toHaveLength(111);
    expect(list[0]).toBe(new Date().getFullYear());
  });
});

describe('card contents', () => {
  it('asks for the products of a valid card, with the birth date it was found with', async () => {
    const dispatched = await run(openArticles, { rechargement: { card: card1, birthDate: '1990-05-14' } });
    expect(dispatched).toEqual([
      productsRequested({
        query: { numSupport: '100000000001', dateNaissance: '1990-05-14' },
        oneAtATime: true,
        kind: 'reload',
        // What the card holds: a month it holds is not offered first.
        held: card1.contrats,
      }),
    ]);
  });

  it('loads the topology for a card with an origin-destination title', async () => {
    const dispatched = await run(openArticles, { rechargement: { card: card6 } });
    expect(types(dispatched)).toEqual(['topology/requested', 'productChoice/productsRequested']);
    expect((dispatched[1]!.payload as { query: object }).query).toEqual({ numSupport: '100000000006' });
  });

  it('offers nothing on a deleted or blacklisted card', async () => {
    expect(await run(openArticles, { rechargement: { card: deleted } })).toEqual([productsCleared()]);
  });
});

describe('products', () => {
  const request = (kind: 'reload' | 'od') =>
    productsRequested({ query: { numSupport: '100000000001' }, oneAtATime: true, kind });

  it('loads the list (an empty one too)', async () => {
    vi.mocked(reloadApi.getSellableProducts).mockResolvedValue(reloadProducts);
    let dispatched = await run(loadProducts, {}, request('reload'));
    expect(reloadApi.getSellableProducts).toHaveBeenCalledWith({ numSupport: '100000000001' });
    expect(dispatched).toEqual([{ type: 'productChoice/productsLoaded', payload: reloadProducts }]);
    vi.mocked(reloadApi.getSellableProducts).mockResolvedValue([]);
    dispatched = await run(loadProducts, {}, request('reload'));
    expect(dispatched).toEqual([{ type: 'productChoice/productsLoaded', payload: [] }]);
  });

  it('offers first the month the card does not hold, asked quietly; none when it holds them all', async () => {
    vi.mocked(reloadApi.getSellableProducts).mockResolvedValue(reloadProducts);
    // Card 1 holds 'Abonnement mensuel Ligéo' for November 2026, the month offered.
    const held = { ...request('reload'), payload: { ...request('reload').payload, held: card1.contrats } };
    expect(await run(loadProducts, {}, held)).toEqual([
      { type: 'productChoice/productsLoaded', payload: reloadProducts },
      validityRequested({ productId: 101, ddv: '2026-12-01', quiet: true }),
    ]);
    const month = (ddv: string, dfv: string) => ({ ...card1.contrats[0]!, ddv, dfv });
    const allHeld = {
      ...held,
      payload: {
        ...held.payload,
        held: [...card1.contrats, month('2026-12-01', '2026-12-31'), month('2027-01-01', '2027-01-31')],
      },
    };
    expect((await run(loadProducts, {}, allHeld)).slice(1)).toEqual([startsAllHeld(101)]);
  });

  it('shows the server’s reason on the card’s page, the generic text otherwise', async () => {
    vi.mocked(reloadApi.getSellableProducts).mockRejectedValue(
      httpError(400, { messageError: 'Carte supprimée.' }),
    );
    expect(await run(loadProducts, {}, request('reload'))).toEqual([
      { type: 'productChoice/productsFailed', payload: 'Carte supprimée.' },
    ]);
    expect(await run(loadProducts, {}, request('od'))).toEqual([
      { type: 'productChoice/productsFailed', payload: 'Une erreur est survenue, veuillez réessayer.' },
    ]);
    vi.mocked(reloadApi.getSellableProducts).mockRejectedValue(httpError(500));
    expect(await run(loadProducts, {}, request('reload'))).toEqual([
      { type: 'productChoice/productsFailed', payload: 'Une erreur est survenue, veuillez réessayer.' },
    ]);
  });

  it('a throttled card (429) says when to try again, on the card’s page and the journey’s', async () => {
    vi.mocked(reloadApi.getSellableProducts).mockRejectedValue(
      httpError(429, { messageError: 'Trop de tentatives infructueuses.' }, { 'retry-after': '300' }),
    );
    const text = 'Trop de tentatives. Veuillez réessayer dans 5 minutes.';
    expect(await run(loadProducts, {}, request('reload'))).toEqual([
      { type: 'productChoice/productsFailed', payload: text },
    ]);
    expect(await run(loadProducts, {}, request('od'))).toEqual([
      { type: 'productChoice/productsFailed', payload: text },
    ]);
  });

  it('does nothing when the list is cleared', async () => {
    expect(await run(loadProducts, {}, productsCleared())).toEqual([]);
    expect(reloadApi.getSellableProducts).not.toHaveBeenCalled();
  });
});

describe('validity period', () => {
  it('is recalculated for the chosen start and says so', async () => {
    vi.mocked(reloadApi.getValidityPeriod).mockResolvedValue({
      ddv: '2026-12-01',
      dfv: '2026-12-31',
      prixDdv: 45,
    });
    const dispatched = await run(
      recalculateValidity,
      { productChoice: { query: { numSupport: '100000000001' } } },
      validityRequested({ productId: 101, ddv: '2026-12-01' }),
    );
    expect(reloadApi.getValidityPeriod).toHaveBeenCalledWith(101, { ddv: '2026-12-01' });
    expect(dispatched).toEqual([
      {
        type: 'productChoice/validityUpdated',
        payload: {
          productId: 101,
          requested: '2026-12-01',
          period: { ddv: '2026-12-01', dfv: '2026-12-31', prixDdv: 45 },
          message: 'La période de validité a été mise à jour.',
        },
      },
    ]);
  });

  it('sends the journey of an origin-destination product', async () => {
    vi.mocked(reloadApi.getValidityPeriod).mockResolvedValue({
      ddv: '2026-11-30',
      dfv: '2026-12-06',
      prixDdv: 16,
    });
    await run(
      recalculateValidity,
      { productChoice: { query: { ligne: 'L2', origine: 'BLO-GARE', destination: 'CHV-CHAT' } } },
      validityRequested({ productId: 212, ddv: '2026-11-30' }),
    );
    expect(reloadApi.getValidityPeriod).toHaveBeenCalledWith(212, {
      ddv: '2026-11-30',
      ligne: 'L2',
      origine: 'BLO-GARE',
      destination: 'CHV-CHAT',
    });
  });

  it('fails with its message, and the date goes back', async () => {
    vi.mocked(reloadApi.getValidityPeriod).mockRejectedValue(
      httpError(400, { messageError: 'Hors période' }),
    );
    const dispatched = await run(
      recalculateValidity,
      {},
      validityRequested({ productId: 101, ddv: '2027-02-01' }),
    );
    expect(dispatched).toEqual([
      {
        type: 'productChoice/validityFailed',
        payload: {
          productId: 101,
          requested: '2027-02-01',
          message: 'Erreur lors du calcul de la période de validité.',
        },
      },
    ]);
  });
});

describe('reload into the cart', () => {
  const chosen: SellableProduct[] = [
    { ...aboMois, ddv: '2026-12-01', quantity: 0, locked: true },
    { ...carnet, quantity: 3, locked: false },
  ];

  it('sends the chosen title for the card with its start of validity, then shows the reload cart', async () => {
    vi.mocked(reloadApi.addReloadArticle).mockResolvedValue();
    const dispatched = await run(addToCart, {
      rechargement: { card: card1 },
      productChoice: { products: chosen },
    });
    expect(reloadApi.addReloadArticle).toHaveBeenCalledTimes(1);
    expect(reloadApi.addReloadArticle).toHaveBeenCalledWith({
      idProduit: 106,
      quantite: 3,
      numSupport: '100000000001',
      ddv: '2026-11-25',
    });
    expect(types(dispatched)).toEqual([
      'rechargement/addStarted',
      'rechargement/addSucceeded',
      'cart/typeChosen',
    ]);
    expect(payloadOf(dispatched, 'cart/typeChosen')).toBe('rechargement');
    expect(navigation.navigate).toHaveBeenCalledWith('/cart');
  });

  it('on a kiosk, goes from the added title straight to its payment screen (no cart page, SPEC §1)', async () => {
    vi.mocked(reloadApi.addReloadArticle).mockResolvedValue();
    await run(addToCart, {
      rechargement: { card: card1 },
      productChoice: { products: chosen },
      platform: 'kiosk',
    });
    expect(navigation.navigate).toHaveBeenCalledWith('/payment');
    expect(navigation.navigate).not.toHaveBeenCalledWith('/cart');
  });

  it('shows the server’s refusal and stays', async () => {
    vi.mocked(reloadApi.addReloadArticle).mockRejectedValue(
      httpError(400, { messageError: 'Votre panier contient déjà des titres pour une autre carte.' }),
    );
    const dispatched = await run(addToCart, {
      rechargement: { card: card1 },
      productChoice: { products: chosen },
    });
    expect(payloadOf(dispatched, 'rechargement/addFailed')).toBe(
      'Votre panier contient déjà des titres pour une autre carte.',
    );
    expect(navigation.navigate).not.toHaveBeenCalled();
  });

  it('sends nothing when no title is chosen', async () => {
    const none = chosen.map((p) => ({ ...p, quantity: 0 }));
    expect(
      await run(addToCart, { rechargement: { card: card1 }, productChoice: { products: none } }),
    ).toEqual([]);
    expect(reloadApi.addReloadArticle).not.toHaveBeenCalled();
  });
});

describe("the kiosk's 'Acheter' on a title card (issue 24 item 2)", () => {
  const offered: SellableProduct[] = [
    { ...aboMois, ddv: '2026-12-01', quantity: 0, locked: false },
    { ...carnet, quantity: 2, locked: false },
  ];

  it('loads one of that title, none of the others, at the start the card shows, then the reload cart', async () => {
    vi.mocked(reloadApi.addReloadArticle).mockResolvedValue();
    const dispatched = await run(
      buyOne,
      { rechargement: { card: card1 }, productChoice: { products: offered } },
      reloadBuyOneRequested(aboMois.id),
    );
    expect(vi.mocked(reloadApi.addReloadArticle).mock.calls).toEqual([
      [{ idProduit: 101, quantite: 1, numSupport: '100000000001', ddv: '2026-12-01' }],
    ]);
    expect(types(dispatched)).toEqual([
      'rechargement/addStarted',
      'rechargement/addSucceeded',
      'cart/typeChosen',
    ]);
    expect(navigation.navigate).toHaveBeenCalledWith('/cart');
  });

  it('sends nothing for a title no longer offered, nor while its chosen start is being recalculated', async () => {
    const state = { rechargement: { card: card1 }, productChoice: { products: offered } };
    expect(await run(buyOne, state, reloadBuyOneRequested(999))).toEqual([]);
    const pending = { ...state, productChoice: { products: offered, pendingDdv: { 101: '2027-01-01' } } };
    expect(await run(buyOne, pending, reloadBuyOneRequested(101))).toEqual([]);
    expect(reloadApi.addReloadArticle).not.toHaveBeenCalled();
    expect(navigation.navigate).not.toHaveBeenCalled();
  });
});
