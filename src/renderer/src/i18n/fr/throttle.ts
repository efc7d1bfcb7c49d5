// French text of a look-up the back office or a provider throttled (429, issue 23): card, titles,
// reservation ticket, on-board proof, mobile-ticket login. Loaded with each of those features.
import type { RetryWait } from '@shared/retry-wait';

const frenchWait = ({ count, unit }: RetryWait) =>
  `${count} ${unit === 'second' ? 'seconde' : 'minute'}${count > 1 ? 's' : ''}`;

export const frThrottle = {
  /** The wait read from Retry-After; null when the answer did not say it. */
  tooManyAttempts: (wait: RetryWait | null) =>
    wait === null
      ? 'Trop de tentatives. Veuillez réessayer plus tard.'
      : `Trop de tentatives. Veuillez réessayer dans ${frenchWait(wait)}.`,
} as const;
