// The order receipt of GET /vente/api/order/summary/pdf.
import type { Order } from '../state/orders';
import { paymentModeLabel } from '../fixtures/payment-modes';
import { preferences } from '../fixtures/preferences';
import { amountLine, dateTime, euros, renderPdf } from './render';
import { formatCardNumber } from '../../shared/card-number';
import type { OrderLine } from '../state/orders';
import { frenchDay } from '../reload/days';
import { boardingRule, localDateTimeText } from './ticket';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** What a reload or an origin-destination line is (issue 26 §2): the card it is loaded onto and its
 * period, or the line, the stops and, for a ticket, the 30-minute boarding rule of the ticket's PDF. */
function titleLines(line: OrderLine, purchase: Date): string[] {
  if (line.seat) return [];
  const lines: string[] = [];
  if (line.numSupport) lines.push(`Carte n° ${formatCardNumber(line.numSupport)}`);
  if (line.libelleLigne) lines.push(line.libelleLigne);
  if (line.libelleOrigine && line.libelleDestination)
    lines.push(`De ${line.libelleOrigine} à ${line.libelleDestination}`);
  if (line.ddv && line.dfv) {
    if (line.numSupport)
      lines.push(
        line.ddv === line.dfv
          ? `Validité : le ${frenchDay(line.ddv)}`
          : `Validité : du ${frenchDay(line.ddv)} au ${frenchDay(line.dfv)}`,
      );
    else if (line.libelleOrigine) lines.push(boardingRule(line.ddv, line.dfv, purchase));
  }
  return lines;
}

export function receiptPdf(order: Order): Promise<Buffer> {
  const title = `Reçu de commande n° ${order.id}`;
  return renderPdf(title, (doc) => {
    doc.fontSize(14).text(title);
    doc
      .font('Helvetica')
      .fontSize(11)
      .text(`Date : ${dateTime(order.date)}`);
    doc.moveDown();
    order.lines.forEach((line, index) => {
      const ticket = order.tickets[index];
      amountLine(doc, `${line.label} × ${line.quantity}`, euros(line.totalPrice));
      if (ticket) doc.fontSize(9).text(`Billet n° ${ticket}`).fontSize(11);
      for (const text of titleLines(line, order.paidAt ?? order.date))
        doc.fontSize(9).text(text).fontSize(11);
      // A reserved seat: which leg, between which stops, when it boards.
      if (line.seat && line.dateDepart)
        doc
          .fontSize(9)
          .text(
            `${line.seat.sens} : ${line.libelleOrigine ?? ''} – ${line.libelleDestination ?? ''}, départ le ${localDateTimeText(line.dateDepart)}`,
          )
          .fontSize(11);
    });
    doc.moveDown(0.5);
    const vat = round2(order.lines.reduce((sum, line) => sum + line.montantTva * line.quantity, 0));
    amountLine(doc, 'Dont TVA', euros(vat));
    if (order.vpc && !order.pickupAtAgency) amountLine(doc, 'Frais de livraison', euros(order.shippingPrice));
    doc.font('Helvetica-Bold');
    amountLine(doc, 'Total payé', euros(order.totalPrice));
    doc.font('Helvetica').moveDown();
    doc.text(`Moyen de paiement : ${paymentModeLabel(order.paymentMode)}`);
    if (order.pickupAtAgency) {
      // A kiosk order: the goods wait at the agency of the preferences' footer.
      const { shopName, lines } = preferences.footer;
      doc.moveDown().font('Helvetica-Bold').text('Articles à retirer à l’agence :').font('Helvetica');
      for (const line of [shopName, ...lines]) doc.text(line);
    }
    const a = order.address;
    if (a && order.vpc) {
      doc.moveDown().font('Helvetica-Bold').text('Adresse de livraison').font('Helvetica');
      doc.text(`${a.gender === 'MME' ? 'Madame' : 'Monsieur'} ${a.firstname} ${a.lastname}`);
      doc.text(a.address);
      if (a.addressComplement) doc.text(a.addressComplement);
      doc.text(`${a.postalCode} ${a.town}`);
    }
    doc.moveDown().fontSize(9).text(`Reçu envoyé à ${order.email}.`);
  });
}
