// Caisse-AP TLV codec: exact bytes, frames split anywhere, two messages in one chunk, bad input refused.
import { describe, expect, it } from 'vitest';
import {
  CaisseApCodecError,
  CaisseApDecoder,
  encodeCaisseAp,
  type CaisseApField,
  type CaisseApMessage,
} from '../../../../src/main/payment/caisse-ap/codec';

const REQUEST: CaisseApField[] = [
  ['CZ', '0300'],
  ['CJ', '012345678901'],
  ['CA', '01'],
  ['CB', '1250'],
  ['CD', '0'],
  ['CE', '978'],
  ['BA', '0'],
];
const REQUEST_BYTES = 'CZ0040300CJ012012345678901CA00201CB0041250CD0010CE003978BA0010';

const ANSWER: CaisseApField[] = [
  ['CZ', '0300'],
  ['CA', '01'],
  ['CB', '000000001250'],
  ['CD', '0'],
  ['CE', '978'],
  ['AE', '10'],
  ['AC', '654321'],
  ['AA', '497010######0003'],
];

function decodeAll(chunks: (string | Buffer)[]): CaisseApMessage[] {
  const decoder = new CaisseApDecoder();
  const messages = chunks.flatMap((chunk) =>
    decoder.push(typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk),
  );
  return [...messages, ...decoder.flush()];
}

function errorOf(run: () => unknown): CaisseApCodecError {
  try {
    run();
  } catch (error) {
    if (error instanceof CaisseApCodecError) return error;
    throw error;
  }
  throw new Error('no error thrown');
}

describe('encodeCaisseAp', () => {
  it('writes tag, 3-digit length and value per field, CZ first, in order', () => {
    expect(encodeCaisseAp(REQUEST).toString('latin1')).toBe(REQUEST_BYTES);
  });

  it.each<[string, CaisseApField[], string, string]>([
    [
      'no CZ first',
      [
        ['CA', '01'],
        ['CZ', '0300'],
      ],
      'framing',
      'Caisse-AP : un message commence par le tag CZ (version du protocole).',
    ],
    [
      'a lowercase tag',
      [
        ['CZ', '0300'],
        ['cb', '12'],
      ],
      'framing',
      'Caisse-AP : tag invalide « cb » (deux lettres majuscules ou chiffres).',
    ],
    [
      'an accent',
      [
        ['CZ', '0300'],
        ['CF', 'Réf'],
      ],
      'non-ascii',
      "Caisse-AP : la valeur du tag CF n'est pas en ASCII imprimable.",
    ],
    [
      'an empty value',
      [
        ['CZ', '0300'],
        ['CF', ''],
      ],
      'length-limit',
      'Caisse-AP : longueur 0 hors limite pour le tag CF (1 à 99).',
    ],
    [
      'a 13-digit amount',
      [
        ['CZ', '0300'],
        ['CB', '1234567890123'],
      ],
      'length-limit',
      'Caisse-AP : longueur 13 hors limite pour le tag CB (1 à 12).',
    ],
    [
      'a repeated tag',
      [
        ['CZ', '0300'],
        ['CD', '0'],
        ['CD', '1'],
      ],
      'duplicate-tag',
      'Caisse-AP : tag CD en double.',
    ],
  ])('refuses %s', (_name, fields, code, message) => {
    const error = errorOf(() => encodeCaisseAp(fields));
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
  });
});

