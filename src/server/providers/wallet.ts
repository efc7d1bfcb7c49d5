// Stand-in for the wallet provider, on the providers' own listener: an approval page for a checkout the
// back office signed, that returns to the portal's summary with paymentId, token and PayerID (the
// portal then asks wait to execute the payment), or cancels. One decision per checkout.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { httpOrigins, sendPage } from './page-headers';
import { escapeHtml, euros, providerPage } from './pages';
import { checkoutFields, payerIdFor, readCheckout, type WalletCheckout } from './wallet-checkout';

export const WALLET_PAGE_PATH = '/fournisseur/portefeuille';
export const WALLET_DECISION_PATH = `${WALLET_PAGE_PATH}/decision`;
export const UNKNOWN_CHECKOUT = 'Demande de paiement inconnue ou expirée.';

const refusal = (reply: FastifyReply) =>
  sendPage(
    reply,
    providerPage('Paiement impossible', `      <p role="alert">${UNKNOWN_CHECKOUT}</p>`),
    {},
    400,
  );

const fieldsOf = (value: unknown) =>
  (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;

function approvalPage(checkout: WalletCheckout, key: Uint8Array): string {
  const hidden = checkoutFields(checkout, key)
    .map(([name, value]) => `\n        <input type="hidden" name="${name}" value="${escapeHtml(value)}" />`)
    .join('');
  return providerPage(
    'Paiement avec votre portefeuille PayPal',
    `      <dl class="recapitulatif">
        <dt>Bénéficiaire</dt><dd>Ligéo</dd>
        <dt>Référence de la commande</dt><dd>${escapeHtml(checkout.orderId)}</dd>
        <dt>Montant</dt><dd><strong>${escapeHtml(euros(Number(checkout.amountCents) / 100))}</strong></dd>
      </dl>
      <form method="post" action="${WALLET_DECISION_PATH}">${hidden}
        <p><button type="submit" name="action" value="approuver">Approuver le paiement</button></p>
        <p><button type="submit" name="action" value="annuler">Annuler</button></p>
      </form>`,
  );
}

export function registerWalletProvider(app: FastifyInstance, key: Uint8Array): void {
  /** Checkout tokens already approved or cancelled: their page and decision cannot be used again. */
  const decided = new Set<string>();

  /** The checkout these fields carry, signed by the back office and still undecided. */
  const open = (fields: Record<string, unknown>) => {
    const checkout = readCheckout(fields, key);
    if (!checkout || decided.has(checkout.token) || !/^\d{1,9}$/.test(checkout.amountCents)) return null;
    return httpOrigins([checkout.returnUrl, checkout.cancelUrl]).length === 2 ? checkout : null;
  };

  app.get(WALLET_PAGE_PATH, async (request, reply) => {
    const checkout = open(fieldsOf(request.query));
    if (!checkout) return refusal(reply);
    return sendPage(reply, approvalPage(checkout, key), {
      forms: ["'self'", ...httpOrigins([checkout.returnUrl, checkout.cancelUrl])],
    });
  });

  app.post(WALLET_DECISION_PATH, { config: { formBody: true } }, async (request, reply) => {
    const form = fieldsOf(request.body);
    const checkout = open(form);
    if (!checkout) return refusal(reply);
    decided.add(checkout.token);
    if (form.action !== 'approuver') return reply.redirect(checkout.cancelUrl, 303);
    const back = new URL(checkout.returnUrl);
    back.searchParams.set('paymentId', checkout.paymentId);
    back.searchParams.set('token', checkout.token);
    back.searchParams.set('PayerID', payerIdFor(checkout.token, checkout.paymentId, key));
    return reply.redirect(back.href, 303);
  });
}
