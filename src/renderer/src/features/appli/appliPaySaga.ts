// 'Payer' of the appli cart (SPEC §4 "Mobile-ticket flow", §7 init/paybox): no back-office order, the
// provider makes it. init/paybox with the stored product → the order id, date and article stored for the
// summary → the card form posted to the card provider (its mobile page below 576 px). A failure shows
// SPEC §8's text and re-enables the button; a 401 brings the login back.
import { call, put, select, takeLeading } from 'redux-saga/effects';
import { MOBILE_RETURN_PATHS, type InitPayboxRequest, type MobileProduct } from '@shared/mobile-ticket';
import type { PayboxParameters } from '@shared/payment';
import { initPaybox, MobileSessionExpired } from '../../api/mobileTicket';
import { rememberLockForReturn } from '../../app/modules/returnLock';
import { navigate } from '../../app/navigation';
import { enAppli } from '../../i18n/en/appli';
import { frAppli } from '../../i18n/fr/appli';
import { enCart } from '../../i18n/en/cart';
import { frCart } from '../../i18n/fr/cart';
import { isMobileLayout, postForm } from '../../platform/postForm';
import { selectTermsAccepted } from '../cart';
import { payboxFields } from '../../purchase/payboxForm';
import {
  appliPayFailed,
  appliPayRequested,
  appliPayStarted,
  selectAppliPay,
  type AppliPayState,
} from './appliPaySlice';
import { providerBase } from './providerBase';
import { storedProduct, storeOrder } from '../../purchase/storedMobilePurchase';
import { catalogOf } from '../../i18n/language';

export const initPayboxRequest = (product: MobileProduct): InitPayboxRequest => ({
  produits: [{ id: product.id, quantite: 1 }],
  cancelURL: MOBILE_RETURN_PATHS.cancel,
  rejectedURL: MOBILE_RETURN_PATHS.rejected,
  successURL: MOBILE_RETURN_PATHS.success,
  totalTTC: product.prixTTC,
  activerOneClick: false,
  restrictCbOnThisSupport: false,
});

export function* payAppli() {
  const tCart = yield* catalogOf(frCart, enCart);
  const m = (yield* catalogOf(frAppli, enAppli)).errors;
  const { submitting }: AppliPayState = yield select(selectAppliPay);
  if (submitting) return;
  yield put(appliPayStarted());
  const accepted: boolean = yield select(selectTermsAccepted);
  if (!accepted) {
    yield put(appliPayFailed(tCart.termsRequired));
    return;
  }
  const product: MobileProduct | null = yield call(storedProduct);
  if (!product) {
    yield put(appliPayFailed(m.payment));
    return;
  }
  let parameters: PayboxParameters;
  try {
    const base: string = yield call(providerBase);
    parameters = yield call(initPaybox, base, initPayboxRequest(product));
  } catch (error) {
    if (error instanceof MobileSessionExpired) {
      yield put(appliPayFailed(null));
      yield call(navigate, '/appli');
    } else {
      yield put(appliPayFailed(m.payment));
    }
    return;
  }
  // A card form without its holder (or with two) cannot be posted.
  const fields = payboxFields(parameters);
  if (!fields) {
    yield put(appliPayFailed(m.payment));
    return;
  }
  yield call(storeOrder, {
    idCommande: parameters.idCommande,
    date: new Date().toISOString(),
    article: product,
  });
  yield call(rememberLockForReturn);
  const mobile: boolean = yield call(isMobileLayout);
  yield call(postForm, mobile && parameters.urlMobile ? parameters.urlMobile : parameters.url, fields);
}

export function* appliPaySaga() {
  yield takeLeading(appliPayRequested.type, payAppli);
}
