// Feature slices load with their routes (issue 11): the store starts with the shell's slices only; a
// route's code brings its slice into the store and starts its saga once; a feature's selectors answer
// before that; the session reset restarts every slice that came in. This file must not import a feature
// module statically: a loaded feature module puts its slice in the reducer for every store.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { AxiosError, type AxiosAdapter } from 'axios';
import { createApiClient } from '../../../src/renderer/src/api/client';
import { setHttpClient } from '../../../src/renderer/src/api/http';
import { sessionReset } from '../../../src/renderer/src/app/appSlice';
import { createAppStore } from '../../../src/renderer/src/app/store';
import { localStore, STORAGE_KEYS, wipeAllStorage } from '../../../src/renderer/src/platform/storage';
import { renderRouteTable } from './route-table';

/** Renders the real route table; every back-office call is recorded, then fails. */
function renderAt(path: string) {
  const requests: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config.url ?? '');
    throw new AxiosError('Hors ligne', 'ERR_NETWORK', config);
  };
  localStore.set(STORAGE_KEYS.token, 'jeton');
  setHttpClient(createApiClient({ providerUrls: () => [], onAuthFailure: () => undefined }, { adapter }));
  const store = createAppStore();
  const { router } = renderRouteTable(store, path);
  return { store, router, requests };
}

const sliceKeys = (state: object) => Object.keys(state).sort();
const macrotask = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('feature slices load with their routes', () => {
  it('home’s store holds the shell’s slices only', async () => {
    const { store } = renderAt('/home');
    await screen.findByRole('heading', { level: 1, name: 'Accueil' });
    // The signed-in account is the shell's: the layout's inactivity sign-out reads it on every page.
    // The kiosk's readiness too: home's tiles read what may be sold (issue 25 §1).
    expect(sliceKeys(store.getState())).toEqual(['account', 'app', 'config', 'readiness']);
  });

  it('a feature’s selector gives the slice’s initial state before the slice is in the store', async () => {
    const store = createAppStore({ platform: 'kiosk' });
    const { emptyAddress, selectPayment, terminalStarted } =
      await import('../../../src/renderer/src/features/payment/paymentSlice');
    expect(store.getState()).not.toHaveProperty('payment');
    expect(selectPayment(store.getState()).terminal.phase).toBe('idle');
    expect(selectPayment(store.getState()).form).toEqual(emptyAddress);

    store.dispatch(terminalStarted({ orderId: 10001, amountCents: 2980 }));
    expect(store.getState().payment?.terminal).toMatchObject({ phase: 'waiting', orderId: 10001 });
  });

  it('the stored cart type applies to the cart slice when the cart loads', async () => {
    localStore.set(STORAGE_KEYS.cartType, 'vpc');
    const { store, router } = renderAt('/cart');
    expect(store.getState()).not.toHaveProperty('cart');
    // Without a cart type the cart page would send the customer home.
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon panier' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/cart');
    expect(store.getState().cart?.cartType).toBe('vpc');
  });

  it('the shop’s route brings its slice and starts its saga once, however often it is visited', async () => {
    const { store, router, requests } = renderAt('/home');
    await screen.findByRole('heading', { level: 1, name: 'Accueil' });
    expect(store.getState()).not.toHaveProperty('vpc');

    const categoryCalls = () => requests.filter((url) => url === '/vpc/api/categorie').length;
    await router.navigate('/vpc/itemlist');
    await screen.findByRole('heading', { level: 1, name: 'Boutique' });
    await expect.poll(categoryCalls).toBe(1);
    expect(store.getState().vpc?.status).toBe('failed');

    await router.navigate('/home');
    await screen.findByRole('heading', { level: 1, name: 'Accueil' });
    await router.navigate('/vpc/itemlist');
    await screen.findByRole('heading', { level: 1, name: 'Boutique' });
    await expect.poll(categoryCalls).toBe(2);
    await macrotask();
    // A second saga would have answered the second visit too.
    expect(categoryCalls()).toBe(2);
  });

  it('the reload and origin-destination pages bring their slices (one chunk), home never had them', async () => {
    const { store, router } = renderAt('/home');
    await screen.findByRole('heading', { level: 1, name: 'Accueil' });
    const reloadSlices = ['productChoice', 'rechargement', 'selectionOd', 'topology'];
    for (const key of reloadSlices) expect(store.getState()).not.toHaveProperty(key);
    await router.navigate('/rechargement/infos');
    await screen.findByRole('heading', { level: 1, name: 'Recharger ma carte' });
    await expect.poll(() => store.getState().rechargement?.years?.length).toBe(111);
    for (const key of reloadSlices) expect(store.getState()).toHaveProperty(key);
  });

  it('the session reset restarts every slice that came in, the device and configuration stay', async () => {
    localStore.set(STORAGE_KEYS.cartType, 'vpc');
    const { store } = renderAt('/vpc/itemlist');
    await screen.findByRole('heading', { level: 1, name: 'Boutique' });
    const { fieldChanged, paymentSlice } =
      await import('../../../src/renderer/src/features/payment/paymentSlice');
    const { termsToggled, initialCartState } =
      await import('../../../src/renderer/src/features/cart/cartSlice');
    const { vpcSlice } = await import('../../../src/renderer/src/features/vpc/vpcSlice');
    store.dispatch(fieldChanged({ field: 'email', value: 'leo.martin@exemple.fr' }));
    store.dispatch(termsToggled(true));
    await expect.poll(() => store.getState().vpc?.status).toBe('failed');
    const { app, config } = store.getState();

    wipeAllStorage();
    store.dispatch(sessionReset());

    const state = store.getState();
    expect(state.payment).toEqual(paymentSlice.getInitialState());
    expect(state.cart).toEqual(initialCartState);
    expect(state.vpc).toEqual(vpcSlice.getInitialState());
    // The same device, lock and language reset; the next customer is counted.
    expect(state.app).toEqual({ ...app, customer: app.customer + 1 });
    expect(state.config).toBe(config);
    store.dispatch(sessionReset());
    expect(store.getState().app.customer).toBe(app.customer + 2);
  });
});
