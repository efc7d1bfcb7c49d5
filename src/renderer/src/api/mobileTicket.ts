// The mobile-ticket provider (SPEC §7 "Mobile-ticket provider"): another company's API, on its own origin,
// with its own axios instance. Never our back office's client: that one would add our bearer and CSRF
// header, and refresh our token on the provider's 401. Every call carries X-Requested-With and, once logged
// in, the account's bearer in X-Authorization (never Authorization). A 401 forgets the stored account and
// throws MobileSessionExpired, so the flow goes back to the login. Every answer is checked before use and a
// status other than OK throws MobileStatusError (SPEC §8).
import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosInstance } from 'axios';
import {
  MOBILE_AUTHORIZATION_HEADER,
  MOBILE_TICKET_PATHS,
  REQUESTED_WITH_HEADER,
  REQUESTED_WITH_VALUE,
  STATUS_OK,
  type AuthenticateRequest,
  type CheckCartRequest,
  type InitPayboxRequest,
  type MobileNetwork,
} from '@shared/mobile-ticket';
import type { PayboxParameters } from '@shared/payment';
import { CSRF_HEADER } from '@shared/http';
import { codeOf, networksOf, payboxParametersOf, profileLabelOf, tokenOf } from './mobileTicketAnswers';
import { forgetMobileAccount, storedMobileAccount } from '../app/session/mobileAccount';

/** The provider refused the account's bearer (missing or expired): it is cleared, log in again. */
export class MobileSessionExpired extends Error {
  constructor() {
    super('Session du compte mobile expirée');
    this.name = 'MobileSessionExpired';
  }
}

/** An answer whose status is not OK (`status`, with the profile a title needs), or that is malformed (null). */
export class MobileStatusError extends Error {
  constructor(
    readonly status: string | null,
    readonly profile: string | null = null,
  ) {
    super(`Réponse du prestataire de billettique mobile refusée : ${status ?? 'mal formée'}`);
    this.name = 'MobileStatusError';
  }
}

/** The signed-in account's bearer (app/session/mobileAccount keeps it with the account's e-mail). */
export const storedMobileToken = (): string | null => storedMobileAccount()?.token ?? null;

let testAdapter: AxiosAdapter | undefined;
let current: { baseURL: string; client: AxiosInstance } | null = null;

/** Test seam: answers the provider's requests instead of the network. */
export function setMobileTicketAdapter(adapter: AxiosAdapter | undefined): void {
  testAdapter = adapter;
  current = null;
}

export function createMobileTicketClient(baseURL: string, adapter?: AxiosAdapter): AxiosInstance {
  // No cookies toward another company, and axios' own XSRF copy off: nothing of ours leaves with a call.
  const client = axios.create({ baseURL, adapter, withCredentials: false, xsrfCookieName: '' });
  client.interceptors.request.use((config) => {
    const headers = AxiosHeaders.from(config.headers);
    headers.delete('Authorization');
    headers.delete(CSRF_HEADER);
    headers.set(REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE);
    const token = storedMobileToken();
    if (token) headers.set(MOBILE_AUTHORIZATION_HEADER, `Bearer ${token}`);
    else headers.delete(MOBILE_AUTHORIZATION_HEADER);
    config.headers = headers;
    return config;
  });
  client.interceptors.response.use(undefined, (error: unknown) => {
    if (error instanceof AxiosError && error.response?.status === 401) {
      forgetMobileAccount();
      throw new MobileSessionExpired();
    }
    throw error;
  });
  return client;
}

/** One instance per provider address (preferences.mobileTicketUrl). */
function client(baseURL: string): AxiosInstance {
  if (current?.baseURL !== baseURL)
    current = { baseURL, client: createMobileTicketClient(baseURL, testAdapter) };
  return current.client;
}

/** Throws unless the answer's statusWsResponse is OK. */
function requireOk(data: unknown): void {
  const status = codeOf(data, 'statusWsResponse');
  if (status !== STATUS_OK) throw new MobileStatusError(status, profileLabelOf(data));
}

/** POST /token/authenticate: the account's bearer. The caller stores it (with the account) for the next
 * calls, so a login abandoned meanwhile stores nothing. */
export async function authenticate(baseURL: string, request: AuthenticateRequest): Promise<string> {
  const { data } = await client(baseURL).post<unknown>(MOBILE_TICKET_PATHS.authenticate, request);
  const token = tokenOf(data);
  if (!token) throw new MobileStatusError(null);
  return token;
}

/** POST /user/connexion, without a body: the account's authentication code (the caller judges it). */
export async function connexion(baseURL: string): Promise<string> {
  const { data } = await client(baseURL).post<unknown>(MOBILE_TICKET_PATHS.connexion);
  const code = codeOf(data, 'authenticationCode');
  if (!code) throw new MobileStatusError(null);
  return code;
}

/** GET /produit/getProduits: the networks and their products (prices in cents). */
export async function getMobileProducts(baseURL: string): Promise<MobileNetwork[]> {
  const { data } = await client(baseURL).get<unknown>(MOBILE_TICKET_PATHS.products);
  requireOk(data);
  return networksOf(data);
}

/** POST /paiement/checkpanier: resolves when the account may buy the product (SPEC §8 profile errors throw). */
export async function checkCart(baseURL: string, productId: number): Promise<void> {
  const body: CheckCartRequest = { proIds: [productId] };
  const { data } = await client(baseURL).post<unknown>(MOBILE_TICKET_PATHS.checkCart, body);
  requireOk(data);
}

/** POST /paiement/init/paybox: the signed card form (idCommande is the provider's order id). */
export async function initPaybox(baseURL: string, request: InitPayboxRequest): Promise<PayboxParameters> {
  const { data } = await client(baseURL).post<unknown>(MOBILE_TICKET_PATHS.initPaybox, request);
  requireOk(data);
  const parameters = payboxParametersOf(data);
  if (!parameters) throw new MobileStatusError(null);
  return parameters;
}
