// What a printed ticket says under its QR code (issue 12): a kiosk's origin-destination ticket is used on
// board as printed, so it names its line, its stops and its validity and, when it is valid on the day it
// was bought, the 30-minute rule of SPEC §9, as the ticket PDF does. Texts are cleaned and cut as main
// counts them (receiptText).
import { parisDay, parisTime } from '@shared/dates';
import { RECEIPT_LIMITS } from '@shared/kiosk-bridge';
import type { OrderItem } from '@shared/payment';
import { BOARDING_MINUTES, ISO_DAY_PATTERN } from '@shared/reload';
import { frRecap } from '../../i18n/fr/recap';
import { formatDay } from '../../ui/dates';
import { receiptText } from './receiptText';

const m = frRecap;
const shownDay = (value: string | null | undefined) =>
  value && ISO_DAY_PATTERN.test(value) ? formatDay(value) : null;

/** The lines printed under a ticket's QR code, at most RECEIPT_LIMITS.ticketDetailLines. */
export function ticketDetails(item: OrderItem, orderDate: string): string[] {
  const lines: string[] = [];
  if (item.libelleLigne) lines.push(item.libelleLigne);
  if (item.libelleOrigine && item.libelleDestination)
    lines.push(m.ticketJourney(item.libelleOrigine, item.libelleDestination));
  const from = shownDay(item.ddv);
  const to = shownDay(item.dfv);
  if (from) lines.push(to && to !== from ? m.ticketValidFromTo(from, to) : m.ticketValidOn(from));
  const bought = new Date(orderDate);
  if (item.ddv && !Number.isNaN(bought.getTime()) && parisDay(bought) === item.ddv) {
    const until = new Date(bought.getTime() + BOARDING_MINUTES * 60_000);
    lines.push(m.ticketSameDay(parisTime(until)));
  }
  return lines
    .map((line) => receiptText(line))
    .filter(Boolean)
    .slice(0, RECEIPT_LIMITS.ticketDetailLines);
}
