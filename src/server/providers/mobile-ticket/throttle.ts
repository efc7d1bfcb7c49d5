// Slows a burst of wrong passwords down, per mail (lower-cased) and per client address: after 5
// failures within 15 minutes, each further attempt waits a doubling delay (1 s, 2 s, 4 s… at most
// 5 min) from the last failure. An attempt counts as failed from the moment it is let through, so
// parallel attempts cannot all slip in before the first one is checked; a success withdraws it and
// clears the mail's count (not the address's: one good account must not unlock a whole address).
export const THROTTLE_RULES = {
  failures: 5,
  windowMs: 15 * 60 * 1000,
  firstDelayMs: 1000,
  maxDelayMs: 5 * 60 * 1000,
} as const;

/** Keys kept at most; beyond, the oldest are forgotten (a flood of mails must not exhaust memory). */
const MAX_KEYS = 10_000;

export interface Attempt {
  keys: readonly string[];
  at: number;
}

export class LoginThrottle {
  /** Failure instants per key, oldest first, within the window. */
  private failures = new Map<string, number[]>();

  constructor(private readonly now: () => Date) {}

  /**
   * Lets an attempt on these keys through, counted as failed until `succeeded`; or, while one of them
   * must wait, the milliseconds left (nothing is counted then).
   */
  begin(keys: readonly string[]): { attempt: Attempt } | { waitMs: number } {
    const at = this.now().getTime();
    const waitMs = Math.max(0, ...keys.map((key) => this.waitOf(key, at)));
    if (waitMs > 0) return { waitMs };
    for (const key of keys) this.record(key, at);
    return { attempt: { keys, at } };
  }

  /** The attempt was right: it no longer counts, and `clearedKey`'s failures are forgotten. */
  succeeded(attempt: Attempt, clearedKey: string): void {
    this.failures.delete(clearedKey);
    for (const key of attempt.keys) {
      const list = this.failures.get(key);
      const index = list?.lastIndexOf(attempt.at) ?? -1;
      if (list && index !== -1) list.splice(index, 1);
    }
  }

  private recent(key: string, at: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((t) => t > at - THROTTLE_RULES.windowMs);
    if (list.length === 0) this.failures.delete(key);
    else this.failures.set(key, list);
    return list;
  }

  private waitOf(key: string, at: number): number {
    const list = this.recent(key, at);
    if (list.length < THROTTLE_RULES.failures) return 0;
    const doublings = Math.min(list.length - THROTTLE_RULES.failures, 20);
    const delay = Math.min(THROTTLE_RULES.firstDelayMs * 2 ** doublings, THROTTLE_RULES.maxDelayMs);
    return Math.max(0, list.at(-1)! + delay - at);
  }

  private record(key: string, at: number): void {
    const list = this.recent(key, at);
    // Re-inserted last: the Map's order is then the order of last use, oldest first.
    this.failures.delete(key);
    this.failures.set(key, [...list, at]);
    while (this.failures.size > MAX_KEYS) this.failures.delete(this.failures.keys().next().value!);
  }
}
