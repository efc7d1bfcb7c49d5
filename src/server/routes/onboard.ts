// SPEC §7 "On-board payments": the orders the back office bound to the taps of a card (the portal has
// the taps from the provider's page), and the proofs of payment as a PDF. Queries are read strictly
// (unknown, empty or malformed parameters: a French 400 that changes nothing). A session gets proofs
// only of the orders the first route gave it, and the look-ups' throttle counts its refused proofs.
import type { FastifyInstance } from 'fastify';
import {
  ALL_PROOFS_FILE_NAME,
  COMMANDES_VALIDEUR_CB_PATH,
  ONBOARD_ID,
  ONBOARD_LIMITS,
  PDF_ACHAT_BORNE_PATH,
  proofFileName,
} from '../../shared/onboard-payments';
import type { OnboardClearing } from '../onboard/clearing';
import { matchProofs, readProofRequest } from '../onboard/proof-request';
import { onboardProofPdf } from '../pdf/onboard-proof';
import { queryOf, queryWithLists } from '../query';
import type { SessionStore } from '../state/session-store';
import type { LookupGuard } from '../throttle';
import { BadRequest, guarded } from '../validation';

export interface OnboardRoutesContext {
  store: SessionStore;
  clearing: OnboardClearing;
  now: () => Date;
  lookups: LookupGuard;
}

export function registerOnboardRoutes(app: FastifyInstance, ctx: OnboardRoutesContext): void {
  const { store, clearing, now, lookups } = ctx;
  app.get(COMMANDES_VALIDEUR_CB_PATH, (request, reply) =>
    guarded(reply, () => {
      const ids = queryWithLists(request, [], ['idTransSec']).lists.idTransSec ?? [];
      if (ids.length === 0) throw new BadRequest('Indiquez au moins un paiement (« idTransSec »).');
      if (ids.length > ONBOARD_LIMITS.perCall)
        throw new BadRequest(`Au plus ${ONBOARD_LIMITS.perCall} paiements (« idTransSec ») par demande.`);
      if (!ids.every((id) => ONBOARD_ID.test(id)))
        throw new BadRequest(
          `Le paramètre « idTransSec » doit compter de 1 à ${ONBOARD_LIMITS.idLength} lettres, chiffres, « - » ou « _ ».`,
        );
      // Unknown taps are left out (SPEC §5): the portal shows only what the back office knows.
      const orders = clearing.ordersOf([...new Set(ids)]);
      const given = store.session(request.sessionId).onboardOrders;
      for (const order of orders) given.add(order.id);
      return orders;
    }),
  );

  app.post(PDF_ACHAT_BORNE_PATH, (request, reply) =>
    guarded(reply, async () => {
      queryOf(request, []);
      const items = readProofRequest(request.body);
      const given = store.session(request.sessionId).onboardOrders;
      const payments = lookups.run(
        request,
        items.map((item) => `commande:${item.idCommande}`),
        () => matchProofs(items, clearing, (id) => given.has(id)),
      );
      const name =
        payments.length === 1 ? proofFileName(payments[0]!.tap.record.refArchi!) : ALL_PROOFS_FILE_NAME;
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .send(await onboardProofPdf(payments, now()));
    }),
  );
}
