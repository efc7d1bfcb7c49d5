// The reservation sagas branch by branch (SPEC §4 "Reservation flow", §5, §8; issue 13 decision 6): the
// search kept only when complete, the basket emptied on entering the trips (a failure back to 'Mon
// trajet'), each error text of the runs and the products, quotas failing to no place, the requests sent;
// then the dialog's steps, the return runs and the items sent to the cart.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runSaga, stdChannel, type Saga } from 'redux-saga';
import * as cartApi from '../../../src/renderer/src/api/cart';
import * as reservationApi from '../../../src/renderer/src/api/reservation';
import * as navigation from '../../../src/renderer/src/app/navigation';
import { configSlice } from '../../../src/renderer/src/app/config/configSlice';
import { topologySlice, type TopologyState } from '../../../src/renderer/src/features/topology/topologySlice';
import { requestSearch } from '../../../src/renderer/src/features/reservation/reservationSaga';
import {
  reservationSlice,
  type ReservationState,
} from '../../../src/renderer/src/features/reservation/reservationSlice';
import type { Search, Trip } from '../../../src/renderer/src/features/reservation/reservationRules';
import { confirmDialog } from '../../../src/renderer/src/features/reservation/trajets/dialogSaga';
import {
  dialogSlice,
  type DialogState,
} from '../../../src/renderer/src/features/reservation/trajets/dialogSlice';
import { openTrajets } from '../../../src/renderer/src/features/reservation/trajets/trajetsSaga';
import {
  trajetsSlice,
  type TrajetsState,
} from '../../../src/renderer/src/features/reservation/trajets/trajetsSlice';
import { httpError } from './http-error';
import { atParisTen } from './reservation-backoffice';
import {
  catalogue,
  enfant,
  itineraries,
  jeune,
  lines,
  outwardCourses,
  outwardQuotas,
  personnalisation,
  plein,
  returnCourses,
  returnQuotas,
  senior,
  stops,
  TODAY,
  TOMORROW,
} from './reservation-fixtures';

import { appSlice } from '../../../src/renderer/src/app/appSlice';
import type { Platform } from '../../../src/renderer/src/platform/bridge';

vi.mock('../../../src/renderer/src/api/cart');
vi.mock('../../../src/renderer/src/api/reservation');
vi.mock('../../../src/renderer/src/app/navigation', () => ({ navigate: vi.fn() }));

type Action = { type: string; payload?: unknown };

interface State {
  reservation?: Partial<ReservationState>;
  trajets?: Partial<TrajetsState>;
  reservationDialog?: Partial<DialogState>;
  topology?: Partial<TopologyState>;
  platform?: Platform;
}

/** Runs a saga against a state its own puts update, as the real reducers would. */
async function run<A extends unknown[]>(saga: Saga<A>, state: State, ...args: A) {
  const dispatched: Action[] = [];
  let full = {
    config: { ...configSlice.getInitialState(), personnalisation },
    reservation: { ...reservationSlice.getInitialState(), ...state.reservation },
    trajets: { ...trajetsSlice.getInitialState(), ...state.trajets },
    reservationDialog: { ...dialogSlice.getInitialState(), ...state.reservationDialog },
    topology: { ...topologySlice.getInitialState(), ...state.topology },
    app: { ...appSlice.getInitialState(), platform: state.platform ?? 'web' },
  };
  const channel = stdChannel();
  await runSaga(
    {
      channel,
      dispatch: (action: Action) => {
        dispatched.push(action);
        full = {
          ...full,
          reservation: reservationSlice.reducer(full.reservation, action),
          trajets: trajetsSlice.reducer(full.trajets, action),
          reservationDialog: dialogSlice.reducer(full.reservationDialog, action),
        };
        channel.put(action);
      },
      getState: () => full,
    },
    saga,
    ...args,
  ).toPromise();
  return { dispatched, state: full };
}

const types = (dispatched: Action[]) => dispatched.map((a) => a.type);
const payloadOf = (dispatched: Action[], type: string) => dispatched.find((a) => a.type === type)?.payload;

const search: Search = {
  date: TOMORROW,
  origin: { code: 'BLO-GARE', libelle: 'Blois – Gare routière' },
  destination: { code: 'CHV-CHAT', libelle: 'Cheverny – Château' },
};
const RESERVATION_FLAGS = { isVpc: false, isReservation: true, isTicketOD: false, isRechargementOD: false };

