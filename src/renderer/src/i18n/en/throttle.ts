// English text of a throttled look-up, twin of fr/throttle.ts.
import type { RetryWait } from '@shared/retry-wait';
import type { Catalog } from '../catalog';
import type { frThrottle } from '../fr/throttle';

const englishWait = ({ count, unit }: RetryWait) => `${count} ${unit}${count > 1 ? 's' : ''}`;

export const enThrottle: Catalog<typeof frThrottle> = {
  tooManyAttempts: (wait) =>
    wait === null
      ? 'Too many attempts. Please try again later.'
      : `Too many attempts. Please try again in ${englishWait(wait)}.`,
};
