import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { modulesLoaded } from '../../../src/renderer/src/app/config/configSlice';
import { selectProcessing } from '../../../src/renderer/src/features/demandes/processingSelectors';
import { renderApp } from './render-app';

// SPEC §2 route table: path → where the router lands and the page title shown there.
const table: [string, string, string][] = [
  ['/', '/home', 'Accueil'],
  ['/home', '/home', 'Accueil'],
  ['/une/page/inconnue', '/home', 'Accueil'],
  ['/demandes', '/demandes/access', 'Effectuer une demande'],
  ['/demandes/access', '/demandes/access', 'Effectuer une demande'],
  ['/demandes/formulaire/3f2a9c1e-guid', '/demandes/formulaire/3f2a9c1e-guid', 'Saisir une demande'],
  ['/vpc', '/vpc/itemlist', 'Boutique'],
  ['/vpc/itemlist', '/vpc/itemlist', 'Boutique'],
  // SPEC: the product detail redirects to /vpc when no product is chosen.
  ['/vpc/item', '/vpc/itemlist', 'Boutique'],
  ['/rechargement', '/rechargement/infos', 'Recharger ma carte'],
  ['/rechargement/infos-od', '/rechargement/infos-od', 'Recharger un trajet'],
  // Without a looked-up card, the card's contents send to the lookup.
  ['/rechargement/articles', '/rechargement/infos', 'Recharger ma carte'],
  ['/reservation', '/reservation/infos', 'Mon trajet'],
  ['/reservation/infos?tab=2', '/reservation/infos', 'Mon trajet'],
  // SPEC §4: without a search, the trips go back to 'Mon trajet'.
  ['/reservation/trajets', '/reservation/infos', 'Mon trajet'],
  // SPEC §4: with no reservation to modify nor the 'already modified' flag, the modify tab.
  ['/reservation/modification', '/reservation/infos', 'Mon trajet'],
  ['/selection-od', '/selection-od', 'Acheter un titre'],
  // A top-up needs a looked-up card: without one, the lookup first.
  ['/selection-od?carte=true', '/rechargement/infos-od', 'Recharger un trajet'],
  // SPEC: without a stored cart type the cart (and payment) go home.
  ['/cart', '/home', 'Accueil'],
  ['/payment', '/home', 'Accueil'],
  ['/recapitulatif?paymentOk=true&module=VPC', '/recapitulatif', 'Récapitulatif de la commande'],
  ['/iframe?url=x', '/iframe', 'Justificatifs de paiement à bord'],
  // SPEC §4: a direct visit (no taps stored by the frame, no frame known) goes back home. The page's
  // heading shows for a moment before the saga reads the storage, so only home is a stable landing.
  ['/justification', '/home', 'Accueil'],
  ['/appli', '/appli', 'Billets sur mobile'],
  ['/rechargement/inconnu', '/home', 'Accueil'],
];

describe('route table (SPEC §2)', () => {
  it.each(table)('%s lands on %s showing “%s”', async (path, landing, title) => {
    const { router } = renderApp(path);
    // A route's first visit loads its chunk (the reload pages bring react-aria): more than findBy's 1 s.
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(router.state.location.pathname).toBe(landing);
  });

  it('keeps the query parameters of the route', async () => {
    const { router } = renderApp('/iframe?url=x');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.search).toBe('?url=x');
  });

  it('passes the guid parameter to the processing page', async () => {
    const { store } = renderApp('/demandes/formulaire/ab12-cd34');
    await screen.findByRole('heading', { level: 1 });
    // The page opens the request of its path's guid.
    expect(selectProcessing(store.getState()).guid).toBe('ab12-cd34');
  });

  it('default children keep the query (tab from sousFonction)', async () => {
    const { router } = renderApp('/reservation?tab=2');
    await screen.findByRole('heading', { level: 1, name: 'Mon trajet' });
    expect(router.state.location.pathname).toBe('/reservation/infos');
    expect(router.state.location.search).toBe('?tab=2');
  });

  it('/ keeps ?module= on its way home, whose lock then opens the module', async () => {
    const { router, store } = renderApp('/?module=VPC');
    // Home read the query it was given: the module is locked and its page opened in place of home.
    await waitFor(() => expect(router.state.location.pathname).toBe('/vpc/itemlist'));
    expect(store.getState().app.lockedModule).toBe('VPC');
  });

  it('shows the cart and payment of the stored cart type', async () => {
    renderApp('/cart', {}, 'vpc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon panier' })).toBeTruthy();
  });

  it.each([
    ['vpc', 'Livraison et Paiement'],
    ['reservation', 'Adresse et paiement'],
    ['ticketOd', 'Adresse et paiement'],
  ] as const)('payment of a %s cart is titled “%s”', async (cartType, title) => {
    renderApp('/payment', {}, cartType);
    // A route's first visit loads its chunk (the reload pages bring react-aria): more than findBy's 1 s.
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it('sends the kiosk from /cart to /payment (SPEC §1)', async () => {
    const { router } = renderApp('/cart', { platform: 'kiosk' }, 'vpc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Livraison et Paiement' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/payment');
  });
});

describe('layout', () => {
  it('shows the menu with Accueil and the Retour button away from home', async () => {
    // A back office that never answers: no failure of the start-up calls (and its retry) comes between
    // the steps below, whatever the machine's load.
    const { store } = renderApp('/vpc/itemlist', {}, undefined, 'silent');
    await screen.findByRole('heading', { level: 1, name: 'Boutique' });
    // The menu waits for the modules' list (its entries would push the page down as they came).
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
    act(() => void store.dispatch(modulesLoaded([])));
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(menu.textContent).toContain('Accueil');
    expect(screen.getByRole('button', { name: 'Retour' })).toBeTruthy();
  });

  it('has no Retour button on the home page', async () => {
    renderApp('/home');
    await screen.findByRole('heading', { level: 1, name: 'Accueil' });
    expect(screen.queryByRole('button', { name: 'Retour' })).toBeNull();
  });

  it('hides the menu and Retour when a module is locked', async () => {
    renderApp('/vpc/itemlist', { lockedModule: 'VPC' });
    await screen.findByRole('heading', { level: 1, name: 'Boutique' });
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retour' })).toBeNull();
  });
});
