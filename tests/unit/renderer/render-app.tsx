// Renders the real route table in a memory router with a real store (no HTTP unless a test starts it).
import { render } from '@testing-library/react';
import { AxiosError, type AxiosAdapter } from 'axios';
import { createApiClient } from '../../../src/renderer/src/api/client';
import { setHttpClient } from '../../../src/renderer/src/api/http';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createRoutes } from '../../../src/renderer/src/app/routes';
import { createAppStore } from '../../../src/renderer/src/app/store';
import type { AppState } from '../../../src/renderer/src/app/appSlice';
import type { CartType } from '@shared/shop';
import { localStore, STORAGE_KEYS } from '../../../src/renderer/src/platform/storage';

/** Every back-office call fails: these tests look at screens and routes, not at data. */
function offlineBackOffice() {
  const adapter: AxiosAdapter = async (config) => {
    throw new AxiosError('Hors ligne', 'ERR_NETWORK', config);
  };
  setHttpClient(createApiClient({ providerUrls: () => [], onAuthFailure: () => undefined }, { adapter }));
}

/** `cartType`: the one stored by an earlier visit (the cart slice starts from it). */
export function renderApp(path: string, app: Partial<AppState> = {}, cartType?: CartType) {
  offlineBackOffice();
  if (cartType) localStore.set(STORAGE_KEYS.cartType, cartType);
  const store = createAppStore(app);
  const router = createMemoryRouter(createRoutes(store.runFeatureSaga), { initialEntries: [path] });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router, ...view };
}
