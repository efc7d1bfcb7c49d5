// 'Valider' of the reserve tab (SPEC §4 "Reservation flow": infos -> search -> trajets): a complete search
// on a day on sale between two known stops is kept, named from the topology, and shown on 'Trajets
// disponibles'. The page locks the button while something is missing; this checks again.
import { call, put, select, takeLeading } from 'redux-saga/effects';
import { navigate } from '../../app/navigation';
import { selectTopology, type TopologyState } from '../topology';
import { lastSaleDay, parisToday } from './clock';
import { isSaleDay, stopOptions } from './reservationRules';
import { searchRequested, searchSet, selectReservation, type ReservationState } from './reservationSlice';

export const TRAJETS_PATH = '/reservation/trajets';
export const INFOS_PATH = '/reservation/infos';

export function* requestSearch() {
  const { form }: ReservationState = yield select(selectReservation);
  const topology: TopologyState = yield select(selectTopology);
  const options = stopOptions(topology.itineraries, topology.stops);
  const origin = options.find((o) => o.code === form.origin);
  const destination = options.find((o) => o.code === form.destination);
  const today: string = yield call(parisToday);
  if (!isSaleDay(form.date, today, lastSaleDay(today))) return;
  if (!origin || !destination || origin.code === destination.code) return;
  yield put(searchSet({ date: form.date, origin, destination }));
  yield call(navigate, TRAJETS_PATH);
}

export function* reservationSaga() {
  yield takeLeading(searchRequested.type, requestSearch);
}
