// The modification's side effects (SPEC §4 "Modification", §7, §8): the ticket's lookup, the runs of the
// new day between the ticket's two stops with their places, the modification itself, then the new
// ticket's PDF and the recap's (web, counter) or the printed ticket (kiosk, counter).
import { call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Preferences } from '@shared/backoffice';
import type { PrintResult } from '@shared/kiosk-bridge';
import type { Course, Leg, Quota, ReservationOrder } from '@shared/reservation';
import { legOf, placesLeft, splitByNow } from '@shared/reservation-rules';
import { httpStatus, serverMessage } from '../../../api/errors';
import { getCourses, getQuotas, getReservationOrders, modifyReservation } from '../../../api/reservation';
import { selectLanguage } from '../../../app/appSlice';
import { selectPreferences } from '../../../app/config/configSlice';
import { navigate } from '../../../app/navigation';
import { throttledText } from '../../../app/throttled';
import { enReservation } from '../../../i18n/en/reservation';
import { frReservation } from '../../../i18n/fr/reservation';
import { enModification } from '../../../i18n/en/reservationModification';
import { frModification } from '../../../i18n/fr/reservationModification';
import { searchable } from '../reservationRules';
import { parisNow } from './clock';
import {
  coursesOf,
  newTicketOf,
  quotasOf,
  reservationOrderOf,
  reservationOrdersOf,
} from './modificationAnswers';
import {
  articleOfTicket,
  departureDayError,
  emailError,
  isTicketNumber,
  needsEmail,
  newDayError,
  ticketNumberError,
} from './modificationRules';
import {
  alreadyModifiedFound,
  confirmRequested,
  downloadFailed,
  lookupFailed,
  lookupRequested,
  lookupStarted,
  modificationDone,
  printFinished,
  printStarted,
  recapDownloadRequested,
  reservationFound,
  searchFailed,
  searchRequested,
  searchStarted,
  selectModification,
  submitFailed,
  submitStarted,
  ticketDownloadRequested,
  ticketPrintRequested,
  tripsFound,
  type ModificationState,
  type ModificationTrip,
} from './modificationSlice';
import type { Catalog, Language } from '../../../i18n/catalog';
import { catalogOf } from '../../../i18n/language';
import { loadOrderOutputs, type OrderOutputs } from '../../../app/routesChunks';

export const MODIFICATION_PAGE = '/reservation/modification';

/** SPEC §4: the orders of the ticket for its departure day; several mean it was already modified. */
export function* lookUpReservation() {
  const t = yield* catalogOf(frReservation, enReservation);
  const { ticketNumber, departureDay }: ModificationState = yield select(selectModification);
  const now: string = yield call(parisNow);
  // Validity only: the texts' language does not matter here.
  const texts = frModification;
  if (ticketNumberError(ticketNumber, texts) || departureDayError(departureDay, now.slice(0, 10), texts))
    return;
  yield put(lookupStarted());
  let orders: ReservationOrder[] | null;
  try {
    orders = reservationOrdersOf(yield call(getReservationOrders, ticketNumber, departureDay!));
  } catch (error) {
    const throttled: string | null = yield* throttledText(error);
    yield put(lookupFailed(throttled ?? (httpStatus(error) === 404 ? t.ticketNotFound : t.lookupFailed)));
    return;
  }
  if (orders === null) {
    yield put(lookupFailed(t.lookupFailed));
    return;
  }
  if (orders.length === 0) {
    yield put(lookupFailed(t.noReservation));
    return;
  }
  if (orders.length > 1) {
    yield put(alreadyModifiedFound());
    yield call(navigate, MODIFICATION_PAGE);
    return;
  }
  const order = orders[0]!;
  const article = articleOfTicket(order, ticketNumber);
  // An order that does not hold the ticket asked for is not its reservation.
  if (!article) {
    yield put(lookupFailed(t.lookupFailed));
    return;
  }
  yield put(reservationFound({ order, article }));
  yield call(navigate, MODIFICATION_PAGE);
}

/** SPEC §9: no known quota is quota 0, so a failing quota call leaves every run without a place. */
function* quotasFor(day: string, codes: string[]) {
  if (codes.length === 0) return [] as Quota[];
  try {
    return quotasOf(yield call(getQuotas, day, codes));
  } catch {
    return [] as Quota[];
  }
}

/** The runs of the new day between the ticket's stops, leaving after now, with their places. */
export function* searchTrips() {
  const t = yield* catalogOf(frReservation, enReservation);
  const { article, newDay }: ModificationState = yield select(selectModification);
  const now: string = yield call(parisNow);
  if (!article || newDayError(newDay, now.slice(0, 10), frModification)) return;
  const day = newDay!;
  yield put(searchStarted());
  let courses: Course[] | null;
  try {
    courses = coursesOf(yield call(getCourses, article.codeArretOrigine, article.codeArretDestination, day));
  } catch (error) {
    yield put(searchFailed(httpStatus(error) === 404 ? t.noTrip : (serverMessage(error) ?? t.unavailable)));
    return;
  }
  if (courses === null) {
    yield put(searchFailed(t.unavailable));
    return;
  }
  const legs = courses.flatMap((course) => {
    const leg = legOf(course, article.codeArretOrigine, article.codeArretDestination);
    return leg ? [{ leg, code: course.code }] : [];
  });
  // SPEC §9: only runs leaving after now are offered, by departure time.
  const offered = splitByNow(legs, now).offered.sort((a, b) =>
    a.leg.dateDepart.localeCompare(b.leg.dateDepart),
  );
  if (offered.length === 0) {
    yield put(searchFailed(t.noTrip));
    return;
  }
  const quotas: Quota[] = yield call(quotasFor, day, [...new Set(offered.map((l) => l.code))]);
  const trips: ModificationTrip[] = offered.map(({ leg }: { leg: Leg }) => ({
    leg,
    places: placesLeft(quotas.find((q) => q.codeCourse === leg.codeCourse)),
  }));
  yield put(tripsFound(trips));
}

