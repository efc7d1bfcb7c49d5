// /selection-od as a customer uses it (SPEC §2 "Selection-od", §4 "Top-up (OD)", §8): choose the line and the
// stops in the selects, the titles, then 'Valider' into the cart; and the card top-up (?carte=true).
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatEuros } from '@shared/money';
import type { CardHolder } from '@shared/reload';
import { cardFound } from '../../../src/renderer/src/features/rechargement/rechargementSlice';
import { callLines, renderReload } from './reload-backoffice';
import { card1, card6, itineraries, lines, odTickets, odTopUps, stops, suspended } from './reload-fixtures';
import type { Routes } from './demandes-backoffice';

const odCart = {
  products: [
    {
      id: 1,
      label: 'Billet unitaire',
      quantity: 2,
      totalPrice: 4,
      montantTva: 0.18,
      ddv: '2026-11-25',
      dfv: '2026-11-25',
      libelleOrigine: 'Blois – Gare routière',
      libelleDestination: 'Cheverny – Château',
      libelleLigne: 'Ligne 2 Blois – Romorantin-Lanthenay',
    },
  ],
  totalPrice: 4,
  shippingPrice: 0,
  productsQuantity: 2,
};

const backOffice = (extra: Routes = {}): Routes => ({
  'GET /topologie/api/topologie/ligne': () => [200, lines],
  'GET /topologie/api/topologie/itineraire': () => [200, itineraries],
  'GET /topologie/api/topologie/arretsPhysiques': () => [200, stops],
  'GET /vente/api/produit_vendable': () => [200, odTickets],
  'POST /vente/api/cart/articles': () => [200, odCart],
  'POST /vente/api/cart': () => [200, odCart],
  ...extra,
});

