// Stand-in for the card payment provider: receives the posted PBX_* form, refuses it when the HMAC
// does not verify, lets the customer approve (test card), be declined or cancel, notifies the back
// office server to server (repondreA) and sends the browser back to the return URLs.
import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requestOrigin } from '../origin';
import type { BackOfficeState } from '../state/store';
import { escapeHtml, euros, providerPage } from './pages';
import { verifyHmac } from './signature';

export const TEST_CARDS = {
  approved: { number: '4970 1000 0000 0003', label: 'Carte de test acceptée (4970 1000 0000 0003)' },
  declined: { number: '4970 1000 0000 0014', label: 'Carte de test refusée (4970 1000 0000 0014)' },
} as const;

/** Ties a decision to the order the provider showed, so a decision cannot be forged. */
export const decisionToken = (orderId: number, key: Uint8Array) =>
  createHmac('sha256', key).update(`decision:${orderId}`).digest('hex');

/** Signature of the provider's server-to-server notification. */
export const notificationSignature = (query: string, key: Uint8Array) =>
  createHmac('sha512', key).update(query).digest('hex').toUpperCase();

const html = 'text/html; charset=utf-8';

function returnUrl(
  origin: string,
  module: string,
  outcome: 'paymentOk=true' | 'paymentOk=false' | 'cancel=true',
) {
  return `${origin}/recapitulatif?module=${module}&${outcome}`;
}

export function registerCardProvider(app: FastifyInstance, state: BackOfficeState, key: Uint8Array): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  const showPage = async (request: { body: unknown }, reply: FastifyReply) => {
    const fields = (request.body ?? {}) as Record<string, string>;
    const order = state.orders.get(Number(fields.PBX_CMD));
    if (!verifyHmac(fields, key) || !order) {
      return reply
        .code(400)
        .type(html)
        .send(
          providerPage(
            'Paiement impossible',
            '      <p role="alert">Paramètres de paiement invalides : signature incorrecte.</p>',
          ),
        );
    }
    const token = decisionToken(order.id, key);
    const amount = euros(Number(fields.PBX_TOTAL) / 100);
    return reply.type(html).send(
      providerPage(
        'Paiement par carte bancaire',
        `      <p>Commerçant : Ligéo – boutique en ligne</p>
      <p>Référence de la commande : <strong>${escapeHtml(String(order.id))}</strong></p>
      <p>Montant à payer : <strong>${escapeHtml(amount)}</strong></p>
      <form method="post" action="/fournisseur/paiement-carte/decision">
        <input type="hidden" name="reference" value="${order.id}" />
        <input type="hidden" name="jeton" value="${token}" />
        <fieldset>
          <legend>Carte utilisée</legend>
          <p><label><input type="radio" name="carte" value="${TEST_CARDS.approved.number}" checked /> ${TEST_CARDS.approved.label}</label></p>
          <p><label><input type="radio" name="carte" value="${TEST_CARDS.declined.number}" /> ${TEST_CARDS.declined.label}</label></p>
        </fieldset>
        <p><button type="submit" name="action" value="payer">Payer</button></p>
        <p><button type="submit" name="action" value="annuler">Annuler le paiement</button></p>
      </form>`,
      ),
    );
  };
  app.post('/fournisseur/paiement-carte', showPage);
  app.post('/fournisseur/paiement-carte/mobile', showPage);

  app.post('/fournisseur/paiement-carte/decision', async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string>;
    const order = state.orders.get(Number(form.reference));
    if (!order || form.jeton !== decisionToken(order.id, key)) {
      return reply
        .code(400)
        .type(html)
        .send(
          providerPage('Paiement impossible', '      <p role="alert">Décision de paiement invalide.</p>'),
        );
    }
    const origin = requestOrigin(request);
    if (form.action === 'annuler') return reply.redirect(returnUrl(origin, order.module, 'cancel=true'), 303);
    const approved = form.carte === TEST_CARDS.approved.number;
    const query = `Mt=${Math.round(order.totalPrice * 100)}&Ref=${order.id}&Auto=${approved ? 'XXXXXX' : ''}&Erreur=${approved ? '00000' : '00105'}`;
    // Server-to-server notification, as the real provider calls repondreA.
    await app.inject({
      method: 'GET',
      url: `/paiement/api/paybox/ipn?${query}&Sign=${notificationSignature(query, key)}`,
    });
    return reply.redirect(
      returnUrl(origin, order.module, approved ? 'paymentOk=true' : 'paymentOk=false'),
      303,
    );
  });

  // repondreA: trusted only when the provider's signature verifies (it carries no bearer).
  app.get('/paiement/api/paybox/ipn', async (request, reply) => {
    const raw = request.url.slice(request.url.indexOf('?') + 1);
    const signAt = raw.lastIndexOf('&Sign=');
    const query = signAt === -1 ? '' : raw.slice(0, signAt);
    const sign = signAt === -1 ? '' : raw.slice(signAt + 6);
    const params = new URLSearchParams(query);
    const order = state.orders.get(Number(params.get('Ref')));
    if (!query || sign !== notificationSignature(query, key) || !order) {
      return reply.code(403).send({ messageError: 'Notification de paiement refusée : signature invalide.' });
    }
    if (order.status === 'PENDING' || order.status === 'CREATED')
      state.settle(order, params.get('Erreur') === '00000');
    order.reference = params.get('Auto') ?? undefined;
    return { status: order.status };
  });
}
