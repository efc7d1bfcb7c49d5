// The end of a customer's session (issue 23 « Shared screens », DESIGN "Kiosk behaviour"), the one saga every
// platform and button goes through: the back office's carts emptied (SPEC §7 POST /vente/api/cart/empty,
// each cart's flags), the mobile-ticket account signed out, every state reset, storage wiped, the page at
// its top, French again, home. And signing out of the account alone ('Se déconnecter', 'Annuler', the
// web's inactivity): the account and its purchase forgotten, nothing else.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runSaga } from 'redux-saga';
import { MOBILE_LIMITS } from '@shared/mobile-ticket';
import type { Preferences } from '@shared/backoffice';
import type { Cart } from '@shared/shop';
import { languageChosen, sessionResetRequested } from '../../../src/renderer/src/app/appSlice';
import { preferencesLoaded } from '../../../src/renderer/src/app/config/configSlice';
import * as navigation from '../../../src/renderer/src/app/navigation';
import { accountSignedIn, signOutRequested } from '../../../src/renderer/src/app/session/accountSlice';
import { ACCOUNT_MAIL_MAX, storedMobileAccount } from '../../../src/renderer/src/app/session/mobileAccount';
import { CART_EMPTY_WAIT_MS, endCustomer, signOut } from '../../../src/renderer/src/app/session/sessionSaga';
import { createAppStore, type AppStore } from '../../../src/renderer/src/app/store';
import { loggedIn, productsLoaded } from '../../../src/renderer/src/features/appli/appliSlice';
import { appliPayFailed } from '../../../src/renderer/src/features/appli/appliPaySlice';
import { cartLoaded, cartTypeSet, termsToggled } from '../../../src/renderer/src/features/cart/cartSlice';
import { fieldChanged } from '../../../src/renderer/src/features/payment/paymentSlice';
import { localStore, sessionStore, STORAGE_KEYS } from '../../../src/renderer/src/platform/storage';
import { counterDevice, day, networks } from './appli-provider';
import { scriptedBackOffice, type Routes } from './demandes-backoffice';

vi.mock('../../../src/renderer/src/app/navigation', () => ({
  navigate: vi.fn(),
  arrive: vi.fn(),
  scrollToTop: vi.fn(),
  goBack: vi.fn(),
}));

const LEA = { mail: 'lea.martin@exemple.fr', token: 'jeton.mobile.lea' };
const preferences = { mobileTicketUrl: '/fournisseur/billettique-mobile/api' } as Preferences;
const shopCart = { products: [{ id: 3, label: 'Mug Ligéo', quantity: 1 }], totalPrice: 9.9 } as Cart;

/** SPEC §7's flags of each back-office cart, in the order the saga empties them. */
const EMPTIED = [
  { isVpc: true, isReservation: false, isTicketOD: false, isRechargementOD: false },
  { isVpc: false, isReservation: true, isTicketOD: false, isRechargementOD: false },
  { isVpc: false, isReservation: false, isTicketOD: false, isRechargementOD: false },
  { isVpc: false, isReservation: false, isTicketOD: false, isRechargementOD: true },
  { isVpc: false, isReservation: false, isTicketOD: true, isRechargementOD: false },
];

/** The back office's carts emptied, each answering at once; records whose bearer was still stored. */
function backOffice(extra: Routes = {}) {
  const bearers: (string | null)[] = [];
  const calls = scriptedBackOffice({
    'POST /vente/api/cart/empty': () => {
      bearers.push(localStore.get(STORAGE_KEYS.token));
      return [200, { products: [], totalPrice: 0, shippingPrice: 0 }];
    },
    ...extra,
  });
  return { calls, bearers };
}

const run = (store: AppStore, saga: typeof endCustomer) =>
  runSaga({ dispatch: store.dispatch, getState: store.getState }, saga).toPromise();

/** Customer A at the counter: signed in to the mobile-ticket account, a title in the appli cart, a shop
 * cart at the back office, the payment form begun, the page in English. */
