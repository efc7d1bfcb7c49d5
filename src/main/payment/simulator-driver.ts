// The default terminal (tests and `npm start`): in-process, no TCP. It approves after a short delay
// unless told otherwise for the next payments, and it remembers what truly happened to each key, so
// `reconcile` tells the truth even when `pay` answered `unknown`.
import type { TerminalDriver, TerminalRequest, TerminalResult } from './driver';
import { PAYMENT_MESSAGES } from './messages';
import { maskCardNumber } from './terminal-result';

/** What the simulated terminal does with one payment. `delayMs` overrides the driver's delay. */
export type SimulatedBehaviour = { delayMs?: number } & (
  | { kind: 'approve'; reference?: string; maskedPan?: string }
  | { kind: 'decline'; reason?: string }
  | { kind: 'cancel'; reason?: string }
  /** No answer in time: `unknown`. `debited` says whether the card was charged all the same. */
  | { kind: 'timeout'; debited?: boolean }
  /** Connection dropped after the request left: `unknown`, debited before the loss or not. */
  | { kind: 'drop'; debited: boolean }
  /** The terminal cannot be reached: `error`, the request never arrived. */
  | { kind: 'unreachable' }
);

export interface SimulatorDriverOptions {
  /** Time the simulated customer takes on the terminal. Default 1500 ms. */
  delayMs?: number;
  /** Waiting, injectable for tests. Default: setTimeout. */
  sleep?: (ms: number) => Promise<void>;
}

export interface SimulatorDriver extends TerminalDriver {
  /** Queues behaviours for the next payments, in order; afterwards the terminal approves again. */
  script(...behaviours: SimulatedBehaviour[]): void;
  /** How many times a card was charged. */
  readonly debitCount: number;
  /** Every request `pay` received, in order. */
  readonly requests: readonly TerminalRequest[];
}

export const SIMULATOR_MASKED_PAN = '**** **** **** 0003';
export const SIMULATOR_DEFAULT_DELAY_MS = 1500;

function maskedOrNone(pan: string): Pick<TerminalResult, 'maskedPan'> {
  const maskedPan = maskCardNumber(pan);
  return maskedPan === undefined ? {} : { maskedPan };
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createSimulatorDriver(options: SimulatorDriverOptions = {}): SimulatorDriver {
  const delayMs = options.delayMs ?? SIMULATOR_DEFAULT_DELAY_MS;
  const sleep = options.sleep ?? realSleep;
  const queue: SimulatedBehaviour[] = [];
  const requests: TerminalRequest[] = [];
  /** The truth per key: what the terminal would say about its last transaction with that key. */
  const truth = new Map<string, TerminalResult>();
  let debitCount = 0;
  /** The payment the simulated customer is in, and how to end its dialog at once. */
  let current: { key: string; abort: () => void } | null = null;

  function approve(reference: string | undefined, maskedPan: string | undefined): TerminalResult {
    debitCount += 1;
    return {
      status: 'approved',
      reference: reference ?? `SIM-${String(debitCount).padStart(6, '0')}`,
      // A scripted number goes through the masking a real terminal's answer gets: never kept in clear.
      ...maskedOrNone(maskedPan ?? SIMULATOR_MASKED_PAN),
      message: PAYMENT_MESSAGES.approved,
    };
  }

  function lostAnswer(key: string, debited: boolean): TerminalResult {
    truth.set(
      key,
      debited
        ? approve(undefined, undefined)
        : { status: 'cancelled', message: PAYMENT_MESSAGES.notCompleted },
    );
    return { status: 'unknown', message: PAYMENT_MESSAGES.unknown };
  }

  return {
    script(...behaviours) {
      queue.push(...behaviours);
    },
    get debitCount() {
      return debitCount;
    },
    get requests() {
      return [...requests];
    },

    async pay(request) {
      requests.push({ ...request });
      const queued = queue.shift() ?? { kind: 'approve' };
      const key = request.idempotencyKey;
      let aborted = false;
      await Promise.race([
        sleep(queued.delayMs ?? delayMs),
        new Promise<void>((resolve) => {
          current = { key, abort: () => ((aborted = true), resolve()) };
        }),
      ]);
      current = null;
      // Aborted during the customer's dialog: nothing was debited, as a terminal's abandon says.
      const behaviour: SimulatedBehaviour = aborted ? { kind: 'cancel' } : queued;
      switch (behaviour.kind) {
        case 'approve': {
          const result = approve(behaviour.reference, behaviour.maskedPan);
          truth.set(key, result);
          return result;
        }
        case 'decline': {
          const result: TerminalResult = {
            status: 'declined',
            message: behaviour.reason ?? PAYMENT_MESSAGES.declined,
          };
          truth.set(key, result);
          return result;
        }
        case 'cancel': {
          const result: TerminalResult = {
            status: 'cancelled',
            message: behaviour.reason ?? PAYMENT_MESSAGES.cancelled,
          };
          truth.set(key, result);
          return result;
        }
        case 'timeout':
          return lostAnswer(key, behaviour.debited ?? false);
        case 'drop':
          return lostAnswer(key, behaviour.debited);
        case 'unreachable':
          return { status: 'error', message: PAYMENT_MESSAGES.unreachable };
      }
    },

    async abort(idempotencyKey) {
      if (current?.key !== idempotencyKey) return false;
      current.abort();
      return true;
    },

    async reconcile(request) {
      // A key the terminal never received stays unknown: the simulator does not claim what it cannot know.
      const known = truth.get(request.idempotencyKey);
      return known ? { ...known } : { status: 'unknown', message: PAYMENT_MESSAGES.unknown };
    },

    // In the app's own process, nothing lies between it and the point of sale: always there.
    async checkConnection() {
      return 'reachable';
    },
  };
}
