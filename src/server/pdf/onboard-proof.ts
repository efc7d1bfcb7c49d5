// Proofs of on-board contactless payments (POST pdfAchatBorne, SPEC §2 "Justification"): one page per
// payment, with the operator's identity (the agency of the preferences' footer), the payment (Paris
// date and time, archive reference, amount, the daily cap's discount when there is one) and each order
// it paid, with its VAT.
import { vatPercent, type CardValidatorOrder } from '../../shared/onboard-payments';
import { preferences } from '../fixtures/preferences';
import type { ProofPayment } from '../onboard/proof-request';
import { amountLine, dateTime, drawNetwork, euros, renderPdf } from './render';

const money = (cents: number) => euros(cents / 100);

/** "10 %", "5,5 %" (a plain space: the PDF fonts lack the narrow one). */
export const vatText = (perTenThousand: number) =>
  `${String(vatPercent(perTenThousand)).replace('.', ',')} %`;

function drawOrder(doc: PDFKit.PDFDocument, order: CardValidatorOrder): void {
  doc.font('Helvetica-Bold').text(`Commande n° ${order.id} – ${order.prdLibelle} × ${order.quantite}`);
  doc.font('Helvetica');
  amountLine(doc, 'Prix TTC', money(order.prixTTC));
  amountLine(doc, 'Prix HT', money(order.prixHT));
  amountLine(doc, `TVA ${vatText(order.tauxTVA)}`, money(order.prixTTC - order.prixHT));
  doc.moveDown(0.5);
}

function drawPayment(doc: PDFKit.PDFDocument, { tap, orders }: ProofPayment, issuedAt: Date): void {
  const { shopName, lines } = preferences.footer;
  doc.font('Helvetica').fontSize(10);
  for (const line of [shopName, ...lines]) doc.text(line);
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(14).text('Justificatif de paiement à bord');
  doc.font('Helvetica').fontSize(11).moveDown(0.5);
  const { record } = tap;
  doc.text(`Paiement sans contact du ${dateTime(new Date(record.date))}`);
  doc.text(`Référence d’archive : ${record.refArchi ?? ''}`);
  amountLine(doc, 'Montant payé', money(record.montant ?? 0));
  // Said only when the daily cap took something off: « Remise 0,00 € » on every other proof puzzled.
  if ((record.remise ?? 0) > 0)
    amountLine(doc, 'Remise (plafonnement journalier)', money(record.remise ?? 0));
  if (record.debitEnAttente) doc.text('Débit en attente : la carte n’a pas encore été débitée.');
  doc.moveDown();
  for (const order of orders) drawOrder(doc, order);
  const sum = (pick: (order: CardValidatorOrder) => number) => orders.reduce((s, o) => s + pick(o), 0);
  doc.font('Helvetica-Bold');
  amountLine(doc, 'Total TTC', money(sum((o) => o.prixTTC)));
  doc.font('Helvetica');
  amountLine(doc, 'Total HT', money(sum((o) => o.prixHT)));
  amountLine(doc, 'Total TVA', money(sum((o) => o.prixTTC - o.prixHT)));
  doc
    .moveDown()
    .fontSize(9)
    .text(`Justificatif établi le ${dateTime(issuedAt)}.`);
}

export function onboardProofPdf(payments: readonly ProofPayment[], issuedAt: Date): Promise<Buffer> {
  const title = payments.length > 1 ? 'Justificatifs de paiement à bord' : 'Justificatif de paiement à bord';
  return renderPdf(title, (doc) =>
    payments.forEach((payment, index) => {
      if (index > 0) {
        doc.addPage();
        drawNetwork(doc);
      }
      drawPayment(doc, payment, issuedAt);
    }),
  );
}
