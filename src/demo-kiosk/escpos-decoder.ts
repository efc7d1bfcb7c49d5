// A small ESC/POS decoder for tests (none exists on npm): turns the bytes an Epson-compatible printer
// receives back into what it would print, so a test can read a receipt instead of comparing bytes.
//
// Understood: text in code pages 0 (PC437), 2 (PC850) and 19 (PC858, with '€'), LF, CR, HT, FF;
// ESC @ (reset), ESC t (code page), ESC a (alignment), ESC E and ESC ! (bold); GS ( k for QR codes
// (function 80 stores the payload, function 81 prints it); GS V (full and partial cut, with or without
// feed). Skipped by their known lengths: ESC 2 3 - ! G M R V { SP d J p B = $ \ c r U S L T W i m D *,
// GS ! B H f h w L W a r | b I P $ \ / v 0 k ( (other functions), FS . & C p, DLE EOT/ENQ/DC4.
// Anything else is reported in `unknown` (a test can require it to be empty). Star line mode is not decoded.

export type DecodedAlignment = 'left' | 'center' | 'right';

export interface DecodedLine {
  text: string;
  /** Alignment in force when the line started. */
  align: DecodedAlignment;
  /** True when any character of the line was printed bold. */
  bold: boolean;
}

export type DecodedEvent =
  ({ type: 'line' } & DecodedLine) | { type: 'qr'; data: string } | { type: 'cut'; partial: boolean };

export interface DecodedPrint {
  /** Lines, QR codes and cuts in the order they come out of the printer. */
  events: DecodedEvent[];
  lines: DecodedLine[];
  /** The text of every line. */
  text: string[];
  /** Payloads of the QR codes printed (not merely stored). */
  qrCodes: string[];
  cuts: number;
  /** Every code page selected with ESC t, in order. */
  codePages: number[];
  /** Commands or bytes this decoder does not know, as hex (e.g. '1b26'). */
  unknown: string[];
}

const ESC = 0x1b;
const GS = 0x1d;
const FS = 0x1c;
const DLE = 0x10;

/** Bytes 0x80–0xFF of each supported code page. */
const PC858_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜø£Ø×ƒáíóúñÑªº¿®¬½¼¡«»░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐└┴┬├─┼ãÃ╚╔╩╦╠═╬¤ðÐÊËÈ€ÍÎÏ┘┌█▄¦Ì▀' +
  'ÓßÔÒõÕµþÞÚÛÙýÝ¯´\u00ad±‗¾¶§÷¸°¨·¹³²■\u00a0';
const PC437_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀' +
  'αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';
/** PC850 is PC858 with a dotless i where PC858 put the euro sign (0xD5). */
const PC850_HIGH = PC858_HIGH.slice(0, 0x55) + 'ı' + PC858_HIGH.slice(0x56);

const CODE_PAGES: Record<number, string> = { 0: PC437_HIGH, 2: PC850_HIGH, 19: PC858_HIGH };

