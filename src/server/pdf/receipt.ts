// Real PDF receipts (pdfkit, standard fonts whose WinAnsi encoding prints é, à and €).
import PDFDocument from 'pdfkit';
import type { Order } from '../state/store';

const euros = (amount: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })
    .format(amount)
    .replace(/\u202f|\u00a0/g, ' ');
const dateTime = (date: Date) =>
  new Intl.DateTimeFormat('fr-FR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  }).format(date);

function render(draw: (doc: PDFKit.PDFDocument) => void, title: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title, Author: 'Ligéo' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

export function receiptPdf(order: Order): Promise<Buffer> {
  const title = `Reçu de commande n° ${order.id}`;
  return render((doc) => {
    doc.font('Helvetica-Bold').fontSize(18).text('Ligéo – boutique en ligne');
    doc.moveDown(0.5).fontSize(14).text(title);
    doc
      .font('Helvetica')
      .fontSize(11)
      .text(`Date : ${dateTime(order.date)}`);
    doc.moveDown();
    for (const line of order.lines) {
      doc.text(
        `${line.label} x ${line.quantity} : ${euros(line.totalPrice)} (dont TVA ${euros(line.montantTva * line.quantity)})`,
      );
    }
    doc.moveDown();
    const vat = Math.round(order.lines.reduce((s, l) => s + l.montantTva * l.quantity, 0) * 100) / 100;
    doc.text(`Dont TVA : ${euros(vat)}`);
    if (order.vpc) doc.text(`Frais de livraison : ${euros(order.shippingPrice)}`);
    doc.font('Helvetica-Bold').text(`Total payé : ${euros(order.totalPrice)}`);
    doc
      .font('Helvetica')
      .text(`Moyen de paiement : ${order.paymentMode === 'CB' ? 'Carte bancaire' : 'PayPal'}`);
    const a = order.address;
    if (a) {
      doc.moveDown().text('Adresse de livraison :');
      doc.text(`${a.gender === 'MME' ? 'Madame' : 'Monsieur'} ${a.firstname} ${a.lastname}`);
      doc.text(a.address);
      doc.text(`${a.postalCode} ${a.town}`);
    }
  }, title);
}

/** A ticket to show on board: trip, date, passenger count, and its number in large print. */
export function ticketPdf(order: Order, index: number): Promise<Buffer> {
  const line = order.lines[index]!;
  const numero = order.tickets[index]!;
  const title = `Billet n° ${numero}`;
  return render((doc) => {
    doc.font('Helvetica-Bold').fontSize(18).text('Ligéo – billet de transport');
    doc.moveDown(0.5).fontSize(24).text(title);
    doc.font('Helvetica').fontSize(12).text(line.label);
    if (line.libelleOrigine) doc.text(`${line.libelleOrigine} → ${line.libelleDestination ?? ''}`);
    if (line.libelleLigne) doc.text(`Ligne : ${line.libelleLigne}`);
    if (line.dateDepart) doc.text(`Départ : ${dateTime(new Date(line.dateDepart))}`);
    if (line.allerRetour && line.dateDepartRetour)
      doc.text(`Retour : ${dateTime(new Date(line.dateDepartRetour))}`);
    doc.text(`Voyageurs : ${line.quantity}`);
    doc.text(`Commande n° ${order.id} – ${euros(line.totalPrice)}`);
  }, title);
}
