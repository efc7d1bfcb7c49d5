// /appli as a customer meets it (issue 14, SPEC §2 "Mobile ticket", §4, §8): login by keyboard, the password
// shown and hidden, the products by network with their prices, 'Choisir' to the cart, each error text, a
// 401 back to the login, 'Annuler', the store badges.
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setMobileTicketAdapter } from '../../../src/renderer/src/api/mobileTicket';
import { signOutRequested } from '../../../src/renderer/src/app/session/accountSlice';
import {
  calledPaths,
  day,
  networks,
  providerOk,
  renderAppli,
  storeLinks,
  type ProviderRoutes,
} from './appli-provider';

const NBSP = /[\u00a0\u202f]/g;
const ACCOUNT_KEY = 'mobileTicketAccount';
/** A customer still signed in (as app/session/mobileAccount keeps the account: session storage). */
const signedIn = (token: string) =>
  window.sessionStorage.setItem(ACCOUNT_KEY, JSON.stringify({ mail: 'lea.martin@exemple.fr', token }));

afterEach(() => setMobileTicketAdapter(undefined));

const heading = (name: string) => screen.findByRole('heading', { name });
const text = (element: HTMLElement) => element.textContent!.replace(NBSP, ' ');

async function logIn(provider: ProviderRoutes = providerOk(), password = 'secret') {
  const user = userEvent.setup();
  const view = renderAppli('/appli', provider);
  await heading('Connexion à votre compte');
  // By keyboard: into the e-mail, Tab to the password, Enter to send.
  screen.getByLabelText(/Adresse e-mail/).focus();
  await user.keyboard('lea.martin@exemple.fr');
  await user.tab();
  expect(document.activeElement).toBe(screen.getByLabelText(/^Mot de passe/));
  await user.keyboard(`${password}{Enter}`);
  return { user, ...view };
}

