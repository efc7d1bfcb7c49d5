// The receipt's own texts in each language the customer can choose (issue 24 item 9). SPEC fixes none of
// them; the French ones are the receipt's historical texts. Amounts follow the language's usage (12,90 €
// or €12.90); the date keeps its dd/MM/yyyy HH:mm form, which British English reads the same way.
import type { ReceiptLanguage } from '../../shared/kiosk-bridge';

export interface ReceiptLabels {
  /** Locale of the printed amounts. */
  locale: string;
  order: (id: string) => string;
  date: (when: string) => string;
  shipping: string;
  total: string;
  vat: string;
  payment: (mode: string) => string;
  reference: (reference: string) => string;
  card: (maskedPan: string) => string;
  /** A counter's cash sale: what was handed over and the change. */
  cashGiven: string;
  cashChange: string;
  ticket: (number: string) => string;
  /** Shop goods bought at a kiosk are collected at the agency (the header's), never shipped. */
  pickupRow: string;
  pickupTitle: string;
  thankYou: string;
}

export const RECEIPT_LABELS: Readonly<Record<ReceiptLanguage, ReceiptLabels>> = {
  fr: {
    locale: 'fr-FR',
    order: (id) => `Commande n° ${id}`,
    date: (when) => `Date : ${when}`,
    shipping: 'Frais de livraison',
    total: 'Total payé',
    vat: 'Dont TVA',
    payment: (mode) => `Paiement : ${mode}`,
    reference: (reference) => `Référence : ${reference}`,
    card: (maskedPan) => `Carte : ${maskedPan}`,
    cashGiven: 'Espèces remises',
    cashChange: 'Monnaie rendue',
    ticket: (number) => `Billet n° ${number}`,
    pickupRow: 'Retrait à l’agence',
    pickupTitle: 'Articles à retirer à l’agence :',
    thankYou: 'Merci et bon voyage !',
  },
  en: {
    locale: 'en-GB',
    order: (id) => `Order no. ${id}`,
    date: (when) => `Date: ${when}`,
    shipping: 'Delivery charges',
    total: 'Total paid',
    vat: 'Including VAT',
    payment: (mode) => `Payment: ${mode}`,
    reference: (reference) => `Reference: ${reference}`,
    card: (maskedPan) => `Card: ${maskedPan}`,
    cashGiven: 'Cash handed over',
    cashChange: 'Change given',
    ticket: (number) => `Ticket no. ${number}`,
    pickupRow: 'Collection at the agency',
    pickupTitle: 'Items to collect at the agency:',
    thankYou: 'Thank you, have a good journey!',
  },
};