beforeEach(() => {
  vi.clearAllMocks();
  atParisTen();
  vi.mocked(cartApi.emptyCart).mockResolvedValue(undefined);
  vi.mocked(cartApi.addTripItems).mockResolvedValue(undefined);
  vi.mocked(reservationApi.getCourses).mockImplementation(async (origin, _destination, date) =>
    origin === 'BLO-GARE' ? outwardCourses(date) : returnCourses(date),
  );
  vi.mocked(reservationApi.getCatalogueProducts).mockResolvedValue(catalogue.resultat);
  vi.mocked(reservationApi.getQuotas).mockImplementation(async (_date, codes) =>
    [...outwardQuotas, ...returnQuotas].filter((q) => codes.includes(q.codeCourse)),
  );
});

afterEach(() => {
  vi.useRealTimers();
});

describe("'Valider' of the reserve tab", () => {
  const topology: TopologyState = { status: 'loaded', lines, itineraries, stops };

  it('keeps a complete search, named from the topology, and shows the trips', async () => {
    const { state } = await run(requestSearch, {
      topology,
      reservation: { form: { date: TOMORROW, origin: 'BLO-GARE', destination: 'CHV-CHAT' } },
    });
    expect(state.reservation.search).toEqual(search);
    expect(navigation.navigate).toHaveBeenCalledWith('/reservation/trajets');
  });

  it.each([
    ['no day', { date: null, origin: 'BLO-GARE', destination: 'CHV-CHAT' }],
    ['a day gone', { date: '2026-11-24', origin: 'BLO-GARE', destination: 'CHV-CHAT' }],
    ['a day not on sale yet', { date: '2027-02-23', origin: 'BLO-GARE', destination: 'CHV-CHAT' }],
    ['no origin', { date: TOMORROW, origin: null, destination: 'CHV-CHAT' }],
    ['an unknown stop', { date: TOMORROW, origin: 'PARIS', destination: 'CHV-CHAT' }],
    ['twice the same stop', { date: TOMORROW, origin: 'CHV-CHAT', destination: 'CHV-CHAT' }],
  ])('goes nowhere with %s', async (_case, form) => {
    const { dispatched } = await run(requestSearch, { topology, reservation: { form } });
    expect(dispatched).toEqual([]);
    expect(navigation.navigate).not.toHaveBeenCalled();
  });

  it('takes today and the last day on sale', async () => {
    for (const date of [TODAY, '2027-02-22']) {
      const { state } = await run(requestSearch, {
        topology,
        reservation: { form: { date, origin: 'BLO-GARE', destination: 'CHV-CHAT' } },
      });
      expect(state.reservation.search?.date).toBe(date);
    }
  });
});

