// SPEC §1 and §9: the summary covers the contactless taps of the last 30 days. The framed provider's page
// is another site: whatever it sends, a tap is kept only when its date, read on our side, falls within the
// last HISTORY_DAYS days up to now (a few minutes ahead allowed: the provider's clock and the device's
// differ). An unreadable date was already left out by tapOf; it is checked again here, as the rule's own.
import { HISTORY_DAYS, type SmactTransaction } from '@shared/onboard-payments';

const DAY_MS = 24 * 3_600_000;
/** How far ahead of the device's clock a tap's date may be (clock skew, not a future trip). */
export const CLOCK_SKEW_MS = 5 * 60_000;

export function recentTaps(taps: readonly SmactTransaction[], now: Date): SmactTransaction[] {
  const since = now.getTime() - HISTORY_DAYS * DAY_MS;
  const until = now.getTime() + CLOCK_SKEW_MS;
  return taps.filter((tap) => {
    const at = Date.parse(tap.date);
    return !Number.isNaN(at) && at >= since && at <= until;
  });
}
