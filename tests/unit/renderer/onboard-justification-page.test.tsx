// /justification 'Synthèse de vos paiements à bord' played as a customer (issue 15, SPEC §2, §4, §5, §8):
// a real table (caption, column and row headers) in a labelled scrolling region, newest first, amounts
// from cents and VAT as a percent, the star and its legend, the footer; the filter's calendars, SPEC's
// texts; downloads named as SPEC §9 says; prints on a kiosk, both at the counter; 'Recommencer'.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Receipt } from '@shared/kiosk-bridge';
import { PDF_ACHAT_BORNE_PATH } from '@shared/onboard-payments';
import * as download from '../../../src/renderer/src/platform/download';
import { typeDay } from './type-day';
import type { Platform } from '../../../src/renderer/src/platform/bridge';
import {
  ARC002_ITEMS,
  bridgeWith,
  FRAME_URL,
  NOW,
  onboardBackOffice,
  order,
  ORDERS,
  renderOnboard,
  storeTapsForTest,
  TAPS,
} from './onboard-fixtures';

vi.mock('../../../src/renderer/src/platform/download', () => ({ saveBlob: vi.fn() }));

const NBSP = '\u00a0';
const TITLE = 'Synthèse de vos paiements à bord';
const T = {
  none: 'Aucune transaction à bord en sans-contact n’a été effectuée avec cette carte de paiement sur les trente derniers jours.',
  noneInPeriod:
    'Aucune transaction à bord en sans-contact n’a été effectuée avec cette carte de paiement sur la période choisie.',
  error: 'Une erreur s’est produite.',
  order: 'La date de début de période doit être inférieure à la date de fin de période.',
};
const COLUMNS = [
  'N° de commande',
  'Date',
  'Référence du paiement',
  'Produit',
  'Quantité',
  'Prix TTC',
  'Prix HT',
  'Taux de TVA',
  'Actions',
];

async function openSummary(
  options: { platform?: Platform; routes?: ReturnType<typeof onboardBackOffice>; taps?: unknown } = {},
) {
  storeTapsForTest(options.taps ?? TAPS);
  const view = renderOnboard('/justification', options.routes ?? onboardBackOffice(), {
    platform: options.platform ?? 'web',
  });
  await screen.findByRole('heading', { level: 1, name: TITLE });
  return view;
}

const table = () => screen.findByRole('table', {});
const cells = (row: Element) => [...row.querySelectorAll('th, td')].map((c) => c.textContent);

const segments = (label: RegExp) =>
  within(screen.getByRole('group', { name: label }))
    .getAllByRole('spinbutton')
    .map((s) => s.textContent);

// The taps' month: the last 30 days run from 23 February to 25 March 2026 (only the clock's date is set).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
  delete window.kiosk;
  vi.clearAllMocks();
});

