// Receipt texts come from the renderer and the back office: they must neither carry printer commands
// (control bytes such as ESC or GS) nor characters the code page lacks, which node-thermal-printer would
// print by silently switching to another code page.

/** Characters of bytes 0x80–0xFE in code page 858 (Multilingual Latin 1 with '€' at 0xD5). */
const PC858_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜø£Ø×ƒáíóúñÑªº¿®¬½¼¡«»░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐└┴┬├─┼ãÃ╚╔╩╦╠═╬¤ðÐÊËÈ€ÍÎÏ┘┌█▄¦Ì▀' +
  'ÓßÔÒõÕµþÞÚÛÙýÝ¯´±‗¾¶§÷¸°¨·¹³²■';

const PRINTABLE = new Set(PC858_HIGH);

/** Common typography the code page lacks, written as it would be by hand. */
const SUBSTITUTES: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u2032': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u2026': '...',
  '\u0153': 'oe',
  '\u0152': 'OE',
  '\u0178': 'Y',
  // A card number masked with bullets ('•••• 0003', accepted by the IPC rule) keeps its meaning.
  '\u2022': '*',
};

function isPrintable(char: string): boolean {
  return (char >= ' ' && char <= '~') || PRINTABLE.has(char);
}

function printableChar(char: string): string {
  if (isPrintable(char)) return char;
  if (/\s/u.test(char)) return ' ';
  if (/\p{Cc}|\p{Cf}/u.test(char)) return '';
  const substitute = SUBSTITUTES[char];
  if (substitute !== undefined) return substitute;
  // A letter with an accent the code page lacks ('ő', 'ș'): its base letter reads better than '?'.
  const base = char.normalize('NFD').replace(/\p{M}/gu, '');
  return base && [...base].every(isPrintable) ? base : '?';
}

/** The text as the PC858 code page can print it, on one line, without control characters. */
export function toPrintable(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) out += printableChar(char);
  return out;
}
