// Card reload side effects (SPEC §4 "Card reload"): birth years, the lookup (another card than the last one
// empties the reload cart), the card's products and journeys, and the chosen title into the cart.
import { call, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import type { CardHolder, SellableProduct } from '@shared/reload';
import { emptyCart } from '../../api/cart';
import { httpStatus, serverMessage } from '../../api/errors';
import { addReloadArticle, getBirthYears, getCardHolder } from '../../api/reload';
import { goToCart } from '../../app/goToCart';
import { navigate } from '../../app/navigation';
import { throttledText } from '../../app/throttled';
import { enRechargement } from '../../i18n/en/rechargement';
import { frRechargement } from '../../i18n/fr/rechargement';
import { sessionStore, STORAGE_KEYS } from '../../platform/storage';
import { cartTypeChosen } from '../cart';
import { cardHolderOf } from '../../api/reloadAnswers';
import { cartFlags } from '../../purchase/cartTypes';
import { topologyRequested } from '../topology';
import { birthDateOf, cardFormErrors, fallbackBirthYears } from './cardLookupRules';
import { isUsableCard } from './cardState';
import { isOdContract } from './contractText';
import { productsCleared, productsRequested } from './products/productChoiceSlice';
import { chooserAdds } from './products/productChoiceSaga';
import { chosenProducts } from './products/rules';
import {
  addFailed,
  addStarted,
  addSucceeded,
  articlesOpened,
  cardFound,
  lookupFailed,
  lookupOpened,
  lookupRequested,
  lookupStarted,
  reloadAddRequested,
  reloadBuyOneRequested,
  selectRechargement,
  yearsLoaded,
  type RechargementState,
} from './rechargementSlice';
import { catalogOf } from '../../i18n/language';

export const LOOKUP_TARGETS = { articles: '/rechargement/articles', od: '/selection-od?carte=true' } as const;

export function* loadYears() {
  const { years }: RechargementState = yield select(selectRechargement);
  if (years?.length) return;
  try {
    const list: number[] = yield call(getBirthYears);
    yield put(yearsLoaded(Array.isArray(list) && list.length > 0 ? list : fallbackBirthYears()));
  } catch {
    // Without the server's list a personalised card could not be looked up: the same years, computed here.
    yield put(yearsLoaded(fallbackBirthYears()));
  }
}

export function* lookUpCard({ payload: target }: ReturnType<typeof lookupRequested>) {
  const t = yield* catalogOf(frRechargement, enRechargement);
  const { form }: RechargementState = yield select(selectRechargement);
  const errors = cardFormErrors(form, t.lookup);
  if (errors.cardNumber) return;
  const birthDate = birthDateOf(form);
  const sentBirthDate = birthDate.kind === 'date' ? birthDate.value : null;
  yield put(lookupStarted());
  let card: CardHolder | null;
  try {
    card = cardHolderOf(yield call(getCardHolder, form.cardNumber, sentBirthDate));
  } catch (error) {
    const throttled: string | null = yield* throttledText(error);
    const message =
      throttled ?? (httpStatus(error) === 404 ? t.lookup.notFound : (serverMessage(error) ?? t.genericError));
    yield put(lookupFailed(message));
    return;
  }
  // An answer that is not a card (or not the card asked for) is no card.
  if (!card || card.numero !== form.cardNumber) {
    yield put(lookupFailed(t.genericError));
    return;
  }
  const previous: string | null = yield call([sessionStore, sessionStore.get], STORAGE_KEYS.reloadCard);
  if (previous !== card.numero) {
    try {
      // The reload cart holds one card's titles only.
      yield call(emptyCart, cartFlags('rechargement'));
    } catch (error) {
      yield put(lookupFailed(serverMessage(error) ?? t.genericError));
      return;
    }
    yield call([sessionStore, sessionStore.set], STORAGE_KEYS.reloadCard, card.numero);
  }
  yield put(cardFound({ card, birthDate: sentBirthDate }));
  yield call(navigate, LOOKUP_TARGETS[target]);
}

/** The card's products (a usable card only) and, for its journeys' names, the topology. */
export function* openArticles() {
  const { card, birthDate }: RechargementState = yield select(selectRechargement);
  if (!card) return;
  if (card.contrats.some(isOdContract)) yield put(topologyRequested());
  if (!isUsableCard(card.etat)) {
    yield put(productsCleared());
    return;
  }
  const query = birthDate
    ? { numSupport: card.numero, dateNaissance: birthDate }
    : { numSupport: card.numero };
  yield put(productsRequested({ query, oneAtATime: true, kind: 'reload', held: card.contrats }));
}

/** 'Valider' with the chooser's quantities, and the kiosk's 'Acheter' on a title card. */
export const { addToCart, buyOne } = chooserAdds(addProducts);

function* addProducts(products: readonly SellableProduct[]) {
  const t = yield* catalogOf(frRechargement, enRechargement);
  const { card }: RechargementState = yield select(selectRechargement);
  const chosen = chosenProducts(products);
  if (!card || chosen.length === 0) return;
  yield put(addStarted());
  try {
    for (const product of chosen) {
      yield call(addReloadArticle, {
        idProduit: product.id,
        quantite: product.quantity ?? 0,
        numSupport: card.numero,
        ddv: product.ddv,
      });
    }
  } catch (error) {
    yield put(addFailed(serverMessage(error) ?? t.genericError));
    return;
  }
  yield put(addSucceeded());
  yield put(cartTypeChosen('rechargement'));
  yield* goToCart();
}

export function* rechargementSaga() {
  yield takeLeading(lookupOpened.type, loadYears);
  yield takeLeading(lookupRequested.type, lookUpCard);
  yield takeEvery(articlesOpened.type, openArticles);
  yield takeLeading(reloadAddRequested.type, addToCart);
  yield takeLeading(reloadBuyOneRequested.type, buyOne);
}
