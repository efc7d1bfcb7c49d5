// The summary's side effects (SPEC §4 "Justification", §7 "On-board payments", §8): the stored taps'
// orders asked of the back office ONBOARD_LIMITS.perCall at a time, then the proofs: PDFs saved (web,
// counter) or printed one per payment through the bridge (kiosk, counter).
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Preferences } from '@shared/backoffice';
import type { PrintResult } from '@shared/kiosk-bridge';
import { ONBOARD_LIMITS, type CardValidatorOrder, type SmactTransaction } from '@shared/onboard-payments';
import { serverMessage } from '../../api/errors';
import { getCardValidatorOrders, getProofsPdf } from '../../api/onboard';
import { selectLanguage } from '../../app/appSlice';
import { selectPreferences } from '../../app/config/configSlice';
import type { Language } from '../../i18n/catalog';
import { frameHref } from '../../app/frameHref';
import { navigate } from '../../app/navigation';
import { throttledText } from '../../app/throttled';
import { enJustification } from '../../i18n/en/justification';
import { frJustification } from '../../i18n/fr/justification';
import { requireBridge } from '../../platform/bridge';
import { saveBlob } from '../../platform/download';
import { storedFrameUrl, storedTaps } from '../iframe';
import { cardValidatorOrdersOf } from './answers';
import {
  ALL_PROOFS,
  downloadFinished,
  downloadStarted,
  justificationOpened,
  loadFailed,
  loadStarted,
  noTransactions,
  printFinished,
  printStarted,
  proofsDownloadRequested,
  proofsPrintRequested,
  rowsLoaded,
} from './justificationSlice';
import { paymentsOf, proofItemOf, proofsFileName } from './proofs';
import { proofReceiptOf } from './proofReceipt';
import { recentTaps } from './recentTaps';
import { chunksOf, rowsOf, type ProofRow } from './rows';
import { selectProofRows } from './selectors';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { catalogOf } from '../../i18n/language';

/** An answer that is not a list of orders: shown as any other failure. */
class UnreadableAnswer extends Error {}

/** The orders bound to the taps, asked ONBOARD_LIMITS.perCall taps at a time. */
export function* ordersOf(taps: readonly SmactTransaction[]) {
  const orders: CardValidatorOrder[] = [];
  for (const ids of chunksOf(
    taps.map((tap) => tap.idTransSec),
    ONBOARD_LIMITS.perCall,
  )) {
    const answer: unknown = yield call(getCardValidatorOrders, ids);
    const checked = cardValidatorOrdersOf(answer, ids);
    if (checked === null) throw new UnreadableAnswer('Réponse illisible du back office');
    orders.push(...checked);
  }
  return orders;
}

/** SPEC §4: without stored taps (a direct visit) back to the frame, else home; none in 30 days (read on
 * our side: recentTaps), or none with a bound order, is the warning; a failure the server's message or
 * the default text. */
export function* openJustification() {
  const t = yield* catalogOf(frJustification, enJustification);
  const stored: SmactTransaction[] | null = yield call(storedTaps);
  const frameUrl: string | null = yield call(storedFrameUrl);
  if (stored === null) {
    yield call(navigate, frameUrl ? frameHref(frameUrl) : '/home', { replace: true });
    return;
  }
  yield put(loadStarted(frameUrl));
  const taps = recentTaps(stored, new Date());
  if (taps.length === 0) {
    yield put(noTransactions());
    return;
  }
  try {
    const orders: CardValidatorOrder[] = yield* ordersOf(taps);
    const rows = rowsOf(taps, orders);
    yield put(rows.length > 0 ? rowsLoaded(rows) : noTransactions());
  } catch (error) {
    yield put(loadFailed(serverMessage(error) ?? t.error));
  }
}

/** One payment's proof (its orders) or all shown, each ONBOARD_LIMITS.perCall orders one PDF. */
export function* downloadProofs({ payload: target }: ReturnType<typeof proofsDownloadRequested>) {
  const t = yield* catalogOf(frJustification, enJustification);
  const rows: ProofRow[] = yield select(selectProofRows, target);
  if (rows.length === 0) return;
  yield put(downloadStarted(target));
  const parts = chunksOf(rows.map(proofItemOf), ONBOARD_LIMITS.perCall);
  const refArchi = target === ALL_PROOFS ? null : target;
  try {
    for (const [index, items] of parts.entries()) {
      const pdf: Blob = yield call(getProofsPdf, items);
      yield call(saveBlob, pdf, proofsFileName(refArchi, index, parts.length));
    }
    yield put(downloadFinished(null));
  } catch (error) {
    const throttled: string | null = yield* throttledText(error);
    yield put(downloadFinished(throttled ?? serverMessage(error) ?? t.error));
  }
}

/** One receipt per payment, one after the other; the first refusal stops the rest and is shown. */
export function* printProofs({ payload: target }: ReturnType<typeof proofsPrintRequested>) {
  const t = yield* catalogOf(frJustification, enJustification);
  const { app } = yield* catalogOf(fr, en);
  const language: Language = yield select(selectLanguage);
  const rows: ProofRow[] = yield select(selectProofRows, target);
  const payments = paymentsOf(rows);
  if (payments.length === 0) return;
  yield put(printStarted(target));
  const preferences: Preferences | null = yield select(selectPreferences);
  let printed = 0;
  let failure: string | null = null;
  try {
    const bridge = requireBridge();
    for (const payment of payments) {
      const result: PrintResult = yield call(
        [bridge, bridge.printReceipt],
        proofReceiptOf(payment, preferences, t, app.documentTitle, language),
      );
      if (!result.ok) {
        failure = result.message ?? t.printFailed;
        break;
      }
      printed += 1;
    }
  } catch (error) {
    console.error('Impression impossible', error);
    failure = t.printFailed;
  }
  const message =
    failure === null
      ? null
      : printed > 0
        ? `${t.printedBeforeFailure(printed, payments.length)} ${failure}`
        : failure;
  yield put(printFinished({ ok: failure === null, count: printed, message }));
}

export function* justificationSaga() {
  yield takeLatest(justificationOpened.type, openJustification);
  yield takeLeading(proofsDownloadRequested.type, downloadProofs);
  yield takeLeading(proofsPrintRequested.type, printProofs);
}