function customerA(): AppStore {
  localStore.set(STORAGE_KEYS.token, 'jeton-visiteur-a');
  localStore.set(STORAGE_KEYS.cartType, 'appli');
  localStore.set(STORAGE_KEYS.language, 'en');
  sessionStore.set(STORAGE_KEYS.mobileTicketAccount, JSON.stringify(LEA));
  sessionStore.set(STORAGE_KEYS.mobileTicketProduct, JSON.stringify(day));
  sessionStore.set(STORAGE_KEYS.paymentForm, '{"form":{"email":"lea.martin@exemple.fr"}}');
  sessionStore.set(STORAGE_KEYS.lockedModule, 'RECHARGEMENT_APPLI');
  const store = createAppStore({
    platform: 'counter',
    device: counterDevice,
    lockedModule: 'RECHARGEMENT_APPLI',
  });
  store.dispatch(preferencesLoaded(preferences));
  store.dispatch(languageChosen('en'));
  store.dispatch(loggedIn());
  store.dispatch(productsLoaded(networks));
  store.dispatch(cartLoaded(shopCart));
  store.dispatch(termsToggled(true));
  store.dispatch(fieldChanged({ field: 'email', value: 'lea.martin@exemple.fr' }));
  return store;
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => {
  vi.useRealTimers();
  document.documentElement.lang = 'fr';
});

