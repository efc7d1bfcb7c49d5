// Demo reservations seeded at start (docs/demo-data-trips.md « Réservation »), with fixed ticket numbers and
// days counted from the emulator's today in Paris: one per case the modification screens handle. Their
// seats are taken on their runs like those of a paid order.
import { WEB_ORDER_TYPE } from '../../shared/reservation';
import { legOf, minutesBetween, parisLocalDateTime } from '../../shared/reservation-rules';
import { stopOf } from '../fixtures/topology';
import { catalogueOf } from './catalogue';
import type { ReservationContext } from './context';
import { cents } from './paid';
import type { HeldArticle } from './registry';
import { addDays, addMinutesLocal, courseOn } from './timetable';

export const DEMO_TICKETS = {
  /** Web order, tomorrow: modifiable, no e-mail asked. */
  web: '4113000000000001',
  /** Counter order (GUICHET), in 3 days: its modification asks for an e-mail. */
  counter: '4113000000000002',
  /** Tomorrow's ticket already moved to the day after tomorrow: 2 orders; its new number: 1 order. */
  modifiedOld: '4113000000000003',
  modifiedNew: '4113000000000004',
  /** Today, departed 5 minutes before the emulator started (never before 00:00): not modifiable. */
  departed: '4113000000000005',
} as const;

export const COUNTER_ORDER_TYPE = 'GUICHET';
export const DEMO_EMAIL = 'demo@exemple.fr';
export const DEPARTED_MINUTES_AGO = 5;

/** Demo orders have ids of their own, below those of the visitors' orders (10001 on). */
export const DEMO_ORDER_IDS = { web: 901, counter: 902, modified: 903, modification: 904, departed: 905 };

interface DemoSeat {
  numero: string;
  run: string;
  inDays: number;
  origin: string;
  destination: string;
  product: string;
}

const seat = (
  numero: string,
  run: string,
  inDays: number,
  origin: string,
  destination: string,
  product: string,
): DemoSeat => ({ numero, run, inDays, origin, destination, product });

export const DEMO_SEATS = {
  web: seat(DEMO_TICKETS.web, 'L1-A-0900', 1, 'BLO-GARE', 'VEN-GARE', 'RES-PLEIN'),
  counter: seat(DEMO_TICKETS.counter, 'L2-A-0830', 3, 'BLO-GARE', 'CHV-CHAT', 'RES-SENIOR'),
  modifiedOld: seat(DEMO_TICKETS.modifiedOld, 'L4-A-1010', 1, 'BLO-GARE', 'MER-GARE', 'RES-JEUNE'),
  modifiedNew: seat(DEMO_TICKETS.modifiedNew, 'L4-A-1520', 2, 'BLO-GARE', 'MER-GARE', 'RES-JEUNE'),
  departed: seat(DEMO_TICKETS.departed, 'L2-A-0600', 0, 'BLO-GARE', 'CCH-MAIR', 'RES-PLEIN'),
};

function demoArticle(ctx: ReservationContext, demo: DemoSeat, day: string): HeldArticle {
  const course = courseOn(demo.run, addDays(day, demo.inDays))!;
  const leg = legOf(course, demo.origin, demo.destination)!;
  const product = catalogueOf(course.codeLigne, day).find((p) => p.code === demo.product)!;
  ctx.numbers.reserve(demo.numero);
  return {
    id: ctx.registry.newArticleId(),
    numSupport: demo.numero,
    libelle: product.label,
    libelleOrigine: stopOf(demo.origin)!.libelle,
    libelleDestination: stopOf(demo.destination)!.libelle,
    codeArretOrigine: demo.origin,
    codeArretDestination: demo.destination,
    codeLigne: course.codeLigne,
    libelleLigne: course.libelleLigne,
    dateDepart: leg.dateDepart,
    dateArrivee: leg.dateArrivee,
    prixTTC: cents(product.prixVteTtc),
    prixHT: cents(product.prixVteHt),
    ticket: { numero: demo.numero },
    sens: 'Aller',
    codeCourse: course.code,
    dateCourse: course.date,
  };
}

/** The departed ticket boarded a few minutes before the start, on today's date whatever the hour. */
function departedArticle(ctx: ReservationContext, day: string): HeldArticle {
  const article = demoArticle(ctx, DEMO_SEATS.departed, day);
  const before = parisLocalDateTime(new Date(ctx.clock().getTime() - DEPARTED_MINUTES_AGO * 60_000));
  const midnight = `${day}T00:00:00`;
  const dateDepart = before < midnight ? midnight : before;
  const ride = minutesBetween(article.dateDepart, article.dateArrivee);
  return { ...article, dateDepart, dateArrivee: addMinutesLocal(dateDepart, ride) };
}

/** Seeds the demo reservations; returns the Paris day their days count from (read once, so that a start
 * at midnight does not split them over two days). They keep their days: a run across midnight moves the
 * emulator's today, not them (the control API says this day to the tests). */
export function seedDemoReservations(ctx: ReservationContext): string {
  const { registry, quotas } = ctx;
  const day = ctx.today();
  const web = demoArticle(ctx, DEMO_SEATS.web, day);
  const counter = demoArticle(ctx, DEMO_SEATS.counter, day);
  const old = demoArticle(ctx, DEMO_SEATS.modifiedOld, day);
  const moved = demoArticle(ctx, DEMO_SEATS.modifiedNew, day);
  const departed = departedArticle(ctx, day);
  const ids = DEMO_ORDER_IDS;
  registry.add({ id: ids.web, typeCommande: WEB_ORDER_TYPE, articles: [web], email: DEMO_EMAIL });
  // Sold at the counter without an e-mail: a modification asks where to send the new ticket.
  registry.add({ id: ids.counter, typeCommande: COUNTER_ORDER_TYPE, articles: [counter], email: null });
  registry.add({ id: ids.modified, typeCommande: WEB_ORDER_TYPE, articles: [old], email: DEMO_EMAIL });
  registry.add({
    id: ids.modification,
    typeCommande: WEB_ORDER_TYPE,
    articles: [old, moved],
    email: DEMO_EMAIL,
  });
  registry.markReplaced(old.numSupport);
  registry.add({ id: ids.departed, typeCommande: WEB_ORDER_TYPE, articles: [departed], email: DEMO_EMAIL });
  // Seats held on their runs (the moved ticket's old seat was given back); the departed one's run is gone.
  for (const article of [web, counter, moved]) quotas.take(article.codeCourse, article.dateCourse);
  return day;
}
