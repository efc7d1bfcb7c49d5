// SPEC §7 "Card reload": birth years, card lookup, sellable titles (of a card, of a trip) and the
// validity period of a chosen start. Contract §1 gives the texts; every refusal changes nothing. Both
// look-ups of a card (its holder, its titles) answer "found / not found": the throttle counts them.
import type { FastifyInstance } from 'fastify';
import { isPurchasableType } from '../../shared/reload';
import { queryOf } from '../query';
import { titleById } from '../reload/catalogue';
import { isRealDay } from '../reload/days';
import { birthDateOf, cardNumberOf, checkUsable, verifiedHolder } from '../reload/lookup';
import { odOffer, reloadOffer, type ReloadContext } from '../reload/offer';
import { DDV_FIXED, DDV_INVALID, NOT_FOR_SALE, quote } from '../reload/quote';
import type { SessionStore } from '../state/session-store';
import type { LookupGuard } from '../throttle';
import { odOf } from '../topology/od';
import { BadRequest, guarded, NotFound, record } from '../validation';

/** SPEC §9: the birth-year list comes from the server; a holder may be up to 110 years old. */
export const BIRTH_YEARS = 111;

export const TITLE_NOT_FOUND = 'Ce titre n’existe pas.';

/** The throttle's key of a card number (failures on it are counted whoever asks). */
const cardKey = (numero: string) => `carte:${numero}`;

export function registerReloadRoutes(
  app: FastifyInstance,
  store: SessionStore,
  ctx: ReloadContext,
  lookups: LookupGuard,
): void {
  app.get('/api/customer/years/list', (request, reply) =>
    guarded(reply, () => {
      queryOf(request, []);
      const year = Number(ctx.today().slice(0, 4));
      return Array.from({ length: BIRTH_YEARS }, (_, index) => year - index);
    }),
  );

  app.get('/commerce/api/support', (request, reply) =>
    guarded(reply, () => {
      const query = queryOf(request, ['cardNumber', 'birthDate']);
      const numero = cardNumberOf(query.cardNumber);
      const birthDate = birthDateOf(query.birthDate);
      const holder = lookups.run(request, [cardKey(numero)], () =>
        verifiedHolder(ctx.cards, numero, birthDate, ctx.today()),
      );
      // Blacklisted and deleted cards are found too: the portal shows their state, and sells nothing.
      store.session(request.sessionId).verifiedCards.add(numero);
      return holder;
    }),
  );

  app.get('/vente/api/produit_vendable', (request, reply) =>
    guarded(reply, () => {
      const query = queryOf(request, ['numSupport', 'dateNaissance', 'ligne', 'origine', 'destination']);
      const trip = odOf(query);
      const numero = query.numSupport === undefined ? null : cardNumberOf(query.numSupport);
      const birthDate = birthDateOf(query.dateNaissance);
      if (birthDate !== null && numero === null)
        throw new BadRequest('La date de naissance accompagne un numéro de carte.');
      if (numero === null && trip === null) throw new BadRequest('Indiquez un numéro de carte ou un trajet.');
      if (numero !== null)
        checkUsable(
          lookups.run(request, [cardKey(numero)], () =>
            verifiedHolder(ctx.cards, numero, birthDate, ctx.today()),
          ),
        );
      if (trip) return odOffer(ctx, trip, numero);
      return reloadOffer(ctx, numero!);
    }),
  );

  app.post('/vente/api/produit_vendable/:id/periode_validite', (request, reply) =>
    guarded(reply, () => {
      const id = (request.params as { id: string }).id;
      if (!/^[1-9]\d{0,8}$/.test(id))
        throw new BadRequest('L’identifiant du titre doit être un entier positif.');
      const title = titleById(Number(id));
      if (!title) throw new NotFound(TITLE_NOT_FOUND);
      if (!isPurchasableType(title.typeValidite)) throw new BadRequest(NOT_FOR_SALE);
      if (!title.ddvModifiable) throw new BadRequest(DDV_FIXED);
      const body = record(request.body);
      if (!isRealDay(body.ddv)) throw new BadRequest(DDV_INVALID);
      // A reload title ignores a trip; it must still be a well-formed one.
      const trip = odOf(body);
      return quote(title, ctx.today(), body.ddv, title.kind === 'od' ? trip : null);
    }),
  );
}
