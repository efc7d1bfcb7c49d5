// The current order's outputs, for another screen that makes an order without the summary page (the
// reservation's modification): its ticket's PDF and its PDF recap saved as the summary saves them, its
// receipt (one QR code per ticket) printed as the summary prints it. Exported by the recap's route chunk,
// which that screen loads when it needs them: no module of the summary leaves its chunk (home's map of
// what each route preloads stays as it is).
import type { Preferences } from '@shared/backoffice';
import type { PrintResult } from '@shared/kiosk-bridge';
import type { OrderSummary } from '@shared/payment';
import { getOrderSummary, getReceiptPdf, getTicketPdf } from '../../api/order';
import { frRecap } from '../../i18n/fr/recap';
import { requireBridge } from '../../platform/bridge';
import { saveBlob } from '../../platform/download';
import { receiptOf } from './receiptOf';

export const downloadErrorText = frRecap.downloadError;

export async function saveTicketPdf(ticket: string): Promise<void> {
  saveBlob(await getTicketPdf(ticket), `ticket-${ticket}.pdf`);
}

export async function saveReceiptPdf(): Promise<void> {
  saveBlob(await getReceiptPdf(), frRecap.receiptFileName);
}

/** Prints the current order's receipt; an order without payment on the terminal has no card details. */
export async function printOrderReceipt(preferences: Preferences | null): Promise<PrintResult> {
  const summary: OrderSummary = await getOrderSummary();
  if (!summary?.found || !summary.order) throw new Error('Récapitulatif de la commande absent');
  return requireBridge().printReceipt(receiptOf(summary, preferences, { reference: null, maskedPan: null }));
}