describe('login', () => {
  it('by keyboard: authenticate, support connection, then the products by network with their prices', async () => {
    const { providerCalls } = await logIn();
    const blois = await screen.findByRole('region', { name: 'Réseau urbain de Blois' });
    const lines = within(blois)
      .getAllByRole('listitem')
      .map((item) => text(item));
    expect(lines).toEqual([
      'Ticket 1 voyage1,50 €Choisir Ticket 1 voyage, 1,50 €',
      'Pass 24 heures4,50 €Choisir Pass 24 heures, 4,50 €',
    ]);
    const interurbain = screen.getByRole('region', { name: 'Lignes interurbaines' });
    expect(
      within(interurbain).getByRole('button', { name: /^Choisir Abonnement mensuel étudiant, 25,00/ }),
    ).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      networks.map((n) => n.label),
    );
    expect(calledPaths(providerCalls)).toEqual([
      'POST /token/authenticate',
      'POST /user/connexion',
      'GET /produit/getProduits',
    ]);
    expect(providerCalls[0]!.body).toMatchObject({ mail: 'lea.martin@exemple.fr', password: 'secret' });
    expect(JSON.parse(window.sessionStorage.getItem(ACCOUNT_KEY)!)).toEqual({
      mail: 'lea.martin@exemple.fr',
      token: 'jeton.mobile.lea',
    });
    // Never in local storage, where it would outlive the tab (or the counter's window).
    expect(window.localStorage.getItem(ACCOUNT_KEY)).toBeNull();
    expect(window.localStorage.getItem('mobileTicketToken')).toBeNull();
    // The login is gone.
    expect(screen.queryByLabelText(/Adresse e-mail/)).toBeNull();
  });

  it('the password is shown and hidden by a pressed button', async () => {
    const user = userEvent.setup();
    renderAppli('/appli', providerOk());
    const password = (await screen.findByLabelText(/^Mot de passe/, {})) as HTMLInputElement;
    const toggle = screen.getByRole('button', { name: 'Afficher le mot de passe' });
    expect(password.type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(password.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.keyboard('{Enter}');
    expect(password.type).toBe('password');
    expect(password.maxLength).toBe(128);
    expect((screen.getByLabelText(/Adresse e-mail/) as HTMLInputElement).maxLength).toBe(254);
  });

  it('an empty form says what is missing, goes to the e-mail and calls nobody', async () => {
    const user = userEvent.setup();
    const { providerCalls } = renderAppli('/appli', providerOk());
    await user.click(await screen.findByRole('button', { name: 'Se connecter' }));
    expect(screen.getByText('Veuillez saisir votre adresse e-mail.')).toBeTruthy();
    expect(screen.getByText('Veuillez saisir votre mot de passe.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/Adresse e-mail/));
    await user.keyboard('lea.martin');
    expect(screen.getByText('L’adresse e-mail n’est pas valide.')).toBeTruthy();
    expect(providerCalls).toEqual([]);
  });

  it.each<[string, ProviderRoutes, string]>([
    [
      'a wrong pair (401)',
      { 'POST /token/authenticate': () => [401, { message: 'Identifiants invalides' }] },
      'Email ou mot de passe invalide. Veuillez réessayer.',
    ],
    [
      'too many tries (429): when to try again, from Retry-After',
      {
        'POST /token/authenticate': () => [
          429,
          { messageError: 'Trop de tentatives de connexion. Veuillez réessayer dans 2 minutes.' },
          { 'retry-after': '120' },
        ],
      },
      'Trop de tentatives. Veuillez réessayer dans 2 minutes.',
    ],
    [
      'the provider unreachable',
      { 'POST /token/authenticate': () => 'unreachable' },
      'Erreur lors de la connexion à votre compte. Veuillez réessayer ultérieurement.',
    ],
    [
      'a refused support connection',
      { 'POST /user/connexion': () => [200, { authenticationCode: 'COMPTE_DESACTIVE' }] },
      'Erreur lors de la connexion à votre compte. Veuillez réessayer ultérieurement.',
    ],
  ])('%s: its text, still on the login', async (_case, extra, message) => {
    const original = console.error;
    console.error = () => undefined;
    try {
      await logIn(providerOk(extra));
      expect((await screen.findByRole('alert')).textContent).toBe(message);
      expect(screen.getByLabelText(/Adresse e-mail/)).toBeTruthy();
      expect(window.sessionStorage.getItem(ACCOUNT_KEY)).toBeNull();
    } finally {
      console.error = original;
    }
  });
});

describe('products', () => {
  it('with a stored bearer, straight to them; a 401 clears it and shows the login, no banner', async () => {
    signedIn('jeton.expire');
    const { providerCalls } = renderAppli(
      '/appli',
      providerOk({ 'GET /produit/getProduits': () => [401, { statusWsResponse: 'KO_TOKEN' }] }),
    );
    await heading('Connexion à votre compte');
    expect(calledPaths(providerCalls)).toEqual(['GET /produit/getProduits']);
    expect(providerCalls[0]!.mobileBearer).toBe('Bearer jeton.expire');
    expect(window.sessionStorage.getItem(ACCOUNT_KEY)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Compte connecté :')).toBeNull();
  });

  it.each<[string, ProviderRoutes]>([
    ['unreachable', { 'GET /produit/getProduits': () => 'unreachable' }],
    [
      'a status other than OK',
      { 'GET /produit/getProduits': () => [200, { statusWsResponse: 'KO', reseaux: [] }] },
    ],
    ['a server error', { 'GET /produit/getProduits': () => [503, {}] }],
  ])('provider %s: SPEC’s text, never a blank page', async (_case, extra) => {
    signedIn('jeton');
    renderAppli('/appli', providerOk(extra));
    expect((await screen.findByRole('alert', {})).textContent).toBe(
      'Erreur lors de la récupération des produits vendables. Veuillez réessayer ultérieurement.',
    );
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeTruthy();
  });

  it("'Choisir' runs the cart check and leads to the cart with that product", async () => {
    const { user, providerCalls, router } = await logIn();
    await user.click(await screen.findByRole('button', { name: /^Choisir Pass 24 heures/ }));
    await heading('Mon panier');
    expect(router.state.location.pathname).toBe('/cart');
    expect(providerCalls.at(-1)).toMatchObject({ path: '/paiement/checkpanier', body: { proIds: [12] } });
    expect(JSON.parse(window.sessionStorage.getItem('mobileTicketProduct')!)).toEqual(day);
    expect(window.localStorage.getItem('cartType')).toBe('appli');
    // The cart's line comes with the cart page's own load, after its heading.
    expect(await screen.findByText('Pass 24 heures x 1')).toBeTruthy();
  });

  it.each<[string, unknown, string]>([
    [
      'a missing profile',
      { statusWsResponse: 'KO_PROFIL_MISSING_ERROR', profil: { label: 'Étudiant' } },
      'Ce titre nécessite le profil Étudiant. Vous pouvez le demander dans l’application mobile.',
    ],
    [
      'a profile to update',
      { statusWsResponse: 'KO_PROFIL_PROBLEM_DV', profil: { label: 'Étudiant' } },
      'Ce titre nécessite que vous mettiez à jour votre profil Étudiant.',
    ],
    [
      'another refusal',
      { statusWsResponse: 'KO_PRODUIT_INCONNU' },
      'Erreur lors de l’ajout du produit au panier. Veuillez réessayer ultérieurement.',
    ],
  ])('the cart check refuses for %s: its text, still on the products', async (_case, answer, message) => {
    const { user, router } = await logIn(providerOk({ 'POST /paiement/checkpanier': () => [200, answer] }));
    await user.click(await screen.findByRole('button', { name: /^Choisir Abonnement mensuel étudiant/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(router.state.location.pathname).toBe('/appli');
    expect(window.sessionStorage.getItem('mobileTicketProduct')).toBeNull();
  });

  it("'Annuler' logs out: bearer and product forgotten, the empty login again", async () => {
    window.sessionStorage.setItem('mobileTicketProduct', JSON.stringify(day));
    const { user } = await logIn();
    await user.click(await screen.findByRole('button', { name: 'Annuler' }));
    await heading('Connexion à votre compte');
    expect((screen.getByLabelText(/Adresse e-mail/) as HTMLInputElement).value).toBe('');
    expect(window.sessionStorage.getItem(ACCOUNT_KEY)).toBeNull();
    expect(window.sessionStorage.getItem('mobileTicketProduct')).toBeNull();
  });
});

describe('the signed-in account (issue 23 « Shared screens »)', () => {
  it("names the account; 'Se déconnecter' forgets it and its purchase, the login gets the focus", async () => {
    window.sessionStorage.setItem('mobileTicketProduct', JSON.stringify(day));
    window.sessionStorage.setItem('mobileTicketOrder', '{"idCommande":"BM-1"}');
    const { user, store, providerCalls } = await logIn();
    await screen.findByRole('heading', { name: 'Choisissez votre billet' });
    const who = screen.getByText('Compte connecté :');
    expect(who.textContent).toBe('Compte connecté : lea.martin@exemple.fr');
    // Signing out is ours alone: SPEC §7 gives the provider no call for it.
    const calls = providerCalls.length;

    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await heading('Connexion à votre compte');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Connexion à votre compte' }));
    expect((screen.getByLabelText(/Adresse e-mail/) as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('Compte connecté :')).toBeNull();
    expect(store.getState().account.mail).toBeNull();
    for (const key of [ACCOUNT_KEY, 'mobileTicketProduct', 'mobileTicketOrder'])
      expect(window.sessionStorage.getItem(key)).toBeNull();
    expect(providerCalls).toHaveLength(calls);
    // No notice: the customer chose it.
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a reload with the account still in the session names it at once', async () => {
    signedIn('jeton');
    renderAppli('/appli', providerOk());
    await screen.findByRole('heading', { name: 'Choisissez votre billet' });
    expect(screen.getByText('Compte connecté :').textContent).toBe('Compte connecté : lea.martin@exemple.fr');
  });

  it('in English', async () => {
    signedIn('jeton');
    renderAppli('/appli', providerOk(), { app: { language: 'en' } });
    await screen.findByRole('heading', { name: 'Choose your ticket' });
    expect(screen.getByText('Signed-in account:').textContent).toBe(
      'Signed-in account: lea.martin@exemple.fr',
    );
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('signed out for inactivity: the login says why', async () => {
    signedIn('jeton');
    const { store } = renderAppli('/appli', providerOk());
    await screen.findByRole('heading', { name: 'Choisissez votre billet' });
    act(() => {
      store.dispatch(signOutRequested({ reason: 'idle' }));
    });
    await heading('Connexion à votre compte');
    expect((await screen.findByRole('status')).textContent).toBe(
      'Votre compte a été déconnecté après 15 minutes sans activité.',
    );
    expect(window.sessionStorage.getItem(ACCOUNT_KEY)).toBeNull();
  });
});

describe('store badges', () => {
  it('both stores, our own images, a new tab without opener', async () => {
    renderAppli('/appli', providerOk());
    await heading('Téléchargez l’application mobile');
    const apple = screen.getByRole('img', { name: 'Télécharger dans l’App Store' });
    const google = screen.getByRole('img', { name: 'Disponible sur Google Play' });
    for (const [image, href] of [
      [apple, storeLinks.appStore],
      [google, storeLinks.googlePlay],
    ] as const) {
      const link = image.closest('a')!;
      expect(link.getAttribute('href')).toBe(href);
      expect(link.target).toBe('_blank');
      expect(link.rel).toBe('noopener noreferrer');
      expect(link.textContent).toContain('(nouvelle fenêtre)');
      // A file of ours, not a data: URL nor another site's.
      expect(image.getAttribute('src')).toMatch(/^\/[^:]*\.svg\b/);
    }
  });

  it("the operator's store pages when the preferences carry none", async () => {
    renderAppli('/appli', providerOk(), { links: null });
    await heading('Téléchargez l’application mobile');
    const apple = screen.getByRole('img', { name: 'Télécharger dans l’App Store' }).closest('a')!;
    const google = screen.getByRole('img', { name: 'Disponible sur Google Play' }).closest('a')!;
    expect(apple.getAttribute('href')).toBe('https://apps.apple.com/fr/app/ligeo-billets/id6400000000');
    expect(google.getAttribute('href')).toBe(
      'https://play.google.com/store/apps/details?id=fr.ligeo.billets',
    );
  });

  it("a link that is not https, or not on its store's site, gives way to the operator's", async () => {
    renderAppli('/appli', providerOk(), {
      links: { appStore: 'javascript:alert(1)', googlePlay: 'https://exemple.fr/store/apps/details?id=x' },
    });
    await heading('Téléchargez l’application mobile');
    const links = await screen.findAllByRole('link', { name: /App Store|Google Play/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://apps.apple.com/fr/app/ligeo-billets/id6400000000',
      'https://play.google.com/store/apps/details?id=fr.ligeo.billets',
    ]);
  });

  it("the preferences' own store pages come first", async () => {
    const own = {
      appStore: 'https://apps.apple.com/fr/app/autre-reseau/id6411111111',
      googlePlay: 'https://play.google.com/store/apps/details?id=fr.autre.reseau',
    };
    renderAppli('/appli', providerOk(), { links: own });
    await heading('Téléchargez l’application mobile');
    const links = await screen.findAllByRole('link', { name: /App Store|Google Play/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([own.appStore, own.googlePlay]);
  });
});
