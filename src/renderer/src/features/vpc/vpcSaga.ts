// Shop side effects (SPEC §4 "Shop"): categories then the first one's products, add to cart, detail.
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { Category, ProductList } from '@shared/shop';
import { addArticle } from '../../api/cart';
import { serverMessage } from '../../api/errors';
import { getCategories, getProducts } from '../../api/shop';
import { navigate } from '../../app/navigation';
import { enVpc } from '../../i18n/en/vpc';
import { frVpc } from '../../i18n/fr/vpc';
import { cartRequested, cartTypeChosen } from '../cart';
import {
  addStarted,
  addSucceeded,
  addToCartRequested,
  bannersCleared,
  categoriesLoaded,
  categoriesRequested,
  categorySelected,
  productOpened,
  productSelected,
  productsLoaded,
  selectVpc,
  shopFailed,
  shopOpened,
  type VpcState,
} from './vpcSlice';
import { catalogOf } from '../../i18n/language';

function* openShop() {
  const tVpc = yield* catalogOf(frVpc, enVpc);
  yield put(bannersCleared());
  // The mini cart shows the shop cart.
  yield put(cartTypeChosen('vpc'));
  yield put(cartRequested());
  const state: VpcState = yield select(selectVpc);
  if (state.categories?.length) return;
  yield put(categoriesRequested());
  try {
    const categories: Category[] = yield call(getCategories);
    if (!Array.isArray(categories) || categories.length === 0) {
      yield put(shopFailed(tVpc.noCategory));
      return;
    }
    yield put(categoriesLoaded(categories));
    yield put(categorySelected(categories[0]!.id));
  } catch (error) {
    yield put(shopFailed(serverMessage(error) ?? tVpc.noCategory));
  }
}

function* loadProducts({ payload: categoryId }: ReturnType<typeof categorySelected>) {
  const tVpc = yield* catalogOf(frVpc, enVpc);
  try {
    const list: ProductList = yield call(getProducts, categoryId);
    yield put(productsLoaded({ categoryName: list.categoryName, products: list.products ?? [] }));
  } catch (error) {
    yield put(shopFailed(serverMessage(error) ?? tVpc.loadError));
  }
}

function* addToCart({ payload }: ReturnType<typeof addToCartRequested>) {
  const tVpc = yield* catalogOf(frVpc, enVpc);
  yield put(addStarted());
  try {
    yield call(addArticle, { type: 'VPC', idProduit: payload.productId, quantite: payload.quantity });
    yield put(cartTypeChosen('vpc'));
    yield put(addSucceeded());
    yield put(cartRequested());
  } catch (error) {
    yield put(shopFailed(serverMessage(error) ?? tVpc.addError));
  }
}

function* openProduct({ payload }: ReturnType<typeof productOpened>) {
  yield put(bannersCleared());
  yield put(productSelected(payload));
  yield call(navigate, '/vpc/item');
}

export function* vpcSaga() {
  yield takeEvery(shopOpened.type, openShop);
  yield takeLatest(categorySelected.type, loadProducts);
  yield takeEvery(addToCartRequested.type, addToCart);
  yield takeEvery(productOpened.type, openProduct);
}
