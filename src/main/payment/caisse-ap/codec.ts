// Caisse-AP over IP message codec (protocol of the Association du Paiement, formerly "Concert" v3).
//
// What we follow, as the reference point-of-sale and terminal simulators do (akretion/caisse-ap-ip):
// - A message is a run of ASCII TLV fields: tag = 2 characters, length = 3 decimal digits (001-999),
//   value = that many printable ASCII characters. Nothing else on the wire: over IP there is no STX/ETX,
//   no LRC and no total length (those belong to the serial variant). Some terminals end a message with
//   CR LF: line breaks, spaces and tabs between fields and messages are skipped, never part of a field.
// - Every message starts with CZ (protocol version, e.g. "0300"); the order of the other fields is free.
// - Request (point of sale → terminal): CZ, CJ (cash-register protocol id, 12 chars), CA (POS number,
//   2 digits), CB (amount in cents, 2-12 digits), CD (0 debit / 1 refund), CE (currency, 978 = EUR);
//   the terminal answers AE 01 / AF 09 when one of these is missing. BA 0 asks for the answer at the end
//   of the transaction (BA 1: an immediate AE 11 "request taken into account", then the real answer).
// - Answer (terminal → point of sale): the request's fields echoed, then AE 10 success / 01 failure,
//   AF the reason of a failure (04 refused, 05 forbidden, 08 input time-out, 11 operator abandon...),
//   and on success AC (authorisation number), AA (card number as the terminal masks it), AI, AB, CC, CI.
//
// How a message's end is recognised over IP: since there is no total length, a prefix of complete
// fields looks exactly like a complete message. The decoder therefore never guesses: it closes a
// message when the next one starts (a new CZ) or when its caller says no more bytes belong to it
// (`flush()`: the connection ended, or a quiet period passed on a field boundary), and it never lets a
// field out before its declared length has arrived.

export type CaisseApField = readonly [tag: string, value: string];
export type CaisseApMessage = readonly CaisseApField[];

export type CaisseApErrorCode =
  'framing' | 'non-ascii' | 'bad-length' | 'length-limit' | 'duplicate-tag' | 'too-long' | 'truncated';

export class CaisseApCodecError extends Error {
  override readonly name = 'CaisseApCodecError';
  constructor(
    readonly code: CaisseApErrorCode,
    message: string,
  ) {
    super(`Caisse-AP : ${message}`);
  }
}

export const CAISSE_AP_VERSION_TAG = 'CZ';

/** Longest value per known tag (Caisse-AP 3.x tag dictionary); other tags are bounded by 999. */
const MAX_LENGTH: Readonly<Record<string, number>> = {
  AA: 64,
  AB: 4,
  AC: 10,
  AE: 2,
  AF: 50,
  AI: 32,
  AK: 900,
  AL: 1,
  BA: 1,
  BF: 1,
  CA: 2,
  CB: 12,
  CC: 3,
  CD: 1,
  CE: 3,
  CF: 99,
  CG: 10,
  CI: 1,
  CJ: 12,
  CK: 3,
  CZ: 4,
};

/** A whole message above this size is not a terminal answer: stop reading instead of buffering. */
export const CAISSE_AP_MAX_MESSAGE_BYTES = 16 * 1024;

const HEADER = 5;

function maxLength(tag: string): number {
  return MAX_LENGTH[tag] ?? 999;
}

function isTagByte(byte: number): boolean {
  return (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x30 && byte <= 0x39);
}

function isDigit(byte: number): boolean {
  return byte >= 0x30 && byte <= 0x39;
}

/** CR, LF, space, tab: tolerated where a field may start, and skipped. */
function isSeparator(byte: number): boolean {
  return byte === 0x0d || byte === 0x0a || byte === 0x20 || byte === 0x09;
}

function isPrintable(byte: number): boolean {
  return byte >= 0x20 && byte <= 0x7e;
}

function show(byte: number): string {
  return isPrintable(byte) ? `« ${String.fromCharCode(byte)} »` : `0x${byte.toString(16).padStart(2, '0')}`;
}

/** Encodes ordered fields; CZ must come first. Throws CaisseApCodecError on a field it cannot send. */
export function encodeCaisseAp(fields: readonly CaisseApField[]): Buffer {
  if (fields[0]?.[0] !== CAISSE_AP_VERSION_TAG) {
    throw new CaisseApCodecError('framing', 'un message commence par le tag CZ (version du protocole).');
  }
  const seen = new Set<string>();
  let text = '';
  for (const [tag, value] of fields) {
    if (!/^[A-Z0-9]{2}$/.test(tag)) {
      throw new CaisseApCodecError(
        'framing',
        `tag invalide « ${tag} » (deux lettres majuscules ou chiffres).`,
      );
    }
    if (seen.has(tag)) throw new CaisseApCodecError('duplicate-tag', `tag ${tag} en double.`);
    seen.add(tag);
    if (!/^[\x20-\x7e]*$/.test(value)) {
      throw new CaisseApCodecError('non-ascii', `la valeur du tag ${tag} n'est pas en ASCII imprimable.`);
    }
    if (value.length < 1 || value.length > maxLength(tag)) {
      throw new CaisseApCodecError(
        'length-limit',
        `longueur ${value.length} hors limite pour le tag ${tag} (1 à ${maxLength(tag)}).`,
      );
    }
    text += `${tag}${String(value.length).padStart(3, '0')}${value}`;
  }
  return Buffer.from(text, 'ascii');
}

/** First value of a tag in a message. */
export function fieldValue(message: CaisseApMessage, tag: string): string | undefined {
  return message.find(([t]) => t === tag)?.[1];
}