describe("entering 'Trajets disponibles'", () => {
  const open = (extra: State = {}) => run(openTrajets, { reservation: { search }, ...extra });

  it('does nothing without a search (the page goes back to Mon trajet)', async () => {
    const { dispatched } = await run(openTrajets, {});
    expect(types(dispatched)).toEqual(['reservationDialog/dialogClosed']);
    expect(cartApi.emptyCart).not.toHaveBeenCalled();
  });

  it('empties the reservation basket, then reads the runs, the products of their line and their quotas', async () => {
    const { dispatched, state } = await open();
    expect(cartApi.emptyCart).toHaveBeenCalledWith(RESERVATION_FLAGS);
    expect(vi.mocked(cartApi.emptyCart).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(reservationApi.getCourses).mock.invocationCallOrder[0]!,
    );
    expect(reservationApi.getCourses).toHaveBeenCalledWith('BLO-GARE', 'CHV-CHAT', TOMORROW);
    expect(reservationApi.getCatalogueProducts).toHaveBeenCalledTimes(1);
    expect(reservationApi.getCatalogueProducts).toHaveBeenCalledWith('L2', 'BLO-GARE', 'CHV-CHAT');
    expect(reservationApi.getQuotas).toHaveBeenCalledWith(TOMORROW, [
      'L2-A-0700',
      'L2-A-1200',
      'L2-A-1500',
      'L2-A-1800',
      'L2-A-2340',
    ]);
    expect(types(dispatched)).toEqual([
      'reservationDialog/dialogClosed',
      'trajets/tripsLoading',
      'trajets/tripsLoaded',
    ]);
    const places = state.trajets.offered.map((t) => [t.leg.codeCourse, t.places]);
    expect(places).toEqual([
      ['L2-A-0700', 25],
      ['L2-A-1200', 1],
      ['L2-A-1500', 0],
      ['L2-A-1800', 40],
      ['L2-A-2340', 0],
    ]);
    expect(state.trajets.earlier).toEqual([]);
    // SPEC §5's product filter, in the agency's order, the unlisted after.
    expect(state.trajets.products).toEqual({ L2: [plein, jeune, senior, enfant] });
  });

  it('lists the runs of today already gone apart from those still to leave', async () => {
    const { state } = await open({ reservation: { search: { ...search, date: TODAY } } });
    expect(state.trajets.earlier.map((t) => t.leg.codeCourse)).toEqual(['L2-A-0700']);
    expect(state.trajets.offered.map((t) => t.leg.codeCourse)).toEqual([
      'L2-A-1200',
      'L2-A-1500',
      'L2-A-1800',
      'L2-A-2340',
    ]);
  });

  it('goes back to Mon trajet with the reason when the basket cannot be emptied', async () => {
    vi.mocked(cartApi.emptyCart).mockRejectedValueOnce(
      httpError(500, { messageError: 'Panier verrouillé.' }),
    );
    let result = await open();
    expect(result.state.reservation.error).toBe('Panier verrouillé.');
    expect(navigation.navigate).toHaveBeenCalledWith('/reservation/infos', { replace: true });
    expect(reservationApi.getCourses).not.toHaveBeenCalled();
    vi.mocked(cartApi.emptyCart).mockRejectedValueOnce(httpError(503));
    result = await open();
    expect(result.state.reservation.error).toBe(
      'Une erreur est survenue. Veuillez réessayer ultérieurement.',
    );
  });

  it.each([
    [httpError(404, { messageError: 'Rien.' }), 'Aucun trajet disponible pour la date choisie.'],
    [httpError(500, { messageError: 'Topologie en maintenance.' }), 'Topologie en maintenance.'],
    [httpError(400, { messageError: 'Date invalide.' }), 'Date invalide.'],
    [httpError(500), 'Une erreur est survenue. Veuillez réessayer ultérieurement.'],
  ])('says why there is no run (%#)', async (error, text) => {
    vi.mocked(reservationApi.getCourses).mockRejectedValueOnce(error);
    const { state } = await open();
    expect(state.trajets).toMatchObject({ status: 'failed', error: text, offered: [] });
    expect(reservationApi.getCatalogueProducts).not.toHaveBeenCalled();
  });

  it('says there is no run when none of the answer calls at both stops in order', async () => {
    vi.mocked(reservationApi.getCourses).mockResolvedValueOnce(returnCourses(TOMORROW));
    const { state } = await open();
    expect(state.trajets.error).toBe('Aucun trajet disponible pour la date choisie.');
  });

  it('fails with the products text when a line’s products fail', async () => {
    vi.mocked(reservationApi.getCatalogueProducts).mockRejectedValueOnce(
      httpError(500, { messageError: 'x' }),
    );
    const { state } = await open();
    expect(state.trajets).toMatchObject({
      status: 'failed',
      error: 'Une erreur est survenue. Veuillez réessayer ultérieurement.',
    });
    expect(reservationApi.getQuotas).not.toHaveBeenCalled();
  });

  it('leaves every run without a place when the quotas fail', async () => {
    vi.mocked(reservationApi.getQuotas).mockRejectedValueOnce(httpError(503));
    const { state } = await open();
    expect(state.trajets.status).toBe('loaded');
    expect(state.trajets.offered.map((t) => t.places)).toEqual([0, 0, 0, 0, 0]);
  });
});

const trip = (code: string, places: number): Trip => {
  const leg = {
    'L2-A-1200': ['2026-11-26T12:00:00', '2026-11-26T12:35:00'],
    'L2-A-1800': ['2026-11-26T18:00:00', '2026-11-26T18:35:00'],
  }[code]!;
  return {
    leg: {
      codeCourse: code,
      codeLigne: 'L2',
      libelleLigne: 'Ligne 2 Blois – Romorantin-Lanthenay',
      dateDepart: leg[0]!,
      dateArrivee: leg[1]!,
    },
    day: TOMORROW,
    places,
  };
};