describe('the table', () => {
  it('is a real table: caption, column headers with scope, one row header per order', async () => {
    await openSummary();
    const grid = await table();
    expect(grid.querySelector('caption')!.textContent).toBe(
      'Vos paiements sans contact à bord du 02/03/26 au 20/03/26',
    );
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(COLUMNS);
    for (const header of headers) expect(header.getAttribute('scope')).toBe('col');
    const rowHeaders = within(grid).getAllByRole('rowheader');
    expect(rowHeaders.map((h) => [h.textContent, h.getAttribute('scope')])).toEqual([
      ['5004', 'row'],
      ['5003', 'row'],
      ['5002', 'row'],
      ['5001', 'row'],
      ['Nombre de trajets', 'row'],
      ['Période', 'row'],
      ['TOTAL', 'row'],
    ]);
  });

  it('sits in a labelled region reachable by keyboard, which scrolls rather than the page', async () => {
    await openSummary();
    const grid = await table();
    const region = screen.getByRole('region', { name: 'Tableau des paiements à bord, défilable' });
    expect(region.contains(grid)).toBe(true);
    expect(region.tabIndex).toBe(0);
    expect(region.className).toContain('justification__scroll');
  });

  it('lists the orders newest first: date, reference, product, quantity, prices, VAT rate', async () => {
    await openSummary();
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1, 5);
    expect(rows.map((row) => cells(row).slice(0, 8))).toEqual([
      [
        '5004',
        '20/03/2026 23:30',
        'ARC003 * (débit en attente)',
        'Pass journée',
        '1',
        `2,50${NBSP}€`,
        `2,27${NBSP}€`,
        `10${NBSP}%`,
      ],
      [
        '5003',
        '09/03/2026 17:40',
        'ARC002',
        `Supplément vélo Plafonnement journalier : remise de 0,50${NBSP}€ sur ce paiement`,
        '1',
        `0,00${NBSP}€`,
        `0,00${NBSP}€`,
        `5,5${NBSP}%`,
      ],
      [
        '5002',
        '09/03/2026 17:40',
        'ARC002',
        'Ticket unité',
        '2',
        `4,50${NBSP}€`,
        `4,09${NBSP}€`,
        `10${NBSP}%`,
      ],
      [
        '5001',
        '02/03/2026 08:15',
        'ARC001',
        'Ticket unité',
        '1',
        `2,50${NBSP}€`,
        `2,27${NBSP}€`,
        `10${NBSP}%`,
      ],
    ]);
  });

  it('marks a pending debit with a star for the eyes, words for a screen reader, and its legend', async () => {
    await openSummary();
    const grid = await table();
    const star = grid.querySelector('.justification__star')!;
    expect(star.getAttribute('aria-hidden')).toBe('true');
    expect(star.closest('tr')!.querySelector('th')!.textContent).toBe('5004');
    expect(grid.querySelectorAll('.justification__star')).toHaveLength(1);
    expect(
      screen.getByText(/Débit en attente : ce paiement n’a pas encore été débité de votre carte\./),
    ).toBeTruthy();
  });

  it('has no legend when no payment is pending', async () => {
    await openSummary({ taps: TAPS.map(({ debitEnAttente: _pending, ...tap }) => tap) });
    await table();
    expect(screen.queryByText(/Débit en attente/)).toBeNull();
  });

  it('sums up in its footer: trips (one per row shown), period, TOTAL', async () => {
    await openSummary();
    const grid = await table();
    expect(grid.querySelectorAll('tbody tr')).toHaveLength(4);
    const footer = grid.querySelector('tfoot')!;
    expect([...footer.querySelectorAll('tr')].map((row) => cells(row))).toEqual([
      ['Nombre de trajets', '4'],
      ['Période', 'du 02/03/26 au 20/03/26'],
      ['TOTAL', `9,50${NBSP}€`],
    ]);
  });
});

