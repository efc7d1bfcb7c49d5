// Renders the real route table in a memory router with a real store (no HTTP unless a test starts it).
import { AxiosError, type AxiosAdapter } from 'axios';
import { createApiClient } from '../../../src/renderer/src/api/client';
import { setHttpClient } from '../../../src/renderer/src/api/http';
import { createAppStore } from '../../../src/renderer/src/app/store';
import type { AppState } from '../../../src/renderer/src/app/appSlice';
import type { CartType } from '@shared/shop';
import { localStore, STORAGE_KEYS } from '../../../src/renderer/src/platform/storage';
import { renderRouteTable } from './route-table';

/** Every back-office call fails (or, `silent`, never answers): these tests look at screens and routes, not at data. */
function offlineBackOffice(silent = false) {
  const adapter: AxiosAdapter = async (config) => {
    // `silent`: no answer ever, so no failure (and no retry) lands in the middle of a test's own steps.
    if (silent) return new Promise(() => undefined);
    throw new AxiosError('Hors ligne', 'ERR_NETWORK', config);
  };
  setHttpClient(createApiClient({ providerUrls: () => [], onAuthFailure: () => undefined }, { adapter }));
}

export function renderApp(
  path: string,
  app: Partial<AppState> = {},
  cartType?: CartType,
  backOffice: 'offline' | 'silent' = 'offline',
) {
  offlineBackOffice(backOffice === 'silent');
  if (cartType) localStore.set(STORAGE_KEYS.cartType, cartType);
  const store = createAppStore(app);
  return { store, ...renderRouteTable(store, path) };
}
