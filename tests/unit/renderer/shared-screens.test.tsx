// Shared screens (issue 23 item 6) as a person meets them: on the web, 15 minutes without activity while a
// mobile-ticket account is signed in bring the kiosk's kind of warning (a minute, 'Continuer'), then sign
// the account out; at the counter the same warning ends the customer, and 'Client suivant' does it at
// once. Nobody signed in, nothing watches.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setMobileTicketAdapter } from '../../../src/renderer/src/api/mobileTicket';
import type { AppState } from '../../../src/renderer/src/app/appSlice';
import { SIGN_OUT_QUIET_MS, SIGN_OUT_WARNING_MS } from '../../../src/renderer/src/app/session/idleLimits';
import { callLines } from './reload-backoffice';
import { counterDevice, providerOk, renderAppli } from './appli-provider';

const ACCOUNT_KEY = 'mobileTicketAccount';
const TITLE = 'Êtes-vous toujours là ?';
const emptied = { 'POST /vente/api/cart/empty': () => [200, { products: [] }] as [number, unknown] };

// The layout's lazy part, compiled once before the clocks are faked: each test then mounts it at once.
beforeAll(() => import('../../../src/renderer/src/app/session/SignOutWhenIdle'));

beforeEach(() => {
  // Real time flows (the page's requests, findBy…); the test jumps over the quarter of an hour.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  window.localStorage.setItem('authenticationToken', 'jeton-visiteur');
});
afterEach(() => {
  vi.useRealTimers();
  setMobileTicketAdapter(undefined);
  document.documentElement.lang = 'fr';
});

const signedIn = () =>
  window.sessionStorage.setItem(
    ACCOUNT_KEY,
    JSON.stringify({ mail: 'lea.martin@exemple.fr', token: 'jeton.mobile.lea' }),
  );

