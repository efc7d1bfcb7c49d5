// The reload and origin-destination pages as a customer meets them: the real route table on a memory
// router whose navigate the sagas use (as main.tsx wires it), a scripted back office that records every
// call, and a store that may start with a card already looked up.
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Preferences } from '@shared/backoffice';
import { preferencesLoaded } from '../../../src/renderer/src/app/config/configSlice';
import { setNavigator } from '../../../src/renderer/src/app/navigation';
import { createRoutes } from '../../../src/renderer/src/app/routes';
import { createAppStore, type AppStore } from '../../../src/renderer/src/app/store';
import type { AppState } from '../../../src/renderer/src/app/appSlice';
import { scriptedBackOffice, type Routes } from './demandes-backoffice';

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
  const router = createMemoryRouter(createRoutes(store.runFeatureSaga), { initialEntries: [path] });
  setNavigator((to, navigateOptions) =>
    typeof to === 'number' ? router.navigate(to) : router.navigate(to, navigateOptions),
  );
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { calls, store, router, ...view };
}

/** The calls as 'METHOD url', to compare in order. */
export const callLines = (calls: { method: string; url: string }[]) =>
  calls.map((c) => `${c.method} ${c.url}`);