/** Parameter byte counts of the fixed-length commands, by the byte after ESC / GS / FS / DLE. */
const ESC_PARAMS: Record<number, number> = {
  0x32: 0, // ESC 2 default line spacing
  0x33: 1, // ESC 3 line spacing
  0x2d: 1, // ESC - underline
  0x47: 1, // ESC G double strike
  0x4d: 1, // ESC M font
  0x52: 1, // ESC R international character set
  0x56: 1, // ESC V rotation
  0x7b: 1, // ESC { upside down
  0x20: 1, // ESC SP right spacing
  0x64: 1, // ESC d print and feed n lines
  0x4a: 1, // ESC J print and feed n dots
  0x70: 3, // ESC p drawer pulse
  0x42: 2, // ESC B buzzer
  0x3d: 1, // ESC = peripheral
  0x24: 2, // ESC $ absolute position
  0x5c: 2, // ESC \ relative position
  0x63: 2, // ESC c 3/4/5 panel and sensors
  0x72: 1, // ESC r colour
  0x55: 1, // ESC U unidirectional
  0x53: 0, // ESC S standard mode
  0x4c: 0, // ESC L page mode
  0x54: 1, // ESC T page direction
  0x57: 8, // ESC W page area
  0x69: 0, // ESC i partial cut (old)
  0x6d: 0, // ESC m partial cut (old)
};
const GS_PARAMS: Record<number, number> = {
  0x21: 1, // GS ! character size
  0x42: 1, // GS B reverse
  0x48: 1, // GS H barcode text position
  0x66: 1, // GS f barcode text font
  0x68: 1, // GS h barcode height
  0x77: 1, // GS w barcode width
  0x4c: 2, // GS L left margin
  0x57: 2, // GS W print area width
  0x61: 1, // GS a automatic status back
  0x72: 1, // GS r status
  0x7c: 1, // GS | density
  0x62: 1, // GS b smoothing
  0x49: 1, // GS I printer id
  0x50: 2, // GS P motion units
  0x24: 2, // GS $ vertical position
  0x5c: 2, // GS \ relative vertical position
  0x2f: 1, // GS / print downloaded image
};
const FS_PARAMS: Record<number, number> = { 0x2e: 0, 0x26: 0, 0x43: 1, 0x70: 2 };
const DLE_PARAMS: Record<number, number> = { 0x04: 1, 0x05: 1, 0x14: 3 };

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

