// The back office's reservation orders (SPEC §3 "Reservation order"): every paid reservation order, the
// demo ones and the modifications, with one article per ticket. A ticket number replaced by a
// modification stays in its orders but can no longer be changed.
import type { ReservationArticle, ReservationOrder } from '../../shared/reservation';
import { NotFound } from '../validation';

/** SPEC §8: the portal shows this text for a 404 on the lookup. */
export const TICKET_NOT_FOUND = 'Ticket non trouvé. Veuillez vérifier le numéro de ticket saisi.';

/** An article and the run its seat is on (kept by the back office, not sent). */
export interface HeldArticle extends ReservationArticle {
  sens: 'Aller' | 'Retour';
  codeCourse: string;
  /** The run's day (a leg after midnight departs the next day). */
  dateCourse: string;
}

export interface HeldOrder {
  id: number;
  typeCommande: string;
  articles: HeldArticle[];
  /** Where the order's confirmations went; a modification of a counter order names a new one. */
  email: string | null;
}

/** The article as the contract gives it (the run it is on stays in the back office). */
export function publicArticle(article: HeldArticle): ReservationArticle {
  return {
    id: article.id,
    numSupport: article.numSupport,
    libelle: article.libelle,
    libelleOrigine: article.libelleOrigine,
    libelleDestination: article.libelleDestination,
    codeArretOrigine: article.codeArretOrigine,
    codeArretDestination: article.codeArretDestination,
    codeLigne: article.codeLigne,
    libelleLigne: article.libelleLigne,
    dateDepart: article.dateDepart,
    dateArrivee: article.dateArrivee,
    prixTTC: article.prixTTC,
    prixHT: article.prixHT,
    ticket: article.ticket ? { numero: article.ticket.numero } : null,
  };
}

export const publicOrder = (order: HeldOrder): ReservationOrder => ({
  id: order.id,
  typeCommande: order.typeCommande,
  articles: order.articles.map(publicArticle),
});

export class ReservationRegistry {
  private orders = new Map<number, HeldOrder>();
  private replaced = new Set<string>();
  private lastArticleId = 0;

  newArticleId(): number {
    this.lastArticleId += 1;
    return this.lastArticleId;
  }

  add(order: HeldOrder): void {
    this.orders.set(order.id, order);
  }

  order(id: number): HeldOrder | undefined {
    return this.orders.get(id);
  }

  /** The ticket was moved to another run by a modification: it is no longer valid. */
  isReplaced(numero: string): boolean {
    return this.replaced.has(numero);
  }

  markReplaced(numero: string): void {
    this.replaced.add(numero);
  }

  /**
   * SPEC §7 GET /vente/api/commandesReservation: the orders holding ticket `numSupport` departing on
   * `day`. 404 when no order holds that ticket; [] when none of its articles departs that day; several
   * when the ticket was modified (its order, and the modification's order which repeats it).
   */
  lookup(numSupport: string, day: string): ReservationOrder[] {
    const holding = [...this.orders.values()].filter((order) =>
      order.articles.some((article) => article.numSupport === numSupport),
    );
    if (holding.length === 0) throw new NotFound(TICKET_NOT_FOUND);
    return holding
      .filter((order) =>
        order.articles.some((a) => a.numSupport === numSupport && a.dateDepart.slice(0, 10) === day),
      )
      .sort((a, b) => a.id - b.id)
      .map(publicOrder);
  }
}
