// SPEC §7 "Reservation and topology": the runs between two stops on a day, the profile products of a
// journey, the places of runs, the reservation orders of a ticket and their modification. Queries are
// read strictly (unknown, repeated, empty or malformed parameters: a French 400 that changes nothing).
// The ticket lookup answers "found / not found": the look-ups' throttle counts its misses.
import type { FastifyInstance } from 'fastify';
import { RESERVATION_PATHS } from '../../shared/reservation';
import { stopOf } from '../fixtures/topology';
import { queryOf, queryWithLists } from '../query';
import { catalogueOf } from '../reservation/catalogue';
import type { ReservationContext } from '../reservation/context';
import { dayField, idParam, runCodeField, stopCodeField } from '../reservation/fields';
import { modificationOrder } from '../reservation/modification-order';
import { modifyReservation } from '../reservation/modification';
import { publicOrder } from '../reservation/registry';
import { inWindow, legsBetween } from '../reservation/timetable';
import type { SessionStore } from '../state/session-store';
import type { LookupGuard } from '../throttle';
import { odOf } from '../topology/od';
import { BadRequest, guarded, NotFound } from '../validation';

/** SPEC §8: the portal shows this text on a 404 of the search. */
export const NO_RUN = 'Aucun trajet disponible pour la date choisie.';
export const MAX_QUOTA_RUNS = 100;
const TICKET_NUMBER = /^\d{1,40}$/;

export function registerReservationRoutes(
  app: FastifyInstance,
  store: SessionStore,
  ctx: ReservationContext,
  lookups: LookupGuard,
): void {
  app.get(RESERVATION_PATHS.courses, (request, reply) =>
    guarded(reply, () => {
      const query = queryOf(request, ['codeOrigine', 'codeDestination', 'date']);
      const origin = stopCodeField(query.codeOrigine, 'codeOrigine');
      const destination = stopCodeField(query.codeDestination, 'codeDestination');
      const day = dayField(query.date, 'date');
      if (!stopOf(origin)) throw new BadRequest('L’arrêt de départ n’existe pas.');
      if (!stopOf(destination)) throw new BadRequest('L’arrêt d’arrivée n’existe pas.');
      if (origin === destination)
        throw new BadRequest('L’arrêt d’arrivée doit être différent de l’arrêt de départ.');
      const runs = inWindow(day, ctx.today()) ? legsBetween(day, origin, destination) : [];
      if (runs.length === 0) throw new NotFound(NO_RUN);
      return runs.map(({ course }) => course);
    }),
  );

  app.get(RESERVATION_PATHS.products, (request, reply) =>
    guarded(reply, () => {
      const query = queryOf(request, ['ligne', 'origine', 'destination', 'vendableWeb']);
      if (query.vendableWeb !== 'true')
        throw new BadRequest('Le paramètre « vendableWeb » doit valoir « true ».');
      const trip = odOf({ ligne: query.ligne, origine: query.origine, destination: query.destination });
      if (!trip) throw new BadRequest('Indiquez la ligne, l’arrêt de départ et l’arrêt d’arrivée.');
      return { resultat: catalogueOf(trip.line.code, ctx.today()) };
    }),
  );

  app.get(RESERVATION_PATHS.quotas, (request, reply) =>
    guarded(reply, () => {
      const { values, lists } = queryWithLists(request, ['date'], ['codeCourses']);
      const day = dayField(values.date, 'date');
      const codes = lists.codeCourses ?? [];
      if (codes.length === 0) throw new BadRequest('Indiquez au moins un code de course (« codeCourses »).');
      if (codes.length > MAX_QUOTA_RUNS)
        throw new BadRequest(`Au plus ${MAX_QUOTA_RUNS} codes de course par demande.`);
      const unique = [...new Set(codes.map((code) => runCodeField(code, 'codeCourses')))];
      // A run without a record is left out: the portal counts 0 places for it (SPEC §9). Seats held by
      // other visitors' unpaid orders count as reservations (issue 23).
      return unique.flatMap((code) => ctx.quotas.quota(code, day, request.sessionId) ?? []);
    }),
  );

  app.get(RESERVATION_PATHS.orders, (request, reply) =>
    guarded(reply, () => {
      const query = queryOf(request, ['numSupport', 'dateDepartArticle']);
      const numero = query.numSupport;
      if (numero === undefined || !TICKET_NUMBER.test(numero))
        throw new BadRequest('Le numéro de ticket (« numSupport ») compte de 1 à 40 chiffres.');
      const day = dayField(query.dateDepartArticle, 'dateDepartArticle');
      // An unknown ticket (404) and a day it does not depart ([]) are both misses of that ticket.
      const found = lookups.run(
        request,
        [`billet:${numero}`],
        () => ctx.registry.lookup(numero, day),
        (orders) => orders.length > 0,
      );
      // The session proved it holds this ticket: it may now move its seat (modifyReservation).
      store.session(request.sessionId).foundTickets.add(numero);
      return found;
    }),
  );

  app.post(
    `${RESERVATION_PATHS.orders}/:orderId/article/:articleId/modificationReservation`,
    (request, reply) =>
      guarded(reply, () => {
        queryOf(request, []);
        const params = request.params as { orderId: string; articleId: string };
        const orderId = idParam(params.orderId, 'orderId');
        const articleId = idParam(params.articleId, 'articleId');
        const session = store.session(request.sessionId);
        const modification = modifyReservation(
          ctx,
          orderId,
          articleId,
          request.body,
          () => store.orders.newId(),
          (numero) => session.foundTickets.has(numero),
        );
        // Its new ticket is the session's own: it may be changed again without another lookup.
        session.foundTickets.add(modification.article.numSupport);
        store.addOrder(modificationOrder(request.sessionId, ctx.clock(), modification));
        return publicOrder(modification.order);
      }),
  );
}