describe('the last 30 days only, whatever the framed page sends', () => {
  const OLD = {
    idTransSec: 'TS-OLD',
    date: '2026-02-22T09:59:00Z',
    montant: 230,
    remise: 0,
    refArchi: 'ARCOLD',
  };
  const AHEAD = {
    idTransSec: 'TS-AHEAD',
    date: '2026-03-26T08:00:00Z',
    montant: 230,
    remise: 0,
    refArchi: 'ARCAHEAD',
  };
  const BAD_DAY = {
    idTransSec: 'TS-BAD',
    date: '2026-02-30T08:00:00Z',
    montant: 230,
    remise: 0,
    refArchi: 'ARCBAD',
  };
  const NOT_A_DATE = {
    idTransSec: 'TS-TEXT',
    date: 'hier matin',
    montant: 230,
    remise: 0,
    refArchi: 'ARCTEXT',
  };
  const EDGE = {
    idTransSec: 'TS-EDGE',
    date: '2026-02-23T10:00:00Z',
    montant: 230,
    remise: 0,
    refArchi: 'ARCEDGE',
  };
  const bound = [
    ...ORDERS,
    ...[OLD, AHEAD, BAD_DAY, NOT_A_DATE, EDGE].map((tap, index) => order(6001 + index, tap.idTransSec)),
  ];

  it('a tap older than 30 days, one yet to come and one of an impossible or unreadable date are left out', async () => {
    await openSummary({ taps: [OLD, ...TAPS, AHEAD, BAD_DAY, NOT_A_DATE], routes: onboardBackOffice(bound) });
    const grid = await table();
    expect([...grid.querySelectorAll('tbody th')].map((cell) => cell.textContent)).toEqual([
      '5004',
      '5003',
      '5002',
      '5001',
    ]);
    expect(grid.querySelector('caption')!.textContent).toBe(
      'Vos paiements sans contact à bord du 02/03/26 au 20/03/26',
    );
    expect(cells(grid.querySelector('tfoot tr')!)).toEqual(['Nombre de trajets', '4']);
    for (const ref of ['ARCOLD', 'ARCAHEAD', 'ARCBAD', 'ARCTEXT']) expect(screen.queryByText(ref)).toBeNull();
  });

  it('a tap exactly 30 days old is kept', async () => {
    await openSummary({ taps: [...TAPS, EDGE], routes: onboardBackOffice(bound) });
    expect(within(await table()).getByRole('rowheader', { name: '6005' })).toBeTruthy();
  });

  it('only taps older than 30 days: SPEC’s warning, the back office not asked', async () => {
    const asked: string[] = [];
    const routes = onboardBackOffice(bound);
    const orders = routes[`GET /vente/api/commandesValideurCb`]!;
    await openSummary({
      taps: [OLD],
      routes: {
        ...routes,
        'GET /vente/api/commandesValideurCb': (body, url) => {
          asked.push(url);
          return orders(body, url);
        },
      },
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(T.none));
    expect(asked).toEqual([]);
  });
});

describe('the daily cap', () => {
  it('is said on the row of the payment it lowered, and nowhere else', async () => {
    await openSummary();
    const grid = await table();
    const capped = [...grid.querySelectorAll('tbody td')].filter((cell) =>
      cell.textContent!.includes('Plafonnement journalier'),
    );
    expect(capped.map((cell) => cell.textContent)).toEqual([
      `Supplément vélo Plafonnement journalier : remise de 0,50${NBSP}€ sur ce paiement`,
    ]);
    expect(capped[0]!.closest('tr')!.querySelector('th')!.textContent).toBe('5003');
    expect(screen.queryAllByText(/Plafonnement journalier/)).toHaveLength(1);
  });

  it('is not said when no payment was lowered', async () => {
    await openSummary({ taps: TAPS.map((tap) => ({ ...tap, remise: 0 })) });
    await table();
    expect(screen.queryByText(/Plafonnement journalier/)).toBeNull();
    expect(screen.queryByText(/Remise/)).toBeNull();
  });
});

describe('SPEC §8 texts', () => {
  it('no transaction in 30 days: the warning, no table, Recommencer', async () => {
    await openSummary({ taps: [] });
    expect((await screen.findByRole('alert')).textContent).toBe(T.none);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: 'Recommencer' })).toBeTruthy();
  });

  it('no order bound to the taps: the warning', async () => {
    await openSummary({ routes: onboardBackOffice([]) });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(T.none));
  });

  it.each([
    [
      'the server’s messageError',
      { messageError: 'Le service des ventes est fermé.' },
      'Le service des ventes est fermé.',
    ],
    ['the default text', undefined, T.error],
  ])('a failure shows %s', async (_name, body, text) => {
    await openSummary({
      routes: { ...onboardBackOffice(), 'GET /vente/api/commandesValideurCb': () => [500, body] },
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text));
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('the date filter', () => {
  it('defaults to the earliest..latest day, in two calendars bounded to them', async () => {
    const user = userEvent.setup();
    await openSummary();
    await table();
    expect(segments(/^Début de période/)).toEqual(['02', '03', '2026']);
    expect(segments(/^Fin de période/)).toEqual(['20', '03', '2026']);
    await user.click(screen.getByRole('button', { name: /^Calendrier Début de période/ }));
    const calendar = await screen.findByRole('grid', { name: 'mars 2026' });
    const weekdays = [...calendar.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(weekdays).toEqual(['L', 'M', 'M', 'J', 'V', 'S', 'D']);
    const day = (name: RegExp) => within(calendar).getByRole('button', { name });
    expect(day(/^dimanche 1 mars 2026/).getAttribute('aria-disabled')).toBe('true');
    expect(day(/lundi 2 mars 2026/).getAttribute('aria-disabled')).toBeNull();
    expect(day(/^samedi 21 mars 2026/).getAttribute('aria-disabled')).toBe('true');
  });

  it('Filtrer par date shows the rows of the period, and the footer follows', async () => {
    const user = userEvent.setup();
    await openSummary();
    await table();
    await typeDay(user, /^Début de période/, '2026-03-09');
    await typeDay(user, /^Fin de période/, '2026-03-09');
    // Nothing changes before the filter is applied.
    expect(within(await table()).getAllByRole('rowheader')).toHaveLength(7);
    await user.click(screen.getByRole('button', { name: 'Filtrer par date' }));
    const grid = await table();
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['5003', '5002', 'Nombre de trajets', 'Période', 'TOTAL']);
    expect(grid.querySelector('caption')!.textContent).toBe(
      'Vos paiements sans contact à bord du 09/03/26 au 09/03/26',
    );
    // As many trips as rows shown: the tap that paid both orders counts twice, as the table shows it.
    expect(cells(grid.querySelector('tfoot tr')!)).toEqual(['Nombre de trajets', '2']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a start after the end: SPEC’s text as an alert, and nothing filtered', async () => {
    const user = userEvent.setup();
    await openSummary();
    await table();
    await typeDay(user, /^Début de période/, '2026-03-10');
    await typeDay(user, /^Fin de période/, '2026-03-09');
    await user.click(screen.getByRole('button', { name: 'Filtrer par date' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(T.order));
    expect(within(await table()).getAllByRole('rowheader')).toHaveLength(7);
  });

  it('a period without a row: SPEC’s info text, no table', async () => {
    const user = userEvent.setup();
    await openSummary();
    await table();
    await typeDay(user, /^Début de période/, '2026-03-10');
    await typeDay(user, /^Fin de période/, '2026-03-19');
    await user.click(screen.getByRole('button', { name: 'Filtrer par date' }));
    await waitFor(() => expect(screen.getByRole('status', { name: '' }).textContent).toBe(T.noneInPeriod));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tout télécharger' })).toBeNull();
  });

  it('a day outside the rows’ days is refused by its field, then by the filter', async () => {
    const user = userEvent.setup();
    await openSummary();
    await table();
    await typeDay(user, /^Fin de période/, '2026-03-25');
    expect(screen.getByText('Choisissez un jour du 02/03/2026 au 20/03/2026.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Filtrer par date' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Veuillez saisir la date de fin de période.'),
    );
    expect(within(await table()).getAllByRole('rowheader')).toHaveLength(7);
  });
});

describe('proofs on the web', () => {
  it('a row’s button, named with its payment, downloads that payment’s orders as Justificatif_cb_<ref>.pdf', async () => {
    const user = userEvent.setup();
    const { calls } = await openSummary();
    await table();
    const buttons = screen.getAllByRole('button', { name: 'Télécharger le justificatif du paiement ARC002' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[0]!);
    await waitFor(() => expect(download.saveBlob).toHaveBeenCalledTimes(1));
    const post = calls.find((c) => c.url === PDF_ACHAT_BORNE_PATH)!;
    expect(post.body).toEqual(ARC002_ITEMS);
    expect(vi.mocked(download.saveBlob).mock.calls[0]![1]).toBe('Justificatif_cb_ARC002.pdf');
    expect(screen.queryByRole('button', { name: /^Imprimer/ })).toBeNull();
  });

  it('Tout télécharger: the rows shown in one call, Justificatifs_cb.pdf', async () => {
    const user = userEvent.setup();
    const { calls } = await openSummary();
    await table();
    await user.click(screen.getByRole('button', { name: 'Tout télécharger' }));
    await waitFor(() => expect(download.saveBlob).toHaveBeenCalledTimes(1));
    const posts = calls.filter((c) => c.url === PDF_ACHAT_BORNE_PATH);
    expect(posts).toHaveLength(1);
    expect((posts[0]!.body as { idCommande: number }[]).map((item) => item.idCommande)).toEqual([
      5004, 5003, 5002, 5001,
    ]);
    expect(vi.mocked(download.saveBlob).mock.calls[0]![1]).toBe('Justificatifs_cb.pdf');
  });

  it.each([
    [
      'the server’s messageError',
      [400, { messageError: 'Demande de justificatif invalide.' }],
      'Demande de justificatif invalide.',
    ],
    ['the default text', [500], T.error],
  ] as const)('a download error shows %s', async (_name, answer, text) => {
    const user = userEvent.setup();
    await openSummary({
      routes: onboardBackOffice(ORDERS, () => [answer[0], answer[1]]),
    });
    await table();
    await user.click(screen.getByRole('button', { name: 'Tout télécharger' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text));
    expect(download.saveBlob).not.toHaveBeenCalled();
  });

  it('the 400’s messageError is read from its blob body', async () => {
    const user = userEvent.setup();
    const body = new Blob([JSON.stringify({ messageError: 'Commande inconnue.' })], {
      type: 'application/json',
    });
    await openSummary({ routes: onboardBackOffice(ORDERS, () => [400, body]) });
    await table();
    await user.click(screen.getByRole('button', { name: 'Télécharger le justificatif du paiement ARC001' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Commande inconnue.'));
  });
});

describe('proofs on a device', () => {
  it('kiosk: print buttons instead of downloads, one receipt per payment, announced', async () => {
    const printReceipt = vi.fn(async (_receipt: Receipt) => ({ ok: true }));
    window.kiosk = bridgeWith(printReceipt);
    const user = userEvent.setup();
    await openSummary({ platform: 'kiosk' });
    await table();
    expect(screen.queryByRole('button', { name: /^Télécharger|^Tout télécharger/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Imprimer le justificatif du paiement ARC003' }));
    expect((await screen.findByRole('status', { name: '' })).textContent).toBe(
      'Votre justificatif a été imprimé. Pensez à le prendre.',
    );
    expect(printReceipt).toHaveBeenCalledTimes(1);
    expect(printReceipt.mock.calls[0]![0]).toMatchObject({
      title: 'Justificatif de paiement à bord',
      paymentReference: 'ARC003',
      orderId: '5004',
    });
    await user.click(screen.getByRole('button', { name: 'Tout imprimer' }));
    await waitFor(() =>
      expect(screen.getByText('3 justificatifs ont été imprimés. Pensez à les prendre.')).toBeTruthy(),
    );
    expect(printReceipt).toHaveBeenCalledTimes(4);
    expect(download.saveBlob).not.toHaveBeenCalled();
  });

  it('kiosk: a failed print is shown', async () => {
    window.kiosk = bridgeWith(async () => ({ ok: false, message: "L'imprimante ne répond pas." }));
    const user = userEvent.setup();
    await openSummary({ platform: 'kiosk' });
    await table();
    await user.click(screen.getByRole('button', { name: 'Tout imprimer' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe("L'imprimante ne répond pas."));
  });

  it('counter: both download and print', async () => {
    window.kiosk = bridgeWith(async () => ({ ok: true }));
    await openSummary({ platform: 'counter' });
    await table();
    expect(screen.getByRole('button', { name: 'Tout télécharger' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tout imprimer' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Télécharger le justificatif du paiement ARC001' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Imprimer le justificatif du paiement ARC001' })).toBeTruthy();
  });
});

describe('Recommencer and direct visits', () => {
  it('Recommencer goes back to the frame with the stored URL', async () => {
    const user = userEvent.setup();
    const { router } = await openSummary();
    await table();
    const link = screen.getByRole('link', { name: 'Recommencer' });
    expect(link.getAttribute('href')).toBe(`/iframe?url=${encodeURIComponent(FRAME_URL)}`);
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/iframe'));
    expect(router.state.location.search).toBe(`?url=${encodeURIComponent(FRAME_URL)}`);
  });

  it('a reload shows the stored taps again', async () => {
    await openSummary();
    expect(within(await table()).getAllByRole('rowheader')).toHaveLength(7);
  });

  it('a direct visit without taps goes home', async () => {
    const { router } = renderOnboard('/justification', onboardBackOffice());
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('a direct visit with only the framed URL goes back to the frame', async () => {
    window.sessionStorage.setItem('onboardFrameUrl', FRAME_URL);
    const { router } = renderOnboard('/justification', onboardBackOffice());
    await waitFor(() => expect(router.state.location.pathname).toBe('/iframe'));
    expect(router.state.location.search).toBe(`?url=${encodeURIComponent(FRAME_URL)}`);
  });
});