/** Read as a person reads it: a back office typing SPEC's texts in ASCII ('deja ete', "n'est") says the
 * same as our accented catalogue. */
const readAs = (text: string) => searchable(text).replace(/[’']/g, "'");

/** The two SPEC warnings the back office may answer (in French) are shown, in the catalogue's French
 * spelling; anything else is the failure. */
function problemOf(error: unknown, t: Catalog<typeof frReservation>) {
  const message = serverMessage(error);
  const warning = [frReservation.alreadyModified, frReservation.departed].find(
    (text) => message !== null && readAs(text) === readAs(message),
  );
  if (warning) return { tone: 'warning' as const, text: warning };
  return { tone: 'error' as const, text: t.modificationFailed };
}

export function* confirmModification() {
  const t = yield* catalogOf(frReservation, enReservation);
  const { order, article, chosen, email, submitting }: ModificationState = yield select(selectModification);
  if (!order || !article || !chosen || submitting) return;
  if (emailError(order, email, frModification)) return;
  yield put(submitStarted());
  let modified: ReservationOrder | null;
  try {
    modified = reservationOrderOf(
      yield call(modifyReservation, order.id, article.id, {
        codeCourse: chosen.leg.codeCourse,
        dateDepart: chosen.leg.dateDepart,
        dateArrivee: chosen.leg.dateArrivee,
        email: needsEmail(order) ? email : null,
      }),
    );
  } catch (error) {
    yield put(submitFailed(problemOf(error, t)));
    return;
  }
  const newTicket = modified ? newTicketOf(modified) : null;
  if (!newTicket || !isTicketNumber(newTicket)) {
    yield put(submitFailed({ tone: 'error', text: t.modificationFailed }));
    return;
  }
  yield put(modificationDone(newTicket));
}

/** The summary's chunk, which saves the order's PDFs and prints its receipt: loaded once the new ticket is
 * there, so that none of its modules leaves it (home's map of what each route preloads stays as it is). */
const orderOutputs = loadOrderOutputs;

function* downloadTicket() {
  const t = yield* catalogOf(frReservation, enReservation);
  const language: Language = yield select(selectLanguage);
  const { newTicket }: ModificationState = yield select(selectModification);
  if (!newTicket) return;
  yield put(downloadFailed(null));
  let outputs: OrderOutputs | null = null;
  try {
    outputs = yield call(orderOutputs);
    yield call(outputs!.saveTicketPdf, newTicket);
  } catch (error) {
    yield put(downloadFailed(serverMessage(error) ?? outputs?.downloadErrorText(language) ?? t.unavailable));
  }
}

function* downloadRecap() {
  const t = yield* catalogOf(frReservation, enReservation);
  const language: Language = yield select(selectLanguage);
  yield put(downloadFailed(null));
  let outputs: OrderOutputs | null = null;
  try {
    outputs = yield call(orderOutputs);
    yield call(outputs!.saveReceiptPdf, language);
  } catch (error) {
    yield put(downloadFailed(serverMessage(error) ?? outputs?.downloadErrorText(language) ?? t.unavailable));
  }
}

/** Kiosk and counter: the new ticket printed with its QR code, from the order's summary (as the recap does). */
export function* printTicket() {
  const tModification = yield* catalogOf(frModification, enModification);
  const language: Language = yield select(selectLanguage);
  const { newTicket }: ModificationState = yield select(selectModification);
  if (!newTicket) return;
  yield put(printStarted());
  try {
    const preferences: Preferences | null = yield select(selectPreferences);
    const outputs: OrderOutputs = yield call(orderOutputs);
    const result: PrintResult = yield call(outputs.printOrderReceipt, preferences, language);
    yield put(
      printFinished({
        ok: result.ok,
        message: result.ok ? null : (result.message ?? tModification.printFailed),
      }),
    );
  } catch (error) {
    console.error('Impression impossible', error);
    yield put(printFinished({ ok: false, message: tModification.printFailed }));
  }
}

export function* modificationSaga() {
  yield takeLatest(lookupRequested.type, lookUpReservation);
  yield takeLatest(searchRequested.type, searchTrips);
  yield takeLeading(confirmRequested.type, confirmModification);
  yield takeEvery(ticketDownloadRequested.type, downloadTicket);
  yield takeEvery(recapDownloadRequested.type, downloadRecap);
  yield takeLeading(ticketPrintRequested.type, printTicket);
}
