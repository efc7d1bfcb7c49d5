// The reload and origin-destination pages as a customer meets them: the real route table on a memory
// router whose navigate the sagas use (as main.tsx wires it), a scripted back office that records every
// call, and a store that may start with a card already looked up.
import type { Preferences } from '@shared/backoffice';
import { preferencesLoaded } from '../../../src/renderer/src/app/config/configSlice';
import { createAppStore, type AppStore } from '../../../src/renderer/src/app/store';
import type { AppState } from '../../../src/renderer/src/app/appSlice';
import { scriptedBackOffice, type Routes } from './demandes-backoffice';
import { renderRouteTable } from './route-table';

export const cardImage = {
  url: '/content/images/carte-ligeo.svg',
  alt: 'Carte Ligéo',
  width: 320,
  height: 202,
};

export const preferences: Preferences = {
  logo: { url: '/content/images/logo-ligeo.svg', alt: 'Ligéo', width: 180, height: 48 },
  footer: { shopName: 'Agence commerciale Ligéo', lines: ['41000 Blois'], links: [] },
  carteRechargement: cardImage,
  tpassUrl: '',
  paymentProviderUrl: '/fournisseur/paiement-carte',
  paymentProviderMobileUrl: '/fournisseur/paiement-carte/mobile',
  walletProviderUrl: '/fournisseur/portefeuille',
  mobileTicketUrl: '/fournisseur/billettique-mobile/api',
  termsUrl: '/externe/cgv.html',
  allowedOrigins: [],
};

export function renderReload(
  path: string,
  routes: Routes,
  options: { app?: Partial<AppState>; prepare?: (store: AppStore) => void } = {},
) {
  const calls = scriptedBackOffice(routes);
  const store = createAppStore(options.app);
  store.dispatch(preferencesLoaded(preferences));
  options.prepare?.(store);
  return { calls, store, ...renderRouteTable(store, path) };
}

/** The calls as 'METHOD url', to compare in order. */
export const callLines = (calls: { method: string; url: string }[]) =>
  calls.map((c) => `${c.method} ${c.url}`);