function renderOd(path: string, extra: Routes = {}, card: CardHolder | null = null) {
  return renderReload(path, backOffice(extra), {
    prepare: (store) => {
      if (card) store.dispatch(cardFound({ card, birthDate: null }));
    },
  });
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const selectButton = (label: string) => screen.getByRole('button', { name: new RegExp(`${label}$`) });
// The lines load after the h1 (topology call), so a step's button is awaited, never assumed.
const findSelectButton = (label: string) => screen.findByRole('button', { name: new RegExp(`${label}$`) });
const quantity = (label: string) =>
  screen.getByRole('textbox', { name: `Quantité ${label}` }) as HTMLInputElement;

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(await findSelectButton(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function openOptions(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(await findSelectButton(label));
  const names = (await screen.findAllByRole('option')).map((o) => o.textContent);
  await user.keyboard('{Escape}');
  return names;
}

describe('/selection-od (single tickets)', () => {
  it('leads through line, journey and titles, several at once, into the ticket cart', async () => {
    const user = userEvent.setup();
    const { calls, router } = renderOd('/selection-od');
    await heading('Acheter un titre');
    // The first step renders once the lines have loaded, which may follow the h1 on a loaded machine.
    await screen.findByRole('heading', { level: 2, name: 'Étape 1 : votre ligne' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Étape 1 : votre ligne',
    ]);
    expect(await openOptions(user, 'Ligne')).toEqual([
      'Ligne 1 Blois – Vendôme',
      'Ligne 2 Blois – Romorantin-Lanthenay',
    ]);
    await choose(user, 'Ligne', 'Ligne 2 Blois – Romorantin-Lanthenay');
    await screen.findByRole('heading', { level: 2, name: 'Étape 2 : votre trajet' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Étape 1 : votre ligne',
      'Étape 2 : votre trajet',
    ]);
    expect(await openOptions(user, 'Arrêt de départ')).toEqual([
      'Blois – Gare routière',
      'Vineuil – Bourg',
      'Cheverny – Château',
      'Romorantin-Lanthenay – Gare',
    ]);
    await choose(user, 'Arrêt de départ', 'Blois – Gare routière');
    // The stop chosen as the origin is not offered as the destination.
    expect(await openOptions(user, 'Arrêt d’arrivée')).toEqual([
      'Vineuil – Bourg',
      'Cheverny – Château',
      'Romorantin-Lanthenay – Gare',
    ]);
    await choose(user, 'Arrêt d’arrivée', 'Cheverny – Château');

    expect(await screen.findByRole('heading', { level: 2, name: 'Étape 3 : votre titre' })).toBeTruthy();
    await screen.findByRole('heading', { level: 3, name: 'Billet unitaire' });
    // Each ticket says under its name how long it is valid: what sets the two single tickets apart.
    const rule = (label: string) =>
      screen.getByRole('article', { name: label }).querySelector('.reload-product__rule')?.textContent;
    expect(rule('Billet unitaire')).toBe('valable 30 minutes après l’achat');
    expect(rule('Billet à date choisie')).toBe('valable le jour choisi');
    expect(rule('Pass journée origine-destination')).toBe(
      'valable 1 jour à partir de la première validation',
    );
    expect(callLines(calls)).toEqual([
      'GET /topologie/api/topologie/ligne',
      'GET /topologie/api/topologie/itineraire',
      'GET /topologie/api/topologie/arretsPhysiques',
      'GET /vente/api/produit_vendable?ligne=L2&origine=BLO-GARE&destination=CHV-CHAT',
    ]);
    await user.click(screen.getByRole('button', { name: 'Augmenter Quantité Billet unitaire' }));
    await user.click(screen.getByRole('button', { name: 'Augmenter Quantité Billet unitaire' }));
    await user.click(
      screen.getByRole('button', { name: 'Augmenter Quantité Pass journée origine-destination' }),
    );
    // Tickets are not locked by one another.
    expect(quantity('Billet à date choisie').disabled).toBe(false);
    expect(screen.getByText('Total').parentElement!.textContent).toBe(`Total ${formatEuros(9)}`);

    await user.click(screen.getByRole('button', { name: 'Valider' }));
    await heading('Mon panier');
    expect(router.state.location.pathname).toBe('/cart');
    const sent = calls.find((c) => c.url === '/vente/api/cart/articles');
    expect(sent?.body).toEqual([
      {
        type: 'TICKET_OD',
        codeProduitReservation: 'OD-UNITAIRE',
        quantite: 2,
        codeLigne: 'L2',
        codeOrigine: 'BLO-GARE',
        codeDestination: 'CHV-CHAT',
        libelleLigne: 'Ligne 2 Blois – Romorantin-Lanthenay',
        libelleOrigine: 'Blois – Gare routière',
        libelleDestination: 'Cheverny – Château',
        ddv: '2026-11-25',
      },
      {
        type: 'TICKET_OD',
        codeProduitReservation: 'OD-JOUR',
        quantite: 1,
        codeLigne: 'L2',
        codeOrigine: 'BLO-GARE',
        codeDestination: 'CHV-CHAT',
        libelleLigne: 'Ligne 2 Blois – Romorantin-Lanthenay',
        libelleOrigine: 'Blois – Gare routière',
        libelleDestination: 'Cheverny – Château',
        ddv: '2026-11-25',
      },
    ]);
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/vente/api/cart'));
    expect(calls.at(-1)?.body).toEqual({
      isVpc: false,
      isReservation: false,
      isTicketOD: true,
      isRechargementOD: false,
    });
    expect(await screen.findByText('Cheverny – Château')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Retour' })[0]!.getAttribute('href')).toBe('/selection-od');
  });

  it('clears the journey and its titles when the line changes', async () => {
    const user = userEvent.setup();
    renderOd('/selection-od');
    await heading('Acheter un titre');
    await choose(user, 'Ligne', 'Ligne 2 Blois – Romorantin-Lanthenay');
    await choose(user, 'Arrêt de départ', 'Blois – Gare routière');
    await choose(user, 'Arrêt d’arrivée', 'Cheverny – Château');
    await screen.findByRole('heading', { level: 3, name: 'Billet unitaire' });
    await choose(user, 'Ligne', 'Ligne 1 Blois – Vendôme');
    expect(selectButton('Arrêt de départ').textContent).toContain('Choisir');
    expect(selectButton('Arrêt d’arrivée').textContent).toContain('Choisir');
    expect(screen.queryByRole('heading', { name: 'Étape 3 : votre titre' })).toBeNull();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    expect(await openOptions(user, 'Arrêt de départ')).toEqual([
      'Blois – Gare routière',
      'Blois – Place de la Résistance',
      'Vendôme – Gare routière',
    ]);
  });

  it('says the service is unavailable when the topology fails', async () => {
    renderOd('/selection-od', { 'GET /topologie/api/topologie/ligne': () => [503, {}] });
    await heading('Acheter un titre');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Service indisponible. Veuillez réessayer ultérieurement.',
      ),
    );
    expect(screen.queryByRole('button', { name: /Ligne$/ })).toBeNull();
  });

  it.each([
    [[200, []] as [number, unknown], 'Aucun produit disponible à la vente.'],
    [
      [400, { messageError: 'Arrêt inconnu.' }] as [number, unknown],
      'Une erreur est survenue, veuillez réessayer.',
    ],
  ])('says when the journey has no title for sale, or its titles fail', async (answer, text) => {
    const user = userEvent.setup();
    renderOd('/selection-od', { 'GET /vente/api/produit_vendable': () => answer });
    await heading('Acheter un titre');
    await choose(user, 'Ligne', 'Ligne 2 Blois – Romorantin-Lanthenay');
    await choose(user, 'Arrêt de départ', 'Blois – Gare routière');
    await choose(user, 'Arrêt d’arrivée', 'Vineuil – Bourg');
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('shows why the cart refused the titles', async () => {
    const user = userEvent.setup();
    const { router } = renderOd('/selection-od', {
      'POST /vente/api/cart/articles': () => [400, { messageError: 'Ce titre n’est plus en vente.' }],
    });
    await heading('Acheter un titre');
    await choose(user, 'Ligne', 'Ligne 2 Blois – Romorantin-Lanthenay');
    await choose(user, 'Arrêt de départ', 'Blois – Gare routière');
    await choose(user, 'Arrêt d’arrivée', 'Cheverny – Château');
    await screen.findByRole('heading', { level: 3, name: 'Billet unitaire' });
    await user.click(screen.getByRole('button', { name: 'Augmenter Quantité Billet unitaire' }));
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Ce titre n’est plus en vente.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/selection-od');
  });
});

describe('/selection-od?carte=true (card top-up)', () => {
  it('needs a looked-up card', async () => {
    const { router } = renderOd('/selection-od?carte=true');
    await heading('Recharger un trajet');
    expect(router.state.location.pathname).toBe('/rechargement/infos-od');
  });

  it('starts from the card’s journey, tops up one title at a time, into the OD reload cart', async () => {
    const user = userEvent.setup();
    const { calls, router } = renderOd(
      '/selection-od?carte=true',
      {
        'GET /vente/api/produit_vendable': () => [200, odTopUps],
        'POST /vente/api/produit_vendable/211/periode_validite': () => [
          200,
          { ddv: '2026-12-01', dfv: '2026-12-31', prixDdv: 30 },
        ],
      },
      card6,
    );
    await heading('Recharger un trajet');
    expect(screen.getByText('Carte n° 1000 0000 0006')).toBeTruthy();
    await screen.findByRole('heading', { level: 3, name: '10 trajets origine-destination' });
    expect(selectButton('Ligne').textContent).toContain('Ligne 2 Blois – Romorantin-Lanthenay');
    expect(selectButton('Arrêt de départ').textContent).toContain('Blois – Gare routière');
    expect(selectButton('Arrêt d’arrivée').textContent).toContain('Cheverny – Château');
    expect(callLines(calls).at(-2)).toBe(
      'GET /vente/api/produit_vendable?ligne=L2&origine=BLO-GARE&destination=CHV-CHAT&numSupport=100000000006',
    );
    // The card holds the monthly title for November on this journey: December is offered first.
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({
        method: 'POST',
        url: '/vente/api/produit_vendable/211/periode_validite',
        body: { ddv: '2026-12-01', ligne: 'L2', origine: 'BLO-GARE', destination: 'CHV-CHAT' },
      }),
    );
    const monthly = screen.getByRole('article', { name: 'Abonnement mensuel origine-destination' });
    await waitFor(() =>
      expect(within(monthly).getByText('Validité : du 01/12/2026 au 31/12/2026')).toBeTruthy(),
    );
    expect(within(monthly).queryByRole('status')).toBeNull();

    await user.click(
      screen.getByRole('button', { name: 'Augmenter Quantité Abonnement mensuel origine-destination' }),
    );
    expect(quantity('10 trajets origine-destination').disabled).toBe(true);
    expect(
      within(screen.getByRole('article', { name: '10 trajets origine-destination' })).getByText(
        'Un seul titre à la fois : remettez la quantité à 0 pour en choisir un autre.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    await heading('Mon panier');
    expect(router.state.location.pathname).toBe('/cart');
    expect(calls.find((c) => c.url === '/vente/api/cart/articles')?.body).toEqual([
      {
        type: 'RECHARGEMENT_ABONNE_OD',
        codeProduitReservation: 'OD-ABO-MOIS',
        quantite: 1,
        codeLigne: 'L2',
        codeOrigine: 'BLO-GARE',
        codeDestination: 'CHV-CHAT',
        libelleLigne: 'Ligne 2 Blois – Romorantin-Lanthenay',
        libelleOrigine: 'Blois – Gare routière',
        libelleDestination: 'Cheverny – Château',
        ddv: '2026-12-01',
        numSupport: '100000000006',
      },
    ]);
    await waitFor(() => expect(calls.at(-1)?.body).toMatchObject({ isRechargementOD: true }));
    expect(screen.getAllByRole('link', { name: 'Retour' })[0]!.getAttribute('href')).toBe(
      '/selection-od?carte=true',
    );
  });

  it('sends the journey with the validity period of an OD title', async () => {
    const user = userEvent.setup();
    const { calls } = renderOd(
      '/selection-od?carte=true',
      {
        'GET /vente/api/produit_vendable': () => [200, odTopUps],
        'POST /vente/api/produit_vendable/211/periode_validite': (body) => [
          200,
          (body as { ddv: string }).ddv === '2027-01-01'
            ? { ddv: '2027-01-01', dfv: '2027-01-31', prixDdv: 30 }
            : { ddv: '2026-12-01', dfv: '2026-12-31', prixDdv: 30 },
        ],
      },
      card6,
    );
    await heading('Recharger un trajet');
    await screen.findByRole('heading', { level: 3, name: 'Abonnement mensuel origine-destination' });
    await choose(user, 'Début de validité Abonnement mensuel origine-destination', 'janvier 2027');
    expect(await screen.findByText('La période de validité a été mise à jour.')).toBeTruthy();
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      url: '/vente/api/produit_vendable/211/periode_validite',
      body: { ddv: '2027-01-01', ligne: 'L2', origine: 'BLO-GARE', destination: 'CHV-CHAT' },
    });
  });

  it('starts with no journey for a card without an origin-destination title', async () => {
    const { calls } = renderOd('/selection-od?carte=true', {}, card1);
    await heading('Recharger un trajet');
    await screen.findByRole('heading', { level: 2, name: 'Étape 1 : votre ligne' });
    expect(selectButton('Ligne').textContent).toContain('Choisir');
    expect(calls.filter((c) => c.url.includes('produit_vendable'))).toEqual([]);
  });

  it('shows a blacklisted card and nothing to top up', async () => {
    const { calls } = renderOd('/selection-od?carte=true', {}, suspended);
    await heading('Recharger un trajet');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Cette carte est en liste noire, elle ne peut pas être utilisée.',
      ),
    );
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(calls).toEqual([]);
  });
});
