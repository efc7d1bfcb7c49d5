// A counter's sale paid through the card provider's page (card not present, issue 29 §3): once the back
// office's summary says it is paid, main's till records it (once per order; main skips an order the
// terminal or cash paid, which the till already holds). The web and the kiosk have no till.
import { call, select } from 'redux-saga/effects';
import type { OrderSummary } from '@shared/payment';
import { toCents } from '@shared/money';
import { saleLinesOf } from '@shared/sale-lines';
import type { TillAnswer } from '@shared/till-bridge';
import { selectPlatform } from '../../app/appSlice';
import { enPayment } from '../../i18n/en/payment';
import { frPayment } from '../../i18n/fr/payment';
import { enRecap } from '../../i18n/en/recap';
import { frRecap } from '../../i18n/fr/recap';
import { catalogOf } from '../../i18n/language';
import { getBridge, type Platform } from '../../platform/bridge';

export function* recordCounterProviderSale(summary: OrderSummary) {
  const platform: Platform = yield select(selectPlatform);
  const till = getBridge()?.till;
  if (platform !== 'counter' || !till || !summary.success || summary.remboursement) return;
  const m = yield* catalogOf(frPayment, enPayment);
  const tRecap = yield* catalogOf(frRecap, enRecap);
  const { order } = summary;
  const total = toCents(order.totalPrice);
  if (!Number.isSafeInteger(total) || total <= 0) return;
  const labels = { order: `${tRecap.orderNumber} ${order.id}`, shipping: m.saleLineShipping };
  try {
    const answer: TillAnswer = yield call([till, till.recordProviderSale], {
      orderId: String(order.id),
      amountCents: total,
      lines: saleLinesOf(order.orderItems, order.shippingPrice, total, labels),
    });
    if (!answer.ok) console.error('Caisse : vente par la page de paiement non enregistrée', answer.message);
  } catch (error) {
    console.error('Caisse : vente par la page de paiement non enregistrée', error);
  }
}
