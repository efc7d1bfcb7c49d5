// Stand-in for the wallet provider: an approval page that returns to /recapitulatif with paymentId,
// token and PayerID (the portal then asks wait to execute the payment), or cancels.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requestOrigin } from '../origin';
import type { SessionStore } from '../state/session-store';
import { escapeHtml, euros, providerPage } from './pages';

const UNKNOWN = 'Demande de paiement inconnue ou expirée.';

const refusal = (reply: FastifyReply) =>
  reply
    .code(400)
    .type('text/html; charset=utf-8')
    .send(providerPage('Paiement impossible', `      <p role="alert">${UNKNOWN}</p>`));

/** PayPal-like payer id: 13 upper-case letters and digits. */
const payerId = () =>
  randomBytes(13)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, 'Q')
    .toUpperCase()
    .slice(0, 13);

export function registerWalletProvider(app: FastifyInstance, store: SessionStore): void {
  /** The order this checkout token was made for, while it still waits for its payment. */
  const findOrder = (orderId: unknown, token: unknown) => {
    const order = store.orders.get(orderId);
    const waiting = order?.status === 'CREATED' || order?.status === 'PENDING';
    return waiting && order.wallet && !order.wallet.payerId && order.wallet.token === token ? order : null;
  };

  app.get('/fournisseur/portefeuille', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const order = findOrder(query.orderId, query.token);
    if (!order) return refusal(reply);
    return reply.type('text/html; charset=utf-8').send(
      providerPage(
        'Paiement avec votre portefeuille PayPal',
        `      <dl class="recapitulatif">
        <dt>Bénéficiaire</dt><dd>Ligéo</dd>
        <dt>Référence de la commande</dt><dd>${order.id}</dd>
        <dt>Montant</dt><dd><strong>${escapeHtml(euros(order.totalPrice))}</strong></dd>
      </dl>
      <form method="post" action="/fournisseur/portefeuille/decision">
        <input type="hidden" name="orderId" value="${order.id}" />
        <input type="hidden" name="token" value="${escapeHtml(order.wallet!.token)}" />
        <p><button type="submit" name="action" value="approuver">Approuver le paiement</button></p>
        <p><button type="submit" name="action" value="annuler">Annuler</button></p>
      </form>`,
      ),
    );
  });

  app.post('/fournisseur/portefeuille/decision', async (request, reply) => {
    const form = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<
      string,
      string
    >;
    const order = findOrder(form.orderId, form.token);
    if (!order) return refusal(reply);
    const summary = `${requestOrigin(request)}/recapitulatif`;
    if (form.action !== 'approuver')
      return reply.redirect(`${summary}?cancel=true&module=${order.module}`, 303);
    const wallet = order.wallet!;
    wallet.payerId = payerId();
    const back = new URLSearchParams({
      module: order.module,
      paymentId: wallet.paymentId,
      token: wallet.token,
      PayerID: wallet.payerId,
    });
    return reply.redirect(`${summary}?${back.toString()}`, 303);
  });
}
