// /rechargement/articles 'Contenu de ma carte' as a customer uses it (SPEC §2 "Card reload", §4, §5, §8):
// the card and its titles, the products, the lock, the start of validity, the total and the cart.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatEuros } from '@shared/money';
import type { CardHolder } from '@shared/reload';
import { cardFound } from '../../../src/renderer/src/features/rechargement/rechargementSlice';
import { callLines, renderReload } from './reload-backoffice';
import {
  card1,
  card6,
  deleted,
  itineraries,
  lines,
  reloadProducts,
  stops,
  suspended,
} from './reload-fixtures';
import type { Routes } from './demandes-backoffice';

/** The demo card's titles sold online, in the page's order (the post-paid one is shown but not sold). */
const SOLD_TITLES = [
  'Abonnement mensuel Ligéo',
  'Abonnement 1 mois glissant',
  'Abonnement hebdomadaire',
  'Abonnement annuel Ligéo',
  'Carnet 10 voyages',
  'Pass 1 jour',
];

const emptyCart = { products: [], totalPrice: 0, shippingPrice: 0, productsQuantity: 0 };

/** The periods of the monthly title by its start: card 1 holds November 2026, so December is offered. */
const monthPeriods: Record<string, { ddv: string; dfv: string; prixDdv: number }> = {
  '2026-11-01': { ddv: '2026-11-01', dfv: '2026-11-30', prixDdv: 45 },
  '2026-12-01': { ddv: '2026-12-01', dfv: '2026-12-31', prixDdv: 45 },
  '2027-01-01': { ddv: '2027-01-01', dfv: '2027-01-31', prixDdv: 45 },
};

const backOffice = (extra: Routes = {}): Routes => ({
  'GET /vente/api/produit_vendable': () => [200, reloadProducts],
  'POST /vente/api/produit_vendable/101/periode_validite': (body) => [
    200,
    monthPeriods[(body as { ddv: string }).ddv],
  ],
  'POST /vente/api/cart/article': () => [200, emptyCart],
  'POST /vente/api/cart': () => [200, emptyCart],
  'GET /topologie/api/topologie/ligne': () => [200, lines],
  'GET /topologie/api/topologie/itineraire': () => [200, itineraries],
  'GET /topologie/api/topologie/arretsPhysiques': () => [200, stops],
  ...extra,
});

