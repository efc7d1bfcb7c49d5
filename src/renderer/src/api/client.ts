// The one axios instance toward the back office (SPEC §7 preamble and §4 "Authentication"): the bearer
// on every call to the back office except toward the payment providers, the CSRF header on its non-GET
// calls, token fetched when missing, one refresh-and-retry on 401, then an auth error. "The back office"
// is the page's own origin (DESIGN "Where the renderer loads from"), decided on the URL axios requests:
// any other origin gets neither header, and its 401 refreshes nothing.
import axios, {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosInstance,
  type InternalAxiosRequestConfig,
} from 'axios';
import { CSRF_HEADER, TOKEN_PATH } from '@shared/http';
import type { TokenAnswer } from '@shared/backoffice';
import { localStore, STORAGE_KEYS } from '../platform/storage';
import { isOwnOriginUrl, isUnderUrl } from '../platform/urls';
import { readCsrfCookie } from './csrf';

export interface ApiHooks {
  /** URLs of the payment and mobile-ticket providers: never sent our bearer token, even on our origin. */
  providerUrls(): readonly string[];
  /** Authentication failed for good: flag it and go home. */
  onAuthFailure(): void;
}

export interface ApiClientOptions {
  /** Test seam: answers requests instead of the network. */
  adapter?: AxiosAdapter;
}

interface RetriableConfig extends InternalAxiosRequestConfig {
  _authRetried?: boolean;
}

const SAFE_METHODS = new Set(['get', 'head', 'options']);
/** MOBILE_AUTHORIZATION_HEADER of @shared/mobile-ticket, spelled here: importing that module would pull the
 * whole mobile-ticket contract, which the appli chunk shares, into home's bundle. */
export const MOBILE_BEARER_HEADER = 'X-Authorization';

export function createApiClient(hooks: ApiHooks, options: ApiClientOptions = {}): AxiosInstance {
  // Axios' own XSRF handling also fires on GET; ours follows SPEC (non-GET back-office calls only).
  const base = { xsrfCookieName: '', adapter: options.adapter };
  const tokenClient = axios.create(base);
  const client = axios.create(base);

  let pendingToken: Promise<string> | null = null;
  /** One token request at a time, however many calls are waiting for it. */
  function fetchToken(): Promise<string> {
    pendingToken ??= tokenClient
      .get<TokenAnswer>(TOKEN_PATH)
      .then(({ data }) => {
        if (!data?.id_token) throw new Error('Jeton absent de la réponse');
        localStore.set(STORAGE_KEYS.token, data.id_token);
        return data.id_token;
      })
      .finally(() => {
        pendingToken = null;
      });
    return pendingToken;
  }

  /** The URL axios will request (baseURL, url, params), or null when axios cannot build one. */
  function requestedUrl(config: InternalAxiosRequestConfig): string | null {
    try {
      const url: unknown = client.getUri(config);
      return typeof url === 'string' && url !== '' ? url : null;
    } catch {
      return null;
    }
  }

  /** Our back office: the page's own origin, and not a provider's path served there. */
  function towardBackOffice(config: InternalAxiosRequestConfig): boolean {
    const url = requestedUrl(config);
    if (url === null || !isOwnOriginUrl(url)) return false;
    return !hooks.providerUrls().some((provider) => provider && isUnderUrl(url, provider));
  }

  client.interceptors.request.use(async (config) => {
    const headers = AxiosHeaders.from(config.headers);
    config.headers = headers;
    // The mobile-ticket account's bearer belongs to its provider alone, wherever this client calls.
    headers.delete(MOBILE_BEARER_HEADER);
    if (!towardBackOffice(config)) {
      headers.delete('Authorization');
      headers.delete(CSRF_HEADER);
      return config;
    }
    let token = localStore.get(STORAGE_KEYS.token);
    if (!token) {
      try {
        token = await fetchToken();
      } catch (error) {
        hooks.onAuthFailure();
        throw error;
      }
    }
    headers.set('Authorization', `Bearer ${token}`);
    const method = (config.method ?? 'get').toLowerCase();
    if (!SAFE_METHODS.has(method)) {
      const csrf = readCsrfCookie();
      if (csrf) headers.set(CSRF_HEADER, csrf);
    }
    return config;
  });

  client.interceptors.response.use(undefined, async (error: unknown) => {
    if (!(error instanceof AxiosError) || error.response?.status !== 401 || !error.config) {
      throw error;
    }
    const config = error.config as RetriableConfig;
    if (config._authRetried || !towardBackOffice(config)) {
      if (config._authRetried) hooks.onAuthFailure();
      throw error;
    }
    config._authRetried = true;
    // In a burst of 401s, the first one refreshes; the others retry with the token it brought.
    const used = AxiosHeaders.from(config.headers).get('Authorization');
    const stored = localStore.get(STORAGE_KEYS.token);
    if (!stored || used === `Bearer ${stored}`) {
      localStore.remove(STORAGE_KEYS.token);
      try {
        await fetchToken();
      } catch {
        hooks.onAuthFailure();
        throw error;
      }
    }
    return client.request(config);
  });

  return client;
}