/**
 * Incremental decoder for one TCP stream. `push` takes chunks as they come (split anywhere, even byte by
 * byte) and returns the messages closed by the start of the next one; `flush` closes the open message.
 * After an error the stream is unusable: every later call throws the same error.
 */
export class CaisseApDecoder {
  private buffer = Buffer.alloc(0);
  private fields: CaisseApField[] = [];
  private messageBytes = 0;
  /** Bytes consumed since the stream began, for error positions. */
  private offset = 0;
  private failure: CaisseApCodecError | undefined;

  /** True when the bytes so far end exactly after a field of an open message. */
  get atFieldBoundary(): boolean {
    return this.buffer.length === 0 && this.fields.length > 0;
  }

  /** The complete fields of the open message so far. */
  get pending(): CaisseApMessage {
    return [...this.fields];
  }

  push(chunk: Uint8Array): CaisseApMessage[] {
    this.throwIfFailed();
    for (let i = 0; i < chunk.length; i += 1) {
      if (chunk[i]! > 0x7f) {
        this.fail(
          'non-ascii',
          `octet non ASCII 0x${chunk[i]!.toString(16)} à la position ${this.offset + this.buffer.length + i}.`,
        );
      }
    }
    this.buffer = this.buffer.length === 0 ? Buffer.from(chunk) : Buffer.concat([this.buffer, chunk]);
    const closed: CaisseApMessage[] = [];
    for (;;) {
      const field = this.nextField(closed);
      if (!field) break;
      this.fields.push(field);
    }
    return closed;
  }

  /** No more bytes belong to the open message: returns it (if any). Throws when cut inside a field. */
  flush(): CaisseApMessage[] {
    this.throwIfFailed();
    if (this.buffer.length > 0) {
      const tag = this.buffer.subarray(0, 2).toString('ascii');
      const declared =
        this.buffer.length >= HEADER ? Number(this.buffer.subarray(2, HEADER).toString('ascii')) : undefined;
      this.fail(
        'truncated',
        declared === undefined
          ? `message tronqué : en-tête de champ incomplet (${this.buffer.length} octet(s) sur 5) à la position ${this.offset}.`
          : `message tronqué : ${this.buffer.length - HEADER} octet(s) reçus sur ${declared} annoncés pour le tag ${tag}.`,
      );
    }
    const message = this.fields;
    this.fields = [];
    this.messageBytes = 0;
    return message.length > 0 ? [message] : [];
  }

  private nextField(closed: CaisseApMessage[]): CaisseApField | undefined {
    let skipped = 0;
    while (skipped < this.buffer.length && isSeparator(this.buffer[skipped]!)) skipped += 1;
    if (skipped > 0) {
      this.buffer = this.buffer.subarray(skipped);
      this.offset += skipped;
    }
    const buffer = this.buffer;
    const at = this.offset;
    for (let i = 0; i < Math.min(2, buffer.length); i += 1) {
      if (!isTagByte(buffer[i]!)) {
        this.fail(
          'framing',
          `encadrement inconnu : ${show(buffer[i]!)} à la position ${at + i} à la place d'un tag (deux lettres majuscules ou chiffres).`,
        );
      }
    }
    if (buffer.length < 2) return undefined;
    const tag = buffer.subarray(0, 2).toString('ascii');
    if (this.fields.length === 0 && tag !== CAISSE_AP_VERSION_TAG) {
      this.fail(
        'framing',
        `encadrement inconnu : le message commence par ${tag} au lieu de CZ (position ${at}).`,
      );
    }
    if (tag === CAISSE_AP_VERSION_TAG && this.fields.length > 0) {
      // A new message starts: the open one is complete.
      closed.push(this.fields);
      this.fields = [];
      this.messageBytes = 0;
    }
    for (let i = 2; i < Math.min(HEADER, buffer.length); i += 1) {
      if (!isDigit(buffer[i]!)) {
        this.fail(
          'bad-length',
          `longueur non numérique pour le tag ${tag} : ${show(buffer[i]!)} à la position ${at + i}.`,
        );
      }
    }
    if (buffer.length < HEADER) return undefined;
    const length = Number(buffer.subarray(2, HEADER).toString('ascii'));
    if (length === 0) this.fail('bad-length', `longueur nulle pour le tag ${tag} à la position ${at}.`);
    if (length > maxLength(tag)) {
      this.fail(
        'length-limit',
        `longueur ${length} hors limite pour le tag ${tag} (${maxLength(tag)} au plus).`,
      );
    }
    if (this.messageBytes + HEADER + length > CAISSE_AP_MAX_MESSAGE_BYTES) {
      this.fail('too-long', `message de plus de ${CAISSE_AP_MAX_MESSAGE_BYTES} octets.`);
    }
    const end = HEADER + Math.min(length, buffer.length - HEADER);
    for (let i = HEADER; i < end; i += 1) {
      if (!isPrintable(buffer[i]!)) {
        this.fail(
          'non-ascii',
          `caractère de contrôle ${show(buffer[i]!)} dans la valeur du tag ${tag} (position ${at + i}).`,
        );
      }
    }
    if (buffer.length < HEADER + length) return undefined;
    if (this.fields.some(([t]) => t === tag))
      this.fail('duplicate-tag', `tag ${tag} en double dans un message.`);
    const value = buffer.subarray(HEADER, HEADER + length).toString('ascii');
    this.buffer = buffer.subarray(HEADER + length);
    this.offset += HEADER + length;
    this.messageBytes += HEADER + length;
    return [tag, value];
  }

  private fail(code: CaisseApErrorCode, message: string): never {
    this.failure = new CaisseApCodecError(code, message);
    throw this.failure;
  }

  private throwIfFailed(): void {
    if (this.failure) throw this.failure;
  }
}
