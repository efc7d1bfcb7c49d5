// The product chooser's calls: the list for a card or a journey, and the validity period of a chosen
// start date (SPEC §7 "Card reload", §8: 'Erreur lors du calcul de la période de validité.' and the date
// reverts).
import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { SellableProduct, ValidityPeriod } from '@shared/reload';
import { serverMessage } from '../../../api/errors';
import { getSellableProducts, getValidityPeriod, type ValidityBody } from '../../../api/reload';
import { throttledText } from '../../../app/throttled';
import { enRechargement } from '../../../i18n/en/rechargement';
import { frRechargement } from '../../../i18n/fr/rechargement';
import { sellableProductsOf, validityPeriodOf } from '../../../api/reloadAnswers';
import { heldStartDefaults } from './heldStarts';
import { boughtOne } from './rules';
import {
  productsCleared,
  productsFailed,
  productsLoaded,
  productsRequested,
  selectProductChoice,
  startsAllHeld,
  validityFailed,
  validityRequested,
  validityUpdated,
  type ProductChoiceState,
} from './productChoiceSlice';
import { catalogOf } from '../../../i18n/language';

/** takeLatest over both: a list cleared (another line) drops the answer still awaited. */
export function* loadProducts(
  action: ReturnType<typeof productsRequested> | ReturnType<typeof productsCleared>,
) {
  const t = yield* catalogOf(frRechargement, enRechargement);
  if (!productsRequested.match(action)) return;
  const { query, kind, held } = action.payload;
  let products: SellableProduct[];
  try {
    products = sellableProductsOf(yield call(getSellableProducts, query));
  } catch (error) {
    // A throttled card says when to try again; otherwise the card's page shows the back office's reason,
    // the journey's page its own text (SPEC §8).
    const throttled: string | null = yield* throttledText(error);
    const message =
      throttled ?? (kind === 'reload' ? (serverMessage(error) ?? t.genericError) : t.genericError);
    yield put(productsFailed(message));
    return;
  }
  yield put(productsLoaded(products));
  // A start the card already holds is not offered first: the first one it does not hold is asked of the
  // back office (its dates and price), or none is chosen when it holds them all.
  for (const { productId, ddv } of heldStartDefaults(products, held ?? [], query))
    yield put(ddv ? validityRequested({ productId, ddv, quiet: true }) : startsAllHeld(productId));
}

export function* recalculateValidity({ payload }: ReturnType<typeof validityRequested>) {
  const t = yield* catalogOf(frRechargement, enRechargement);
  const { productId, ddv } = payload;
  const { query }: ProductChoiceState = yield select(selectProductChoice);
  const body: ValidityBody = { ddv };
  if (query?.ligne)
    Object.assign(body, { ligne: query.ligne, origine: query.origine, destination: query.destination });
  let period: ValidityPeriod | null = null;
  try {
    period = validityPeriodOf(yield call(getValidityPeriod, productId, body));
  } catch {
    // The same failure as an answer that is not a period.
  }
  if (period)
    yield put(validityUpdated({ productId, requested: ddv, period, message: t.products.validityUpdated }));
  else yield put(validityFailed({ productId, requested: ddv, message: t.products.validityFailed }));
}

/**
 * The kiosk's 'Acheter' on a title card (issue 24 item 2): one of the title and none of the others, at its
 * confirmed start of validity. Null for a title no longer offered, or while its chosen start is being
 * recalculated or not chosen yet (the card shows its button busy then): never bought at a start the customer
 * did not see.
 */
export function* oneOfTitle(id: number) {
  const { products, pendingDdv, noFreeStart }: ProductChoiceState = yield select(selectProductChoice);
  if (pendingDdv[id] !== undefined || noFreeStart.includes(id)) return null;
  if (!products.some((product) => product.id === id)) return null;
  return boughtOne(products, id);
}

/** The two ways a page's chooser adds to the cart, for the card reload and the journey alike: 'Valider'
 * with the quantities chosen, and the kiosk's 'Acheter' on a title card, one of it whatever the chooser
 * holds. `add` is the page's own cart call. */
export function chooserAdds(add: (products: readonly SellableProduct[]) => SagaIterator) {
  function* addToCart(): SagaIterator {
    const { products }: ProductChoiceState = yield select(selectProductChoice);
    yield call(add, products);
  }
  function* buyOne({ payload }: PayloadAction<number>): SagaIterator {
    const one: SellableProduct[] | null = yield call(oneOfTitle, payload);
    if (one) yield call(add, one);
  }
  return { addToCart, buyOne };
}

export function* productChoiceSaga() {
  yield takeLatest([productsRequested.type, productsCleared.type], loadProducts);
  yield takeEvery(validityRequested.type, recalculateValidity);
}
