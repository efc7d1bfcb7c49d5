// Caisse-AP over IP driver: one TCP connection per payment, the request sent once, the answer read as
// it comes (async sockets only, so the ~3-minute customer dialog never blocks the main process).
// Before the request left: `error` (nothing can have been debited). After: anything short of a
// readable final answer is `unknown`, never a failure that would invite a second debit.
import { connect } from 'node:net';
import {
  defaultPaymentLog,
  type PaymentLog,
  type TerminalDriver,
  type TerminalRequest,
  type TerminalResult,
} from '../driver';
import { PAYMENT_MESSAGES } from '../messages';
import {
  CaisseApDecoder,
  encodeCaisseAp,
  fieldValue,
  type CaisseApField,
  type CaisseApMessage,
} from './codec';
import { checkCaisseApConnection } from './connection-check';
import { debitRequest, INTERMEDIATE, interpretAnswer, isCompleteAnswer } from './protocol';

export interface CaisseApDriverOptions {
  host: string;
  port: number;
  /** Point-of-sale number sent in CA (1 or 2 digits). */
  posNumber: string | number;
  /** Giving up on connecting (nothing sent yet). Default 5 s. */
  connectTimeoutMs?: number;
  /** From the request sent to the final answer: covers the customer's dialog. Default 200 s. */
  answerTimeoutMs?: number;
  /**
   * An answer is read until it holds every field the point of sale reads (see `isCompleteAnswer`) or
   * the terminal closes the connection. This silence, on a field boundary after AE, ends an answer that
   * never completes (a terminal that sends no AA and keeps the connection open); it must outlast the
   * pauses real terminals make between fields (seconds after AE). Default 5 s.
   */
  quietMs?: number;
  /** CZ, default "0300". */
  protocolVersion?: string;
  /** CJ, default "012345678901" (informative for terminals; use the identifier the AP assigned). */
  protocolId?: string;
  log?: PaymentLog;
}

export const CAISSE_AP_DEFAULTS = {
  connectTimeoutMs: 5_000,
  answerTimeoutMs: 200_000,
  quietMs: 5_000,
  protocolVersion: '0300',
  protocolId: '012345678901',
} as const;

type Settings = Required<Omit<CaisseApDriverOptions, 'posNumber'>> & { posNumber: string };

export function createCaisseApDriver(options: CaisseApDriverOptions): TerminalDriver {
  const posNumber = String(options.posNumber);
  if (!/^\d{1,2}$/.test(posNumber)) throw new Error(`Numéro de caisse Caisse-AP invalide : ${posNumber}`);
  const settings: Settings = {
    host: options.host,
    port: options.port,
    posNumber: posNumber.padStart(2, '0'),
    connectTimeoutMs: options.connectTimeoutMs ?? CAISSE_AP_DEFAULTS.connectTimeoutMs,
    answerTimeoutMs: options.answerTimeoutMs ?? CAISSE_AP_DEFAULTS.answerTimeoutMs,
    quietMs: options.quietMs ?? CAISSE_AP_DEFAULTS.quietMs,
    protocolVersion: options.protocolVersion ?? CAISSE_AP_DEFAULTS.protocolVersion,
    protocolId: options.protocolId ?? CAISSE_AP_DEFAULTS.protocolId,
    log: options.log ?? defaultPaymentLog,
  };
  return {
    pay: (request) => exchange(settings, request),
    // Caisse-AP gives the point of sale no way to ask what became of an earlier transaction: no
    // transaction identifier goes out with the request, and no query action exists (the "duplicata"
    // action only reprints the last ticket, which may belong to another payment). So a lost answer
    // stays `unknown` here; the signed `unknown` report lets the back office settle it with the
    // acquirer's records.
    reconcile: async () => ({ status: 'unknown', message: PAYMENT_MESSAGES.unknown }),
    checkConnection: () =>
      checkCaisseApConnection({
        host: settings.host,
        port: settings.port,
        timeoutMs: settings.connectTimeoutMs,
      }),
  };
}

function exchange(settings: Settings, request: TerminalRequest): Promise<TerminalResult> {
  let sent: CaisseApField[];
  let bytes: Buffer;
  try {
    sent = debitRequest(request, settings);
    bytes = encodeCaisseAp(sent);
  } catch (error) {
    settings.log('Caisse-AP : demande non envoyée', error);
    return Promise.resolve({ status: 'error', message: PAYMENT_MESSAGES.invalidRequest });
  }
  const { log } = settings;
  const where = `${settings.host}:${settings.port}`;

  return new Promise((resolve) => {
    const decoder = new CaisseApDecoder();
    const socket = connect({ host: settings.host, port: settings.port });
    let requestSent = false;
    let settled = false;
    let quietTimer: NodeJS.Timeout | undefined;
    let answerTimer: NodeJS.Timeout | undefined;
    const connectTimer = setTimeout(
      () => lost(`pas de connexion au terminal ${where} après ${settings.connectTimeoutMs} ms`),
      settings.connectTimeoutMs,
    );

    function finish(result: TerminalResult, problem?: string): void {
      if (settled) return;
      settled = true;
      clearTimeout(connectTimer);
      clearTimeout(answerTimer);
      clearTimeout(quietTimer);
      socket.destroy();
      if (problem) log(`Caisse-AP ${where} (${request.idempotencyKey}) : ${problem} → ${result.status}`);
      resolve(result);
    }

    function lost(problem: string): void {
      if (requestSent) finish({ status: 'unknown', message: PAYMENT_MESSAGES.unknown }, problem);
      else finish({ status: 'error', message: PAYMENT_MESSAGES.unreachable }, problem);
    }

    /** True when the message was the final answer (the exchange is over). */
    function handle(message: CaisseApMessage): boolean {
      const meaning = interpretAnswer(message, sent);
      if (meaning === INTERMEDIATE) return false;
      finish(meaning.result, meaning.problem);
      return true;
    }

    /**
     * The open message is over (quiet time, the terminal closed, or the answer time limit): read what
     * it holds, else the answer is lost. A message cut inside a field is unreadable: `unknown`.
     */
    function close(reason: string): void {
      if (settled) return;
      try {
        for (const message of decoder.flush()) if (handle(message)) return;
      } catch (error) {
        return lost(`réponse illisible (${(error as Error).message})`);
      }
      if (reason !== 'quiet') lost(reason);
    }

    socket.setNoDelay(true);
    socket.once('connect', () => {
      clearTimeout(connectTimer);
      requestSent = true;
      socket.write(bytes);
      answerTimer = setTimeout(
        () => close(`pas de réponse complète après ${settings.answerTimeoutMs} ms`),
        settings.answerTimeoutMs,
      );
    });
    socket.on('data', (chunk: Buffer) => {
      clearTimeout(quietTimer);
      try {
        for (const message of decoder.push(chunk)) if (handle(message)) return;
      } catch (error) {
        return lost(`réponse illisible (${(error as Error).message})`);
      }
      const open = decoder.pending;
      // Everything the point of sale reads is in: no need to wait for more (trailing fields are ignored).
      if (isCompleteAnswer(open)) {
        handle(open);
        return;
      }
      if (decoder.atFieldBoundary && fieldValue(open, 'AE') !== undefined) {
        quietTimer = setTimeout(() => close('quiet'), settings.quietMs);
      }
    });
    socket.on('end', () => close('connexion fermée par le terminal avant une réponse complète'));
    socket.on('error', (error) => close(`erreur de connexion (${error.message})`));
    socket.on('close', () => close('connexion perdue avant une réponse complète'));
  });
}
