// Cart calls: load, remove a line, remember the cart type (SPEC §4: adding to cart reloads the cart). The
// mobile-ticket cart is no back-office cart: it is built here from the stored product (SPEC §4).
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { MobileProduct } from '@shared/mobile-ticket';
import type { Cart, CartType } from '@shared/shop';
import { getCart, removeArticle } from '../../api/cart';
import { serverMessage } from '../../api/errors';
import { enCart } from '../../i18n/en/cart';
import { frCart } from '../../i18n/fr/cart';
import { localStore, STORAGE_KEYS } from '../../platform/storage';
import { appliCartOf } from '../../purchase/mobilePrices';
import { forgetProduct, storedProduct } from '../../purchase/storedMobilePurchase';
import { cartFlags } from '../../purchase/cartTypes';
import {
  cartFailed,
  cartLoaded,
  cartRequested,
  cartTypeChosen,
  cartTypeSet,
  lineRemoveRequested,
  selectCartType,
} from './cartSlice';
import { catalogOf } from '../../i18n/language';

export function* loadCart() {
  const tCart = yield* catalogOf(frCart, enCart);
  const type: CartType | null = yield select(selectCartType);
  if (!type) return;
  if (type === 'appli') {
    const product: MobileProduct | null = yield call(storedProduct);
    yield put(cartLoaded(appliCartOf(product)));
    return;
  }
  try {
    const cart: Cart = yield call(getCart, cartFlags(type));
    yield put(cartLoaded(cart));
  } catch (error) {
    yield put(cartFailed(serverMessage(error) ?? tCart.loadError));
  }
}

function* chooseCartType({ payload }: ReturnType<typeof cartTypeChosen>) {
  yield call([localStore, localStore.set], STORAGE_KEYS.cartType, payload);
  yield put(cartTypeSet(payload));
}

function* removeLine({ payload: productId }: ReturnType<typeof lineRemoveRequested>) {
  const tCart = yield* catalogOf(frCart, enCart);
  const type: CartType | null = yield select(selectCartType);
  if (!type) return;
  if (type === 'appli') {
    yield call(forgetProduct);
    yield put(cartRequested());
    return;
  }
  try {
    yield call(removeArticle, cartFlags(type), productId);
    yield put(cartRequested());
  } catch (error) {
    yield put(cartFailed(serverMessage(error) ?? tCart.loadError));
  }
}

export function* cartSaga() {
  yield takeEvery(cartTypeChosen.type, chooseCartType);
  yield takeLatest(cartRequested.type, loadCart);
  yield takeEvery(lineRemoveRequested.type, removeLine);
}