describe('CaisseApDecoder', () => {
  const answerBytes = encodeCaisseAp(ANSWER);

  it('round-trips a message', () => {
    expect(decodeAll([encodeCaisseAp(REQUEST)])).toEqual([REQUEST]);
    expect(decodeAll([answerBytes])).toEqual([ANSWER]);
  });

  it('reassembles a message fed byte by byte, letting no field out before its length is complete', () => {
    const decoder = new CaisseApDecoder();
    const boundaries: number[] = [];
    for (let i = 0; i < answerBytes.length; i += 1) {
      expect(decoder.push(answerBytes.subarray(i, i + 1))).toEqual([]);
      if (decoder.atFieldBoundary) boundaries.push(i + 1);
    }
    // Fields end after 9, 16, 33, 39, 47, 54, 65, 86 bytes: only there is the open message whole so far.
    expect(boundaries).toEqual([9, 16, 33, 39, 47, 54, 65, 86]);
    expect(decoder.pending).toEqual(ANSWER);
    expect(decoder.flush()).toEqual([ANSWER]);
  });

  it('reassembles a message cut at every possible pair of places', () => {
    for (let a = 1; a < answerBytes.length; a += 1) {
      for (let b = a; b < answerBytes.length; b += 7) {
        const chunks = [answerBytes.subarray(0, a), answerBytes.subarray(a, b), answerBytes.subarray(b)];
        expect(decodeAll(chunks)).toEqual([ANSWER]);
      }
    }
  });

  it('separates two messages in one chunk: the second CZ closes the first', () => {
    const ack = encodeCaisseAp([
      ['CZ', '0300'],
      ['CA', '01'],
      ['AE', '11'],
    ]);
    const decoder = new CaisseApDecoder();
    expect(decoder.push(Buffer.concat([ack, answerBytes.subarray(0, 2)]))).toEqual([
      [
        ['CZ', '0300'],
        ['CA', '01'],
        ['AE', '11'],
      ],
    ]);
    expect(decoder.push(answerBytes.subarray(2))).toEqual([]);
    expect(decoder.flush()).toEqual([ANSWER]);
  });

  it('skips line breaks, spaces and tabs before, between and after messages', () => {
    const ack = encodeCaisseAp([
      ['CZ', '0300'],
      ['AE', '11'],
    ]);
    const decoder = new CaisseApDecoder();
    expect(decoder.push(Buffer.concat([Buffer.from('\r\n'), ack, Buffer.from('\r\n \t')]))).toEqual([]);
    expect(decoder.atFieldBoundary).toBe(true);
    expect(decoder.push(Buffer.concat([answerBytes, Buffer.from('\r')]))).toEqual([
      [
        ['CZ', '0300'],
        ['AE', '11'],
      ],
    ]);
    // The CR of a CR LF split over two segments.
    expect(decoder.push(Buffer.from('\n'))).toEqual([]);
    expect(decoder.atFieldBoundary).toBe(true);
    expect(decoder.pending).toEqual(ANSWER);
    expect(decoder.flush()).toEqual([ANSWER]);
    expect(decodeAll(['\r\n'])).toEqual([]);
  });

  it('takes tags of digits and letters, and values from space to tilde', () => {
    expect(decodeAll(['CZ004030009002 ~A9003x y'])).toEqual([
      [
        ['CZ', '0300'],
        ['09', ' ~'],
        ['A9', 'x y'],
      ],
    ]);
  });

  it('is at a field boundary only after a whole field of an open message', () => {
    const decoder = new CaisseApDecoder();
    expect(decoder.atFieldBoundary).toBe(false);
    decoder.push(Buffer.from('CZ004030'));
    expect(decoder.atFieldBoundary).toBe(false);
    decoder.push(Buffer.from('0'));
    expect(decoder.atFieldBoundary).toBe(true);
    expect(decoder.pending).toEqual([['CZ', '0300']]);
    decoder.flush();
    expect(decoder.atFieldBoundary).toBe(false);
  });

  it('names its errors', () => {
    const error = errorOf(() => new CaisseApDecoder().push(Buffer.from('AE00210')));
    expect(error.name).toBe('CaisseApCodecError');
    expect(error).toBeInstanceOf(Error);
  });

  it('returns nothing for an empty stream', () => {
    expect(decodeAll([])).toEqual([]);
  });

  it.each<[string, string | Buffer, string, string]>([
    [
      'a non-digit length',
      'CZ0040300CB0a41250',
      'bad-length',
      'Caisse-AP : longueur non numérique pour le tag CB : « a » à la position 12.',
    ],
    [
      'a zero length',
      'CZ0040300CB000',
      'bad-length',
      'Caisse-AP : longueur nulle pour le tag CB à la position 9.',
    ],
    [
      'a length over the tag limit',
      'CZ0040300AE003100',
      'length-limit',
      'Caisse-AP : longueur 3 hors limite pour le tag AE (2 au plus).',
    ],
    [
      'a version longer than 4',
      'CZ00503000',
      'length-limit',
      'Caisse-AP : longueur 5 hors limite pour le tag CZ (4 au plus).',
    ],
    [
      'a byte above 0x7f',
      Buffer.from('CZ0040300CF003Ré', 'utf8'),
      'non-ascii',
      'Caisse-AP : octet non ASCII 0xc3 à la position 15.',
    ],
    [
      'a control character in a value',
      'CZ0040300CF003a\nb',
      'non-ascii',
      'Caisse-AP : caractère de contrôle 0x0a dans la valeur du tag CF (position 15).',
    ],
    [
      'a line break inside a field header',
      'CZ0040300AE\r\n00210',
      'bad-length',
      'Caisse-AP : longueur non numérique pour le tag AE : 0x0d à la position 11.',
    ],
    [
      'a line break between a tag and its first character',
      'CZ0040300A\r\nE00210',
      'framing',
      "Caisse-AP : encadrement inconnu : 0x0d à la position 10 à la place d'un tag (deux lettres majuscules ou chiffres).",
    ],
    [
      'serial STX framing',
      '\x02CZ0040300',
      'framing',
      "Caisse-AP : encadrement inconnu : 0x02 à la position 0 à la place d'un tag (deux lettres majuscules ou chiffres).",
    ],
    [
      'a tag byte just below the letters',
      'CZ0040300@E00210',
      'framing',
      "Caisse-AP : encadrement inconnu : « @ » à la position 9 à la place d'un tag (deux lettres majuscules ou chiffres).",
    ],
    [
      'a tag byte just above the letters',
      'CZ0040300A[00210',
      'framing',
      "Caisse-AP : encadrement inconnu : « [ » à la position 10 à la place d'un tag (deux lettres majuscules ou chiffres).",
    ],
    [
      'a tag byte just above the digits',
      'CZ00403009:00210',
      'framing',
      "Caisse-AP : encadrement inconnu : « : » à la position 10 à la place d'un tag (deux lettres majuscules ou chiffres).",
    ],
    [
      'a tag byte just below the digits',
      'CZ0040300/A00210',
      'framing',
      "Caisse-AP : encadrement inconnu : « / » à la position 9 à la place d'un tag (deux lettres majuscules ou chiffres).",
    ],
    [
      'DEL in a value',
      'CZ0040300CF003a\x7fb',
      'non-ascii',
      'Caisse-AP : caractère de contrôle 0x7f dans la valeur du tag CF (position 15).',
    ],
    [
      'a message not starting with CZ',
      'AE00210',
      'framing',
      'Caisse-AP : encadrement inconnu : le message commence par AE au lieu de CZ (position 0).',
    ],
    [
      'a repeated tag',
      'CZ0040300AE00210AE00201',
      'duplicate-tag',
      'Caisse-AP : tag AE en double dans un message.',
    ],
  ])('refuses %s', (_name, bytes, code, message) => {
    const decoder = new CaisseApDecoder();
    const chunk = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes;
    const error = errorOf(() => decoder.push(chunk));
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
    // The stream is unusable afterwards: no later bytes can be taken for a message.
    expect(errorOf(() => decoder.push(Buffer.from('CZ0040300'))).message).toBe(message);
  });

  it('spots a bad length as soon as its byte arrives, before the rest of the field', () => {
    const decoder = new CaisseApDecoder();
    decoder.push(Buffer.from('CZ0040300CB0'));
    expect(errorOf(() => decoder.push(Buffer.from('x'))).code).toBe('bad-length');
  });

  it('refuses a message that never ends', () => {
    const decoder = new CaisseApDecoder();
    decoder.push(Buffer.from('CZ0040300'));
    const field = (tag: string) => Buffer.from(`${tag}999${'x'.repeat(999)}`);
    const tags = Array.from({ length: 20 }, (_v, i) => `Z${String.fromCharCode(0x41 + i)}`);
    const error = errorOf(() => tags.forEach((tag) => decoder.push(field(tag))));
    expect(error.code).toBe('too-long');
    expect(error.message).toBe('Caisse-AP : message de plus de 16384 octets.');
  });

  it.each([
    [
      'inside a value',
      'CZ0040300AE0021',
      'Caisse-AP : message tronqué : 1 octet(s) reçus sur 2 annoncés pour le tag AE.',
    ],
    [
      'inside a field header',
      'CZ0040300AE0',
      'Caisse-AP : message tronqué : en-tête de champ incomplet (3 octet(s) sur 5) à la position 9.',
    ],
  ])('refuses input truncated %s when the stream closes', (_name, bytes, message) => {
    const decoder = new CaisseApDecoder();
    expect(decoder.push(Buffer.from(bytes))).toEqual([]);
    const error = errorOf(() => decoder.flush());
    expect(error.code).toBe('truncated');
    expect(error.message).toBe(message);
  });
});