/** The products of the signed-in account, and the layout's inactivity watch loaded (its own chunk). */
async function openAppli(app: Partial<AppState> = {}, heading = 'Choisissez votre billet') {
  const view = renderAppli('/appli', providerOk(), { app, routes: emptied });
  await screen.findByRole('heading', { name: heading });
  await vi.dynamicImportSettled();
  await act(async () => undefined);
  return view;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const warning = () => screen.queryByRole('alertdialog', { name: TITLE });
const description = (box: HTMLElement) =>
  document.getElementById(box.getAttribute('aria-describedby')!)!.textContent;

describe('the web, an account signed in', () => {
  it('14 minutes: nothing; then the warning for a minute; at 15 minutes signed out, the login says why', async () => {
    signedIn();
    const { store, calls } = await openAppli();
    advance(SIGN_OUT_QUIET_MS - 1000);
    expect(warning()).toBeNull();
    advance(1000);
    const box = screen.getByRole('alertdialog', { name: TITLE });
    expect(description(box)).toBe(
      'Sans action de votre part, votre compte de billets sur mobile va être déconnecté et le billet choisi retiré du panier.' +
        'Déconnexion dans 60 secondes',
    );
    expect(document.activeElement).toBe(within(box).getByRole('button', { name: 'Continuer' }));

    advance(SIGN_OUT_WARNING_MS);
    expect(warning()).toBeNull();
    await screen.findByRole('heading', { name: 'Connexion à votre compte' });
    expect((await screen.findByRole('status')).textContent).toBe(
      'Votre compte a été déconnecté après 15 minutes sans activité.',
    );
    expect(window.sessionStorage.getItem(ACCOUNT_KEY)).toBeNull();
    expect(store.getState().account.mail).toBeNull();
    // A sign-out, not an end of customer: the back office is not asked, its visitor session stays.
    expect(calls).toEqual([]);
    expect(window.localStorage.getItem('authenticationToken')).toBe('jeton-visiteur');
    // Signed out, nothing watches any more.
    advance(SIGN_OUT_QUIET_MS + SIGN_OUT_WARNING_MS);
    expect(warning()).toBeNull();
  });

  it("'Continuer' keeps the account, and a new quarter of an hour starts", async () => {
    signedIn();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { store } = await openAppli();
    advance(SIGN_OUT_QUIET_MS);
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(warning()).toBeNull();
    advance(SIGN_OUT_QUIET_MS - 1000);
    expect(warning()).toBeNull();
    expect(store.getState().account.mail).toBe('lea.martin@exemple.fr');
    expect(screen.getByText('Compte connecté :')).toBeTruthy();
  });

  it('in English', async () => {
    signedIn();
    await openAppli({ language: 'en' }, 'Choose your ticket');
    advance(SIGN_OUT_QUIET_MS);
    const box = screen.getByRole('alertdialog', { name: 'Are you still there?' });
    expect(description(box)).toBe(
      'If you do nothing, your mobile ticket account will be signed out and the chosen ticket removed from the basket.' +
        'Signing out in 60 seconds',
    );
  });

  it('nobody signed in: no warning, however long', async () => {
    renderAppli('/appli', providerOk());
    await screen.findByRole('heading', { name: 'Connexion à votre compte' });
    await vi.dynamicImportSettled();
    advance(SIGN_OUT_QUIET_MS + SIGN_OUT_WARNING_MS);
    expect(warning()).toBeNull();
  });

  it('no « Client suivant » on the web', async () => {
    signedIn();
    await openAppli();
    expect(screen.queryByRole('button', { name: 'Client suivant' })).toBeNull();
  });
});

describe('the counter', () => {
  it('the warning says the customer is ended; at zero the back office’s carts are emptied and the page goes home', async () => {
    signedIn();
    const { store, calls, router } = await openAppli({ platform: 'counter', device: counterDevice });
    advance(SIGN_OUT_QUIET_MS);
    const box = screen.getByRole('alertdialog', { name: TITLE });
    expect(description(box)).toBe(
      'Sans action de votre part, le poste va revenir à la page d’accueil : le compte de billets sur mobile sera déconnecté, les paniers et les informations saisies seront effacés.' +
        'Retour à l’accueil dans 60 secondes',
    );
    advance(SIGN_OUT_WARNING_MS);
    await screen.findByRole('heading', { level: 1, name: 'Accueil' });
    expect(router.state.location.pathname).toBe('/home');
    expect(callLines(calls)).toEqual(Array(5).fill('POST /vente/api/cart/empty'));
    expect(store.getState().account.mail).toBeNull();
    expect(window.sessionStorage.getItem(ACCOUNT_KEY)).toBeNull();
    expect(window.localStorage.getItem('authenticationToken')).toBeNull();
  });

  it("'Client suivant' ends the customer at once: carts emptied, French, home; the next customer meets an empty login", async () => {
    signedIn();
    window.localStorage.setItem('language', 'en');
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { store, calls, router } = await openAppli(
      { platform: 'counter', device: counterDevice, language: 'en' },
      'Choose your ticket',
    );
    await user.click(screen.getByRole('button', { name: 'Next customer' }));
    await screen.findByRole('heading', { level: 1, name: 'Accueil' });
    expect(router.state.location.pathname).toBe('/home');
    expect(calls.map((call) => call.body)).toEqual([
      { isVpc: true, isReservation: false, isTicketOD: false, isRechargementOD: false },
      { isVpc: false, isReservation: true, isTicketOD: false, isRechargementOD: false },
      { isVpc: false, isReservation: false, isTicketOD: false, isRechargementOD: false },
      { isVpc: false, isReservation: false, isTicketOD: false, isRechargementOD: true },
      { isVpc: false, isReservation: false, isTicketOD: true, isRechargementOD: false },
    ]);
    expect(store.getState().app.language).toBe('fr');
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);

    await act(() => router.navigate('/appli'));
    await screen.findByRole('heading', { name: 'Connexion à votre compte' });
    expect((screen.getByLabelText(/Adresse e-mail/) as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('Compte connecté :')).toBeNull();
    expect(screen.getByRole('button', { name: 'Client suivant' })).toBeTruthy();
  });
});
