// What the loopback printer answers to an ESC/POS real-time status request (DLE EOT n), from the
// condition a test gave it, as an Epson printer would: a paper end or an open cover also takes the
// printer offline; a near end does not. Bits from Epson's ESC/POS reference, "DLE EOT" (the kiosk's
// own reading is src/main/printer/status.ts: this side is written from the reference, not from it).

export interface LoopbackCondition {
  paper: 'ok' | 'near-end' | 'end';
  coverOpen: boolean;
  /** Offline for a reason of its own (waiting for online recovery). */
  offline: boolean;
  /** An autocutter error (the printer stops). */
  cutterError: boolean;
  /** Takes the connection and never answers a status request. */
  silent: boolean;
}

export const READY_CONDITION: LoopbackCondition = {
  paper: 'ok',
  coverOpen: false,
  offline: false,
  cutterError: false,
  silent: false,
};

/** Bits 1 and 4 are on in every answer. */
const FIXED = 0b0001_0010;
const on = (...bits: number[]) => bits.reduce((byte, bit) => byte | (1 << bit), FIXED);

/** The status byte answering DLE EOT n; undefined for an n the reference does not define. */
export function statusAnswer(condition: LoopbackCondition, n: number): number | undefined {
  const paperEnd = condition.paper === 'end';
  const stopped = paperEnd || condition.coverOpen || condition.offline || condition.cutterError;
  switch (n) {
    case 1:
      return stopped ? on(3) : on();
    case 2:
      return on(
        ...(condition.coverOpen ? [2] : []),
        ...(paperEnd ? [5] : []),
        ...(condition.cutterError ? [6] : []),
      );
    case 3:
      return condition.cutterError ? on(3) : on();
    case 4:
      // The near-end sensor sees the end too: a roll that ran out has passed it.
      return paperEnd ? on(2, 3, 5, 6) : condition.paper === 'near-end' ? on(2, 3) : on();
    default:
      return undefined;
  }
}

/** Finds DLE EOT n requests in bytes received; `from` is where the previous scan stopped. */
export function findStatusRequests(bytes: Buffer, from: number): { requests: number[]; next: number } {
  const requests: number[] = [];
  let index = from;
  while (index + 2 < bytes.length) {
    if (bytes[index] === 0x10 && bytes[index + 1] === 0x04) {
      requests.push(bytes[index + 2]!);
      index += 3;
    } else {
      index += 1;
    }
  }
  return { requests, next: index };
}

/** A connection that sent only status requests: not a print job. */
export function onlyStatusRequests(bytes: Buffer): boolean {
  if (bytes.length === 0 || bytes.length % 3 !== 0) return false;
  for (let index = 0; index < bytes.length; index += 3) {
    if (bytes[index] !== 0x10 || bytes[index + 1] !== 0x04) return false;
  }
  return true;
}
