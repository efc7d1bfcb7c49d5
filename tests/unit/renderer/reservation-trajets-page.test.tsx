// /reservation/trajets 'Trajets disponibles' as a customer uses it (SPEC §2 "Reservation", §4 "Reservation
// flow", §5, §8, §9): the runs of the day with their lowest price and places, the earlier ones apart, a full
// run that cannot be picked; the dialog 'Détails de votre réservation' with passengers capped by the places,
// price and VAT, the return day and the return run with every rule, 'Annuler' one step back; the error texts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatEuros } from '@shared/money';
import type { Routes } from './demandes-backoffice';
import { searchSet } from '../../../src/renderer/src/features/reservation/reservationSlice';
import type { Search } from '../../../src/renderer/src/features/reservation/reservationRules';
import { callLines } from './reload-backoffice';
import { atParisTen, renderReservation, reservationBackOffice } from './reservation-backoffice';
import { TODAY, TOMORROW } from './reservation-fixtures';

const search = (date = TOMORROW): Search => ({
  date,
  origin: { code: 'BLO-GARE', libelle: 'Blois – Gare routière' },
  destination: { code: 'CHV-CHAT', libelle: 'Cheverny – Château' },
});

function openTrips(extra: Routes = {}, date = TOMORROW) {
  return renderReservation('/reservation/trajets', reservationBackOffice(extra), {
    prepare: (store) => store.dispatch(searchSet(search(date))),
  });
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const card = (name: RegExp) => screen.getByRole('article', { name });
const dialog = () => screen.getByRole('dialog', { name: 'Détails de votre réservation' });
const stepTitle = () => dialog().querySelector('.reservation-dialog__step')!.textContent;
const confirm = () => within(dialog()).getByRole('button', { name: 'Confirmer' });
const blocker = () => document.getElementById(confirm().getAttribute('aria-describedby') ?? '')?.textContent;
const increase = (label: string) =>
  within(dialog()).getByRole('button', { name: `Augmenter Quantité ${label}` });
const quantity = (label: string) =>
  within(dialog()).getByRole('textbox', { name: `Quantité ${label}` }) as HTMLInputElement;
const amounts = () =>
  [...dialog().querySelectorAll('.reservation-dialog__amounts dt, .reservation-dialog__amounts dd')].map(
    (el) => el.textContent,
  );

async function listed() {
  await heading('Trajets disponibles');
  await screen.findByRole('heading', { level: 2, name: 'Trajets proposés' });
}

async function choose(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(within(card(name)).getByRole('button', { name: 'Choisir ce trajet' }));
  const dialog = await screen.findByRole('dialog', { name: 'Détails de votre réservation' });
  // The step's fields follow the dialog's first paint (AfterFirstPaint).
  await waitFor(() => expect(dialog.querySelector('.reservation-dialog__pending')).toBeNull());
  return dialog;
}

/** A page's first visit loads its chunk and react-aria: slow on a busy machine. */
const PAGE_TIMEOUT = 20_000;

beforeEach(() => {
  atParisTen();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('trips of the day', { timeout: PAGE_TIMEOUT }, () => {
  it('empties the basket, then shows each run with its times, duration, line, lowest price and places', async () => {
    const { calls } = openTrips();
    await listed();
    expect(screen.getByText('De Blois – Gare routière à Cheverny – Château, le 26/11/2026')).toBeTruthy();
    expect(callLines(calls)).toEqual([
      'POST /vente/api/cart/empty',
      'GET /topologie/api/coursesOD?codeOrigine=BLO-GARE&codeDestination=CHV-CHAT&date=2026-11-26',
      'GET /commerce/api/produit?ligne=L2&origine=BLO-GARE&destination=CHV-CHAT&vendableWeb=true',
      'GET /commerce/api/quota?date=2026-11-26&codeCourses=L2-A-0700&codeCourses=L2-A-1200&codeCourses=L2-A-1500&codeCourses=L2-A-1800&codeCourses=L2-A-2340',
    ]);
    expect(calls[0]!.body).toEqual({
      isVpc: false,
      isReservation: true,
      isTicketOD: false,
      isRechargementOD: false,
    });
    const cards = screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));
    expect(cards).toEqual([
      '26/11/2026 07:00 – 07:35',
      '26/11/2026 12:00 – 12:35',
      '26/11/2026 15:00 – 15:35',
      '26/11/2026 18:00 – 18:35',
      '26/11/2026 23:40 – 00:15 le 27/11/2026',
    ]);
    const facts = (name: RegExp) => [...card(name).querySelectorAll('dt, dd, p')].map((el) => el.textContent);
    // The full fare of one trip (the full-fare round trip, 16 € for two), then the lowest price of the
    // day with its profile: the child's one-way ticket.
    expect(facts(/07:00/)).toEqual([
      'Durée',
      '35 min',
      'Ligne',
      'Ligne 2 Blois – Romorantin-Lanthenay',
      'Plein tarif',
      formatEuros(8),
      'À partir de',
      `${formatEuros(3)} (Enfant)`,
      '25 places disponibles',
    ]);
    expect(facts(/12:00/).at(-1)).toBe('1 place disponible');
    expect(facts(/15:00/).at(-1)).toBe('Plus de place disponible.');
    // No quota record: no place.
    expect(facts(/23:40/).at(-1)).toBe('Plus de place disponible.');
    expect(screen.queryByRole('heading', { name: 'Trajets déjà partis ce jour' })).toBeNull();
  });

  it('lists the runs of today already gone apart, and they cannot be booked', async () => {
    openTrips({}, TODAY);
    await listed();
    const offered = screen.getByRole('region', { name: 'Trajets proposés' });
    const earlier = screen.getByRole('region', { name: 'Trajets déjà partis ce jour' });
    expect(
      within(offered)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual([
      '25/11/2026 12:00 – 12:35',
      '25/11/2026 15:00 – 15:35',
      '25/11/2026 18:00 – 18:35',
      '25/11/2026 23:40 – 00:15 le 26/11/2026',
    ]);
    expect(
      within(earlier)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['25/11/2026 07:00 – 07:35']);
    expect(within(earlier).queryByRole('button')).toBeNull();
  });

  it('does not let a full run be picked', async () => {
    const user = userEvent.setup();
    openTrips();
    await listed();
    const button = within(card(/15:00/)).getByRole('button', { name: 'Choisir ce trajet' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(button.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Plus de place disponible.',
    );
    await user.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('goes back to Mon trajet without a search', async () => {
    const { router, calls } = renderReservation('/reservation/trajets', reservationBackOffice());
    await heading('Mon trajet');
    expect(router.state.location.pathname).toBe('/reservation/infos');
    expect(callLines(calls)).not.toContain('POST /vente/api/cart/empty');
  });

  it('goes back to Mon trajet saying why when the basket cannot be emptied', async () => {
    const { router, calls } = openTrips({ 'POST /vente/api/cart/empty': () => [500, {}] });
    await heading('Mon trajet');
    expect(router.state.location.pathname).toBe('/reservation/infos');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Une erreur est survenue. Veuillez réessayer ultérieurement.',
      ),
    );
    expect(callLines(calls).some((c) => c.includes('coursesOD'))).toBe(false);
  });

  it.each([
    [[404, { messageError: 'Pas de course.' }], 'Aucun trajet disponible pour la date choisie.'],
    [[500, { messageError: 'Horaires en cours de mise à jour.' }], 'Horaires en cours de mise à jour.'],
  ] as [[number, unknown], string][])('says why there is no run (%j)', async (answer, text) => {
    openTrips({ 'GET /topologie/api/coursesOD': () => answer });
    await heading('Trajets disponibles');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text));
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('says the products failed, with the SPEC’s text', async () => {
    openTrips({ 'GET /commerce/api/produit': () => [503, { messageError: 'Catalogue indisponible.' }] });
    await heading('Trajets disponibles');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Une erreur est survenue. Veuillez réessayer ultérieurement.',
      ),
    );
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows no place anywhere when the quotas fail', async () => {
    openTrips({ 'GET /commerce/api/quota': () => [500, {}] });
    await listed();
    expect(
      screen.getAllByRole('article').map((a) => a.querySelector('.trip-card__places')!.textContent),
    ).toEqual(Array(5).fill('Plus de place disponible.'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("has a 'Retour' to Mon trajet", async () => {
    openTrips();
    await listed();
    expect(screen.getByRole('link', { name: 'Retour' }).getAttribute('href')).toBe('/reservation/infos');
  });
});

describe("'Détails de votre réservation'", { timeout: PAGE_TIMEOUT }, () => {
  it('caps the passengers by the places left, and shows the price and VAT of the order', async () => {
    const user = userEvent.setup();
    openTrips();
    await listed();
    await choose(user, /12:00/);
    const rows = [...dialog().querySelectorAll('.passenger')].map(
      (row) => row.querySelector('.passenger__product')!.textContent,
    );
    expect(rows).toEqual([
      `Plein tarif${formatEuros(16)} par passager, aller et retour`,
      `Tarif jeune${formatEuros(10)} par passager, aller et retour`,
      `Tarif senior${formatEuros(6)} par passager`,
      `Enfant${formatEuros(3)} par passager`,
    ]);
    expect(within(dialog()).getByText('1 place disponible')).toBeTruthy();
    expect(amounts()).toEqual(['Prix de la commande', formatEuros(0), 'dont TVA', formatEuros(0)]);
    expect(confirm().getAttribute('aria-disabled')).toBe('true');
    expect(blocker()).toBe('Pour confirmer, choisissez au moins un passager.');

    await user.click(increase('Tarif senior'));
    expect(quantity('Tarif senior').value).toBe('1');
    // The run's one place is taken: no more passenger on any profile.
    for (const label of ['Plein tarif', 'Tarif jeune', 'Tarif senior', 'Enfant'])
      expect(increase(label).hasAttribute('disabled')).toBe(true);
    await user.clear(quantity('Enfant'));
    await user.type(quantity('Enfant'), '4');
    await user.tab();
    expect(quantity('Enfant').value).toBe('0');
    expect(amounts()).toEqual(['Prix de la commande', formatEuros(6), 'dont TVA', formatEuros(0.55)]);
    expect(confirm().getAttribute('aria-disabled')).toBeNull();
  });

  it('books one-way passengers straight into the cart', async () => {
    const user = userEvent.setup();
    const { calls, router } = openTrips();
    await listed();
    await choose(user, /07:00/);
    await user.click(increase('Tarif senior'));
    await user.click(increase('Tarif senior'));
    await user.click(increase('Enfant'));
    expect(amounts()).toEqual(['Prix de la commande', formatEuros(15), 'dont TVA', formatEuros(1.37)]);
    await user.click(confirm());
    await heading('Mon panier');
    expect(router.state.location.pathname).toBe('/cart');
    const outbound = {
      type: 'RESERVATION',
      codeOrigine: 'BLO-GARE',
      codeDestination: 'CHV-CHAT',
      codeLigne: 'L2',
      libelleOrigine: 'Blois – Gare routière',
      libelleDestination: 'Cheverny – Château',
      libelleLigne: 'Ligne 2 Blois – Romorantin-Lanthenay',
      codeCourse: 'L2-A-0700',
      dateDepart: '2026-11-26T07:00:00',
      dateArrivee: '2026-11-26T07:35:00',
    };
    expect(calls.find((c) => c.url === '/vente/api/cart/articles')?.body).toEqual([
      { ...outbound, codeProduitReservation: 'RES-SENIOR', quantite: 2 },
      { ...outbound, codeProduitReservation: 'NORES-ENFANT', quantite: 1 },
    ]);
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/vente/api/cart'));
    expect(calls.at(-1)?.body).toMatchObject({ isReservation: true });
  });

  it('asks for the return day then the run back for round trips, each step with its rule', async () => {
    const user = userEvent.setup();
    const { calls } = openTrips();
    await listed();
    await choose(user, /18:00/);
    await user.click(increase('Plein tarif'));
    await user.click(increase('Plein tarif'));
    await user.click(increase('Tarif jeune'));
    await user.click(increase('Tarif senior'));
    expect(amounts()).toEqual(['Prix de la commande', formatEuros(48), 'dont TVA', formatEuros(4.37)]);
    expect(stepTitle()).toBe('Étape 1 : vos passagers');
    await user.click(confirm());

    // The return day: on or after the outbound day.
    expect(stepTitle()).toBe('Étape 2 : la date du retour');
    expect(confirm().getAttribute('aria-disabled')).toBe('true');
    expect(blocker()).toBe('Pour confirmer, choisissez une date de retour à partir du 26/11/2026.');
    await user.click(within(dialog()).getByRole('button', { name: /^Calendrier Date du retour/ }));
    const calendar = await screen.findByRole('grid', { name: 'novembre 2026' });
    expect(
      within(calendar)
        .getByRole('button', { name: /mercredi 25 novembre 2026/ })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    await user.click(within(calendar).getByRole('button', { name: /jeudi 26 novembre 2026/ }));
    await waitFor(() => expect(confirm().getAttribute('aria-disabled')).toBeNull());
    await user.click(confirm());

    // The runs back that day on line 2: the one before the outbound arrives and the one with 2 places for
    // 3 round-trip passengers cannot be chosen.
    expect(stepTitle()).toBe('Étape 3 : le trajet retour');
    await waitFor(() => expect(within(dialog()).getAllByRole('article')).toHaveLength(3));
    expect(callLines(calls)).toContain(
      'GET /topologie/api/coursesOD?codeOrigine=CHV-CHAT&codeDestination=BLO-GARE&date=2026-11-26',
    );
    expect(callLines(calls)).toContain(
      'GET /commerce/api/quota?date=2026-11-26&codeCourses=L2-R-1000&codeCourses=L2-R-1930&codeCourses=L2-R-2030',
    );
    // The way back is said above its runs.
    const backList = within(dialog()).getByRole('list', {
      name: 'Retour : Cheverny – Château → Blois – Gare routière',
    });
    expect(within(backList).getAllByRole('article')).toHaveLength(3);
    const back = (name: RegExp) => within(dialog()).getByRole('article', { name });
    const pick = (name: RegExp) =>
      within(back(name)).getByRole('button', { name: /^(Choisir ce trajet|Trajet choisi)$/ });
    expect(back(/10:00/).querySelector('.trip-card__reason')!.textContent).toBe(
      'Ce trajet part avant l’arrivée de votre trajet aller.',
    );
    expect(back(/19:30/).querySelector('.trip-card__reason')!.textContent).toBe(
      'Il faut 3 places pour le retour.',
    );
    expect(pick(/10:00/).getAttribute('aria-disabled')).toBe('true');
    expect(pick(/19:30/).getAttribute('aria-disabled')).toBe('true');
    await user.click(pick(/19:30/));
    expect(pick(/19:30/).getAttribute('aria-pressed')).toBe('false');
    expect(blocker()).toBe('Pour confirmer, choisissez un trajet retour.');
    // Not chosen: outlined 'Choisir ce trajet'; chosen: filled 'Trajet choisi', pressed.
    expect(pick(/20:30/).textContent).toBe('Choisir ce trajet');
    expect(pick(/20:30/).classList.contains('button--secondary')).toBe(true);
    await user.click(pick(/20:30/));
    expect(pick(/20:30/).getAttribute('aria-pressed')).toBe('true');
    expect(pick(/20:30/).textContent).toBe('✓Trajet choisi');
    expect(pick(/20:30/).classList.contains('button--secondary')).toBe(false);
    expect(within(back(/20:30/)).getByRole('button', { name: 'Trajet choisi' })).toBeTruthy();
    expect(pick(/19:30/).textContent).toBe('Choisir ce trajet');
    await user.click(confirm());

    await heading('Mon panier');
    const sent = calls.find((c) => c.url === '/vente/api/cart/articles')?.body as Record<string, unknown>[];
    expect(sent.map((item) => [item.codeProduitReservation, item.quantite, item.codeCourseRetour])).toEqual([
      ['RES-PLEIN', 2, 'L2-R-2030'],
      ['RES-JEUNE', 1, 'L2-R-2030'],
      ['RES-SENIOR', 1, undefined],
    ]);
    expect(sent[0]).toMatchObject({
      codeCourse: 'L2-A-1800',
      codeLigneRetour: 'L2',
      libelleLigneRetour: 'Ligne 2 Blois – Romorantin-Lanthenay',
      dateDepartRetour: '2026-11-26T20:30:00',
      dateArriveeRetour: '2026-11-26T21:00:00',
    });
    expect(Object.keys(sent[2]!)).not.toContain('dateDepartRetour');
  });

  it("steps back one step with 'Annuler', keeping what was chosen, and closes at the first", async () => {
    const user = userEvent.setup();
    openTrips();
    await listed();
    await choose(user, /18:00/);
    await user.click(increase('Plein tarif'));
    await user.click(confirm());
    await user.click(within(dialog()).getByRole('button', { name: /^Calendrier Date du retour/ }));
    const calendar = await screen.findByRole('grid', { name: 'novembre 2026' });
    await user.click(within(calendar).getByRole('button', { name: /vendredi 27 novembre 2026/ }));
    await user.click(confirm());
    await waitFor(() => expect(within(dialog()).getAllByRole('article')).toHaveLength(3));

    const cancel = () => within(dialog()).getByRole('button', { name: 'Annuler' });
    await user.click(cancel());
    expect(stepTitle()).toBe('Étape 2 : la date du retour');
    expect(
      within(within(dialog()).getByRole('group', { name: /^Date du retour/ }))
        .getAllByRole('spinbutton')
        .map((s) => s.textContent),
    ).toEqual(['27', '11', '2026']);
    await user.click(cancel());
    expect(stepTitle()).toBe('Étape 1 : vos passagers');
    expect(quantity('Plein tarif').value).toBe('1');
    await user.click(cancel());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Trajets disponibles' })).toBeTruthy();
  });

  it('says when there is no run back that day', async () => {
    const user = userEvent.setup();
    openTrips({
      'GET /topologie/api/coursesOD': (_body, url) =>
        url.includes('codeOrigine=CHV-CHAT')
          ? [404, { messageError: 'Aucune course.' }]
          : reservationBackOffice()['GET /topologie/api/coursesOD']!(_body, url),
    });
    await listed();
    await choose(user, /18:00/);
    await user.click(increase('Tarif jeune'));
    await user.click(confirm());
    await user.click(within(dialog()).getByRole('button', { name: /^Calendrier Date du retour/ }));
    const calendar = await screen.findByRole('grid', { name: 'novembre 2026' });
    await user.click(within(calendar).getByRole('button', { name: /samedi 28 novembre 2026/ }));
    await user.click(confirm());
    expect(await within(dialog()).findByText('Aucun trajet retour disponible pour cette date.')).toBeTruthy();
    expect(within(dialog()).queryByRole('article')).toBeNull();
    expect(blocker()).toBe('Pour confirmer, choisissez un trajet retour.');
  });

  it('says in the dialog why the cart refused, and keeps every choice', async () => {
    const user = userEvent.setup();
    const { router } = openTrips({
      'POST /vente/api/cart/articles': () => [400, { messageError: 'Plus assez de places sur ce trajet.' }],
    });
    await listed();
    await choose(user, /07:00/);
    await user.click(increase('Tarif senior'));
    await user.click(confirm());
    await waitFor(() =>
      expect(within(dialog()).getByRole('alert').textContent).toBe('Plus assez de places sur ce trajet.'),
    );
    expect(quantity('Tarif senior').value).toBe('1');
    expect(router.state.location.pathname).toBe('/reservation/trajets');
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    openTrips();
    await listed();
    await choose(user, /07:00/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