describe('the end of customer', () => {
  it('empties each back-office cart with the customer’s bearer, then forgets everything: state, storage, account, language; top of page, home', async () => {
    const { calls, bearers } = backOffice();
    const store = customerA();
    expect(store.getState().account.mail).toBe(LEA.mail);
    expect(store.getState().appli?.phase).toBe('products');

    await run(store, endCustomer);

    expect(calls).toEqual(EMPTIED.map((body) => ({ method: 'POST', url: '/vente/api/cart/empty', body })));
    // Emptied while the customer's visitor session was still the page's, before the wipe dropped it.
    expect(bearers).toEqual(Array(5).fill('jeton-visiteur-a'));
    const state = store.getState();
    expect(state.account).toEqual({ mail: null, signedOutIdle: false });
    expect(state.appli).toMatchObject({ phase: 'login', networks: [], form: { mail: '', password: '' } });
    expect(state.cart).toMatchObject({ cartType: null, cart: null, termsAccepted: false });
    expect(state.payment?.form.email).toBe('');
    expect(state.app).toMatchObject({
      platform: 'counter',
      device: counterDevice,
      lockedModule: 'RECHARGEMENT_APPLI',
      language: 'fr',
    });
    expect(state.config.preferences).toEqual(preferences);
    expect(document.documentElement.lang).toBe('fr');
    // Nothing of A in either storage; the device's module lock alone stays.
    expect(window.localStorage.length).toBe(0);
    expect(Object.keys(window.sessionStorage)).toEqual([STORAGE_KEYS.lockedModule]);
    expect(storedMobileAccount()).toBeNull();
    expect(navigation.scrollToTop).toHaveBeenCalledTimes(1);
    expect(navigation.arrive).toHaveBeenCalledWith('/home', { replace: true });
  });

  it('home is reached before the state is reset: a page the reset empties cannot send elsewhere meanwhile', async () => {
    backOffice();
    const store = customerA();
    // The router arrives a few tasks later; what the store held when it was asked, and when it arrived.
    let arrived: () => void = () => undefined;
    let languageAsked: string | undefined;
    vi.mocked(navigation.arrive).mockImplementationOnce(() => {
      languageAsked = store.getState().app.language;
      return new Promise<void>((resolve) => (arrived = resolve));
    });
    const ended = run(store, endCustomer);
    await vi.waitFor(() => expect(navigation.arrive).toHaveBeenCalledWith('/home', { replace: true }));
    // Asked while customer A's page was still there, with A's state: nothing reset yet.
    expect(languageAsked).toBe('en');
    await Promise.resolve();
    expect(store.getState().app.language).toBe('en');
    expect(store.getState().account.mail).toBe(LEA.mail);
    arrived();
    await ended;
    expect(store.getState().app.language).toBe('fr');
    expect(store.getState().account.mail).toBeNull();
    expect(navigation.scrollToTop).toHaveBeenCalledTimes(1);
  });

  it('without a visitor bearer there is no back-office cart: no call, the rest the same', async () => {
    const { calls } = backOffice();
    const store = customerA();
    localStore.remove(STORAGE_KEYS.token);
    await run(store, endCustomer);
    expect(calls).toEqual([]);
    expect(store.getState().account.mail).toBeNull();
    expect(navigation.arrive).toHaveBeenCalledWith('/home', { replace: true });
  });

  it('a cart the back office fails to empty does not stop the others nor the end', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let first = true;
    const { calls } = backOffice({
      'POST /vente/api/cart/empty': () => {
        if (!first) return [200, {}];
        first = false;
        return [500, { messageError: 'Panier indisponible' }];
      },
    });
    const store = customerA();
    await run(store, endCustomer);
    expect(calls).toHaveLength(5);
    expect(error).toHaveBeenCalledWith('Panier « vpc » du back office non vidé', expect.anything());
    expect(store.getState().account.mail).toBeNull();
    expect(navigation.arrive).toHaveBeenCalledWith('/home', { replace: true });
  });

  it(`a back office that does not answer is left behind after ${CART_EMPTY_WAIT_MS} ms`, async () => {
    vi.useFakeTimers();
    backOffice({ 'POST /vente/api/cart/empty': () => new Promise(() => undefined) });
    const store = customerA();
    const ended = run(store, endCustomer);
    await vi.advanceTimersByTimeAsync(CART_EMPTY_WAIT_MS - 1);
    expect(navigation.arrive).not.toHaveBeenCalled();
    expect(store.getState().account.mail).toBe(LEA.mail);
    await vi.advanceTimersByTimeAsync(1);
    await ended;
    expect(store.getState().account.mail).toBeNull();
    expect(localStore.get(STORAGE_KEYS.token)).toBeNull();
    expect(navigation.arrive).toHaveBeenCalledWith('/home', { replace: true });
  });

  it.each(['web', 'counter', 'kiosk'] as const)('is what the request does on the %s', async (platform) => {
    const { calls } = backOffice();
    localStore.set(STORAGE_KEYS.token, 'jeton');
    sessionStore.set(STORAGE_KEYS.mobileTicketAccount, JSON.stringify(LEA));
    const store = createAppStore({ platform });
    store.dispatch(sessionResetRequested());
    await vi.waitFor(() => expect(navigation.arrive).toHaveBeenCalledWith('/home', { replace: true }));
    expect(calls).toHaveLength(5);
    expect(store.getState().account.mail).toBeNull();
    expect(sessionStore.get(STORAGE_KEYS.mobileTicketAccount)).toBeNull();
  });

  it('one at a time: a second request meanwhile ends nothing more', async () => {
    const answers: (() => void)[] = [];
    const { calls } = backOffice({
      'POST /vente/api/cart/empty': () => new Promise((resolve) => answers.push(() => resolve([200, {}]))),
    });
    localStore.set(STORAGE_KEYS.token, 'jeton');
    const store = createAppStore({ platform: 'counter' });
    store.dispatch(sessionResetRequested());
    store.dispatch(sessionResetRequested());
    await vi.waitFor(() => expect(answers).toHaveLength(5));
    answers.forEach((answer) => answer());
    await vi.waitFor(() => expect(navigation.arrive).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(5);
  });
});

