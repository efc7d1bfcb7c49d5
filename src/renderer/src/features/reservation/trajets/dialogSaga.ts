// 'Confirmer' of the dialog 'Détails de votre réservation' (SPEC §4 "Reservation flow", §5): passengers
// chosen -> the return day when a chosen product is sold as a round trip -> the runs back that day ->
// the reservation into the cart (issue 13 decision 6), then /cart. Each step checks its rule again; the
// buttons only say what is missing.
import { call, put, select, takeLeading } from 'redux-saga/effects';
import type { CatalogueProduct, Course, Leg } from '@shared/reservation';
import { isReturnDayValid, returnPassengers, totalQuantity } from '@shared/reservation-rules';
import { addTripItems } from '../../../api/cart';
import { httpStatus, serverMessage } from '../../../api/errors';
import { goToCart } from '../../../app/goToCart';
import { enReservation } from '../../../i18n/en/reservation';
import { frReservation } from '../../../i18n/fr/reservation';
import { cartTypeChosen } from '../../cart';
import { lastSaleDay, parisToday } from '../clock';
import {
  legDay,
  needsReturn,
  pricedProducts,
  reservationItems,
  returnProblem,
  tripsOf,
  type Search,
  type Trip,
} from '../reservationRules';
import { selectSearch } from '../reservationSlice';
import {
  addFailed,
  addStarted,
  addSucceeded,
  dialogConfirmed,
  returnFailed,
  returnLoaded,
  returnLoading,
  selectDialog,
  stepShown,
  type DialogState,
} from './dialogSlice';
import { selectTrajets, type TrajetsState } from './trajetsSlice';
import { readCourses, readPlaces } from './trajetsSaga';
import { catalogOf } from '../../../i18n/language';

/** The runs back from the destination to the origin on the return day, on the outbound's line. */
export function* loadReturnTrips(search: Search, outbound: Leg, day: string) {
  const t = yield* catalogOf(frReservation, enReservation);
  yield put(returnLoading());
  let courses: Course[];
  try {
    courses = yield call(readCourses, search.destination.code, search.origin.code, day);
  } catch (error) {
    if (httpStatus(error) === 404) yield put(returnLoaded([]));
    else yield put(returnFailed(serverMessage(error) ?? t.productsFailed));
    return;
  }
  const sameLine = courses.filter((course) => course.codeLigne === outbound.codeLigne);
  const places: Record<string, number> = yield call(
    readPlaces,
    day,
    sameLine.map((course) => course.code),
  );
  yield put(returnLoaded(tripsOf(sameLine, search.destination.code, search.origin.code, places)));
}

function* addToCart(search: Search, dialog: DialogState, products: CatalogueProduct[], back: Leg | null) {
  const t = yield* catalogOf(frReservation, enReservation);
  const outbound = dialog.trip!.leg;
  const items = reservationItems(
    pricedProducts(products, dialog.trip!, dialog.quantities),
    search,
    outbound,
    back,
  );
  yield put(addStarted());
  try {
    yield call(addTripItems, items);
  } catch (error) {
    yield put(addFailed(serverMessage(error) ?? t.productsFailed));
    return;
  }
  yield put(addSucceeded());
  yield put(cartTypeChosen('reservation'));
  yield* goToCart();
}

export function* confirmDialog() {
  const dialog: DialogState = yield select(selectDialog);
  const search: Search | null = yield select(selectSearch);
  const { products }: TrajetsState = yield select(selectTrajets);
  if (!dialog.trip || !search || dialog.adding) return;
  const outbound = dialog.trip.leg;
  const lineProducts = products[outbound.codeLigne] ?? [];
  const chosen = pricedProducts(lineProducts, dialog.trip, dialog.quantities);
  if (totalQuantity(dialog.quantities) === 0 || totalQuantity(dialog.quantities) > dialog.trip.places) return;

  if (dialog.step === 'quantities') {
    if (needsReturn(chosen)) yield put(stepShown('returnDate'));
    else yield call(addToCart, search, dialog, lineProducts, null);
    return;
  }
  if (dialog.step === 'returnDate') {
    const today: string = yield call(parisToday);
    const day = dialog.returnDate;
    if (!isReturnDayValid(day, legDay(outbound)) || day! > lastSaleDay(today)) return;
    yield put(stepShown('returnTrip'));
    yield call(loadReturnTrips, search, outbound, day!);
    return;
  }
  const back: Trip | undefined = dialog.returnTrips.find(
    (trip) => trip.leg.codeCourse === dialog.returnChoice,
  );
  if (!back || returnProblem(outbound, back, returnPassengers(chosen)) !== null) return;
  yield call(addToCart, search, dialog, lineProducts, back.leg);
}

export function* dialogSaga() {
  yield takeLeading(dialogConfirmed.type, confirmDialog);
}
