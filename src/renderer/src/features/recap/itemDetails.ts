// What an order's item is, under its label in the summary (issue 26 §2): a reload's or OD top-up's card
// (« 1000 0000 0001 ») and period; an OD ticket's line, stops and, bought on its day, the ticket's
// 30-minute rule; a reserved seat's leg « Aller » / « Retour » with its stops and times. Shop goods: none.
import { formatCardNumber } from '@shared/card-number';
import { parisDay, parisTime } from '@shared/dates';
import type { OrderItem } from '@shared/payment';
import { BOARDING_MINUTES, ISO_DAY_PATTERN } from '@shared/reload';
import type { Catalog } from '../../i18n/catalog';
import type { frCart } from '../../i18n/fr/cart';
import type { frRecap } from '../../i18n/fr/recap';
import { formatBackOfficeDateTime, formatDay } from '../../ui/dates';

type Texts = { cart: Catalog<typeof frCart>; recap: Catalog<typeof frRecap> };

const day = (value: string | null | undefined) => (value && ISO_DAY_PATTERN.test(value) ? value : null);

function seatLines(item: OrderItem, t: Texts): string[] {
  const times = `${formatBackOfficeDateTime(item.dateDepart!)}${
    item.dateArrivee ? ` – ${formatBackOfficeDateTime(item.dateArrivee)}` : ''
  }`;
  const trip = t.cart.leg(item.libelleOrigine ?? '', item.libelleDestination ?? '', times);
  return [...(item.libelleLigne ? [item.libelleLigne] : []), t.recap.legTrip(t.recap.leg(item.sens!), trip)];
}

export function itemDetails(item: OrderItem, orderDate: string, t: Texts): string[] {
  if (item.sens && item.dateDepart) return seatLines(item, t);
  const lines: string[] = [];
  if (item.numSupport) lines.push(t.cart.card(formatCardNumber(item.numSupport)));
  if (item.libelleLigne) lines.push(item.libelleLigne);
  if (item.libelleOrigine && item.libelleDestination)
    lines.push(`${item.libelleOrigine} → ${item.libelleDestination}`);
  const from = day(item.ddv);
  const to = day(item.dfv) ?? from;
  if (!from || !to) return lines;
  if (item.numSupport) {
    lines.push(t.cart.validity(formatDay(from), formatDay(to)));
    return lines;
  }
  // A ticket bought on its day boards within 30 minutes of the purchase, as the ticket says (SPEC §9).
  const bought = new Date(orderDate);
  if (!Number.isNaN(bought.getTime()) && parisDay(bought) === from)
    lines.push(t.recap.ticketSameDay(parisTime(new Date(bought.getTime() + BOARDING_MINUTES * 60_000))));
  else
    lines.push(
      from === to
        ? t.recap.ticketValidOn(formatDay(from))
        : t.recap.ticketValidFromTo(formatDay(from), formatDay(to)),
    );
  return lines;
}
