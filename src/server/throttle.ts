// The emulator's one throttle for look-ups that answer "found / not found" on customer data (issue 23):
// the card lookup, a card's sellable titles, the reservation ticket lookup and the on-board proofs on
// the back office, the mobile-ticket login on its provider (each listener holds its own). Failures are
// counted per key (the card, the ticket, the orders, the mail) and per client (a kiosk's device id at
// its address, else the address); after `attempts` within `windowMs`, each further attempt waits a doubling delay (1 s,
// 2 s, 4 s… at most `maxDelayMs`) from the last one. An attempt counts from the moment it is let
// through, so parallel attempts cannot all slip in before the first one is answered; one that finds what
// it looked for is withdrawn and clears its keys' counts (never the client's: one right answer must not
// unlock a whole address). The contactless-transactions search uses the same counter with its own rules.
import type { FastifyRequest } from 'fastify';
import { retryAfterSeconds, retryWaitOf } from '../shared/retry-wait';

export interface ThrottleRules {
  attempts: number;
  windowMs: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

/** Every look-up: 5 failures within 15 minutes, then 1 s, 2 s… up to 5 min. */
export const LOOKUP_RULES: ThrottleRules = {
  attempts: 5,
  windowMs: 15 * 60 * 1000,
  firstDelayMs: 1000,
  maxDelayMs: 5 * 60 * 1000,
};

/** Keys kept at most; beyond, the oldest are forgotten (a flood of keys must not exhaust memory). */
const MAX_KEYS = 10_000;

export interface Attempt {
  keys: readonly string[];
  at: number;
}

export class AttemptThrottle {
  /** Attempt instants per key, oldest first, within the window. */
  private attempts = new Map<string, number[]>();

  constructor(
    private readonly now: () => Date,
    private readonly rules: ThrottleRules = LOOKUP_RULES,
  ) {}

  /**
   * Lets an attempt on these keys through, counted until `succeeded`; or, while one of them must wait,
   * the milliseconds left (nothing is counted then).
   */
  begin(keys: readonly string[]): { attempt: Attempt } | { waitMs: number } {
    const at = this.now().getTime();
    const waitMs = Math.max(0, ...keys.map((key) => this.waitOf(key, at)));
    if (waitMs > 0) return { waitMs };
    for (const key of keys) this.record(key, at);
    return { attempt: { keys, at } };
  }

  /** The attempt was right: it no longer counts, and the `cleared` keys' attempts are forgotten. */
  succeeded(attempt: Attempt, cleared: readonly string[]): void {
    for (const key of cleared) this.attempts.delete(key);
    for (const key of attempt.keys) {
      const list = this.attempts.get(key);
      const index = list?.lastIndexOf(attempt.at) ?? -1;
      if (list && index !== -1) list.splice(index, 1);
    }
  }

  /** Forgets every attempt (the emulator's control API, between tests). */
  clear(): void {
    this.attempts.clear();
  }

  private recent(key: string, at: number): number[] {
    const list = (this.attempts.get(key) ?? []).filter((t) => t > at - this.rules.windowMs);
    if (list.length === 0) this.attempts.delete(key);
    else this.attempts.set(key, list);
    return list;
  }

  private waitOf(key: string, at: number): number {
    const list = this.recent(key, at);
    if (list.length < this.rules.attempts) return 0;
    const doublings = Math.min(list.length - this.rules.attempts, 20);
    const delay = Math.min(this.rules.firstDelayMs * 2 ** doublings, this.rules.maxDelayMs);
    return Math.max(0, list.at(-1)! + delay - at);
  }

  private record(key: string, at: number): void {
    const list = this.recent(key, at);
    // Re-inserted last: the Map's order is then the order of last use, oldest first.
    this.attempts.delete(key);
    this.attempts.set(key, [...list, at]);
    while (this.attempts.size > MAX_KEYS) this.attempts.delete(this.attempts.keys().next().value!);
  }
}

/** "3 secondes", "1 seconde", "5 minutes": a wait in French, as Retry-After rounds it. */
export function waitInFrench(waitMs: number): string {
  const { count, unit } = retryWaitOf(retryAfterSeconds(waitMs));
  return `${count} ${unit === 'second' ? 'seconde' : 'minute'}${count > 1 ? 's' : ''}`;
}

/** A refused attempt: `guarded` answers it 429, with Retry-After and `${what} Veuillez réessayer dans …`. */
export class TooManyAttempts extends Error {
  constructor(
    readonly waitMs: number,
    what: string,
  ) {
    super(`${what} Veuillez réessayer dans ${waitInFrench(waitMs)}.`);
  }
}

/** Who is counted for a request besides the key looked up: `borne:<id>@<address>` for a registered
 * kiosk (kiosks behind one station router are told apart; the id header is not signed, so a page that
 * names a kiosk from elsewhere cannot hold that kiosk), else `ip:<address>` (Fastify's request.ip:
 * X-Forwarded-For only from the trusted proxies of the options). */
export type ClientOf = (request: FastifyRequest) => string;

export const clientOf =
  (deviceOf: (request: FastifyRequest) => string | null = () => null): ClientOf =>
  (request) => {
    const device = deviceOf(request);
    return device === null ? `ip:${request.ip}` : `borne:${device}@${request.ip}`;
  };

/** A listener without kiosks (the providers'): the address. */
export const clientByAddress: ClientOf = clientOf();

/** The back office's look-ups: one throttle for all of them, so a client's failures add up across them. */
export class LookupGuard {
  constructor(
    readonly throttle: AttemptThrottle,
    private readonly client: ClientOf,
  ) {}

  /**
   * Runs `lookup` of `keys` for this request's client: refused (TooManyAttempts) while one must wait;
   * counted as a failure when it throws or `found` says no; withdrawn, its keys cleared, otherwise.
   */
  run<T>(
    request: FastifyRequest,
    keys: readonly string[],
    lookup: () => T,
    found: (result: T) => boolean = () => true,
  ): T {
    const gate = this.throttle.begin([...keys, this.client(request)]);
    if ('waitMs' in gate) throw new TooManyAttempts(gate.waitMs, LOOKUP_REFUSED);
    const result = lookup();
    if (found(result)) this.throttle.succeeded(gate.attempt, keys);
    return result;
  }
}

/** The first words of a throttled look-up's 429. */
export const LOOKUP_REFUSED = 'Trop de tentatives infructueuses.';
