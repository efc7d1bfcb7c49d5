// Lines, routes and stops: three calls together; any failure fails the whole (SPEC §8: 'Service
// indisponible…' when topology or lines fail).
import { all, call, put, select, takeLeading } from 'redux-saga/effects';
import { getItineraries, getLines, getStops } from '../../api/topology';
import { itinerariesOf, linesOf, stopsOf } from '../../api/reloadAnswers';
import {
  selectTopology,
  topologyFailed,
  topologyLoaded,
  topologyLoading,
  topologyRequested,
  type TopologyState,
} from './topologySlice';

export function* loadTopology() {
  const { status }: TopologyState = yield select(selectTopology);
  if (status === 'loaded') return;
  yield put(topologyLoading());
  try {
    const [lines, itineraries, stops]: unknown[] = yield all([
      call(getLines),
      call(getItineraries),
      call(getStops),
    ]);
    const topology = {
      lines: linesOf(lines),
      itineraries: itinerariesOf(itineraries),
      stops: stopsOf(stops),
    };
    if (topology.lines.length === 0) throw new Error('Aucune ligne');
    yield put(topologyLoaded(topology));
  } catch {
    yield put(topologyFailed());
  }
}

export function* topologySaga() {
  yield takeLeading(topologyRequested.type, loadTopology);
}