describe("the dialog's 'Confirmer'", () => {
  const trajets: Partial<TrajetsState> = {
    status: 'loaded',
    products: { L2: [plein, jeune, senior, enfant] },
  };
  const confirm = (dialog: Partial<DialogState>, platform?: Platform) =>
    run(confirmDialog, {
      reservation: { search },
      trajets,
      reservationDialog: { trip: trip('L2-A-1800', 40), ...dialog },
      platform,
    });
  const outboundItem = {
    type: 'RESERVATION',
    codeOrigine: 'BLO-GARE',
    codeDestination: 'CHV-CHAT',
    codeLigne: 'L2',
    libelleOrigine: 'Blois – Gare routière',
    libelleDestination: 'Cheverny – Château',
    libelleLigne: 'Ligne 2 Blois – Romorantin-Lanthenay',
    codeCourse: 'L2-A-1800',
    dateDepart: '2026-11-26T18:00:00',
    dateArrivee: '2026-11-26T18:35:00',
  };

  it('does nothing without a passenger, or with more than the places left', async () => {
    expect((await confirm({ quantities: {} })).dispatched).toEqual([]);
    const full = await run(confirmDialog, {
      reservation: { search },
      trajets,
      reservationDialog: { trip: trip('L2-A-1200', 1), quantities: { 'RES-SENIOR': 2 } },
    });
    expect(full.dispatched).toEqual([]);
    expect(cartApi.addTripItems).not.toHaveBeenCalled();
  });

  it('puts one-way passengers in the reservation cart and goes to it', async () => {
    const { dispatched } = await confirm({ quantities: { 'RES-SENIOR': 2, 'NORES-ENFANT': 1 } });
    expect(cartApi.addTripItems).toHaveBeenCalledWith([
      { ...outboundItem, codeProduitReservation: 'RES-SENIOR', quantite: 2 },
      { ...outboundItem, codeProduitReservation: 'NORES-ENFANT', quantite: 1 },
    ]);
    expect(types(dispatched)).toEqual([
      'reservationDialog/addStarted',
      'reservationDialog/addSucceeded',
      'cart/typeChosen',
    ]);
    expect(payloadOf(dispatched, 'cart/typeChosen')).toBe('reservation');
    expect(navigation.navigate).toHaveBeenCalledWith('/cart');
  });

  it('on a kiosk, goes from the dialog straight to its payment screen (no cart page, SPEC §1)', async () => {
    await confirm({ quantities: { 'RES-SENIOR': 1 } }, 'kiosk');
    expect(navigation.navigate).toHaveBeenCalledWith('/payment');
    expect(navigation.navigate).not.toHaveBeenCalledWith('/cart');
  });

  it('says in the dialog why the cart refused, keeping every choice', async () => {
    vi.mocked(cartApi.addTripItems).mockRejectedValueOnce(
      httpError(400, { messageError: 'Plus assez de places sur ce trajet.' }),
    );
    const { state } = await confirm({ quantities: { 'RES-SENIOR': 2 } });
    expect(state.reservationDialog).toMatchObject({
      adding: false,
      error: 'Plus assez de places sur ce trajet.',
      quantities: { 'RES-SENIOR': 2 },
      trip: trip('L2-A-1800', 40),
    });
    expect(navigation.navigate).not.toHaveBeenCalled();
    vi.mocked(cartApi.addTripItems).mockRejectedValueOnce(httpError(502));
    expect((await confirm({ quantities: { 'RES-SENIOR': 2 } })).state.reservationDialog.error).toBe(
      'Une erreur est survenue. Veuillez réessayer ultérieurement.',
    );
  });

  it('asks for the return day when a chosen product is sold as a round trip', async () => {
    const { dispatched } = await confirm({ quantities: { 'RES-PLEIN': 2, 'RES-SENIOR': 1 } });
    expect(types(dispatched)).toEqual(['reservationDialog/stepShown']);
    expect(payloadOf(dispatched, 'reservationDialog/stepShown')).toBe('returnDate');
    expect(cartApi.addTripItems).not.toHaveBeenCalled();
  });

  it.each([
    ['no day', null],
    ['a day before the outbound', TODAY],
    ['a day not on sale', '2027-02-23'],
  ])('stays on the return day with %s', async (_case, returnDate) => {
    const { dispatched } = await confirm({
      step: 'returnDate',
      quantities: { 'RES-PLEIN': 2 },
      returnDate,
    });
    expect(dispatched).toEqual([]);
  });

  it('reads the runs back that day on the outbound’s line, with their places', async () => {
    const { dispatched, state } = await confirm({
      step: 'returnDate',
      quantities: { 'RES-PLEIN': 2 },
      returnDate: TOMORROW,
    });
    expect(types(dispatched)).toEqual([
      'reservationDialog/stepShown',
      'reservationDialog/returnLoading',
      'reservationDialog/returnLoaded',
    ]);
    expect(reservationApi.getCourses).toHaveBeenCalledWith('CHV-CHAT', 'BLO-GARE', TOMORROW);
    // The run of another line is neither asked about nor listed.
    expect(reservationApi.getQuotas).toHaveBeenCalledWith(TOMORROW, ['L2-R-1000', 'L2-R-1930', 'L2-R-2030']);
    expect(state.reservationDialog.returnTrips.map((t) => [t.leg.codeCourse, t.places])).toEqual([
      ['L2-R-1000', 30],
      ['L2-R-1930', 2],
      ['L2-R-2030', 20],
    ]);
  });

  it('says there is no run back when the day has none (404), the server’s text for another failure', async () => {
    vi.mocked(reservationApi.getCourses).mockRejectedValueOnce(httpError(404, { messageError: 'Rien.' }));
    const dialog = { step: 'returnDate' as const, quantities: { 'RES-PLEIN': 1 }, returnDate: TOMORROW };
    let result = await confirm(dialog);
    expect(result.state.reservationDialog).toMatchObject({ returnStatus: 'loaded', returnTrips: [] });
    vi.mocked(reservationApi.getCourses).mockRejectedValueOnce(httpError(500, { messageError: 'Panne.' }));
    result = await confirm(dialog);
    expect(result.state.reservationDialog).toMatchObject({ returnStatus: 'failed', returnError: 'Panne.' });
  });

  it('leaves the runs back without a place when their quotas fail', async () => {
    vi.mocked(reservationApi.getQuotas).mockRejectedValueOnce(httpError(500));
    const { state } = await confirm({
      step: 'returnDate',
      quantities: { 'RES-PLEIN': 1 },
      returnDate: TOMORROW,
    });
    expect(state.reservationDialog.returnTrips.map((t) => t.places)).toEqual([0, 0, 0]);
  });

  const back = (code: string, dateDepart: string, dateArrivee: string, places: number): Trip => ({
    leg: {
      codeCourse: code,
      codeLigne: 'L2',
      libelleLigne: 'Ligne 2 Blois – Romorantin-Lanthenay',
      dateDepart,
      dateArrivee,
    },
    day: TOMORROW,
    places,
  });
  const returnTrips = [
    back('L2-R-1000', '2026-11-26T10:00:00', '2026-11-26T10:30:00', 30),
    back('L2-R-1930', '2026-11-26T19:30:00', '2026-11-26T20:00:00', 2),
    back('L2-R-2030', '2026-11-26T20:30:00', '2026-11-26T21:00:00', 20),
  ];
  const atReturnTrip = (returnChoice: string | null) => ({
    step: 'returnTrip' as const,
    quantities: { 'RES-PLEIN': 2, 'RES-JEUNE': 1, 'RES-SENIOR': 1 },
    returnDate: TOMORROW,
    returnStatus: 'loaded' as const,
    returnTrips,
    returnChoice,
  });

  it.each([
    ['none chosen', null],
    ['one leaving before the outbound arrives', 'L2-R-1000'],
    ['one without a place for each of the 3 round-trip passengers', 'L2-R-1930'],
  ])('adds nothing with %s', async (_case, choice) => {
    expect((await confirm(atReturnTrip(choice))).dispatched).toEqual([]);
    expect(cartApi.addTripItems).not.toHaveBeenCalled();
  });

  it('adds the return leg to the round-trip products only, then goes to the cart', async () => {
    await confirm(atReturnTrip('L2-R-2030'));
    const returnFields = {
      codeCourseRetour: 'L2-R-2030',
      codeLigneRetour: 'L2',
      libelleLigneRetour: 'Ligne 2 Blois – Romorantin-Lanthenay',
      dateDepartRetour: '2026-11-26T20:30:00',
      dateArriveeRetour: '2026-11-26T21:00:00',
    };
    expect(cartApi.addTripItems).toHaveBeenCalledWith([
      { ...outboundItem, codeProduitReservation: 'RES-PLEIN', quantite: 2, ...returnFields },
      { ...outboundItem, codeProduitReservation: 'RES-JEUNE', quantite: 1, ...returnFields },
      { ...outboundItem, codeProduitReservation: 'RES-SENIOR', quantite: 1 },
    ]);
    expect(navigation.navigate).toHaveBeenCalledWith('/cart');
  });
});