function renderArticles(
  card: CardHolder | null,
  extra: Routes = {},
  birthDate: string | null = null,
  app: { platform?: 'kiosk' } = {},
) {
  return renderReload('/rechargement/articles', backOffice(extra), {
    app,
    prepare: (store) => {
      if (card) store.dispatch(cardFound({ card, birthDate }));
    },
  });
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
/** The card's page with its titles to reload shown, down to `title`. */
async function titlesShown(title: string) {
  await heading('Contenu de ma carte');
  await screen.findByRole('heading', { level: 3, name: title });
}
const productCard = (label: string) => screen.getByRole('article', { name: label });
const quantity = (label: string) =>
  screen.getByRole('textbox', { name: `Quantité ${label}` }) as HTMLInputElement;

describe('/rechargement/articles', () => {
  it('sends a customer without a looked-up card to the lookup', async () => {
    const { router } = renderArticles(null);
    await heading('Recharger ma carte');
    expect(router.state.location.pathname).toBe('/rechargement/infos');
  });

  it('shows the card, its state and titles, then the titles to reload', async () => {
    const { calls } = renderArticles(card1);
    await heading('Contenu de ma carte');
    expect(screen.getByText('Carte n° 1000 0000 0001')).toBeTruthy();
    expect(screen.getByText('Carte valide.')).toBeTruthy();
    const titles = screen.getByRole('region', { name: 'Mes titres' });
    expect(
      [...titles.querySelectorAll('li')].map((li) => [...li.querySelectorAll('p')].map((p) => p.textContent)),
    ).toEqual([
      ['Abonnement mensuel Ligéo', 'Du 01/11/2026 au 30/11/2026'],
      ['Carnet 10 voyages', 'Du 02/10/2026 au 01/10/2027', '4 voyages restants'],
      ['Pass 1 jour', 'Non consommé', '1 voyage restant'],
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Mes titres',
      'Titres à recharger',
    ]);
    await screen.findByRole('heading', { level: 3, name: 'Carnet 10 voyages' });
    // The product priced 0 is not offered.
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      ...SOLD_TITLES,
      'Abonnement Liberté (post-paiement)',
    ]);
    const booklet = productCard('Carnet 10 voyages');
    expect(booklet.querySelector('.reload-product__price')!.textContent).toBe(`Prix : ${formatEuros(13)}`);
    expect(within(booklet).getByText('Validité : le 25/11/2026')).toBeTruthy();
    expect(quantity('Carnet 10 voyages').value).toBe('0');
    const liberty = productCard('Abonnement Liberté (post-paiement)');
    expect(within(liberty).getByText('Ce titre n’est pas disponible à la vente en ligne.')).toBeTruthy();
    expect(within(liberty).queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Total').parentElement!.textContent).toBe(`Total ${formatEuros(0)}`);
    await waitFor(() =>
      expect(callLines(calls)).toEqual([
        'GET /vente/api/produit_vendable?numSupport=100000000001',
        // The month offered first is one the card does not hold.
        'POST /vente/api/produit_vendable/101/periode_validite',
      ]),
    );
  });

  it('offers first the month the card does not hold, without a message', async () => {
    const { calls } = renderArticles(card1);
    await titlesShown('Abonnement mensuel Ligéo');
    const monthly = productCard('Abonnement mensuel Ligéo');
    const picker = within(monthly).getByRole('button', {
      name: /Début de validité Abonnement mensuel Ligéo$/,
    });
    // Card 1 holds November 2026: December is offered, its period recalculated by the back office.
    expect(picker.textContent).toContain('décembre 2026');
    await waitFor(() =>
      expect(within(monthly).getByText('Validité : du 01/12/2026 au 31/12/2026')).toBeTruthy(),
    );
    expect(calls.find((c) => c.url.endsWith('/periode_validite'))?.body).toEqual({ ddv: '2026-12-01' });
    expect(within(monthly).queryByRole('status')).toBeNull();
    expect(quantity('Abonnement mensuel Ligéo').disabled).toBe(false);
  });

  it('chooses no month when the card holds every one offered, and says so', async () => {
    const user = userEvent.setup();
    const month = (ddv: string, dfv: string) => ({ ...card1.contrats[0]!, ddv, dfv });
    const { calls } = renderArticles({
      ...card1,
      contrats: [...card1.contrats, month('2026-12-01', '2026-12-31'), month('2027-01-01', '2027-01-31')],
    });
    await titlesShown('Abonnement mensuel Ligéo');
    const monthly = productCard('Abonnement mensuel Ligéo');
    const picker = within(monthly).getByRole('button', {
      name: /Début de validité Abonnement mensuel Ligéo$/,
    });
    const hint =
      'Votre carte détient déjà ce titre pour chaque période proposée : choisissez celle à recharger.';
    expect(picker.textContent).not.toMatch(/2026|2027/);
    expect(within(monthly).getByText(hint)).toBeTruthy();
    expect(quantity('Abonnement mensuel Ligéo').disabled).toBe(true);
    expect(calls.some((c) => c.url.endsWith('/periode_validite'))).toBe(false);
    // The customer chooses one (even one held): it is asked, and the quantity opens.
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'novembre 2026' }));
    await waitFor(() =>
      expect(within(monthly).getByRole('status').textContent).toBe(
        'La période de validité a été mise à jour.',
      ),
    );
    expect(calls.find((c) => c.url.endsWith('/periode_validite'))?.body).toEqual({ ddv: '2026-11-01' });
    expect(within(monthly).queryByText(hint)).toBeNull();
    expect(quantity('Abonnement mensuel Ligéo').disabled).toBe(false);
  });

  it('names an origin-destination title’s journey', async () => {
    renderArticles(card6);
    await heading('Contenu de ma carte');
    expect(
      await screen.findByText(
        'Ligne 2 Blois – Romorantin-Lanthenay, de Blois – Gare routière à Cheverny – Château',
      ),
    ).toBeTruthy();
  });

  it.each([
    [suspended, 'Cette carte est en liste noire, elle ne peut pas être utilisée.'],
    [deleted, 'Carte supprimée.'],
  ])('shows a card that cannot be reloaded, and nothing to reload', async (card, text) => {
    const { calls } = renderArticles(card);
    await heading('Contenu de ma carte');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text));
    expect(screen.queryByRole('heading', { name: 'Titres à recharger' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Valider' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Retour' }).getAttribute('href')).toBe('/rechargement/infos');
    expect(calls).toEqual([]);
  });

  it('says when no title is offered, and why the list could not load', async () => {
    renderArticles(card1, { 'GET /vente/api/produit_vendable': () => [200, []] });
    await heading('Contenu de ma carte');
    expect(await screen.findByText('Aucun produit n’est disponible pour cette carte.')).toBeTruthy();
  });

  it('shows the server’s reason when the products fail', async () => {
    renderArticles(card1, {
      'GET /vente/api/produit_vendable': () => [400, { messageError: 'Cette carte est en liste noire.' }],
    });
    await heading('Contenu de ma carte');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Cette carte est en liste noire.'),
    );
  });

  it('locks the other titles once one is chosen, totals it, and unlocks them at 0', async () => {
    const user = userEvent.setup();
    renderArticles(card1);
    await titlesShown('Carnet 10 voyages');
    await user.click(screen.getByRole('button', { name: 'Augmenter Quantité Carnet 10 voyages' }));
    await user.click(screen.getByRole('button', { name: 'Augmenter Quantité Carnet 10 voyages' }));
    expect(quantity('Carnet 10 voyages').value).toBe('2');
    expect(screen.getByText('Total').parentElement!.textContent).toBe(`Total ${formatEuros(26)}`);
    const pass = quantity('Pass 1 jour');
    expect(pass.disabled).toBe(true);
    const hint = within(productCard('Pass 1 jour')).getByText(
      'Un seul titre à la fois : remettez la quantité à 0 pour en choisir un autre.',
    );
    expect(pass.getAttribute('aria-describedby')).toContain(hint.id);
    expect(quantity('Abonnement mensuel Ligéo').disabled).toBe(true);
    expect(within(productCard('Carnet 10 voyages')).queryByText(/Un seul titre/)).toBeNull();

    await user.clear(quantity('Carnet 10 voyages'));
    await user.type(quantity('Carnet 10 voyages'), '0');
    // Leaving the field commits what was typed.
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(quantity('Pass 1 jour').disabled).toBe(false);
    expect(screen.queryByText(/Un seul titre/)).toBeNull();
  });

  it('takes at most one of a subscription', async () => {
    const user = userEvent.setup();
    renderArticles(card1);
    await titlesShown('Abonnement mensuel Ligéo');
    await user.type(quantity('Abonnement mensuel Ligéo'), '5');
    // Leaving the field commits what was typed.
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(quantity('Abonnement mensuel Ligéo').value).toBe('1');
    expect(
      (
        screen.getByRole('button', {
          name: 'Augmenter Quantité Abonnement mensuel Ligéo',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
  });

  it('recalculates the period of the month chosen and says so', async () => {
    const user = userEvent.setup();
    const { calls } = renderArticles(card1);
    await titlesShown('Abonnement mensuel Ligéo');
    const monthly = productCard('Abonnement mensuel Ligéo');
    const picker = within(monthly).getByRole('button', {
      name: /Début de validité Abonnement mensuel Ligéo$/,
    });
    await waitFor(() =>
      expect(within(monthly).getByText('Validité : du 01/12/2026 au 31/12/2026')).toBeTruthy(),
    );
    await user.click(picker);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'novembre 2026',
      'décembre 2026',
      'janvier 2027',
    ]);
    await user.click(screen.getByRole('option', { name: 'janvier 2027' }));
    await waitFor(() =>
      expect(within(monthly).getByRole('status').textContent).toBe(
        'La période de validité a été mise à jour.',
      ),
    );
    expect(within(monthly).getByText('Validité : du 01/01/2027 au 31/01/2027')).toBeTruthy();
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      url: '/vente/api/produit_vendable/101/periode_validite',
      body: { ddv: '2027-01-01' },
    });
  });

  it('puts the date back when the period cannot be calculated', async () => {
    const user = userEvent.setup();
    renderArticles(card1, {
      'POST /vente/api/produit_vendable/104/periode_validite': () => [400, { messageError: 'Hors période' }],
    });
    await titlesShown('Abonnement annuel Ligéo');
    const yearly = productCard('Abonnement annuel Ligéo');
    await user.click(within(yearly).getByRole('button', { name: /Début de validité/ }));
    await user.click(await screen.findByRole('option', { name: '2027' }));
    await waitFor(() =>
      expect(within(yearly).getByRole('alert').textContent).toBe(
        'Erreur lors du calcul de la période de validité.',
      ),
    );
    expect(within(yearly).getByRole('button', { name: /Début de validité/ }).textContent).toContain('2026');
    expect(within(yearly).getByText('Validité : du 25/11/2026 au 31/12/2026')).toBeTruthy();
  });

  it('offers only Mondays for a calendar week, and sends the Monday chosen', async () => {
    const user = userEvent.setup();
    const { calls } = renderArticles(card1, {
      'POST /vente/api/produit_vendable/103/periode_validite': () => [
        200,
        { ddv: '2026-11-30', dfv: '2026-12-06', prixDdv: 14 },
      ],
    });
    await titlesShown('Abonnement hebdomadaire');
    const weekly = productCard('Abonnement hebdomadaire');
    const mondays = within(weekly).getByText('Choisissez un lundi.');
    expect(
      within(weekly)
        .getByRole('group', { name: /Début de validité/ })
        .getAttribute('aria-describedby'),
    ).toContain(mondays.id);
    await user.click(within(weekly).getByRole('button', { name: /^Calendrier/ }));
    const calendar = await screen.findByRole('grid', { name: 'novembre 2026' });
    const cell = (name: RegExp) => within(calendar).getByRole('button', { name });
    expect(cell(/^mardi 24 novembre 2026/).getAttribute('aria-disabled')).toBe('true');
    expect(cell(/^dimanche 22 novembre 2026/).getAttribute('aria-disabled')).toBe('true');
    expect(cell(/^lundi 30 novembre 2026/).getAttribute('aria-disabled')).toBeNull();
    await user.click(cell(/^lundi 30 novembre 2026/));
    await waitFor(() =>
      expect(within(weekly).getByText('Validité : du 30/11/2026 au 06/12/2026')).toBeTruthy(),
    );
    expect(calls.at(-1)?.body).toEqual({ ddv: '2026-11-30' });
    expect(within(weekly).getByRole('spinbutton', { name: /^jour/ }).textContent).toBe('30');
  });

  it('asks for a title before Valider, then sends it to the reload cart and shows the cart', async () => {
    const user = userEvent.setup();
    const { calls, router } = renderArticles(card1, {}, null);
    await titlesShown('Pass 1 jour');
    const validate = screen.getByRole('button', { name: 'Valider' });
    expect(validate.getAttribute('aria-disabled')).toBe('true');
    await user.click(validate);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Choisissez au moins un titre.'));
    expect(callLines(calls)).toEqual([
      'GET /vente/api/produit_vendable?numSupport=100000000001',
      'POST /vente/api/produit_vendable/101/periode_validite',
    ]);

    await user.click(screen.getByRole('button', { name: 'Augmenter Quantité Pass 1 jour' }));
    expect(validate.getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByText('Choisissez au moins un titre.')).toBeNull();
    await user.click(validate);
    await screen.findByRole('heading', { level: 1, name: 'Mon panier' });
    expect(router.state.location.pathname).toBe('/cart');
    const add = calls.find((c) => c.url === '/vente/api/cart/article');
    expect(add?.body).toEqual({
      type: 'RECHARGEMENT',
      idProduit: 107,
      quantite: 1,
      numSupport: '100000000001',
      ddv: '2026-11-25',
    });
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/vente/api/cart'));
    expect(calls.at(-1)?.body).toEqual({
      isVpc: false,
      isReservation: false,
      isTicketOD: false,
      isRechargementOD: false,
    });
  });

  it('shows why the cart refused the title', async () => {
    const user = userEvent.setup();
    const { router } = renderArticles(card1, {
      'POST /vente/api/cart/article': () => [
        400,
        { messageError: 'Votre panier contient déjà des titres pour une autre carte.' },
      ],
    });
    await titlesShown('Pass 1 jour');
    await user.click(screen.getByRole('button', { name: 'Augmenter Quantité Pass 1 jour' }));
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Votre panier contient déjà des titres pour une autre carte.',
      ),
    );
    expect(router.state.location.pathname).toBe('/rechargement/articles');
  });

  it('goes back to the lookup with its own Retour', async () => {
    const user = userEvent.setup();
    const { router } = renderArticles(card1);
    await heading('Contenu de ma carte');
    expect(screen.getAllByRole('link', { name: 'Retour' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Retour' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Retour' }));
    await heading('Recharger ma carte');
    expect(router.state.location.pathname).toBe('/rechargement/infos');
  });
});

