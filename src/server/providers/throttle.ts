// Slows bursts down, per key (a login's mail, a client address): after `attempts` within `windowMs`,
// each further attempt waits a doubling delay (1 s, 2 s, 4 s… at most `maxDelayMs`) from the last one.
// An attempt counts from the moment it is let through, so parallel attempts cannot all slip in before
// the first one is checked; a login that succeeds withdraws it (`succeeded`) and clears its mail's count
// (not the address's: one good account must not unlock a whole address).
export interface ThrottleRules {
  attempts: number;
  windowMs: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

/** The mobile-ticket login: 5 wrong passwords within 15 minutes, then 1 s, 2 s… up to 5 min. */
export const THROTTLE_RULES: ThrottleRules = {
  attempts: 5,
  windowMs: 15 * 60 * 1000,
  firstDelayMs: 1000,
  maxDelayMs: 5 * 60 * 1000,
};

/** Keys kept at most; beyond, the oldest are forgotten (a flood of mails must not exhaust memory). */
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
    private readonly rules: ThrottleRules = THROTTLE_RULES,
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

  /** The attempt was right: it no longer counts, and `clearedKey`'s attempts are forgotten. */
  succeeded(attempt: Attempt, clearedKey: string): void {
    this.attempts.delete(clearedKey);
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

/** "3 secondes", "1 seconde", "5 minutes": a wait in French, rounded up. */
export function waitInFrench(waitMs: number): string {
  const seconds = Math.ceil(waitMs / 1000);
  const [count, unit] = seconds < 60 ? [seconds, 'seconde'] : [Math.ceil(seconds / 60), 'minute'];
  return `${count} ${unit}${count > 1 ? 's' : ''}`;
}
