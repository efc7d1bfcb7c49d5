// ESC/POS real-time status: the bytes of a DLE EOT n request and the reading of the printer's one-byte
// answers. Bit meanings from Epson's ESC/POS command reference, "DLE EOT: Transmit real-time status"
// (https://download4.epson.biz/sec_pubs/pos/reference_en/escpos/dle_eot.html; the same table is in the
// programming guides of other ESC/POS printers, e.g. Tally Dascom DT-210 §"DLE EOT n"):
//   every answer     bit 0 = 0, bit 1 = 1, bit 4 = 1, bit 7 = 0 (fixed: any other byte is not a status)
//   n = 1 printer    bit 3 offline (bit 2 drawer pin 3, bit 5 waiting for online recovery, bit 6 FEED
//                    button pressed: not used here)
//   n = 2 offline    bit 2 cover open, bit 3 paper fed by the FEED button, bit 5 printing stopped by a
//         cause      paper end, bit 6 an error occurred (its cause: n = 3)
//   n = 3 error      bit 2 recoverable error, bit 3 autocutter error, bit 5 unrecoverable error, bit 6
//         cause      automatically recoverable error (head or motor too hot)
//   n = 4 roll paper bits 2-3 near-end sensor (00 paper adequate, 11 near end), bits 5-6 end sensor (00
//         sensor     paper present, 11 no paper); the two bits of a sensor always agree
// The printer answers these even while offline (that is what they are for), one byte per request.

export const DLE = 0x10;
export const EOT = 0x04;

/** The four real-time status requests, named for what they ask. */
export const STATUS_REQUEST = {
  printer: 1,
  offlineCause: 2,
  errorCause: 3,
  paperSensor: 4,
} as const;
export type StatusRequest = (typeof STATUS_REQUEST)[keyof typeof STATUS_REQUEST];

export type PaperState = 'ok' | 'near-end' | 'end';
export type PrinterErrorCause =
  'recoverable' | 'cutter' | 'unrecoverable' | 'auto-recoverable' | 'unspecified';

/** What the printer said about itself. */
export interface PrinterStatusAnswer {
  known: true;
  paper: PaperState;
  coverOpen: boolean;
  offline: boolean;
  /** Present when the printer reports an error: its causes (never empty). */
  error?: PrinterErrorCause[];
}

/**
 * No status: `silent` (no answer in time), `unreachable` (connection refused or lost), `malformed` (an
 * answer that is not a status byte), `unsupported` (an interface that cannot carry an answer back:
 * a system print queue, a device path, or a Star printer, whose command set has no DLE EOT).
 */
export type UnknownStatusReason = 'silent' | 'unreachable' | 'malformed' | 'unsupported';

/** A printer that did not answer is never taken for a working one. */
export interface PrinterStatusUnknown {
  known: false;
  offline: true;
  reason: UnknownStatusReason;
}

export type PrinterStatus = PrinterStatusAnswer | PrinterStatusUnknown;

/** The one status answer each request gets, as bytes. */
export interface StatusBytes {
  printer: number;
  offlineCause: number;
  paperSensor: number;
  /** Asked only when the offline cause reports an error. */
  errorCause?: number;
}

const FIXED_MASK = 0b1001_0011;
const FIXED_VALUE = 0b0001_0010;

export function statusRequestBytes(request: StatusRequest): Buffer {
  return Buffer.from([DLE, EOT, request]);
}

export function unknownStatus(reason: UnknownStatusReason): PrinterStatusUnknown {
  return { known: false, offline: true, reason };
}

const bit = (byte: number, index: number): boolean => (byte & (1 << index)) !== 0;

/** The answer's one byte when it is a status byte (exactly one byte, fixed bits as the reference says). */
export function statusByte(answer: unknown): number | undefined {
  if (!Buffer.isBuffer(answer) || answer.length !== 1) return undefined;
  const byte = answer[0]!;
  return (byte & FIXED_MASK) === FIXED_VALUE ? byte : undefined;
}

/** A sensor reported on two bits: both clear or both set; anything else is not a valid answer. */
function sensorPair(byte: number, low: number): boolean | undefined {
  const first = bit(byte, low);
  return first === bit(byte, low + 1) ? first : undefined;
}

function errorCauses(offlineCause: number, errorCause: number | undefined): PrinterErrorCause[] | undefined {
  if (!bit(offlineCause, 6)) return undefined;
  const causes: PrinterErrorCause[] = [];
  if (errorCause !== undefined) {
    if (bit(errorCause, 2)) causes.push('recoverable');
    if (bit(errorCause, 3)) causes.push('cutter');
    if (bit(errorCause, 5)) causes.push('unrecoverable');
    if (bit(errorCause, 6)) causes.push('auto-recoverable');
  }
  return causes.length > 0 ? causes : ['unspecified'];
}

/** The status the answers describe; `malformed` when one of them is not a status byte. */
export function parseStatusBytes(bytes: StatusBytes): PrinterStatus {
  const answers = [bytes.printer, bytes.offlineCause, bytes.paperSensor, bytes.errorCause];
  const valid = answers.every(
    (byte) =>
      byte === undefined ||
      (Number.isInteger(byte) && byte >= 0 && byte <= 0xff && (byte & FIXED_MASK) === FIXED_VALUE),
  );
  if (!valid) return unknownStatus('malformed');
  const nearEnd = sensorPair(bytes.paperSensor, 2);
  const end = sensorPair(bytes.paperSensor, 5);
  if (nearEnd === undefined || end === undefined) return unknownStatus('malformed');
  // A paper end stops printing whichever says it first: the end sensor or the offline cause.
  const paper: PaperState = end || bit(bytes.offlineCause, 5) ? 'end' : nearEnd ? 'near-end' : 'ok';
  const error = errorCauses(bytes.offlineCause, bytes.errorCause);
  return {
    known: true,
    paper,
    coverOpen: bit(bytes.offlineCause, 2),
    offline: bit(bytes.printer, 3),
    ...(error ? { error } : {}),
  };
}

/** A printer that can print a receipt now (a near end still prints). */
export function canPrint(status: PrinterStatus): boolean {
  return (
    status.known &&
    status.paper !== 'end' &&
    !status.coverOpen &&
    !status.offline &&
    status.error === undefined
  );
}
