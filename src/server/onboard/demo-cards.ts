// The demo bank cards of the on-board contactless payments (docs/demo-data-trips.md « Paiements sans contact à bord »): test
// numbers (Luhn-valid, of no real account), all expiring in December three years after the clock's
// year, so they never go out of date.
import { parisDay } from '../../shared/dates';

export const DEMO_ONBOARD_CARDS = {
  /** Trips over the last 30 days (a pending debit, a capped day, a tap paying two orders) and older ones. */
  withTrips: '4970 1500 0000 0019',
  /** Taps only older than 30 days: nothing to show. */
  nothingRecent: '5132 8500 0000 0024',
  /** Incomplete records (left out by the portal), complete ones, one the back office does not know. */
  incomplete: '4970 1500 0000 0035',
} as const;

export type DemoOnboardCard = keyof typeof DEMO_ONBOARD_CARDS;

/** MM/AA: December of the Paris year of `now` + 3. */
export function demoCardExpiry(now: Date): string {
  const year = Number(parisDay(now).slice(0, 4)) + 3;
  return `12/${String(year % 100).padStart(2, '0')}`;
}
