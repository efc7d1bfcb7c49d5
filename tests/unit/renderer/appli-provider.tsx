// A scripted mobile-ticket provider (SPEC §7 "Mobile-ticket provider") behind api/mobileTicket's adapter
// seam: answers by "METHOD /path" (relative to preferences.mobileTicketUrl), records every call with its
// body and the headers that matter, and can be unreachable. With it, the /appli, cart and summary pages
// as a customer meets them (reload-backoffice: the real route table, a scripted back office).
import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import type { MobileAppLinks } from '@shared/backoffice';
import type { DeviceInfo } from '@shared/kiosk-bridge';
import type { InitPayboxRequest, MobileNetwork, MobileProduct } from '@shared/mobile-ticket';
import type { PayboxParameters } from '@shared/payment';
import { setMobileTicketAdapter } from '../../../src/renderer/src/api/mobileTicket';
import { preferencesLoaded } from '../../../src/renderer/src/app/config/configSlice';
import type { AppState } from '../../../src/renderer/src/app/appSlice';
import type { AppStore } from '../../../src/renderer/src/app/store';
import type { Routes } from './demandes-backoffice';
import { renderReload } from './reload-backoffice';

/** preferences.mobileTicketUrl of reload-backoffice's preferences. */
export const PROVIDER_BASE = '/fournisseur/billettique-mobile/api';

export type ProviderAnswer =
  [status: number, data?: unknown, headers?: Record<string, string>] | 'unreachable';
export type ProviderRoutes = Record<string, (body: unknown) => ProviderAnswer | Promise<ProviderAnswer>>;

export interface ProviderCall {
  method: string;
  path: string;
  body: unknown;
  requestedWith: string | null;
  mobileBearer: string | null;
  authorization: string | null;
  csrf: string | null;
}

const header = (headers: AxiosHeaders, name: string) => headers.get(name)?.toString() ?? null;

export function scriptedProvider(routes: ProviderRoutes): ProviderCall[] {
  const calls: ProviderCall[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = axios.getUri(config);
    const path = url.startsWith(PROVIDER_BASE) ? url.slice(PROVIDER_BASE.length) : url;
    const body = typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data;
    const headers = AxiosHeaders.from(config.headers);
    calls.push({
      method,
      path,
      body,
      requestedWith: header(headers, 'X-Requested-With'),
      mobileBearer: header(headers, 'X-Authorization'),
      authorization: header(headers, 'Authorization'),
      csrf: header(headers, 'X-XSRF-TOKEN'),
    });
    const route = routes[`${method} ${path}`];
    const answer: ProviderAnswer = route ? await route(body) : [404, { message: 'Introuvable' }];
    if (answer === 'unreachable') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    const [status, data, answerHeaders = {}] = answer;
    const response = { data, status, statusText: '', headers: answerHeaders, config };
    if (status >= 400) throw new AxiosError('HTTP', String(status), config, null, response);
    return response;
  };
  setMobileTicketAdapter(adapter);
  return calls;
}

export const calledPaths = (calls: ProviderCall[]) => calls.map((c) => `${c.method} ${c.path}`);

export const pass1: MobileProduct = { id: 11, label: 'Ticket 1 voyage', prixTTC: 150, prixHT: 136 };
export const day: MobileProduct = { id: 12, label: 'Pass 24 heures', prixTTC: 450, prixHT: 409 };
export const student: MobileProduct = {
  id: 21,
  label: 'Abonnement mensuel étudiant',
  prixTTC: 2500,
  prixHT: 2273,
};
export const networks: MobileNetwork[] = [
  { id: 1, label: 'Réseau urbain de Blois', produits: [pass1, day] },
  { id: 2, label: 'Lignes interurbaines', produits: [student] },
];

/** What SPEC §7 says init/paybox receives for the 24-hour pass. */
export const dayInitRequest: InitPayboxRequest = {
  produits: [{ id: 12, quantite: 1 }],
  cancelURL: '/appli',
  rejectedURL: '/recapitulatif?cancel=true',
  successURL: '/recapitulatif',
  totalTTC: 450,
  activerOneClick: false,
  restrictCbOnThisSupport: false,
};

/** What a counter PC's bridge says of itself (info()): the full web flow, its id as support number. */
export const counterDevice: DeviceInfo = {
  deviceId: 'GUICHET-BLOIS-01',
  mode: 'counter',
  versions: { electron: '45', chrome: '140' },
  idleTimeoutMs: 90_000,
  idleWarningMs: 30_000,
  camera: false,
  readerSide: 'below',
};

export const storeLinks: MobileAppLinks = {
  appStore: 'https://apps.apple.com/fr/app/ligeo-billets/id6400000000',
  googlePlay: 'https://play.google.com/store/apps/details?id=fr.ligeo.billets',
};

export const paybox: PayboxParameters = {
  site: '1999888',
  rang: '32',
  identifiant: '107904482',
  total: '450',
  devise: '978',
  panierXml:
    '<?xml version="1.0"?><shoppingcart><total><totalQuantity>1</totalQuantity></total></shoppingcart>',
  infosClientXml: '<?xml version="1.0"?><Billing/>',
  retour: 'montant:M;ref:R;auto:A;erreur:E;sign:K',
  hash: 'SHA512',
  idCommande: 'BM-000042',
  porteur: 'lea.martin@exemple.fr',
  time: '2026-11-25T09:00:00.000Z',
  retourClientAnnule: 'http://portail/appli',
  retourClientRefuse: 'http://portail/recapitulatif?cancel=true',
  retourClientValide: 'http://portail/recapitulatif',
  repondreA: 'http://fournisseur/billettique-mobile/api/paiement/notification',
  typePaiement: 'CARTE',
  typeCarte: 'CB',
  archivage: 'BM-000042',
  hmac: 'ABCDEF0123',
  url: 'http://127.0.0.1:5181/fournisseur/paiement-carte',
  urlMobile: 'http://127.0.0.1:5181/fournisseur/paiement-carte/mobile',
};

/** The provider's answers when everything goes well (Léa's account, any password but 'faux'). */
export const providerOk = (extra: ProviderRoutes = {}): ProviderRoutes => ({
  'POST /token/authenticate': (body) =>
    (body as { password?: string }).password === 'faux'
      ? [401, { message: 'Identifiants invalides' }]
      : [200, { token: 'jeton.mobile.lea' }],
  'POST /user/connexion': () => [200, { authenticationCode: 'OK' }],
  'GET /produit/getProduits': () => [200, { statusWsResponse: 'OK', reseaux: networks }],
  'POST /paiement/checkpanier': () => [200, { statusWsResponse: 'OK' }],
  'POST /paiement/init/paybox': () => [200, { statusWsResponse: 'OK', payboxPaymentParameters: paybox }],
  ...extra,
});

/** The real route table with the scripted back office and provider; the store links in the preferences. */
export function renderAppli(
  path: string,
  provider: ProviderRoutes,
  options: { routes?: Routes; app?: Partial<AppState>; links?: MobileAppLinks | null } = {},
) {
  const providerCalls = scriptedProvider(provider);
  const view = renderReload(path, options.routes ?? {}, {
    app: options.app,
    prepare: (store: AppStore) => {
      const preferences = store.getState().config.preferences!;
      const links = options.links === undefined ? storeLinks : options.links;
      store.dispatch(preferencesLoaded({ ...preferences, ...(links ? { mobileAppLinks: links } : {}) }));
    },
  });
  return { ...view, providerCalls };
}
