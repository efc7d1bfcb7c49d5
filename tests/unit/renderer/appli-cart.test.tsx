// The appli cart (issue 14, SPEC §2 "Cart", §4 "Mobile-ticket flow"): one line built here from the stored
// product, no back-office call; its removal; 'Payer' starting the provider's card payment from the cart
// (terms first, SPEC §8's text on failure, the button locked meanwhile); 'Retour' to /appli, 'Annuler'
// abandons the purchase and signs the account out (SPEC §4, issue 23 « Shared screens »).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setMobileTicketAdapter } from '../../../src/renderer/src/api/mobileTicket';
import * as postForm from '../../../src/renderer/src/platform/postForm';
import { calledPaths, day, paybox, providerOk, renderAppli, dayInitRequest } from './appli-provider';

vi.mock('../../../src/renderer/src/platform/postForm', () => ({
  postForm: vi.fn(),
  isMobileLayout: vi.fn(() => false),
}));

const NBSP = /[\u00a0\u202f]/g;
const ACCOUNT_KEY = 'mobileTicketAccount';

beforeEach(() => {
  vi.clearAllMocks();
  window.localStorage.setItem('cartType', 'appli');
  window.sessionStorage.setItem(
    ACCOUNT_KEY,
    JSON.stringify({ mail: 'lea.martin@exemple.fr', token: 'jeton.mobile.lea' }),
  );
  window.sessionStorage.setItem('mobileTicketProduct', JSON.stringify(day));
});

afterEach(() => setMobileTicketAdapter(undefined));

async function openCart(provider = providerOk()) {
  const view = renderAppli('/cart', provider);
  await screen.findByRole('heading', { name: 'Mon panier' });
  await screen.findByText('Pass 24 heures x 1');
  return { user: userEvent.setup(), ...view };
}

describe('the appli cart', () => {
  it('is the stored product as one line: price, VAT, total, Payer and the redirection notice; no back-office call', async () => {
    const { calls, providerCalls } = await openCart();
    const page = screen.getByRole('main').textContent!.replace(NBSP, ' ');
    expect(page).toContain('Pass 24 heures x 14,50 €');
    expect(page).toContain('dont TVA 0,41 €');
    expect(page).toContain('Montant total à payer4,50 €');
    expect(page).not.toContain('Frais de livraison');
    expect(screen.getByText('Vous allez être redirigé vers la page de paiement sécurisé.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Payer' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Valider les achats' })).toBeNull();
    expect(calls).toEqual([]);
    expect(providerCalls).toEqual([]);
  });

  it('removing the line forgets the product: the empty cart', async () => {
    const { user } = await openCart();
    await user.click(screen.getByRole('button', { name: 'Supprimer Pass 24 heures' }));
    expect(await screen.findByText('Il n’y a aucun produit dans votre panier.')).toBeTruthy();
    expect(window.sessionStorage.getItem('mobileTicketProduct')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Payer' })).toBeNull();
  });

  it("'Retour' and 'Annuler' lead back to /appli", async () => {
    await openCart();
    for (const name of ['Retour', 'Annuler'])
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe('/appli');
  });

  it("'Retour' keeps the account and the title: the products again", async () => {
    const { user, router } = await openCart();
    await user.click(screen.getByRole('link', { name: 'Retour' }));
    await screen.findByRole('heading', { name: 'Choisissez votre billet' });
    expect(router.state.location.pathname).toBe('/appli');
    expect(window.sessionStorage.getItem(ACCOUNT_KEY)).not.toBeNull();
    expect(window.sessionStorage.getItem('mobileTicketProduct')).not.toBeNull();
  });

  it("'Annuler' abandons the purchase: signed out, the title and the cart forgotten, the empty login", async () => {
    const { user, router, store, providerCalls } = await openCart();
    await user.click(screen.getByRole('link', { name: 'Annuler' }));
    await screen.findByRole('heading', { name: 'Connexion à votre compte' });
    expect(router.state.location.pathname).toBe('/appli');
    expect((screen.getByLabelText(/Adresse e-mail/) as HTMLInputElement).value).toBe('');
    for (const key of [ACCOUNT_KEY, 'mobileTicketProduct'])
      expect(window.sessionStorage.getItem(key)).toBeNull();
    expect(window.localStorage.getItem('cartType')).toBeNull();
    expect(store.getState().account.mail).toBeNull();
    expect(store.getState().cart?.cart?.products).toEqual([]);
    expect(providerCalls).toEqual([]);
  });
});

describe("'Payer'", () => {
  it('without the terms: their text, no call', async () => {
    const { user, providerCalls } = await openCart();
    await user.click(screen.getByRole('button', { name: 'Payer' }));
    expect(await screen.findByText('Veuillez accepter les conditions générales de vente.')).toBeTruthy();
    expect(providerCalls).toEqual([]);
  });

  it('with the terms: init/paybox, the order stored, the card form posted to the provider', async () => {
    const { user, providerCalls, calls } = await openCart();
    await user.click(screen.getByRole('checkbox', { name: /conditions générales de vente/ }));
    await user.click(screen.getByRole('button', { name: 'Payer' }));
    await waitFor(() => expect(postForm.postForm).toHaveBeenCalledTimes(1));
    expect(calledPaths(providerCalls)).toEqual(['POST /paiement/init/paybox']);
    expect(providerCalls[0]).toMatchObject({
      mobileBearer: 'Bearer jeton.mobile.lea',
      requestedWith: 'XMLHttpRequest',
      body: dayInitRequest,
    });
    expect(vi.mocked(postForm.postForm).mock.calls[0]![0]).toBe(paybox.url);
    expect(JSON.parse(window.sessionStorage.getItem('mobileTicketOrder')!)).toMatchObject({
      idCommande: 'BM-000042',
      article: day,
    });
    // Locked while the page leaves; a second press posts nothing more.
    const pay = screen.getByRole('button', { name: 'Payer' });
    expect(pay.getAttribute('aria-disabled')).toBe('true');
    await user.click(pay);
    expect(postForm.postForm).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]);
  });

  it('a refused payment: SPEC’s text, the button usable again', async () => {
    const { user } = await openCart(
      providerOk({ 'POST /paiement/init/paybox': () => [200, { statusWsResponse: 'KO_WRONG_TOTAL' }] }),
    );
    await user.click(screen.getByRole('checkbox', { name: /conditions générales de vente/ }));
    await user.click(screen.getByRole('button', { name: 'Payer' }));
    expect(
      await screen.findByText(
        'Erreur lors de l’initialisation du paiement. Veuillez réessayer ultérieurement.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Payer' }).getAttribute('aria-disabled')).toBeNull();
    expect(postForm.postForm).not.toHaveBeenCalled();
  });

  it('an expired bearer: back to the login', async () => {
    const { user, router } = await openCart(
      providerOk({ 'POST /paiement/init/paybox': () => [401, { statusWsResponse: 'KO_TOKEN' }] }),
    );
    await user.click(screen.getByRole('checkbox', { name: /conditions générales de vente/ }));
    await user.click(screen.getByRole('button', { name: 'Payer' }));
    await screen.findByRole('heading', { name: 'Connexion à votre compte' });
    expect(router.state.location.pathname).toBe('/appli');
    expect(window.sessionStorage.getItem(ACCOUNT_KEY)).toBeNull();
  });
});