export function decodeEscPos(input: Uint8Array): DecodedPrint {
  const bytes = Buffer.from(input);
  const events: DecodedEvent[] = [];
  const codePages: number[] = [];
  const unknown: string[] = [];
  let codePage = 0;
  let align: DecodedAlignment = 'left';
  let bold = false;
  let qrPayload = '';
  let line: DecodedLine | null = null;

  const flush = (force: boolean) => {
    if (line || force) events.push({ type: 'line', ...(line ?? { text: '', align, bold: false }) });
    line = null;
  };
  const put = (char: string) => {
    line ??= { text: '', align, bold: false };
    line.text += char;
    if (bold) line.bold = true;
  };
  const reset = () => {
    codePage = 0;
    align = 'left';
    bold = false;
  };

  let i = 0;
  /** Skips `count` parameter bytes; false when the data ends first (a truncated command). */
  const skip = (count: number, start: number): boolean => {
    if (i + count > bytes.length) {
      unknown.push(`tronqué:${hex(bytes.subarray(start))}`);
      i = bytes.length;
      return false;
    }
    i += count;
    return true;
  };
  const skipToNul = () => {
    const end = bytes.indexOf(0, i);
    i = end < 0 ? bytes.length : end + 1;
  };

  while (i < bytes.length) {
    const start = i;
    const byte = bytes[i++]!;
    if (byte >= 0x20 && byte < 0x7f) put(String.fromCharCode(byte));
    else if (byte >= 0x80) {
      const table = CODE_PAGES[codePage];
      put(table ? table[byte - 0x80]! : '\ufffd');
    } else if (byte === 0x0a) flush(true);
    else if (byte === 0x0c) flush(false);
    else if (byte === 0x09) put('\t');
    else if (byte === 0x0d) continue;
    else if (byte === ESC) {
      const command = bytes[i++];
      if (command === undefined) unknown.push(hex(bytes.subarray(start)));
      else if (command === 0x40) reset();
      else if (command === 0x74) {
        if (!skip(1, start)) break;
        codePage = bytes[i - 1]!;
        codePages.push(codePage);
        if (!CODE_PAGES[codePage]) unknown.push(`page:${codePage}`);
      } else if (command === 0x61) {
        if (!skip(1, start)) break;
        const n = bytes[i - 1]! % 48;
        align = n === 1 ? 'center' : n === 2 ? 'right' : 'left';
      } else if (command === 0x45) {
        if (!skip(1, start)) break;
        bold = (bytes[i - 1]! & 1) === 1;
      } else if (command === 0x21) {
        if (!skip(1, start)) break;
        bold = (bytes[i - 1]! & 0x08) !== 0;
      } else if (command === 0x44) skipToNul();
      else if (command === 0x2a) {
        // ESC * m nL nH d1…dk: k = n columns × (1 or 3 bytes).
        if (!skip(3, start)) break;
        const [m, nL, nH] = [bytes[i - 3]!, bytes[i - 2]!, bytes[i - 1]!];
        if (!skip((nL + nH * 256) * (m >= 32 ? 3 : 1), start)) break;
      } else if (ESC_PARAMS[command] !== undefined) {
        if (command === 0x64 || command === 0x4a) flush(false);
        if (!skip(ESC_PARAMS[command]!, start)) break;
      } else unknown.push(hex(bytes.subarray(start, i)));
    } else if (byte === GS) {
      const command = bytes[i++];
      if (command === undefined) unknown.push(hex(bytes.subarray(start)));
      else if (command === 0x56) {
        // GS V m [n]: m 0/48 full cut, 1/49 partial; 65/66 (and 97/98, 103/104) take a feed amount.
        if (!skip(1, start)) break;
        const m = bytes[i - 1]!;
        if ([65, 66, 97, 98, 103, 104].includes(m) && !skip(1, start)) break;
        flush(false);
        events.push({ type: 'cut', partial: [1, 49, 66, 98, 104].includes(m) });
      } else if (command === 0x28) {
        // GS ( fn pL pH p1…pk, k = pL + pH × 256.
        if (!skip(3, start)) break;
        const fn = bytes[i - 3]!;
        const size = bytes[i - 2]! + bytes[i - 1]! * 256;
        if (!skip(size, start)) break;
        const params = bytes.subarray(i - size, i);
        if (fn === 0x6b && params[0] === 0x31 && params[1] === 0x50) {
          qrPayload = params.subarray(3).toString('utf8');
        } else if (fn === 0x6b && params[0] === 0x31 && params[1] === 0x51) {
          flush(false);
          events.push({ type: 'qr', data: qrPayload });
        }
      } else if (command === 0x76) {
        // GS v 0 m xL xH yL yH d1…dk: k = (xL + xH × 256) × (yL + yH × 256).
        if (!skip(6, start)) break;
        const x = bytes[i - 4]! + bytes[i - 3]! * 256;
        const y = bytes[i - 2]! + bytes[i - 1]! * 256;
        if (!skip(x * y, start)) break;
      } else if (command === 0x6b) {
        // GS k m: m ≤ 6 data ends with NUL; m ≥ 65 a length byte then the data.
        if (!skip(1, start)) break;
        if (bytes[i - 1]! <= 6) skipToNul();
        else {
          if (!skip(1, start)) break;
          if (!skip(bytes[i - 1]!, start)) break;
        }
      } else if (GS_PARAMS[command] !== undefined) {
        if (!skip(GS_PARAMS[command]!, start)) break;
      } else unknown.push(hex(bytes.subarray(start, i)));
    } else if (byte === FS || byte === DLE) {
      const command = bytes[i++];
      const params = command === undefined ? undefined : (byte === FS ? FS_PARAMS : DLE_PARAMS)[command];
      if (params === undefined) unknown.push(hex(bytes.subarray(start, i)));
      else if (!skip(params, start)) break;
    } else unknown.push(hex(bytes.subarray(start, i)));
  }
  flush(false);

  const lines = events.flatMap((event) =>
    event.type === 'line' ? [{ text: event.text, align: event.align, bold: event.bold }] : [],
  );
  return {
    events,
    lines,
    text: lines.map((l) => l.text),
    qrCodes: events.flatMap((event) => (event.type === 'qr' ? [event.data] : [])),
    cuts: events.filter((event) => event.type === 'cut').length,
    codePages,
    unknown,
  };
}
