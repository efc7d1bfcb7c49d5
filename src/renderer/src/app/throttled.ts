// What a saga shows when a look-up was throttled (429, issue 23): « Trop de tentatives. Veuillez
// réessayer dans N secondes » in the current language, the wait read from Retry-After. One way for every
// throttled look-up: card, titles, reservation ticket, on-board proof, mobile-ticket login.
import { retryWaitOf } from '@shared/retry-wait';
import { throttledFor } from '../api/errors';
import { enThrottle } from '../i18n/en/throttle';
import { frThrottle } from '../i18n/fr/throttle';
import { catalogOf } from '../i18n/language';

/** The text for a throttled call; null when the call was not throttled. */
export function* throttledText(error: unknown) {
  const seconds = throttledFor(error);
  if (seconds === undefined) return null;
  const t = yield* catalogOf(frThrottle, enThrottle);
  return t.tooManyAttempts(seconds === null ? null : retryWaitOf(seconds));
}