// Bounds and positions the mutation run found unchecked (docs/mutation.md, Caisse-AP plumbing).
describe('what the codec says, exactly', () => {
  it('refuses to encode no field at all, or a tag of three characters', () => {
    expect(errorOf(() => encodeCaisseAp([])).message).toBe(
      'Caisse-AP : un message commence par le tag CZ (version du protocole).',
    );
    for (const tag of ['CZA', 'ACZ']) {
      const error = errorOf(() =>
        encodeCaisseAp([
          ['CZ', '0300'],
          [tag, '1'],
        ]),
      );
      expect(error.code).toBe('framing');
      expect(error.message).toBe(
        `Caisse-AP : tag invalide « ${tag} » (deux lettres majuscules ou chiffres).`,
      );
    }
  });

  it('places a non-ASCII byte in the stream, counting the bytes still held and the separators skipped', () => {
    const held = new CaisseApDecoder();
    held.push(Buffer.from('CZ004'));
    expect(errorOf(() => held.push(Buffer.from([0x41, 0x80]))).message).toBe(
      'Caisse-AP : octet non ASCII 0x80 à la position 6.',
    );
    const skipped = new CaisseApDecoder();
    skipped.push(Buffer.from('\r\n CZ0040300'));
    expect(errorOf(() => skipped.push(Buffer.from('AE0?'))).message).toBe(
      'Caisse-AP : longueur non numérique pour le tag AE : « ? » à la position 15.',
    );
  });

  it('says how much of a field came when the stream ends right after its header', () => {
    const decoder = new CaisseApDecoder();
    decoder.push(Buffer.from('CZ0040300AE002'));
    expect(errorOf(() => decoder.flush()).message).toBe(
      'Caisse-AP : message tronqué : 0 octet(s) reçus sur 2 annoncés pour le tag AE.',
    );
  });

  it('a stream that failed keeps failing at its end: flush gives the first error, never a message', () => {
    const decoder = new CaisseApDecoder();
    decoder.push(Buffer.from('CZ0040300AE00210'));
    const first = errorOf(() => decoder.push(Buffer.from('AA0x')));
    expect(first.code).toBe('bad-length');
    expect(errorOf(() => decoder.flush()).message).toBe(first.message);
  });

  it('takes a message of exactly the largest size, and refuses one byte more', () => {
    const upTo = (bytes: number) => {
      // CZ0040300 (9 bytes), then fields of 999-byte values, then one field completing the size.
      const fields: string[] = ['CZ0040300'];
      let size = 9;
      let n = 0;
      while (bytes - size > 5 + 999) {
        fields.push(`Z${String.fromCharCode(0x41 + n)}999${'x'.repeat(999)}`);
        size += 5 + 999;
        n += 1;
      }
      const rest = bytes - size - 5;
      fields.push(`Y${String.fromCharCode(0x41 + n)}${String(rest).padStart(3, '0')}${'y'.repeat(rest)}`);
      return fields.join('');
    };
    const exact = upTo(16 * 1024);
    expect(exact).toHaveLength(16 * 1024);
    const decoder = new CaisseApDecoder();
    decoder.push(Buffer.from(exact));
    expect(decoder.flush()[0]).toHaveLength(18);
    const over = new CaisseApDecoder();
    expect(errorOf(() => over.push(Buffer.from(upTo(16 * 1024 + 1)))).code).toBe('too-long');
  });
});
