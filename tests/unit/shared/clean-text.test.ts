import { describe, expect, it } from 'vitest';
import { cleanText } from '../../../src/shared/clean-text';
import { normaliseText, unsafeTextProblem } from '../../../src/shared/safe-text';

describe('cleanText', () => {
  it.each([
    ['a soft hyphen', 'Abonne\u00adment annuel', 'Abonnement annuel'],
    ['zero-width characters', 'Pass\u200b jour\u200cnée\u2060', 'Pass journée'],
    ['a right-to-left override', 'Total 1\u202e05,21', 'Total 105,21'],
    ['bidi isolates and marks', '\u2066Blois\u2069 \u200eGare\u200f', 'Blois Gare'],
    ['a byte order mark and a variation selector', '\ufeffBillet 🎫\ufe0f', 'Billet 🎫'],
    ['a lone surrogate', 'Billet \ud83c gare', 'Billet  gare'],
    ['a private-use character', 'Ticket\ue000', 'Ticket'],
    ['line breaks, one space for each run', 'Gare\r\nRoutière\u2028Nord\tSud', 'Gare Routière Nord Sud'],
    ['ESC and CSI printer commands', 'Gare\u001b@\u009b2J', 'Gare @ 2J'],
    ['blank ends', '  \u200b Mug Ligéo \n', 'Mug Ligéo'],
    ['accents piled on one letter, two kept', 'Z\u0301\u0302\u0303\u0304\u0305a', 'Ź\u0302\u0303a'],
    ['an accent typed as a combining mark, composed', 'Ble\u0301sois', 'Blésois'],
    ['an accent split from its letter by a zero-width space', 'Ble\u200b\u0301sois', 'Blésois'],
  ])('removes %s', (_name, text, expected) => {
    expect(cleanText(text)).toBe(expected);
  });

  it.each([
    'Pass journée – 12,50 € « Cœur de ville »',
    '1\u202f234,50\u00a0€',
    'Ωμέγα Москва سلام',
    'Billet 🎫',
  ])('leaves a safe text as it is: %s', (text) => {
    expect(cleanText(text)).toBe(text);
  });

  it('always gives a text the rule accepts, in NFC (random texts)', () => {
    // Deterministic: a linear congruential generator, code points from every plane and category.
    let seed = 20261122;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const pool = [0x00, 0x1b, 0x20, 0x41, 0x65, 0x7f, 0x85, 0xad, 0x300, 0x301, 0x323, 0x61c, 0x200b];
    pool.push(0x200d, 0x202e, 0x2066, 0x2028, 0xd83c, 0xdfab, 0xe000, 0xfe0f, 0xfeff, 0xfffe, 0x1f3ab);
    for (let round = 0; round < 2000; round++) {
      let text = '';
      for (let length = next() % 24; length > 0; length--) {
        const code = next() % 3 === 0 ? next() % 0x110000 : pool[next() % pool.length]!;
        text += code >= 0xd800 && code <= 0xdfff ? String.fromCharCode(code) : String.fromCodePoint(code);
      }
      const cleaned = cleanText(text);
      expect([text, unsafeTextProblem(cleaned)]).toEqual([text, undefined]);
      expect(normaliseText(cleaned)).toBe(cleaned);
    }
  });
});
