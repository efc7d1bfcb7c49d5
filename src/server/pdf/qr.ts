// A QR code drawn as vector squares (one filled square per dark module), so it prints sharp at any size
// and the PDF holds no image. Error correction M: a ticket crumpled or partly covered still reads.
import QRCode from 'qrcode';

/** Light modules around the symbol that readers need to find it (ISO/IEC 18004). */
export const QUIET_ZONE = 4;

/** Draws the code of `text` with its top-left corner (quiet zone included) at x, y; returns its side. */
export function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, module: number): number {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const origin = QUIET_ZONE * module;
  doc.save();
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col))
        doc.rect(x + origin + col * module, y + origin + row * module, module, module);
  doc.fill('#000000').restore();
  return (modules.size + 2 * QUIET_ZONE) * module;
}
