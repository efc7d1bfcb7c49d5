// Stand-in for the card payment provider: receives the posted PBX_* form, refuses it when the HMAC
// does not verify, lets the customer pay with an approved or a declined test card or cancel, notifies
// the back office server to server (repondreA) and sends the browser back to the signed return URLs.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Order } from '../state/orders';
import type { SessionStore } from '../state/session-store';
import { applyNotification, notificationFor } from './notification';
import { escapeHtml, euros, providerPage } from './pages';
import { verifyHmac } from './signature';

export const TEST_CARDS = {
  approved: { number: '4970100000000003', label: 'Carte de test acceptée (4970 1000 0000 0003)' },
  declined: { number: '4970100000000014', label: 'Carte de test refusée (4970 1000 0000 0014)' },
} as const;

export const DECISION_PATH = '/fournisseur/paiement-carte/decision';
export const SIGNATURE_ERROR = 'Paramètres de paiement invalides : signature incorrecte.';

/** Ties the decision form to the page shown for this order (one-use nonce), so it cannot be forged. */
const decisionToken = (orderId: number, nonce: string, key: Uint8Array) =>
  createHmac('sha256', key).update(`decision:${orderId}:${nonce}`).digest('hex');

function sameToken(given: unknown, expected: string): boolean {
  const a = Buffer.from(typeof given === 'string' ? given : '');
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const refusal = (reply: FastifyReply, message: string) =>
  reply
    .code(400)
    .type('text/html; charset=utf-8')
    .send(providerPage('Paiement impossible', `      <p role="alert">${escapeHtml(message)}</p>`));

function paymentPage(order: Order, amountCents: string, token: string): string {
  const hidden = `
        <input type="hidden" name="reference" value="${order.id}" />
        <input type="hidden" name="jeton" value="${token}" />`;
  const merchant = order.vpc ? 'Ligéo – boutique en ligne' : 'Ligéo – vente de titres en ligne';
  return providerPage(
    'Paiement par carte bancaire',
    `      <dl class="recapitulatif">
        <dt>Commerçant</dt><dd>${merchant}</dd>
        <dt>Référence de la commande</dt><dd>${order.id}</dd>
        <dt>Montant à payer</dt><dd><strong>${escapeHtml(euros(Number(amountCents) / 100))}</strong></dd>
      </dl>
      <form method="post" action="${DECISION_PATH}">${hidden}
        <fieldset>
          <legend>Carte de test</legend>
          <p><label><input type="radio" name="carte" value="${TEST_CARDS.approved.number}" checked /> ${TEST_CARDS.approved.label}</label></p>
          <p><label><input type="radio" name="carte" value="${TEST_CARDS.declined.number}" /> ${TEST_CARDS.declined.label}</label></p>
        </fieldset>
        <p><button type="submit" name="action" value="payer">Payer</button></p>
      </form>
      <form method="post" action="${DECISION_PATH}">${hidden}
        <p><button type="submit" name="action" value="annuler">Annuler le paiement</button></p>
      </form>`,
  );
}

export function registerCardProvider(app: FastifyInstance, store: SessionStore, key: Uint8Array): void {
  const showPage = async (request: { body: unknown }, reply: FastifyReply) => {
    const fields = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<
      string,
      string
    >;
    if (!verifyHmac(fields, key)) return refusal(reply, SIGNATURE_ERROR);
    const order = store.orders.get(fields.PBX_CMD);
    if (!order || order.paymentMode !== 'CB')
      return refusal(reply, 'Paramètres de paiement invalides : commande inconnue.');
    if (order.status !== 'CREATED' && order.status !== 'PENDING')
      return refusal(reply, 'Cette commande n’attend plus de paiement.');
    const nonce = randomBytes(16).toString('hex');
    // The return URLs are the signed ones the merchant sent, as the real provider uses them.
    order.card = {
      nonce,
      valide: fields.PBX_EFFECTUE ?? '',
      refuse: fields.PBX_REFUSE ?? '',
      annule: fields.PBX_ANNULE ?? '',
    };
    return reply
      .type('text/html; charset=utf-8')
      .send(paymentPage(order, fields.PBX_TOTAL ?? '0', decisionToken(order.id, nonce, key)));
  };
  app.post('/fournisseur/paiement-carte', showPage);
  app.post('/fournisseur/paiement-carte/mobile', showPage);

  app.post(DECISION_PATH, async (request, reply) => {
    const form = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<
      string,
      string
    >;
    const order = store.orders.get(form.reference);
    const attempt = order?.card;
    if (!order || !attempt || !sameToken(form.jeton, decisionToken(order.id, attempt.nonce, key)))
      return refusal(reply, 'Décision de paiement invalide ou déjà prise.');
    delete order.card; // one decision per page shown
    if (form.action === 'annuler') return reply.redirect(attempt.annule, 303);
    // Only the accepted test card is authorised; any other card is refused by its bank.
    const approved = form.carte === TEST_CARDS.approved.number;
    const authorisation = String(randomInt(100_000, 1_000_000));
    // Server-to-server notification (repondreA), run in process before the browser comes back.
    applyNotification(store, notificationFor(order, approved, authorisation, key), key);
    return reply.redirect(approved ? attempt.valide : attempt.refuse, 303);
  });
}
