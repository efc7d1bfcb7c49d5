// The current order's outputs, for another screen that makes an order without the summary page (the
// reservation's modification): its ticket's PDF and its PDF recap saved as the summary saves them, its
// receipt (one QR code per ticket) printed as the summary prints it. Exported by the recap's route chunk,
// which that screen loads when it needs them: no module of the summary leaves its chunk (home's map of
// what each route preloads stays as it is).
import type { Preferences } from '@shared/backoffice';
import type { PrintResult } from '@shared/kiosk-bridge';
import type { OrderSummary } from '@shared/payment';
import { getOrderSummary, getReceiptPdf, getTicketPdf } from '../../api/order';
import { en } from '../../i18n/en';
import { enRecap } from '../../i18n/en/recap';
import { fr } from '../../i18n/fr';
import { frRecap } from '../../i18n/fr/recap';
import type { Language } from '../../i18n/catalog';
import { pick } from '../../i18n/language';
import { requireBridge } from '../../platform/bridge';
import { saveBlob } from '../../platform/download';
import { receiptOf } from './receiptOf';

const recapText = (language: Language) => pick(language, frRecap, enRecap);

export const downloadErrorText = (language: Language) => recapText(language).downloadError;

export async function saveTicketPdf(ticket: string): Promise<void> {
  saveBlob(await getTicketPdf(ticket), `ticket-${ticket}.pdf`);
}

export async function saveReceiptPdf(language: Language): Promise<void> {
  saveBlob(await getReceiptPdf(), recapText(language).receiptFileName);
}

/** Prints the current order's receipt; an order without payment on the terminal has no card details. */
export async function printOrderReceipt(
  preferences: Preferences | null,
  language: Language,
): Promise<PrintResult> {
  const summary: OrderSummary = await getOrderSummary();
  if (!summary?.found || !summary.order) throw new Error('Récapitulatif de la commande absent');
  const noTerminal = { reference: null, maskedPan: null };
  return requireBridge().printReceipt(
    receiptOf(
      summary,
      preferences,
      noTerminal,
      recapText(language),
      pick(language, fr, en).app.documentTitle,
      language,
    ),
  );
}
