// What a printed ticket says under its QR code (issue 12): a kiosk's origin-destination ticket is used on
// board as printed, so it names its line, its stops and its validity and, when it is valid on the day it
// was bought, the 30-minute rule of SPEC §9, as the ticket PDF does. A reserved seat (issue 13) is for one
// run: its line, its stops, and when it boards and arrives (Paris local times, read as text). Texts are
// cleaned and cut as main counts them (receiptText).
import { parisDay, parisTime } from '@shared/dates';
import { RECEIPT_LIMITS } from '@shared/kiosk-bridge';
import type { OrderItem } from '@shared/payment';
import { BOARDING_MINUTES, ISO_DAY_PATTERN } from '@shared/reload';
import type { Catalog } from '../../i18n/catalog';
import type { frRecap } from '../../i18n/fr/recap';
import { formatDay } from '../../ui/dates';
import { receiptText } from '../../purchase/receiptText';

type RecapText = Catalog<typeof frRecap>;
const shownDay = (value: string | null | undefined) =>
  value && ISO_DAY_PATTERN.test(value) ? formatDay(value) : null;
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?$/;

/** A Paris local date-time of the back office (`yyyy-MM-ddTHH:mm:ss`) as its day and time, read as text. */
function dayAndTime(value: string | null | undefined): [string, string] | null {
  const match = value ? LOCAL_DATE_TIME.exec(value) : null;
  return match ? [formatDay(match[1]!), match[2]!] : null;
}

/** A reserved seat: the run's boarding and arrival instead of a validity. */
function legLines(item: OrderItem, m: RecapText): string[] | null {
  const departure = dayAndTime(item.dateDepart);
  if (!departure) return null;
  const arrival = dayAndTime(item.dateArrivee);
  return [m.ticketDeparture(...departure), ...(arrival ? [m.ticketArrival(...arrival)] : [])];
}

/** The lines printed under a ticket's QR code, in the customer's language, at most
 * RECEIPT_LIMITS.ticketDetailLines. */
export function ticketDetails(item: OrderItem, orderDate: string, m: RecapText): string[] {
  const lines: string[] = [];
  if (item.libelleLigne) lines.push(item.libelleLigne);
  if (item.libelleOrigine && item.libelleDestination) {
    const journey = m.ticketJourney(item.libelleOrigine, item.libelleDestination);
    // A reserved seat says which leg it is (issue 26 §2).
    lines.push(item.sens ? m.legTrip(m.leg(item.sens), journey) : journey);
  }
  const leg = legLines(item, m);
  if (leg) return clean([...lines, ...leg]);
  const from = shownDay(item.ddv);
  const to = shownDay(item.dfv);
  if (from) lines.push(to && to !== from ? m.ticketValidFromTo(from, to) : m.ticketValidOn(from));
  const bought = new Date(orderDate);
  if (item.ddv && !Number.isNaN(bought.getTime()) && parisDay(bought) === item.ddv) {
    const until = new Date(bought.getTime() + BOARDING_MINUTES * 60_000);
    lines.push(m.ticketSameDay(parisTime(until)));
  }
  return clean(lines);
}

const clean = (lines: string[]) =>
  lines
    .map((line) => receiptText(line))
    .filter(Boolean)
    .slice(0, RECEIPT_LIMITS.ticketDetailLines);
