// What a paid reservation order sets off, once, whichever way it was paid (SessionStore.onPaid), its seats
// being sold (sale.ts): the back office's reservation order, one article per ticket, prices in cents,
// typed RESERVATION as every order sold on the web or at a kiosk.
import { WEB_ORDER_TYPE } from '../../shared/reservation';
import type { Order } from '../state/orders';
import type { ReservationContext } from './context';
import type { HeldArticle } from './registry';

export const cents = (euros: number): number => Math.round(euros * 100);

export function registerPaidReservation(ctx: ReservationContext, order: Order): void {
  const articles: HeldArticle[] = [];
  order.lines.forEach((line, index) => {
    const numero = order.tickets[index];
    if (!line.seat || !numero) return;
    articles.push({
      id: ctx.registry.newArticleId(),
      numSupport: numero,
      libelle: line.seat.profil,
      libelleOrigine: line.libelleOrigine ?? '',
      libelleDestination: line.libelleDestination ?? '',
      codeArretOrigine: line.seat.codeArretOrigine,
      codeArretDestination: line.seat.codeArretDestination,
      codeLigne: line.seat.codeLigne,
      libelleLigne: line.libelleLigne ?? '',
      dateDepart: line.dateDepart ?? '',
      dateArrivee: line.dateArrivee ?? '',
      prixTTC: cents(line.totalPrice),
      prixHT: cents(line.seat.prixHt),
      ticket: { numero },
      sens: line.seat.sens,
      codeCourse: line.seat.codeCourse,
      dateCourse: line.seat.dateCourse,
    });
  });
  if (articles.length > 0)
    ctx.registry.add({ id: order.id, typeCommande: WEB_ORDER_TYPE, articles, email: order.email });
}
