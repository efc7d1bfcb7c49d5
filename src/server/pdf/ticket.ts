// A ticket of a paid trip order (GET /vente/api/order/summary/ticket/{n}/pdf), to show on board.
import type { Order } from '../state/orders';
import { dateTime, euros, renderPdf } from './render';

export function ticketPdf(order: Order, index: number): Promise<Buffer> {
  const line = order.lines[index]!;
  const numero = order.tickets[index]!;
  const title = `Billet n° ${numero}`;
  return renderPdf(title, (doc) => {
    doc.fontSize(24).text(title);
    doc.font('Helvetica').fontSize(12).text(line.label);
    if (line.libelleOrigine) doc.text(`De ${line.libelleOrigine} à ${line.libelleDestination ?? ''}`);
    if (line.libelleLigne) doc.text(`Ligne : ${line.libelleLigne}`);
    if (line.dateDepart) doc.text(`Départ : ${dateTime(new Date(line.dateDepart))}`);
    if (line.allerRetour && line.dateDepartRetour)
      doc.text(`Retour : ${dateTime(new Date(line.dateDepartRetour))}`);
    doc.text(`Voyageurs : ${line.quantity}`);
    doc.text(`Commande n° ${order.id} – ${euros(line.totalPrice)}`);
  });
}