describe('/rechargement/articles on the kiosk: one tap per title (issue 24 item 2)', () => {
  const onKiosk = (extra: Routes = {}) => renderArticles(card1, extra, null, { platform: 'kiosk' });
  const buy = (label: string) => screen.getByRole('button', { name: `Acheter ${label}` });
  const band = () => screen.findByRole('region', { name: 'Actions de la page' });

  it("shows each sellable title as a card with its price and rule; 'Acheter' loads one and goes to pay", async () => {
    const user = userEvent.setup();
    const { calls, router } = onKiosk();
    await titlesShown('Carnet 10 voyages');
    // The post-paid title sells nothing here: no card.
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(SOLD_TITLES);
    const booklet = productCard('Carnet 10 voyages');
    expect(booklet.querySelector('.title-card__price')!.textContent).toBe(`Prix : ${formatEuros(13)}`);
    expect(within(booklet).getByText('valable 1 jour à partir de l’achat')).toBeTruthy();
    expect(
      within(productCard('Pass 1 jour')).getByText('valable 1 jour à partir de la première validation'),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Quantité/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Valider' })).toBeNull();
    // 'Retour' at the band's left, where every kiosk screen has it.
    expect(await within(await band()).findByRole('link', { name: 'Retour' })).toBeTruthy();

    await user.click(buy('Carnet 10 voyages'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(calls.filter((c) => c.url === '/vente/api/cart/article').map((c) => c.body)).toEqual([
      { type: 'RECHARGEMENT', idProduit: 106, quantite: 1, numSupport: '100000000001', ddv: '2026-11-25' },
    ]);
  });

  it('shows the start to choose on its card, and buys at the start chosen', async () => {
    const user = userEvent.setup();
    const { calls } = onKiosk();
    await titlesShown('Abonnement mensuel Ligéo');
    const monthly = productCard('Abonnement mensuel Ligéo');
    expect(within(monthly).getByText('valable le mois choisi')).toBeTruthy();
    // December first: the card holds November.
    await waitFor(() =>
      expect(within(monthly).getByText('Validité : du 01/12/2026 au 31/12/2026')).toBeTruthy(),
    );
    await user.click(
      within(monthly).getByRole('button', { name: /Début de validité Abonnement mensuel Ligéo$/ }),
    );
    await user.click(await screen.findByRole('option', { name: 'janvier 2027' }));
    await waitFor(() =>
      expect(within(monthly).getByRole('status').textContent).toBe(
        'La période de validité a été mise à jour.',
      ),
    );
    expect(within(monthly).getByText('Validité : du 01/01/2027 au 31/01/2027')).toBeTruthy();
    await user.click(buy('Abonnement mensuel Ligéo'));
    await waitFor(() => expect(calls.some((c) => c.url === '/vente/api/cart/article')).toBe(true));
    expect(calls.find((c) => c.url === '/vente/api/cart/article')?.body).toEqual({
      type: 'RECHARGEMENT',
      idProduit: 101,
      quantite: 1,
      numSupport: '100000000001',
      ddv: '2027-01-01',
    });
  });

  it("brings back the quantities and 'Valider' with 'Plusieurs titres'", async () => {
    const user = userEvent.setup();
    const { calls } = onKiosk();
    await titlesShown('Pass 1 jour');
    const several = screen.getByRole('button', { name: 'Plusieurs titres' });
    expect(several.getAttribute('aria-pressed')).toBe('false');
    await user.click(several);
    expect(several.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('button', { name: /^Acheter/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Augmenter Quantité Pass 1 jour' }));
    await user.click(screen.getByRole('button', { name: 'Augmenter Quantité Pass 1 jour' }));
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/vente/api/cart/article')).toBe(true));
    expect(calls.find((c) => c.url === '/vente/api/cart/article')?.body).toMatchObject({
      idProduit: 107,
      quantite: 2,
    });
  });
});
