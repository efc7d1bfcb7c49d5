// A scripted back office for the access-request pages: answers by "METHOD /path", records every call
// (with its full URL and JSON body), and renders the real route table on a memory router.
import axios, { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { TOKEN_PATH } from '@shared/http';
import { createApiClient } from '../../../src/renderer/src/api/client';
import { setHttpClient } from '../../../src/renderer/src/api/http';
import { createAppStore } from '../../../src/renderer/src/app/store';
import type { AppState } from '../../../src/renderer/src/app/appSlice';
import { renderRouteTable } from './route-table';

/** Status, body and, when they matter (a 429's Retry-After), headers. */
type Answered = [status: number, data?: unknown, headers?: Record<string, string>];
export type Answer = Answered | Promise<Answered>;
/** An answer per 'METHOD /path'; the full URL (with its query) comes second. */
export type Routes = Record<string, (body: unknown, url: string) => Answer>;

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

export function scriptedBackOffice(routes: Routes): Call[] {
  const calls: Call[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = axios.getUri(config);
    const path = url.split('?')[0]!;
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    if (path === TOKEN_PATH)
      return { data: { id_token: 'jeton' }, status: 200, statusText: '', headers: {}, config };
    calls.push({ method, url, body });
    const route = routes[`${method} ${path}`];
    const [status, data, headers = {}]: Answered = route
      ? await route(body, url)
      : [404, { messageError: 'Introuvable' }];
    const response = { data, status, statusText: '', headers, config };
    if (status >= 400) throw new AxiosError('HTTP', String(status), config, null, response);
    return response;
  };
  setHttpClient(createApiClient({ providerUrls: () => [], onAuthFailure: () => undefined }, { adapter }));
  return calls;
}

export function renderPage(path: string, routes: Routes, app: Partial<AppState> = {}) {
  const calls = scriptedBackOffice(routes);
  const store = createAppStore(app);
  return { calls, store, ...renderRouteTable(store, path) };
}
