// Test-side access to the mobile-ticket provider's stand-in, on the providers' origin: its fault
// injection and token expiry (control API, EMULATOR_CONTROL=1 as playwright.config.ts starts it), the
// tickets an account holds read through the real API (to prove a purchase reached it exactly once), and
// the demo accounts of docs/demo-data.md « Billettique mobile ».
import { currentServers, type APIRequestContext, type Page } from './test';
import type { FaultRule } from '../../../src/shared/http';
import {
  MOBILE_TICKET_PATHS,
  REQUESTED_WITH_VALUE,
  type AuthenticateAnswer,
  type MobileTicket,
  type TicketsAnswer,
} from '../../../src/shared/mobile-ticket';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../src/server/providers/mobile-ticket/accounts';
import { NETWORKS } from '../../../src/server/providers/mobile-ticket/catalogue';
import { MOBILE_TICKET_PREFIX } from '../../../src/server/providers/mobile-ticket/paths';

/** The demo accounts (one password for all), what each shows, and the titles on sale. */
export const DEMO = {
  password: DEMO_PASSWORD,
  accounts: {
    /** Confirmed, valid 'Étudiant' profile: buys anything. */
    confirmed: DEMO_ACCOUNTS.confirmed.mail,
    /** COMPTE_NON_CONFIRME: let in all the same. */
    unconfirmed: DEMO_ACCOUNTS.unconfirmed.mail,
    /** No 'Étudiant' profile: a student title answers KO_PROFIL_MISSING_ERROR. */
    withoutStudent: DEMO_ACCOUNTS.withoutStudent.mail,
    /** 'Étudiant' profile out of date: a student title answers KO_PROFIL_PROBLEM_DV. */
    studentOutOfDate: DEMO_ACCOUNTS.studentOutOfDate.mail,
    /** COMPTE_DESACTIVE: the connexion refuses it. */
    disabled: DEMO_ACCOUNTS.disabled.mail,
  },
  /** Networks and their titles (ids, labels, prices in cents; `profil` when a profile is needed). */
  networks: NETWORKS,
} as const;

const providers = () => currentServers().providersURL;

async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  if (!response.ok())
    throw new Error(`${what} refusé par l'émulateur : ${response.status()} ${await response.text()}`);
}

/** A fault on the providers' listener (the mobile-ticket API, the card page…), as addFault does for the
 * back office: `{ path: '/fournisseur/billettique-mobile/api/produit/getProduits', status: 500 }`,
 * `{ …, down: true }` for a provider that cannot be reached. */
export async function addProviderFault(request: APIRequestContext, rule: FaultRule): Promise<void> {
  await ok(await request.post(`${providers()}/__emulator/faults`, { data: rule }), 'Panne');
}

export async function clearProviderFaults(request: APIRequestContext): Promise<void> {
  await ok(await request.delete(`${providers()}/__emulator/faults`), 'Remise à zéro des pannes');
}

/** Expires now the login tokens of `mail`'s account, or of every account: the portal's next call
 * gets a 401. */
export async function expireMobileTokens(request: APIRequestContext, mail?: string): Promise<number> {
  const response = await request.post(`${providers()}/__emulator/billettique-mobile/jetons/expiration`, {
    data: mail === undefined ? {} : { mail },
  });
  await ok(response, 'Expiration des jetons');
  return ((await response.json()) as { expired: number }).expired;
}

/** The tickets of the account, newest first, read through the provider's API as the mobile app would. */
export async function accountTickets(
  request: APIRequestContext,
  mail: string,
  password: string = DEMO_PASSWORD,
): Promise<MobileTicket[]> {
  const api = `${providers()}${MOBILE_TICKET_PREFIX}`;
  const headers = { 'X-Requested-With': REQUESTED_WITH_VALUE };
  const login = await request.post(`${api}${MOBILE_TICKET_PATHS.authenticate}`, {
    headers,
    data: { mail, password, supportNumero: 'tests-e2e' },
  });
  await ok(login, 'Connexion au compte');
  const { token } = (await login.json()) as AuthenticateAnswer;
  const list = await request.get(`${api}${MOBILE_TICKET_PATHS.tickets}`, {
    headers: { ...headers, 'X-Authorization': `Bearer ${token}` },
  });
  await ok(list, 'Liste des billets');
  return ((await list.json()) as TicketsAnswer).billets;
}

/** The signed-in account as the page keeps it (session storage, app/session/mobileAccount), or null; and
 * whether any copy of a bearer sits in local storage, where it would outlive the tab. */
export async function storedAccount(
  page: Page,
): Promise<{ account: { mail: string; token: string } | null; inLocalStorage: boolean }> {
  return page.evaluate(() => ({
    account: JSON.parse(sessionStorage.getItem('mobileTicketAccount') ?? 'null') as {
      mail: string;
      token: string;
    } | null,
    inLocalStorage: Object.keys(localStorage).some((key) => /^mobileTicket/.test(key)),
  }));
}
