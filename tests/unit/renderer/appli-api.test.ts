// The mobile-ticket provider's client (issue 14, SPEC §7 "Mobile-ticket provider", §8): its headers (never
// ours), the bearer forgotten on a 401, every answer checked, a status other than OK an error; and cents
// shown as euros (SPEC §9).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AxiosError } from 'axios';
import {
  authenticate,
  checkCart,
  connexion,
  getMobileProducts,
  initPaybox,
  MobileSessionExpired,
  MobileStatusError,
  setMobileTicketAdapter,
} from '../../../src/renderer/src/api/mobileTicket';
import { appliCartOf, formatCents, vatCents } from '../../../src/renderer/src/purchase/mobilePrices';
import {
  day,
  dayInitRequest,
  networks,
  paybox,
  PROVIDER_BASE,
  providerOk,
  scriptedProvider,
  student,
  type ProviderRoutes,
} from './appli-provider';

const ACCOUNT_KEY = 'mobileTicketAccount';
/** The signed-in account as app/session/mobileAccount keeps it (session storage). */
const signIn = (token: string) =>
  window.sessionStorage.setItem(ACCOUNT_KEY, JSON.stringify({ mail: 'lea.martin@exemple.fr', token }));
const storedToken = () =>
  (JSON.parse(window.sessionStorage.getItem(ACCOUNT_KEY) ?? 'null') as { token: string } | null)?.token ??
  null;
const NBSP = /[\u00a0\u202f]/g;

beforeEach(() => {
  // What the back office's client would use: none of it may reach the provider.
  window.localStorage.setItem('authenticationToken', 'jeton-du-back-office');
  document.cookie = 'XSRF-TOKEN=cle-csrf; path=/';
});

afterEach(() => setMobileTicketAdapter(undefined));

const answering = (route: string, answer: ReturnType<ProviderRoutes[string]>) =>
  scriptedProvider(providerOk({ [route]: () => answer }));

describe('headers', () => {
  it('X-Requested-With on every call; no bearer before login; never Authorization nor the CSRF header', async () => {
    const calls = scriptedProvider(providerOk());
    const token = await authenticate(PROVIDER_BASE, {
      mail: 'lea.martin@exemple.fr',
      password: 'secret',
      supportNumero: 'web-1',
    });
    // The login saga stores the account with its bearer.
    signIn(token);
    await connexion(PROVIDER_BASE);
    await getMobileProducts(PROVIDER_BASE);
    expect(
      calls.map(({ path, requestedWith, mobileBearer, authorization, csrf }) => [
        path,
        requestedWith,
        mobileBearer,
        authorization,
        csrf,
      ]),
    ).toEqual([
      ['/token/authenticate', 'XMLHttpRequest', null, null, null],
      ['/user/connexion', 'XMLHttpRequest', 'Bearer jeton.mobile.lea', null, null],
      ['/produit/getProduits', 'XMLHttpRequest', 'Bearer jeton.mobile.lea', null, null],
    ]);
  });

  it('an Authorization given by a caller is dropped; the bearer is the stored one', async () => {
    signIn('jeton.stocke');
    const calls = scriptedProvider(providerOk());
    await checkCart(PROVIDER_BASE, day.id);
    expect(calls[0]).toMatchObject({ mobileBearer: 'Bearer jeton.stocke', authorization: null, csrf: null });
    expect(calls[0]!.body).toEqual({ proIds: [12] });
  });

  it('authenticate sends the pair and the support number and answers the bearer, storing nothing itself', async () => {
    const calls = scriptedProvider(providerOk());
    const token = await authenticate(PROVIDER_BASE, {
      mail: 'lea.martin@exemple.fr',
      password: 'secret',
      supportNumero: 'guichet-blois-01',
    });
    expect(token).toBe('jeton.mobile.lea');
    // The saga stores it, so a login abandoned meanwhile leaves nothing behind.
    expect(storedToken()).toBeNull();
    expect(window.localStorage.length).toBe(1);
    expect(calls[0]!.body).toEqual({
      mail: 'lea.martin@exemple.fr',
      password: 'secret',
      supportNumero: 'guichet-blois-01',
    });
  });

  it('the support connection is posted without a body', async () => {
    const calls = scriptedProvider(providerOk());
    expect(await connexion(PROVIDER_BASE)).toBe('OK');
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/user/connexion', body: undefined });
  });
});

