// How long a throttled client must wait, as said to a person: the seconds of a 429's Retry-After,
// rounded up, in seconds below a minute, else in whole minutes rounded up. The emulator words its 429s
// with it and the portal its own message, so both name the same wait.

export interface RetryWait {
  count: number;
  unit: 'second' | 'minute';
}

/** Retry-After's value for a wait: whole seconds, rounded up, at least 1. */
export const retryAfterSeconds = (waitMs: number): number => Math.max(1, Math.ceil(waitMs / 1000));

export function retryWaitOf(seconds: number): RetryWait {
  const whole = Math.max(1, Math.ceil(seconds));
  return whole < 60 ? { count: whole, unit: 'second' } : { count: Math.ceil(whole / 60), unit: 'minute' };
}
