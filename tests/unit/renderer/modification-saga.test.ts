// The modification's sagas branch by branch (SPEC §4 "Modification", §7, §8): each lookup answer and its
// text, the runs of the new day and their places, the modification and its failures, the new ticket's PDFs
// and its print, with the requests sent.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runSaga, stdChannel, type Saga } from 'redux-saga';
import type { OrderSummary } from '@shared/payment';
import type { KioskBridge, Receipt } from '@shared/kiosk-bridge';
import * as reservationApi from '../../../src/renderer/src/api/reservation';
import * as orderApi from '../../../src/renderer/src/api/order';
import * as navigation from '../../../src/renderer/src/app/navigation';
import * as download from '../../../src/renderer/src/platform/download';
import {
  confirmModification,
  lookUpReservation,
  modificationSaga,
  printTicket,
  searchTrips,
} from '../../../src/renderer/src/features/reservation/modification/modificationSaga';
import {
  initialModificationState,
  recapDownloadRequested,
  ticketDownloadRequested,
  type ModificationState,
} from '../../../src/renderer/src/features/reservation/modification/modificationSlice';
import { httpError } from './http-error';
import {
  article,
  counterOrder,
  dayAfter,
  modifiedOrder,
  NEW_TICKET,
  quotas,
  runsOf,
  TICKET,
  today,
  tomorrow,
  webOrder,
  yesterday,
} from './modification-fixtures';

vi.mock('../../../src/renderer/src/api/reservation');
vi.mock('../../../src/renderer/src/api/order');
vi.mock('../../../src/renderer/src/platform/download', () => ({ saveBlob: vi.fn() }));
vi.mock('../../../src/renderer/src/app/navigation', () => ({ navigate: vi.fn() }));
const clock = vi.hoisted(() => ({ now: '' }));
vi.mock('../../../src/renderer/src/features/reservation/modification/clock', () => ({
  parisNow: () => clock.now,
  parisToday: () => clock.now.slice(0, 10),
}));

type Action = { type: string; payload?: unknown };

async function run<A extends unknown[]>(saga: Saga<A>, state: Partial<ModificationState>, ...args: A) {
  const dispatched: Action[] = [];
  const full = { modification: { ...initialModificationState, ...state }, config: { preferences: null } };
  await runSaga(
    { dispatch: (a: Action) => dispatched.push(a), getState: () => full },
    saga,
    ...args,
  ).toPromise();
  return dispatched;
}

const types = (dispatched: Action[]) => dispatched.map((a) => a.type);
const payloadOf = (dispatched: Action[], type: string) => dispatched.find((a) => a.type === type)?.payload;

const SPEC = {
  notFound: 'Ticket non trouve. Veuillez verifier le numero de ticket saisi.',
  lookupFailed: 'Erreur lors de la recuperation des informations de reservation. Veuillez reessayer.',
  none: "Aucune reservation correspondante n'a ete trouvee.",
  noTrip: 'Aucun trajet disponible pour la date choisie.',
  unavailable: 'Service indisponible. Veuillez reessayer ulterieurement.',
  alreadyModified:
    'Cette reservation a deja ete modifiee. Veuillez saisir le numero de ticket de la reservation modifiee.',
  departed: 'La modification n’est plus permise après l’heure de départ.',
  failed:
    "Une erreur s'est produite pendant la modification de votre ticket. Veuillez réessayer plus tard ou contacter notre service client.",
};

beforeEach(() => {
  vi.clearAllMocks();
  clock.now = `${today()}T09:00:00`;
});

afterEach(() => {
  delete window.kiosk;
});

