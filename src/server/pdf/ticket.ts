// A ticket of a paid order (GET /vente/api/order/summary/ticket/{n}/pdf), to show on board: its number
// and a QR code holding that number and, for a reserved seat, its departure day (shared/ticket-qr.ts: a
// scan on the modify tab fills both), the title, the trip, the travellers, the validity and, for
// an origin-destination ticket, the 30-minute boarding rule (SPEC §9).
import { addMinutes } from 'date-fns';
import { BOARDING_MINUTES } from '../../shared/reload';
import { ticketQrPayload } from '../../shared/ticket-qr';
import { frenchDay, parisDay, parisTime } from '../reload/days';
import type { Order, OrderLine, Seat } from '../state/orders';
import { drawQr } from './qr';
import { euros, renderPdf } from './render';

/** Points per module: 25 modules (a 16-digit number and its day) plus the quiet zone make a code of about 5 cm. */
const QR_MODULE = 6;

/** 'Valable le …' for one day, 'Valable du … au …' for several. */
export function validityText(ddv: string, dfv: string): string {
  return ddv === dfv ? `Valable le ${frenchDay(ddv)}` : `Valable du ${frenchDay(ddv)} au ${frenchDay(dfv)}`;
}

/** SPEC §9: a ticket valid on its day of purchase boards within 30 minutes of the purchase; another one
 * within 30 minutes of its first showing, on its day. */
export function boardingRule(ddv: string, dfv: string, purchase: Date): string {
  const day = parisDay(purchase);
  if (ddv <= day && day <= dfv)
    return `Valable aujourd’hui : utilisable à bord dans les 30 minutes suivant l’achat, jusqu’à ${parisTime(addMinutes(purchase, BOARDING_MINUTES))}.`;
  return 'Utilisable à bord dans les 30 minutes suivant sa première présentation le jour de validité.';
}

/** "26/11/2026 à 07:06": a Paris local date-time of the timetable, read as text (a Date would put it in
 * the machine's zone). */
export function localDateTimeText(value: string): string {
  return `${frenchDay(value.slice(0, 10))} à ${value.slice(11, 16)}`;
}

/** A reserved seat: which leg (outbound or return), the line, the stops, boarding and arrival, profile. */
function drawSeat(doc: PDFKit.PDFDocument, line: OrderLine, seat: Seat): void {
  doc.fontSize(14).text(seat.sens);
  doc.font('Helvetica').fontSize(12);
  if (line.libelleLigne) doc.text(line.libelleLigne);
  doc.text(`De ${line.libelleOrigine ?? ''} à ${line.libelleDestination ?? ''}`);
  if (line.dateDepart) doc.text(`Départ : ${localDateTimeText(line.dateDepart)}`);
  if (line.dateArrivee) doc.text(`Arrivée : ${localDateTimeText(line.dateArrivee)}`);
  doc.text(`Profil : ${seat.profil}`);
  doc.text('Voyageurs : 1');
}

export function ticketPdf(order: Order, index: number): Promise<Buffer> {
  const line = order.lines[index]!;
  const numero = order.tickets[index]!;
  const title = `Billet n° ${numero}`;
  return renderPdf(title, (doc) => {
    doc.fontSize(24).text(title);
    doc.moveDown(0.5);
    const payload = ticketQrPayload(numero, line.seat ? line.dateDepart : null);
    const side = drawQr(doc, payload, doc.page.margins.left, doc.y, QR_MODULE);
    doc.x = doc.page.margins.left;
    doc.y += side + 10;
    if (line.seat) drawSeat(doc, line, line.seat);
    else {
      doc.fontSize(14).text(line.label);
      doc.font('Helvetica').fontSize(12);
      // The line's label already says 'Ligne 2 …' (or 'Ligne scolaire …').
      if (line.libelleLigne) doc.text(line.libelleLigne);
      if (line.libelleOrigine) doc.text(`De ${line.libelleOrigine} à ${line.libelleDestination ?? ''}`);
      doc.text(`Voyageurs : ${line.quantity}`);
    }
    if (line.ddv && line.dfv) {
      doc.text(validityText(line.ddv, line.dfv));
      doc.moveDown(0.5);
      doc.font('Helvetica-Bold').text(boardingRule(line.ddv, line.dfv, order.paidAt ?? order.date));
      doc.font('Helvetica').moveDown(0.5);
    }
    doc.text(`Commande n° ${order.id} – ${euros(line.totalPrice)}`);
  });
}