describe('signing out of the mobile-ticket account', () => {
  function signedIn(cartType: 'appli' | 'vpc') {
    localStore.set(STORAGE_KEYS.token, 'jeton-visiteur');
    localStore.set(STORAGE_KEYS.cartType, cartType);
    sessionStore.set(STORAGE_KEYS.mobileTicketAccount, JSON.stringify(LEA));
    sessionStore.set(STORAGE_KEYS.mobileTicketProduct, JSON.stringify(day));
    sessionStore.set(STORAGE_KEYS.mobileTicketOrder, '{"idCommande":"BM-1"}');
    const store = createAppStore({ platform: 'web' });
    store.dispatch(loggedIn());
    store.dispatch(productsLoaded(networks));
    store.dispatch(appliPayFailed('Erreur'));
    store.dispatch(cartTypeSet(cartType));
    store.dispatch(cartLoaded(shopCart));
    store.dispatch(termsToggled(true));
    return store;
  }
  const signOutBy = (store: AppStore, reason: 'customer' | 'idle') =>
    runSaga(
      { dispatch: store.dispatch, getState: store.getState },
      signOut,
      signOutRequested({ reason }),
    ).toPromise();

  it.each(['customer', 'idle'] as const)(
    'by the %s: the account, its title, its order and its cart forgotten; the visitor’s session stays',
    async (reason) => {
      const { calls } = backOffice();
      const store = signedIn('appli');
      await signOutBy(store, reason);
      const state = store.getState();
      expect(state.account).toEqual({ mail: null, signedOutIdle: reason === 'idle' });
      expect(state.appli).toMatchObject({ phase: 'login', networks: [], form: { mail: '', password: '' } });
      expect(state.appliPay).toEqual({ submitting: false, error: null });
      expect(state.cart).toMatchObject({ cartType: 'appli', termsAccepted: false });
      expect(state.cart?.cart?.products).toEqual([]);
      for (const key of [
        STORAGE_KEYS.mobileTicketAccount,
        STORAGE_KEYS.mobileTicketProduct,
        STORAGE_KEYS.mobileTicketOrder,
      ])
        expect(sessionStore.get(key)).toBeNull();
      expect(localStore.get(STORAGE_KEYS.cartType)).toBeNull();
      // Not an end of customer: the back office is not called, its bearer stays, the page stays.
      expect(localStore.get(STORAGE_KEYS.token)).toBe('jeton-visiteur');
      expect(calls).toEqual([]);
      expect(navigation.navigate).not.toHaveBeenCalled();
    },
  );

  it('another cart is not the account’s: it stays', async () => {
    const store = signedIn('vpc');
    await signOutBy(store, 'customer');
    expect(store.getState().cart).toMatchObject({ cartType: 'vpc', cart: shopCart, termsAccepted: true });
    expect(localStore.get(STORAGE_KEYS.cartType)).toBe('vpc');
  });

  it('signing in again clears the inactivity notice', async () => {
    const store = signedIn('appli');
    await signOutBy(store, 'idle');
    store.dispatch(accountSignedIn(LEA.mail));
    expect(store.getState().account).toEqual({ mail: LEA.mail, signedOutIdle: false });
  });
});

describe('where the account is kept', () => {
  it('in the session only: read back checked, never from local storage', () => {
    sessionStore.set(STORAGE_KEYS.mobileTicketAccount, JSON.stringify(LEA));
    expect(storedMobileAccount()).toEqual(LEA);
    for (const bad of [
      'pas du JSON',
      'null',
      JSON.stringify({ mail: LEA.mail }),
      JSON.stringify({ mail: 'lea', token: LEA.token }),
      JSON.stringify({ mail: `${'a'.repeat(ACCOUNT_MAIL_MAX)}@exemple.fr`, token: LEA.token }),
      JSON.stringify({ mail: LEA.mail, token: 'jeton\r\nX-Evil: 1' }),
    ]) {
      sessionStore.set(STORAGE_KEYS.mobileTicketAccount, bad);
      expect(storedMobileAccount()).toBeNull();
    }
    sessionStore.remove(STORAGE_KEYS.mobileTicketAccount);
    localStore.set(STORAGE_KEYS.mobileTicketAccount, JSON.stringify(LEA));
    expect(storedMobileAccount()).toBeNull();
  });

  it('the e-mail limit is the provider’s', () => {
    expect(ACCOUNT_MAIL_MAX).toBe(MOBILE_LIMITS.mail);
  });

  it('what an earlier version left in local storage is removed when the app starts', () => {
    localStore.set(STORAGE_KEYS.legacyMobileTicketToken, LEA.token);
    localStore.set(STORAGE_KEYS.mobileTicketProduct, JSON.stringify(day));
    localStore.set(STORAGE_KEYS.mobileTicketOrder, '{}');
    localStore.set(STORAGE_KEYS.language, 'en');
    createAppStore({ platform: 'counter' });
    expect(Object.keys(window.localStorage)).toEqual([STORAGE_KEYS.language]);
  });
});
