// Lines, routes and stops: three calls together; any failure fails the whole (SPEC §8: 'Service
// indisponible…' when topology or lines fail).
import { all, call, put, select, takeLeading } from 'redux-saga/effects';
import type { Itinerary, Line, PhysicalStop } from '@shared/topology';
import { getItineraries, getLines, getStops } from '../../api/topology';
import {
  selectTopology,
  topologyFailed,
  topologyLoaded,
  topologyLoading,
  topologyRequested,
  type TopologyState,
} from './topologySlice';

const listOf = <T>(value: T[] | unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

export function* loadTopology() {
  const { status }: TopologyState = yield select(selectTopology);
  if (status === 'loaded') return;
  yield put(topologyLoading());
  try {
    const [lines, itineraries, stops]: [Line[], Itinerary[], PhysicalStop[]] = yield all([
      call(getLines),
      call(getItineraries),
      call(getStops),
    ]);
    if (listOf(lines).length === 0) throw new Error('Aucune ligne');
    yield put(
      topologyLoaded({ lines: listOf(lines), itineraries: listOf(itineraries), stops: listOf(stops) }),
    );
  } catch {
    yield put(topologyFailed());
  }
}

export function* topologySaga() {
  yield takeLeading(topologyRequested.type, loadTopology);
}
