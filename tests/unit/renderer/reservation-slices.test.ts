// The reservation slices (SPEC §4 "Reservation flow", §5): the search form's two stops never the same, the
// trips' loading states, and the dialog: passengers never more than the places left, 'Annuler' one step
// back then closed, a new trip starting afresh, an add that fails keeping every choice.
import { describe, expect, it } from 'vitest';
import type { Trip } from '../../../src/renderer/src/features/reservation/reservationRules';
import {
  dateChosen,
  destinationChosen,
  originChosen,
  reservationSlice,
  searchFailed,
  searchSet,
} from '../../../src/renderer/src/features/reservation/reservationSlice';
import {
  addFailed,
  addStarted,
  addSucceeded,
  dialogCancelled,
  dialogClosed,
  dialogSlice,
  quantityChanged,
  returnDateChanged,
  returnLoaded,
  returnLoading,
  returnTripChosen,
  stepShown,
  tripChosen,
  type DialogState,
} from '../../../src/renderer/src/features/reservation/trajets/dialogSlice';
import {
  trajetsSlice,
  tripsFailed,
  tripsLoaded,
  tripsLoading,
} from '../../../src/renderer/src/features/reservation/trajets/trajetsSlice';
import { TOMORROW } from './reservation-fixtures';

const reduce = <S>(
  reducer: (state: S | undefined, action: { type: string }) => S,
  ...actions: { type: string }[]
) => actions.reduce<S>((state, action) => reducer(state, action), reducer(undefined, { type: '@@init' }));

const trip = (places: number): Trip => ({
  leg: {
    codeCourse: 'L2-A-1200',
    codeLigne: 'L2',
    libelleLigne: 'Ligne 2',
    dateDepart: '2026-11-26T12:00:00',
    dateArrivee: '2026-11-26T12:35:00',
  },
  day: '2026-11-26',
  places,
});

describe('search form', () => {
  it('never has the same stop twice', () => {
    let state = reduce(
      reservationSlice.reducer,
      dateChosen(TOMORROW),
      originChosen('A'),
      destinationChosen('B'),
    );
    expect(state.form).toEqual({ date: TOMORROW, origin: 'A', destination: 'B' });
    state = reservationSlice.reducer(state, originChosen('B'));
    expect(state.form).toEqual({ date: TOMORROW, origin: 'B', destination: null });
    state = reservationSlice.reducer(state, destinationChosen('B'));
    expect(state.form).toEqual({ date: TOMORROW, origin: null, destination: 'B' });
  });

  it('keeps the search and forgets the last failure when a new one starts', () => {
    const search = {
      date: TOMORROW,
      origin: { code: 'A', libelle: 'A' },
      destination: { code: 'B', libelle: 'B' },
    };
    const state = reduce(reservationSlice.reducer, searchFailed('Panier verrouillé.'), searchSet(search));
    expect(state).toMatchObject({ search, error: null });
  });
});

describe('trips', () => {
  it('start afresh when loading, and a failure leaves no run', () => {
    const loaded = reduce(
      trajetsSlice.reducer,
      tripsLoaded({ offered: [trip(3)], earlier: [], products: { L2: [] } }),
    );
    expect(loaded.status).toBe('loaded');
    expect(trajetsSlice.reducer(loaded, tripsLoading())).toEqual({
      status: 'loading',
      error: null,
      offered: [],
      earlier: [],
      products: {},
    });
    expect(
      trajetsSlice.reducer(loaded, tripsFailed('Aucun trajet disponible pour la date choisie.')),
    ).toMatchObject({
      status: 'failed',
      error: 'Aucun trajet disponible pour la date choisie.',
      offered: [],
    });
  });
});

describe('dialog', () => {
  const open = (...actions: { type: string }[]) =>
    reduce<DialogState>(dialogSlice.reducer, tripChosen(trip(3)), ...actions);

  it('never seats more passengers in all than the places left, nor fewer than none', () => {
    let state = open(
      quantityChanged({ code: 'PLEIN', quantity: 2 }),
      quantityChanged({ code: 'JEUNE', quantity: 5 }),
    );
    expect(state.quantities).toEqual({ PLEIN: 2, JEUNE: 1 });
    state = dialogSlice.reducer(state, quantityChanged({ code: 'PLEIN', quantity: -4 }));
    expect(state.quantities).toEqual({ PLEIN: 0, JEUNE: 1 });
    state = dialogSlice.reducer(state, quantityChanged({ code: 'PLEIN', quantity: Number.NaN }));
    expect(state.quantities.PLEIN).toBe(0);
    const full = reduce<DialogState>(
      dialogSlice.reducer,
      tripChosen(trip(0)),
      quantityChanged({ code: 'PLEIN', quantity: 1 }),
    );
    expect(full.quantities).toEqual({ PLEIN: 0 });
  });

  it("'Annuler' steps back one step, and closes the dialog at the first", () => {
    let state = open(
      quantityChanged({ code: 'PLEIN', quantity: 2 }),
      stepShown('returnDate'),
      returnDateChanged(TOMORROW),
      stepShown('returnTrip'),
      returnLoading(),
      returnLoaded([trip(5)]),
      returnTripChosen('L2-A-1200'),
    );
    state = dialogSlice.reducer(state, dialogCancelled());
    expect(state).toMatchObject({ step: 'returnDate', returnDate: TOMORROW, quantities: { PLEIN: 2 } });
    state = dialogSlice.reducer(state, dialogCancelled());
    expect(state).toMatchObject({ step: 'quantities', quantities: { PLEIN: 2 } });
    state = dialogSlice.reducer(state, dialogCancelled());
    expect(state).toEqual(dialogSlice.getInitialState());
  });

  it('does not step back while the reservation goes to the cart', () => {
    const state = open(quantityChanged({ code: 'PLEIN', quantity: 1 }), addStarted());
    expect(dialogSlice.reducer(state, dialogCancelled())).toBe(state);
  });

  it('keeps every choice when the cart refuses, and closes once it accepts', () => {
    const failed = open(quantityChanged({ code: 'PLEIN', quantity: 2 }), addStarted(), addFailed('Refusé.'));
    expect(failed).toMatchObject({
      adding: false,
      error: 'Refusé.',
      quantities: { PLEIN: 2 },
      trip: trip(3),
    });
    expect(dialogSlice.reducer(failed, quantityChanged({ code: 'PLEIN', quantity: 1 })).error).toBeNull();
    expect(dialogSlice.reducer(failed, addSucceeded())).toEqual(dialogSlice.getInitialState());
    expect(dialogSlice.reducer(failed, dialogClosed()).trip).toBeNull();
  });

  it('starts afresh for another trip, and reading runs back forgets the one chosen', () => {
    const state = open(quantityChanged({ code: 'PLEIN', quantity: 2 }), returnTripChosen('X'));
    expect(dialogSlice.reducer(state, tripChosen(trip(9)))).toEqual({
      ...dialogSlice.getInitialState(),
      trip: trip(9),
    });
    expect(dialogSlice.reducer(state, returnLoading())).toMatchObject({
      returnChoice: null,
      returnTrips: [],
    });
  });
});
