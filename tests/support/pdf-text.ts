// Reads the text a PDF shows: inflates its streams and decodes the strings of its text operators, for the
// unit tests of the emulator's PDFs and the end-to-end tests that download them.
import { inflateSync } from 'node:zlib';

function streams(pdf: Buffer): string[] {
  const out: string[] = [];
  let at = 0;
  for (;;) {
    const start = pdf.indexOf('stream', at, 'latin1');
    if (start === -1) break;
    const dataStart = pdf[start + 6] === 0x0d ? start + 8 : start + 7;
    const end = pdf.indexOf('endstream', dataStart, 'latin1');
    if (end === -1) break;
    const data = pdf.subarray(dataStart, end);
    try {
      out.push(inflateSync(data).toString('latin1'));
    } catch {
      out.push(data.toString('latin1'));
    }
    at = end + 9;
  }
  return out;
}

/** WinAnsi (pdfkit's standard fonts) differs from latin1 on 0x80–0x9F: €, …, quotes, dashes, œ. */
const WIN_ANSI: Record<number, string> = {
  0x80: '€',
  0x85: '…',
  0x8c: 'Œ',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x99: '™',
  0x9c: 'œ',
};
const winAnsi = (bytes: Buffer) =>
  [...bytes].map((byte) => WIN_ANSI[byte] ?? String.fromCharCode(byte)).join('');

/** Text of every TJ/Tj operator, hex strings decoded as WinAnsi. */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const content of streams(pdf)) {
    for (const match of content.matchAll(/\[(.*?)\]\s*TJ|(<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\))\s*Tj/g)) {
      const parts = (match[1] ?? match[2] ?? '').match(/<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\)/g) ?? [];
      lines.push(
        parts
          .map((part) =>
            part.startsWith('<')
              ? winAnsi(Buffer.from(part.slice(1, -1), 'hex'))
              : winAnsi(Buffer.from(part.slice(1, -1).replace(/\\(.)/g, '$1'), 'latin1')),
          )
          .join(''),
      );
    }
  }
  return lines.join('\n');
}
