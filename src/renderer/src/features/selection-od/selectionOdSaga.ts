// Origin-destination side effects (SPEC §4 "Top-up (OD)"): the topology, the card's journey to start from,
// the products of a complete journey (none while it is not), and the chosen titles into the cart.
import { all, call, put, select, take, takeEvery, takeLeading } from 'redux-saga/effects';
import { isPurchasableType, isShown } from '@shared/reload';
import { getSellableProducts } from '../../api/reload';
import { selectPlatform } from '../../app/appSlice';
import type { Platform } from '../../platform/bridge';
import { sellableProductsOf } from '../../api/reloadAnswers';
import {
  stopsOfLine,
  selectTopology,
  topologyFailed,
  topologyLoaded,
  topologyRequested,
  type TopologyState,
} from '../topology';
import { addTripItems } from '../../api/cart';
import { serverMessage } from '../../api/errors';
import { goToCart } from '../../app/goToCart';
import { enSelectionOd } from '../../i18n/en/selectionOd';
import { frSelectionOd } from '../../i18n/fr/selectionOd';
import { cartTypeChosen } from '../cart';
import {
  isUsableCard,
  selectRechargement,
  type RechargementState,
  productsCleared,
  productsRequested,
  chosenProducts,
  chooserAdds,
} from '../rechargement';
import type { SellableProduct } from '@shared/reload';
import { cardJourney, isComplete, journeyQuery, tripItems } from './journeyRules';
import {
  destinationChosen,
  destinationCleared,
  destinationPending,
  journeyChosen,
  journeyPrefilled,
  otherStopChosen,
  lineChosen,
  linesChecked,
  odAddFailed,
  odAddRequested,
  odAddStarted,
  odAddSucceeded,
  odBuyOneRequested,
  odOpened,
  originChosen,
  selectSelectionOd,
  type SelectionOdState,
} from './selectionOdSlice';
import { catalogOf } from '../../i18n/language';

/** The topology, loaded or failed (the page says so). Its calls answer later than this take starts. */
function* topologyReady() {
  const topology: TopologyState = yield select(selectTopology);
  if (topology.status === 'loaded') return topology;
  yield put(topologyRequested());
  yield take([topologyLoaded.type, topologyFailed.type]);
  return (yield select(selectTopology)) as TopologyState;
}

/** A complete journey's products, for the card in a top-up; nothing to choose from otherwise. */
export function* refreshProducts() {
  const od: SelectionOdState = yield select(selectSelectionOd);
  const { card, birthDate }: RechargementState = yield select(selectRechargement);
  if (!isComplete(od) || (od.carte && !card)) {
    yield put(productsCleared());
    return;
  }
  const holder = od.carte && card ? { numero: card.numero, birthDate } : null;
  // A top-up reloads one title at a time, as the card's own page does; tickets may be bought together.
  yield put(
    productsRequested({
      query: journeyQuery(od, holder),
      oneAtATime: od.carte,
      kind: 'od',
      held: holder && card ? card.contrats : undefined,
    }),
  );
}

/**
 * The kiosk offers nothing that sells nothing (issue 24 item 7): each line is asked for the titles of its
 * whole route (SPEC §7's produit_vendable), and a line answering none (the school line) is left out. A
 * line whose answer fails stays: a passing error hides no line.
 */
export function* checkSoldLines(topology: TopologyState) {
  const routes = topology.lines.flatMap((line) => {
    const stops = stopsOfLine(line.code, topology.itineraries, topology.stops);
    const [first, last] = [stops[0], stops.at(-1)];
    return first && last && first.code !== last.code ? [{ line: line.code, first, last }] : [];
  });
  const answers: (SellableProduct[] | null)[] = yield all(
    routes.map(({ line, first, last }) => call(titlesOfRoute, line, first.code, last.code)),
  );
  const routed = new Set(routes.map((r) => r.line));
  const unsold = topology.lines
    .filter((line) => !routed.has(line.code))
    .map((line) => line.code)
    .concat(routes.filter((_, index) => answers[index]?.length === 0).map((r) => r.line));
  yield put(linesChecked(unsold));
}

function* titlesOfRoute(ligne: string, origine: string, destination: string) {
  try {
    const answer: unknown = yield call(getSellableProducts, { ligne, origine, destination });
    return sellableProductsOf(answer).filter((p) => isShown(p) && isPurchasableType(p.typeValidite));
  } catch {
    return null;
  }
}

export function* openSteps({ payload }: ReturnType<typeof odOpened>) {
  const { card }: RechargementState = yield select(selectRechargement);
  // The page sends a top-up without a looked-up card to the lookup, and tops up no unusable card.
  if (payload.carte && (!card || !isUsableCard(card.etat))) return;
  const topology: TopologyState = yield call(topologyReady);
  if (topology.status !== 'loaded') return;
  const platform: Platform = yield select(selectPlatform);
  const checked: SelectionOdState = yield select(selectSelectionOd);
  if (platform === 'kiosk' && !payload.carte && checked.unsoldLines === null)
    yield call(checkSoldLines, topology);
  const od: SelectionOdState = yield select(selectSelectionOd);
  if (payload.carte && card && od.prefilledFor !== card.numero) {
    yield put(journeyPrefilled({ card: card.numero, ...cardJourney(card, topology) }));
  }
  yield call(refreshProducts);
}

/** 'Valider' with the chooser's quantities, and the kiosk's 'Acheter' on a title card (issue 24 item 2). */
export const { addToCart, buyOne } = chooserAdds(addProducts);

function* addProducts(products: readonly SellableProduct[]) {
  const tSelectionOd = yield* catalogOf(frSelectionOd, enSelectionOd);
  const od: SelectionOdState = yield select(selectSelectionOd);
  const { card }: RechargementState = yield select(selectRechargement);
  const topology: TopologyState = yield select(selectTopology);
  if (!isComplete(od) || chosenProducts(products).length === 0) return;
  const items = tripItems(products, od, topology, od.carte ? (card?.numero ?? null) : null);
  yield put(odAddStarted());
  try {
    yield call(addTripItems, items);
  } catch (error) {
    yield put(odAddFailed(serverMessage(error) ?? tSelectionOd.genericError));
    return;
  }
  yield put(odAddSucceeded());
  yield put(cartTypeChosen(od.carte ? 'rechargementOd' : 'ticketOd'));
  yield* goToCart();
}

export function* selectionOdSaga() {
  yield takeEvery(odOpened.type, openSteps);
  yield takeEvery(
    [
      lineChosen.type,
      originChosen.type,
      destinationChosen.type,
      journeyChosen.type,
      destinationPending.type,
      destinationCleared.type,
      otherStopChosen.type,
    ],
    refreshProducts,
  );
  yield takeLeading(odAddRequested.type, addToCart);
  yield takeLeading(odBuyOneRequested.type, buyOne);
}