describe('lookup of the ticket (modify tab)', () => {
  const form = { ticketNumber: TICKET, departureDay: tomorrow() };

  it('asks for the orders of the ticket on its day, then opens the modification of the one found', async () => {
    vi.mocked(reservationApi.getReservationOrders).mockResolvedValue([webOrder()]);
    const dispatched = await run(lookUpReservation, form);
    expect(reservationApi.getReservationOrders).toHaveBeenCalledWith(TICKET, tomorrow());
    expect(types(dispatched)).toEqual(['modification/lookupStarted', 'modification/reservationFound']);
    expect(payloadOf(dispatched, 'modification/reservationFound')).toEqual({
      order: webOrder(),
      article: article(),
    });
    expect(navigation.navigate).toHaveBeenCalledWith('/reservation/modification');
  });

  it('takes, in the order of a modified ticket, the article holding the new number', async () => {
    vi.mocked(reservationApi.getReservationOrders).mockResolvedValue([modifiedOrder()]);
    const dispatched = await run(lookUpReservation, { ...form, ticketNumber: NEW_TICKET });
    expect(payloadOf(dispatched, 'modification/reservationFound')).toMatchObject({
      order: { id: 900 },
      article: { id: 12, numSupport: NEW_TICKET },
    });
  });

  it('several orders: the ticket was already modified (the flag, then the modification page)', async () => {
    vi.mocked(reservationApi.getReservationOrders).mockResolvedValue([webOrder(), modifiedOrder()]);
    const dispatched = await run(lookUpReservation, form);
    expect(types(dispatched)).toEqual(['modification/lookupStarted', 'modification/alreadyModifiedFound']);
    expect(navigation.navigate).toHaveBeenCalledWith('/reservation/modification');
  });

  it.each([
    ['404', httpError(404, { messageError: 'Aucun ticket ne porte ce numéro.' }), SPEC.notFound],
    ['500', httpError(500, { messageError: 'Panne' }), SPEC.lookupFailed],
    ['a network failure', new Error('Network Error'), SPEC.lookupFailed],
    [
      '429 (issue 23): when to try again, from Retry-After',
      httpError(429, { messageError: 'Trop de tentatives infructueuses.' }, { 'retry-after': '2' }),
      'Trop de tentatives. Veuillez réessayer dans 2 secondes.',
    ],
  ])('%s: its text, and the page stays', async (_case, error, text) => {
    vi.mocked(reservationApi.getReservationOrders).mockRejectedValue(error);
    const dispatched = await run(lookUpReservation, form);
    expect(types(dispatched)).toEqual(['modification/lookupStarted', 'modification/lookupFailed']);
    expect(payloadOf(dispatched, 'modification/lookupFailed')).toBe(text);
    expect(navigation.navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['no order', [], SPEC.none],
    ['no list', { commandes: [] }, SPEC.lookupFailed],
    ['an order without articles list', [{ id: 1, typeCommande: 'RESERVATION' }], SPEC.lookupFailed],
    ['an article with a price in euros', [webOrder({ prixTTC: 4.5 })], SPEC.lookupFailed],
    ['an article with a ticket number that is none', [webOrder({ numSupport: '12a' })], SPEC.lookupFailed],
    ['an order not holding the ticket', [webOrder({ numSupport: '1', ticket: null })], SPEC.lookupFailed],
  ])('%s: the matching text', async (_case, answer, text) => {
    vi.mocked(reservationApi.getReservationOrders).mockResolvedValue(answer as never);
    const dispatched = await run(lookUpReservation, form);
    expect(payloadOf(dispatched, 'modification/lookupFailed')).toBe(text);
    expect(navigation.navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['no ticket number', { ...form, ticketNumber: '' }],
    ['a ticket number with a letter', { ...form, ticketNumber: '12a4' }],
    ['a ticket number of 41 digits', { ...form, ticketNumber: '1'.repeat(41) }],
    ['no departure day', { ...form, departureDay: null }],
    ['a departure day already past', { ...form, departureDay: yesterday() }],
  ])('%s: nothing is asked', async (_case, state) => {
    const dispatched = await run(lookUpReservation, state);
    expect(dispatched).toEqual([]);
    expect(reservationApi.getReservationOrders).not.toHaveBeenCalled();
  });

  it('today is a departure day that may be looked up', async () => {
    vi.mocked(reservationApi.getReservationOrders).mockResolvedValue([webOrder()]);
    await run(lookUpReservation, { ...form, departureDay: today() });
    expect(reservationApi.getReservationOrders).toHaveBeenCalledWith(TICKET, today());
  });
});

describe('runs of the new day', () => {
  const found = { order: webOrder(), article: article(), newDay: dayAfter() };

  it('asks for the runs between the ticket’s stops and their quotas, and offers them by time with their places', async () => {
    vi.mocked(reservationApi.getCourses).mockResolvedValue(runsOf(dayAfter()));
    vi.mocked(reservationApi.getQuotas).mockResolvedValue(quotas);
    const dispatched = await run(searchTrips, found);
    expect(reservationApi.getCourses).toHaveBeenCalledWith('BLO-GARE', 'CHV-CHAT', dayAfter());
    // The reverse run does not go from Blois to Cheverny: it is not offered, nor its quota asked.
    expect(reservationApi.getQuotas).toHaveBeenCalledWith(dayAfter(), ['L2-0700', 'L2-1800']);
    expect(types(dispatched)).toEqual(['modification/searchStarted', 'modification/tripsFound']);
    expect(payloadOf(dispatched, 'modification/tripsFound')).toEqual([
      {
        leg: {
          codeCourse: 'L2-0700',
          codeLigne: 'L2',
          libelleLigne: 'Ligne 2 Blois – Romorantin-Lanthenay',
          dateDepart: `${dayAfter()}T07:00:00`,
          dateArrivee: `${dayAfter()}T07:40:00`,
        },
        places: 20,
      },
      {
        leg: expect.objectContaining({ codeCourse: 'L2-1800', dateDepart: `${dayAfter()}T18:00:00` }),
        places: 0,
      },
    ]);
  });

  it('today: only the runs leaving after now', async () => {
    clock.now = `${today()}T12:00:00`;
    vi.mocked(reservationApi.getCourses).mockResolvedValue(runsOf(today()));
    vi.mocked(reservationApi.getQuotas).mockResolvedValue(quotas);
    const dispatched = await run(searchTrips, { ...found, newDay: today() });
    expect(reservationApi.getQuotas).toHaveBeenCalledWith(today(), ['L2-1800']);
    const trips = payloadOf(dispatched, 'modification/tripsFound') as { leg: { codeCourse: string } }[];
    expect(trips.map((trip) => trip.leg.codeCourse)).toEqual(['L2-1800']);
  });

  it('today after the last run: no run, and no quota asked', async () => {
    clock.now = `${today()}T23:00:00`;
    vi.mocked(reservationApi.getCourses).mockResolvedValue(runsOf(today()));
    const dispatched = await run(searchTrips, { ...found, newDay: today() });
    expect(payloadOf(dispatched, 'modification/searchFailed')).toBe(SPEC.noTrip);
    expect(reservationApi.getQuotas).not.toHaveBeenCalled();
  });

  it('quotas failing: every run without a place (quota 0)', async () => {
    vi.mocked(reservationApi.getCourses).mockResolvedValue(runsOf(dayAfter()));
    vi.mocked(reservationApi.getQuotas).mockRejectedValue(httpError(500));
    const dispatched = await run(searchTrips, found);
    const trips = payloadOf(dispatched, 'modification/tripsFound') as { places: number }[];
    expect(trips.map((trip) => trip.places)).toEqual([0, 0]);
  });

  it('a malformed quota is no quota', async () => {
    vi.mocked(reservationApi.getCourses).mockResolvedValue(runsOf(dayAfter()));
    vi.mocked(reservationApi.getQuotas).mockResolvedValue([
      { codeCourse: 'L2-0700', nbQuota: '30', nbReservations: 0 },
    ] as never);
    const dispatched = await run(searchTrips, found);
    const trips = payloadOf(dispatched, 'modification/tripsFound') as { places: number }[];
    expect(trips.map((trip) => trip.places)).toEqual([0, 0]);
  });

  it.each([
    ['404', httpError(404, { messageError: 'Aucune course.' }), SPEC.noTrip],
    [
      'an error with the server’s message',
      httpError(400, { messageError: 'Date invalide.' }),
      'Date invalide.',
    ],
    ['an error without one', httpError(503), SPEC.unavailable],
    ['an answer that is no list', null, SPEC.unavailable],
  ])('%s: its text', async (_case, failure, text) => {
    if (failure instanceof Error) vi.mocked(reservationApi.getCourses).mockRejectedValue(failure);
    else vi.mocked(reservationApi.getCourses).mockResolvedValue(failure as never);
    const dispatched = await run(searchTrips, found);
    expect(types(dispatched)).toEqual(['modification/searchStarted', 'modification/searchFailed']);
    expect(payloadOf(dispatched, 'modification/searchFailed')).toBe(text);
  });

  it.each([
    ['no day', { ...found, newDay: null }],
    ['a past day', { ...found, newDay: yesterday() }],
    ['no reservation found', { newDay: dayAfter() }],
  ])('%s: nothing is asked', async (_case, state) => {
    expect(await run(searchTrips, state)).toEqual([]);
    expect(reservationApi.getCourses).not.toHaveBeenCalled();
  });
});

describe('the modification', () => {
  const morning = {
    leg: {
      codeCourse: 'L2-0700',
      codeLigne: 'L2',
      libelleLigne: 'Ligne 2 Blois – Romorantin-Lanthenay',
      dateDepart: `${dayAfter()}T07:00:00`,
      dateArrivee: `${dayAfter()}T07:40:00`,
    },
    places: 20,
  };
  const chosen = { order: webOrder(), article: article(), chosen: morning };

  it('a web order: moves the article to the run, without an e-mail, and shows the new ticket', async () => {
    vi.mocked(reservationApi.modifyReservation).mockResolvedValue(modifiedOrder());
    const dispatched = await run(confirmModification, { ...chosen, email: 'ignoré@exemple.fr' });
    expect(reservationApi.modifyReservation).toHaveBeenCalledWith(501, 11, {
      codeCourse: 'L2-0700',
      dateDepart: `${dayAfter()}T07:00:00`,
      dateArrivee: `${dayAfter()}T07:40:00`,
      email: null,
    });
    expect(types(dispatched)).toEqual(['modification/submitStarted', 'modification/modificationDone']);
    expect(payloadOf(dispatched, 'modification/modificationDone')).toBe(NEW_TICKET);
  });

  it('a counter order: the e-mail is required and sent', async () => {
    const counter = { ...chosen, order: counterOrder() };
    for (const email of ['', 'client@', 'a'.repeat(110) + '@exemple.fr']) {
      expect(await run(confirmModification, { ...counter, email })).toEqual([]);
    }
    expect(reservationApi.modifyReservation).not.toHaveBeenCalled();
    vi.mocked(reservationApi.modifyReservation).mockResolvedValue(modifiedOrder(counterOrder()));
    const dispatched = await run(confirmModification, { ...counter, email: 'client@exemple.fr' });
    expect(reservationApi.modifyReservation).toHaveBeenCalledWith(502, 11, {
      codeCourse: 'L2-0700',
      dateDepart: `${dayAfter()}T07:00:00`,
      dateArrivee: `${dayAfter()}T07:40:00`,
      email: 'client@exemple.fr',
    });
    expect(payloadOf(dispatched, 'modification/modificationDone')).toBe(NEW_TICKET);
  });

  it.each([
    [
      'the SPEC’s already-modified warning',
      httpError(400, { messageError: SPEC.alreadyModified }),
      'warning',
      SPEC.alreadyModified,
    ],
    [
      'the SPEC’s departed warning',
      httpError(400, { messageError: SPEC.departed }),
      'warning',
      SPEC.departed,
    ],
    [
      'another message of the server',
      httpError(400, { messageError: 'Plus de place.' }),
      'error',
      SPEC.failed,
    ],
    ['a 500', httpError(500), 'error', SPEC.failed],
    ['a network failure', new Error('Network Error'), 'error', SPEC.failed],
  ])('%s: said, and nothing chosen is lost', async (_case, error, tone, text) => {
    vi.mocked(reservationApi.modifyReservation).mockRejectedValue(error);
    const dispatched = await run(confirmModification, chosen);
    expect(types(dispatched)).toEqual(['modification/submitStarted', 'modification/submitFailed']);
    expect(payloadOf(dispatched, 'modification/submitFailed')).toEqual({ tone, text });
  });

  it.each([
    ['no second article', { ...modifiedOrder(), articles: [article()] }],
    ['no order', { id: 900 }],
  ])('an answer with %s is a failure', async (_case, answer) => {
    vi.mocked(reservationApi.modifyReservation).mockResolvedValue(answer as never);
    const dispatched = await run(confirmModification, chosen);
    expect(payloadOf(dispatched, 'modification/submitFailed')).toEqual({ tone: 'error', text: SPEC.failed });
  });

  it('nothing chosen, nothing sent', async () => {
    expect(await run(confirmModification, { ...chosen, chosen: null })).toEqual([]);
    expect(reservationApi.modifyReservation).not.toHaveBeenCalled();
  });
});

describe('the new ticket', () => {
  const done = { newTicket: NEW_TICKET };
  const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });

  /** Runs the root saga, puts one action on its channel and waits for what it does. */
  async function dispatchTo(action: Action) {
    const dispatched: Action[] = [];
    const channel = stdChannel<Action>();
    const task = runSaga(
      {
        channel,
        dispatch: (a: Action) => dispatched.push(a),
        getState: () => ({ modification: { ...initialModificationState, ...done } }),
      },
      modificationSaga,
    );
    channel.put(action);
    return { dispatched, task };
  }

  it('its ticket PDF is saved as ticket-<number>.pdf', async () => {
    vi.mocked(orderApi.getTicketPdf).mockResolvedValue(pdf);
    const { task } = await dispatchTo(ticketDownloadRequested());
    await vi.waitFor(() => expect(download.saveBlob).toHaveBeenCalledWith(pdf, `ticket-${NEW_TICKET}.pdf`));
    expect(orderApi.getTicketPdf).toHaveBeenCalledWith(NEW_TICKET);
    task.cancel();
  });

  it('its PDF recap is saved as the summary saves it', async () => {
    vi.mocked(orderApi.getReceiptPdf).mockResolvedValue(pdf);
    const { task } = await dispatchTo(recapDownloadRequested());
    await vi.waitFor(() => expect(download.saveBlob).toHaveBeenCalledWith(pdf, 'recu-commande.pdf'));
    expect(orderApi.getReceiptPdf).toHaveBeenCalledOnce();
    task.cancel();
  });

  it('a download that fails says so', async () => {
    vi.mocked(orderApi.getTicketPdf).mockRejectedValue(httpError(500));
    const { dispatched, task } = await dispatchTo(ticketDownloadRequested());
    await vi.waitFor(() =>
      expect(dispatched.at(-1)).toEqual({
        type: 'modification/downloadFailed',
        payload: 'Le téléchargement a échoué. Veuillez réessayer.',
      }),
    );
    expect(download.saveBlob).not.toHaveBeenCalled();
    task.cancel();
  });

  const summary: OrderSummary = {
    success: true,
    found: true,
    vpc: false,
    paymentMode: { label: 'Modification de réservation' },
    order: {
      id: 900,
      orderDate: `${today()}T09:00:00`,
      orderItems: [{ label: 'Plein tarif', quantity: 1, totalPrice: 0, taxAmount: 0, numTicket: NEW_TICKET }],
      totalPrice: 0,
      shippingPrice: 0,
    },
    shippingAddress: null,
  } as unknown as OrderSummary;

  function bridge(result = { ok: true }) {
    const printReceipt = vi.fn(async (_receipt: Receipt) => result);
    window.kiosk = { printReceipt } as unknown as KioskBridge;
    return printReceipt;
  }

  it('kiosk: the order’s receipt is printed with the new ticket’s QR code', async () => {
    vi.mocked(orderApi.getOrderSummary).mockResolvedValue(summary);
    const printReceipt = bridge();
    const dispatched = await run(printTicket, done);
    expect(printReceipt).toHaveBeenCalledOnce();
    expect(printReceipt.mock.calls[0]![0].ticketQrCodes).toEqual([NEW_TICKET]);
    expect(types(dispatched)).toEqual(['modification/printStarted', 'modification/printFinished']);
    expect(payloadOf(dispatched, 'modification/printFinished')).toEqual({ ok: true, message: null });
  });

  it('a refused print, or no summary, says the ticket was not printed', async () => {
    vi.mocked(orderApi.getOrderSummary).mockResolvedValue(summary);
    bridge({ ok: false, message: 'Imprimante hors ligne.' } as never);
    expect(payloadOf(await run(printTicket, done), 'modification/printFinished')).toEqual({
      ok: false,
      message: 'Imprimante hors ligne.',
    });
    vi.mocked(orderApi.getOrderSummary).mockResolvedValue({ found: false } as OrderSummary);
    const printReceipt = bridge();
    expect(payloadOf(await run(printTicket, done), 'modification/printFinished')).toEqual({
      ok: false,
      message: 'L’impression du ticket a échoué. Veuillez réessayer.',
    });
    expect(printReceipt).not.toHaveBeenCalled();
  });
});
