// 'Trajets disponibles' opening (SPEC §4 "Reservation flow", §8, §9): the reservation basket is emptied
// (a failure goes back to 'Mon trajet'), then the day's runs between the two stops (404: 'Aucun trajet
// disponible pour la date choisie.', another failure: the server's text), the products of their lines
// (a failure: 'Une erreur est survenue. Veuillez réessayer ultérieurement.') and their quotas (a failure:
// no place anywhere, SPEC §7 "default quota 0").
import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import type { CatalogueProduct, Course } from '@shared/reservation';
import { sellableProducts, splitByNow } from '@shared/reservation-rules';
import type { Personnalisation } from '@shared/backoffice';
import { emptyCart } from '../../../api/cart';
import { httpStatus, serverMessage } from '../../../api/errors';
import { getCatalogueProducts, getCourses, getQuotas } from '../../../api/reservation';
import { selectPersonnalisation } from '../../../app/config/configSlice';
import { navigate } from '../../../app/navigation';
import { enReservation } from '../../../i18n/en/reservation';
import { frReservation } from '../../../i18n/fr/reservation';
import { cartFlags } from '../../../purchase/cartTypes';
import { catalogueOf, coursesOf, quotasOf } from '../answers';
import { parisNow } from '../clock';
import { placesByRun, tripsOf, type Search } from '../reservationRules';
import { INFOS_PATH } from '../reservationSaga';
import { searchFailed, selectSearch } from '../reservationSlice';
import { dialogClosed } from './dialogSlice';
import { trajetsOpened, tripsFailed, tripsLoaded, tripsLoading } from './trajetsSlice';
import { catalogOf } from '../../../i18n/language';

/** The runs of `day` from `origin` to `destination`, checked; throws what the call threw. */
export function* readCourses(origin: string, destination: string, day: string) {
  const answer: unknown = yield call(getCourses, origin, destination, day);
  return coursesOf(answer);
}

/** Places left per run on `day`; a failed call leaves every run without a place (SPEC §7). */
export function* readPlaces(day: string, codes: string[]) {
  if (codes.length === 0) return {};
  try {
    const answer: unknown = yield call(getQuotas, day, codes);
    return placesByRun(quotasOf(answer));
  } catch {
    return {};
  }
}

export function* openTrajets() {
  const t = yield* catalogOf(frReservation, enReservation);
  const search: Search | null = yield select(selectSearch);
  yield put(dialogClosed());
  if (!search) {
    yield call(navigate, INFOS_PATH, { replace: true });
    return;
  }
  yield put(tripsLoading());
  try {
    // Decision of SPEC §4: the basket starts empty for each choice of a trip.
    yield call(emptyCart, cartFlags('reservation'));
  } catch (error) {
    yield put(searchFailed(serverMessage(error) ?? t.productsFailed));
    yield call(navigate, INFOS_PATH, { replace: true });
    return;
  }
  const { date, origin, destination } = search;
  let courses: Course[];
  try {
    courses = yield call(readCourses, origin.code, destination.code, date);
  } catch (error) {
    yield put(tripsFailed(httpStatus(error) === 404 ? t.noTrip : (serverMessage(error) ?? t.productsFailed)));
    return;
  }
  const trips = tripsOf(courses, origin.code, destination.code, {});
  if (trips.length === 0) {
    yield put(tripsFailed(t.noTrip));
    return;
  }
  const lines = [...new Set(trips.map((trip) => trip.leg.codeLigne))];
  const personnalisation: Personnalisation | null = yield select(selectPersonnalisation);
  const order = personnalisation?.produitsVendablesReservation ?? [];
  const products: Record<string, CatalogueProduct[]> = {};
  try {
    const lists: unknown[] = yield all(
      lines.map((line) => call(getCatalogueProducts, line, origin.code, destination.code)),
    );
    lines.forEach((line, index) => {
      products[line] = sellableProducts(catalogueOf(lists[index]), order);
    });
  } catch {
    yield put(tripsFailed(t.productsFailed));
    return;
  }
  const places: Record<string, number> = yield call(
    readPlaces,
    date,
    trips.map((trip) => trip.leg.codeCourse),
  );
  const priced = tripsOf(courses, origin.code, destination.code, places);
  const now: string = yield call(parisNow);
  const { offered, earlier } = splitByNow(priced, now);
  yield put(tripsLoaded({ offered, earlier, products }));
}

export function* trajetsSaga() {
  yield takeLatest(trajetsOpened.type, openTrajets);
}
