// pdfkit with its standard fonts, whose WinAnsi encoding prints é, à, ×, – and €, but not the
// narrow no-break spaces of fr-FR numbers nor arrows: texts here avoid them.
import PDFDocument from 'pdfkit';
import { formatDateTimeFr } from '../../shared/dates';
import { formatEurosPlain } from '../../shared/money';

export const NETWORK = 'Ligéo – réseau de transport de Blois et du Loir-et-Cher';

/** "29,80 €" with plain spaces. */
export const euros = formatEurosPlain;

/** dd/MM/yyyy HH:mm, French time. */
export const dateTime = (date: Date) => formatDateTimeFr(date);

export function renderPdf(title: string, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title, Author: 'Ligéo' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    drawNetwork(doc);
    draw(doc);
    doc.end();
  });
}

/** The network's name atop a page (renderPdf draws it on the first; a document of several pages on
 * each page it adds). */
export function drawNetwork(doc: PDFKit.PDFDocument): void {
  doc.font('Helvetica-Bold').fontSize(16).text(NETWORK);
  doc.moveDown(0.5);
}

/** A label on the left and an amount aligned right, on one line. */
export function amountLine(doc: PDFKit.PDFDocument, label: string, amount: string): void {
  const y = doc.y;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  doc.text(label, doc.page.margins.left, y, { width: width - 110 });
  const after = doc.y;
  doc.text(amount, doc.page.margins.left + width - 100, y, { width: 100, align: 'right' });
  doc.x = doc.page.margins.left;
  doc.y = Math.max(after, doc.y);
}