describe('401', () => {
  it.each([
    ['POST /user/connexion', () => connexion(PROVIDER_BASE)],
    ['GET /produit/getProduits', () => getMobileProducts(PROVIDER_BASE)],
    ['POST /paiement/checkpanier', () => checkCart(PROVIDER_BASE, 11)],
    ['POST /paiement/init/paybox', () => initPaybox(PROVIDER_BASE, {} as never)],
  ])('%s: the stored bearer is cleared and the session said expired', async (route, call) => {
    signIn('jeton.expire');
    answering(route, [401, { statusWsResponse: 'KO_TOKEN' }]);
    await expect(call()).rejects.toBeInstanceOf(MobileSessionExpired);
    expect(window.sessionStorage.getItem(ACCOUNT_KEY)).toBeNull();
  });

  it('other failures keep the bearer and stay what they are', async () => {
    signIn('jeton');
    answering('GET /produit/getProduits', [500, {}]);
    await expect(getMobileProducts(PROVIDER_BASE)).rejects.toBeInstanceOf(AxiosError);
    answering('GET /produit/getProduits', 'unreachable');
    await expect(getMobileProducts(PROVIDER_BASE)).rejects.toBeInstanceOf(AxiosError);
    expect(storedToken()).toBe('jeton');
  });
});

