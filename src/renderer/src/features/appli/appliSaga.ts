// SPEC §4 "Mobile-ticket flow": login (authenticate, then the support connection) → products → cart check
// → the product stored, the cart type set, /cart. Each failure shows its SPEC §8 text; a 401 anywhere has
// cleared the bearer (api/mobileTicket) and brings the login back, with no message of its own.
import { call, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import {
  CONNEXION_OK,
  KO_PROFIL_MISSING,
  KO_PROFIL_PROBLEM_DV,
  type MobileNetwork,
} from '@shared/mobile-ticket';
import {
  authenticate,
  checkCart,
  connexion,
  getMobileProducts,
  MobileSessionExpired,
  MobileStatusError,
  storedMobileToken,
} from '../../api/mobileTicket';
import { sessionResetRequested } from '../../app/appSlice';
import { navigate } from '../../app/navigation';
import { accountExpired, accountSignedIn, signOutRequested } from '../../app/session/accountSlice';
import { forgetMobileAccount, storeMobileAccount } from '../../app/session/mobileAccount';
import { throttledText } from '../../app/throttled';
import { enAppli } from '../../i18n/en/appli';
import { frAppli } from '../../i18n/fr/appli';
import { cartTypeChosen } from '../cart';
import {
  appliOpened,
  checkFailed,
  checkPassed,
  checkStarted,
  loggedIn,
  loggedOut,
  loginFailed,
  loginInvalid,
  loginRequested,
  loginStarted,
  productChosen,
  productsFailed,
  productsLoaded,
  productsLoading,
  selectAppli,
  type AppliState,
} from './appliSlice';
import { isLoginValid, loginErrors } from './loginRules';
import { providerBase, supportNumero } from './providerBase';
import { forgetOrder, storeProduct } from '../../purchase/storedMobilePurchase';
import type { Catalog } from '../../i18n/catalog';
import { catalogOf } from '../../i18n/language';

/** SPEC §4: a 401 cleared the bearer; the login again, the e-mail kept. */
function* backToLogin() {
  yield put(accountExpired());
  yield put(loggedOut());
}

export function* loadProducts() {
  const m = (yield* catalogOf(frAppli, enAppli)).errors;
  yield put(productsLoading());
  try {
    const base: string = yield call(providerBase);
    const networks: MobileNetwork[] = yield call(getMobileProducts, base);
    yield put(productsLoaded(networks));
  } catch (error) {
    if (error instanceof MobileSessionExpired) yield* backToLogin();
    else yield put(productsFailed(m.products));
  }
}

export function* login() {
  const { errors: m, login: texts } = yield* catalogOf(frAppli, enAppli);
  const { form }: AppliState = yield select(selectAppli);
  if (!isLoginValid(loginErrors(form, texts))) {
    yield put(loginInvalid());
    return;
  }
  yield put(loginStarted());
  const mail = form.mail.trim();
  let base: string;
  try {
    base = yield call(providerBase);
    const numero: string = yield call(supportNumero);
    const token: string = yield call(authenticate, base, {
      mail,
      password: form.password,
      supportNumero: numero,
    });
    // Kept for the next calls (the support connection's bearer), with the account it opens.
    yield call(storeMobileAccount, { mail, token });
  } catch (error) {
    // SPEC §8: a 401 is the wrong pair; a 429 says when to try again (issue 23); anything else (or no
    // answer) the generic text.
    const throttled: string | null = yield* throttledText(error);
    yield put(
      loginFailed(throttled ?? (error instanceof MobileSessionExpired ? m.invalidCredentials : m.login)),
    );
    return;
  }
  try {
    const code: string = yield call(connexion, base);
    if (!(CONNEXION_OK as readonly string[]).includes(code)) throw new Error(`${m.support} : ${code}`);
  } catch (error) {
    console.error(m.support, error);
    // Not in: the bearer of a refused connection is not kept.
    yield call(forgetMobileAccount);
    yield put(loginFailed(m.login));
    return;
  }
  yield put(accountSignedIn(mail));
  yield put(loggedIn());
  yield call(loadProducts);
}

/** A login the customer abandons (signed out, or the counter's next customer) stops where it is: an
 * answer that comes later opens nothing for the next one. */
export function* loginUnlessLeft() {
  yield race({
    login: call(login),
    left: take([signOutRequested.type, sessionResetRequested.type]),
  });
}

/** With a stored bearer the customer is still logged in: the products (a 401 brings the login). */
export function* openAppli() {
  const token: string | null = yield call(storedMobileToken);
  if (token) yield call(loadProducts);
  else yield* backToLogin();
}

function checkMessage(error: unknown, m: Catalog<typeof frAppli.errors>): string {
  if (error instanceof MobileStatusError && error.profile) {
    if (error.status === KO_PROFIL_MISSING) return m.profileMissing(error.profile);
    if (error.status === KO_PROFIL_PROBLEM_DV) return m.profileUpdate(error.profile);
  }
  return m.addToCart;
}

export function* chooseProduct({ payload: product }: ReturnType<typeof productChosen>) {
  const m = (yield* catalogOf(frAppli, enAppli)).errors;
  yield put(checkStarted(product.id));
  try {
    const base: string = yield call(providerBase);
    yield call(checkCart, base, product.id);
  } catch (error) {
    if (error instanceof MobileSessionExpired) yield* backToLogin();
    else yield put(checkFailed(checkMessage(error, m)));
    return;
  }
  yield put(checkPassed());
  yield call(storeProduct, product);
  // A new purchase: the summary of an earlier one is no longer this one's.
  yield call(forgetOrder);
  yield put(cartTypeChosen('appli'));
  yield call(navigate, '/cart');
}

export function* appliSaga() {
  yield takeLatest(appliOpened.type, openAppli);
  yield takeLeading(loginRequested.type, loginUnlessLeft);
  // One cart check at a time: a second 'Choisir' meanwhile is ignored.
  yield takeLeading(productChosen.type, chooseProduct);
}
