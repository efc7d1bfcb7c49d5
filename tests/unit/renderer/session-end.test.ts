// Signing out of the mobile-ticket account (issue 23 « Shared screens »: 'Se déconnecter', 'Annuler'): the
// account and its purchase forgotten, nothing else; where the account is kept.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runSaga } from 'redux-saga';
import { MOBILE_LIMITS } from '@shared/mobile-ticket';
import type { Cart } from '@shared/shop';
import * as navigation from '../../../src/renderer/src/app/navigation';
import { accountSignedIn, signOutRequested } from '../../../src/renderer/src/app/session/accountSlice';
import { ACCOUNT_MAIL_MAX, storedMobileAccount } from '../../../src/renderer/src/app/session/mobileAccount';
import { signOut } from '../../../src/renderer/src/app/session/sessionSaga';
import { createAppStore, type AppStore } from '../../../src/renderer/src/app/store';
import { loggedIn, productsLoaded } from '../../../src/renderer/src/features/appli/appliSlice';
import { appliPayFailed } from '../../../src/renderer/src/features/appli/appliPaySlice';
import { cartLoaded, cartTypeSet, termsToggled } from '../../../src/renderer/src/features/cart/cartSlice';
import { localStore, sessionStore, STORAGE_KEYS } from '../../../src/renderer/src/platform/storage';
import { day, networks } from './appli-provider';
import { scriptedBackOffice } from './demandes-backoffice';

vi.mock('../../../src/renderer/src/app/navigation', () => ({
  navigate: vi.fn(),
  scrollToTop: vi.fn(),
  goBack: vi.fn(),
}));

const LEA = { mail: 'lea.martin@exemple.fr', token: 'jeton.mobile.lea' };
const shopCart = { products: [{ id: 3, label: 'Mug Ligéo', quantity: 1 }], totalPrice: 9.9 } as Cart;

/** A back office that would answer; a sign-out must not call it. */
const backOffice = () => ({ calls: scriptedBackOffice({}) });

beforeEach(() => vi.clearAllMocks());

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