describe('answers checked', () => {
  it.each([
    ['no token', {}],
    ['a token that is not text', { token: 42 }],
    ['a token with a line break (header injection)', { token: 'abc\r\nX-Evil: 1' }],
    ['a token with spaces', { token: 'a b' }],
  ])('authenticate: %s is a failure, nothing stored', async (_case, data) => {
    answering('POST /token/authenticate', [200, data]);
    await expect(
      authenticate(PROVIDER_BASE, { mail: 'a@b.fr', password: 'p', supportNumero: 'x' }),
    ).rejects.toBeInstanceOf(MobileStatusError);
    expect(window.sessionStorage.getItem(ACCOUNT_KEY)).toBeNull();
  });

  it.each([[{}], [{ authenticationCode: 7 }], [{ authenticationCode: 'ok <script>' }], ['OK']])(
    'connexion: %j is a failure',
    async (data) => {
      answering('POST /user/connexion', [200, data]);
      await expect(connexion(PROVIDER_BASE)).rejects.toBeInstanceOf(MobileStatusError);
    },
  );

  it('products: malformed ones are left out, a network left empty too, only known fields kept', async () => {
    answering('GET /produit/getProduits', [
      200,
      {
        statusWsResponse: 'OK',
        reseaux: [
          {
            id: 1,
            label: 'Réseau urbain de Blois',
            extra: 'ignoré',
            produits: [
              { ...day, promo: true },
              { id: 13, label: 'Prix en euros', prixTTC: 4.5, prixHT: 4 },
              { id: 14, label: 'HT au-dessus du TTC', prixTTC: 100, prixHT: 120 },
              { id: 15, label: '', prixTTC: 100, prixHT: 90 },
              { id: 16, label: 'Gratuit', prixTTC: 0, prixHT: 0 },
              { id: -1, label: 'Identifiant négatif', prixTTC: 100, prixHT: 90 },
            ],
          },
          { id: 2, label: 'Réseau vide', produits: [{ id: 'x' }] },
          { id: 3, label: 'x'.repeat(201), produits: [student] },
          'pas un réseau',
        ],
      },
    ]);
    expect(await getMobileProducts(PROVIDER_BASE)).toEqual([
      { id: 1, label: 'Réseau urbain de Blois', produits: [day] },
    ]);
  });

  it('products: all of them when well formed', async () => {
    answering('GET /produit/getProduits', [200, { statusWsResponse: 'OK', reseaux: networks }]);
    expect(await getMobileProducts(PROVIDER_BASE)).toEqual(networks);
  });

  it.each([
    ['KO', { statusWsResponse: 'KO', reseaux: networks }],
    ['no status', { reseaux: networks }],
    ['a status that is not a code', { statusWsResponse: 'ok', reseaux: networks }],
  ])('products: %s is an error', async (_case, data) => {
    answering('GET /produit/getProduits', [200, data]);
    await expect(getMobileProducts(PROVIDER_BASE)).rejects.toBeInstanceOf(MobileStatusError);
  });

  it('cart check: a profile refusal carries its status and the profile', async () => {
    answering('POST /paiement/checkpanier', [
      200,
      { statusWsResponse: 'KO_PROFIL_MISSING_ERROR', profil: { label: 'Étudiant' } },
    ]);
    const error = await checkCart(PROVIDER_BASE, 21).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MobileStatusError);
    expect(error).toMatchObject({ status: 'KO_PROFIL_MISSING_ERROR', profile: 'Étudiant' });
  });

  it('cart check: a profile whose label is not text is no profile', async () => {
    answering('POST /paiement/checkpanier', [
      200,
      { statusWsResponse: 'KO_PROFIL_PROBLEM_DV', profil: { label: 3 } },
    ]);
    await expect(checkCart(PROVIDER_BASE, 21)).rejects.toMatchObject({
      status: 'KO_PROFIL_PROBLEM_DV',
      profile: null,
    });
  });

  it('init/paybox: the request as sent, the card form as checked', async () => {
    const calls = answering('POST /paiement/init/paybox', [
      200,
      { statusWsResponse: 'OK', payboxPaymentParameters: { ...paybox, inconnu: 'x' } },
    ]);
    const request = dayInitRequest;
    expect(await initPaybox(PROVIDER_BASE, request)).toEqual(paybox);
    expect(calls[0]!.body).toEqual(request);
  });

  it.each([
    ['a non-OK status', { statusWsResponse: 'KO_WRONG_TOTAL', payboxPaymentParameters: paybox }],
    ['no parameters', { statusWsResponse: 'OK' }],
    ['no order id', { statusWsResponse: 'OK', payboxPaymentParameters: { ...paybox, idCommande: '' } }],
    [
      'an order id with markup',
      { statusWsResponse: 'OK', payboxPaymentParameters: { ...paybox, idCommande: '<b>' } },
    ],
    ['a missing field', { statusWsResponse: 'OK', payboxPaymentParameters: { ...paybox, hmac: undefined } }],
    [
      'a field with a control character',
      { statusWsResponse: 'OK', payboxPaymentParameters: { ...paybox, site: '1\u0000' } },
    ],
    [
      'a javascript: form address',
      { statusWsResponse: 'OK', payboxPaymentParameters: { ...paybox, url: 'javascript:alert(1)' } },
    ],
    [
      'a field of 9 Kio',
      { statusWsResponse: 'OK', payboxPaymentParameters: { ...paybox, panierXml: 'x'.repeat(9000) } },
    ],
  ])('init/paybox: %s is an error', async (_case, data) => {
    answering('POST /paiement/init/paybox', [200, data]);
    await expect(initPaybox(PROVIDER_BASE, {} as never)).rejects.toBeInstanceOf(MobileStatusError);
  });
});

describe('cents (SPEC §9)', () => {
  it('are shown as euros with two decimals, fr-FR', () => {
    expect(formatCents(150).replace(NBSP, ' ')).toBe('1,50 €');
    expect(formatCents(2500).replace(NBSP, ' ')).toBe('25,00 €');
    expect(formatCents(123456).replace(NBSP, ' ')).toBe('1 234,56 €');
    expect(formatCents(5).replace(NBSP, ' ')).toBe('0,05 €');
  });

  it('VAT is the price with VAT less the price without', () => {
    expect(vatCents(day)).toBe(41);
  });

  it('the appli cart is the product as one line, in euros', () => {
    expect(appliCartOf(student)).toEqual({
      products: [
        { id: 21, label: 'Abonnement mensuel étudiant', quantity: 1, totalPrice: 25, montantTva: 2.27 },
      ],
      totalPrice: 25,
      shippingPrice: 0,
      productsQuantity: 1,
    });
    expect(appliCartOf(null)).toEqual({ products: [], totalPrice: 0, shippingPrice: 0, productsQuantity: 0 });
  });
});
