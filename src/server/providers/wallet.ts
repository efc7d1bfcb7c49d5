// Stand-in for the wallet provider: approval page that returns to /recapitulatif with paymentId,
// token and PayerID, or cancels.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { requestOrigin } from '../origin';
import type { BackOfficeState } from '../state/store';
import { escapeHtml, euros, providerPage } from './pages';

export function registerWalletProvider(app: FastifyInstance, state: BackOfficeState): void {
  const findOrder = (orderId: unknown, token: unknown) => {
    const order = state.orders.get(Number(orderId));
    return order?.wallet && order.wallet.token === token ? order : null;
  };

  app.get('/fournisseur/portefeuille', async (request, reply) => {
    const query = request.query as Record<string, string>;
    const order = findOrder(query.orderId, query.token);
    reply.type('text/html; charset=utf-8');
    if (!order)
      return reply
        .code(400)
        .send(providerPage('Paiement impossible', '      <p role="alert">Demande de paiement inconnue.</p>'));
    return providerPage(
      'Paiement avec votre portefeuille',
      `      <p>Ligéo – boutique en ligne vous demande <strong>${escapeHtml(euros(order.totalPrice))}</strong>.</p>
      <form method="post" action="/fournisseur/portefeuille/decision">
        <input type="hidden" name="orderId" value="${order.id}" />
        <input type="hidden" name="token" value="${escapeHtml(order.wallet!.token)}" />
        <p><button type="submit" name="action" value="approuver">Approuver le paiement</button></p>
        <p><button type="submit" name="action" value="annuler">Annuler</button></p>
      </form>`,
    );
  });

  app.post('/fournisseur/portefeuille/decision', async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string>;
    const order = findOrder(form.orderId, form.token);
    if (!order)
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(providerPage('Paiement impossible', '      <p role="alert">Demande de paiement inconnue.</p>'));
    const origin = requestOrigin(request);
    if (form.action !== 'approuver')
      return reply.redirect(`${origin}/recapitulatif?module=${order.module}&cancel=true`, 303);
    order.wallet!.payerId = randomBytes(6).toString('hex').toUpperCase();
    const { paymentId, token, payerId } = order.wallet!;
    return reply.redirect(
      `${origin}/recapitulatif?module=${order.module}&paymentId=${paymentId}&token=${token}&PayerID=${payerId}`,
      303,
    );
  });
}
