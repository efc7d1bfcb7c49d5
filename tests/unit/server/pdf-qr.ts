// The QR code a ticket PDF draws, read back from the PDF's content streams: each filled square is a dark
// module. Compared with the modules of a number, it proves the code holds exactly that number.
import { inflateSync } from 'node:zlib';
import QRCode from 'qrcode';
import { expect } from 'vitest';

/** The filled squares of the page's content streams, as the QR modules they draw: [row, col]. */
export function drawnModules(pdf: Buffer): { cells: Set<string>; side: number; x: number; y: number } {
  const raw = pdf.toString('latin1');
  const rects: number[][] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const re of content.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re/g))
      rects.push(re.slice(1, 5).map(Number));
  }
  const side = rects[0]![2]!;
  const x = Math.min(...rects.map((r) => r[0]!));
  const y = Math.min(...rects.map((r) => r[1]!));
  const cells = new Set<string>();
  for (const [rx, ry, w, h] of rects) {
    expect([w, h]).toEqual([side, side]);
    cells.add(`${Math.round((ry! - y) / side)},${Math.round((rx! - x) / side)}`);
  }
  return { cells, side, x, y };
}

/** The dark modules of the QR code of `text` (error correction M, as tickets are drawn): [row, col]. */
export function qrCells(text: string): Set<string> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cells = new Set<string>();
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) cells.add(`${row},${col}`);
  return cells;
}
