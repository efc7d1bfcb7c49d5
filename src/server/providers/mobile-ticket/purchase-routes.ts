// Choosing and paying titles (SPEC §7): the catalogue, the cart check (profiles), the start of a card
// payment, and the account's tickets. Every route needs the account's token. Business refusals are a
// status other than OK (SPEC §8); malformed bodies a 400.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ErrorBody } from '../../../shared/http';
import {
  MOBILE_TICKET_PATHS,
  STATUS_OK,
  type CheckCartAnswer,
  type InitPayboxAnswer,
  type ProductsAnswer,
  type TicketsAnswer,
} from '../../../shared/mobile-ticket';
import { requestOrigin } from '../../origin';
import { BadRequest, guarded } from '../../validation';
import { checkCart } from './cart-check';
import { publicNetworks } from './catalogue';
import { requireAccount, requireRequestedWith } from './guards';
import { totalOf } from './orders';
import { MOBILE_TICKET_PREFIX } from './paths';
import { mobilePayboxParameters, type ReturnPages } from './payment-parameters';
import { accountOf, type MobileTicketProvider } from './provider';
import { readPaymentRequest, readProductIds, type PaymentRequestBody } from './requests';
import { returnUrl } from './return-urls';

export const KO_WRONG_TOTAL = 'KO_MONTANT_INCORRECT';

const SITE_UNKNOWN: ErrorBody = {
  messageError: 'Le site du portail n’est pas encore connu : veuillez réessayer dans un instant.',
};

/** The three return pages on the portal's site, or a BadRequest naming the first refused. */
function returnPages(body: PaymentRequestBody, site: string): ReturnPages {
  const pages = { cancel: body.cancelURL, rejected: body.rejectedURL, success: body.successURL };
  const fields = { cancel: 'cancelURL', rejected: 'rejectedURL', success: 'successURL' } as const;
  const resolved = {} as ReturnPages;
  for (const name of ['cancel', 'rejected', 'success'] as const) {
    const url = returnUrl(pages[name], site);
    if (url === null)
      throw new BadRequest(
        `Le champ « ${fields[name]} » doit être une page du portail : un chemin commençant par une seule « / », ou une adresse sur ${site} (2048 caractères au plus).`,
      );
    resolved[name] = url;
  }
  return resolved;
}

export function registerPurchaseRoutes(app: FastifyInstance, provider: MobileTicketProvider): void {
  const url = (path: string) => `${MOBILE_TICKET_PREFIX}${path}`;
  const onRequest = [requireRequestedWith, requireAccount(provider.tokens, provider.accounts)];

  app.get(url(MOBILE_TICKET_PATHS.products), { onRequest }, async () => {
    return { statusWsResponse: STATUS_OK, reseaux: publicNetworks() } satisfies ProductsAnswer;
  });

  app.post(url(MOBILE_TICKET_PATHS.checkCart), { onRequest }, async (request, reply) =>
    guarded(reply, () => {
      const check = checkCart(accountOf(request), readProductIds(request.body), provider.now());
      return (check.ok ? { statusWsResponse: STATUS_OK } : check.answer) satisfies CheckCartAnswer;
    }),
  );

  app.post(url(MOBILE_TICKET_PATHS.initPaybox), { onRequest }, async (request, reply: FastifyReply) =>
    guarded(reply, () => {
      const body = readPaymentRequest(request.body);
      let site: string;
      try {
        site = provider.portalSite(request);
      } catch {
        return reply.code(503).send(SITE_UNKNOWN);
      }
      const back = returnPages(body, site);
      // Checked again here: the cart check is the portal's courtesy, not a guarantee.
      const account = accountOf(request);
      const check = checkCart(
        account,
        body.produits.map((p) => p.id),
        provider.now(),
      );
      if (!check.ok) return check.answer;
      const lines = body.produits.map((p, i) => ({ product: check.products[i]!, quantite: p.quantite }));
      if (totalOf(lines) !== body.totalTTC)
        return {
          statusWsResponse: KO_WRONG_TOTAL,
          messageError: 'Le montant total ne correspond pas aux prix des produits choisis.',
        };
      const order = provider.orders.create(account, lines);
      const parameters = mobilePayboxParameters(
        order,
        back,
        requestOrigin(request),
        provider.key,
        provider.now(),
      );
      return { statusWsResponse: STATUS_OK, payboxPaymentParameters: parameters } satisfies InitPayboxAnswer;
    }),
  );

  app.get(url(MOBILE_TICKET_PATHS.tickets), { onRequest }, async (request) => {
    return { statusWsResponse: STATUS_OK, billets: accountOf(request).tickets } satisfies TicketsAnswer;
  });
}
