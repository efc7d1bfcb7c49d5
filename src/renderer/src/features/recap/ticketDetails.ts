// What a printed ticket says under its QR code (issue 12): a kiosk's origin-destination ticket is used on
// board as printed, so it names its line, its stops and its validity and, when it is valid on the day it
// was bought, the 30-minute rule of SPEC §9, as the ticket PDF does. Texts are cleaned and cut as main
// counts them (receiptText).
import { PARIS } from '@shared/dates';
import { RECEIPT_LIMITS } from '@shared/kiosk-bridge';
import type { OrderItem } from '@shared/payment';
import { frRecap } from '../../i18n/fr/recap';
import { receiptText } from './receiptText';

const m = frRecap;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** How long a ticket valid on the day of purchase may wait before it is used on board (SPEC §9). */
export const SAME_DAY_MINUTES = 30;

/** 'yyyy-MM-dd' as dd/MM/yyyy; null for anything else. */
function shownDay(value: string | null | undefined): string | null {
  const match = value ? ISO_DAY.exec(value) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : null;
}

const parisDay = new Intl.DateTimeFormat('en-CA', { timeZone: PARIS, dateStyle: 'short' });
const parisTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: PARIS,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

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
  if (item.ddv && !Number.isNaN(bought.getTime()) && parisDay.format(bought) === item.ddv) {
    const until = new Date(bought.getTime() + SAME_DAY_MINUTES * 60_000);
    lines.push(m.ticketSameDay(parisTime.format(until)));
  }
  return lines
    .map((line) => receiptText(line))
    .filter(Boolean)
    .slice(0, RECEIPT_LIMITS.ticketDetailLines);
}
