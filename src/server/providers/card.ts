// Stand-in for the card payment provider, on the providers' own listener: receives the posted PBX_*
// form, refuses it when the HMAC does not verify, lets the customer pay with an approved or a declined
// test card or cancel, notifies the merchant server to server (POST to the path of the signed repondreA
// URL) and sends the browser back to the signed return URLs. Its merchants are the back office (the
// shop) and the mobile-ticket provider, a neighbour on this listener; it knows the back office only by
// the key they share and its URL. Its own memory holds the pages shown and the references paid, per
// merchant (PBX_IDENTIFIANT), since two merchants may use the same order reference. A payment is taken
// only within SEAT_HOLD_MINUTES of the form's PBX_TIME: as long as a saved order holds its seats.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { validateEmail } from '../../shared/address-rules';
import { SEAT_HOLD_MINUTES } from '../../shared/reservation';
import { CARD_PAGE_PATH, merchantName } from './paybox-parameters';
import { notificationFor } from './notification';
import { PROVIDERS_PREFIX } from './origins';
import { httpOrigins, sendPage } from './page-headers';
import { escapeHtml, euros, providerPage } from './pages';
import { verifyHmac } from './signature';

export const TEST_CARDS = {
  approved: { number: '4970100000000003', label: 'Carte de test acceptée (4970 1000 0000 0003)' },
  declined: { number: '4970100000000014', label: 'Carte de test refusée (4970 1000 0000 0014)' },
} as const;

export const DECISION_PATH = `${CARD_PAGE_PATH}/decision`;
export const SIGNATURE_ERROR = 'Paramètres de paiement invalides : signature incorrecte.';
export const ALREADY_PAID = 'Cette commande a déjà été payée.';
export const TIME_ERROR = 'Paramètres de paiement invalides : horodatage (PBX_TIME) incorrect.';
export const PAYMENT_EXPIRED =
  `Le délai de paiement de ${SEAT_HOLD_MINUTES} minutes est dépassé : cette commande ne peut plus être ` +
  'payée. Retournez sur le site du commerçant pour commander à nouveau.';
export const HOLDER_ERROR =
  'Paramètres de paiement invalides : adresse e-mail du porteur (PBX_PORTEUR) manquante ou incorrecte.';

/** How long the provider waits for the back office to take its notification. */
const NOTIFICATION_TIMEOUT_MS = 5000;

const FORM_TYPE = 'application/x-www-form-urlencoded';

/** A payment page shown: what the signed form said, and the one-use key of its decision form. */
interface Attempt {
  nonce: string;
  /** The merchant's PBX_IDENTIFIANT. */
  merchant: string;
  reference: string;
  amountCents: string;
  valide: string;
  refuse: string;
  annule: string;
  repondreA: string;
  /** PBX_TIME, epoch milliseconds: the payment window starts there. */
  time: number;
}

const PAYMENT_WINDOW_MS = SEAT_HOLD_MINUTES * 60_000;

export interface CardProviderDeps {
  key: Uint8Array;
  /** The back office the notifications go to (its URL, known once it listens). */
  backofficeUrl: () => string;
  fetch: typeof fetch;
  /** The provider's clock, which the payment window is read on. */
  now: () => Date;
}

/** A merchant's order: the key of the pages shown and of the references paid. */
const orderKey = (merchant: string, reference: string) => `${merchant}:${reference}`;

/** Ties the decision form to the page shown for this order (one-use nonce), so it cannot be forged. */
const decisionToken = (attempt: Attempt, key: Uint8Array) =>
  createHmac('sha256', key)
    .update(`decision:${orderKey(attempt.merchant, attempt.reference)}:${attempt.nonce}`)
    .digest('hex');

function sameToken(given: unknown, expected: string): boolean {
  const a = Buffer.from(typeof given === 'string' ? given : '');
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const fieldsOf = (body: unknown) =>
  (body && typeof body === 'object' ? body : {}) as Record<string, string | undefined>;

/** A page saying why nothing can be paid; with the merchant's cancel page to go back to, when known. */
const refusal = (reply: FastifyReply, message: string, back?: string) =>
  sendPage(
    reply,
    providerPage(
      'Paiement impossible',
      `      <p role="alert">${escapeHtml(message)}</p>` +
        (back ? `\n      <p><a href="${escapeHtml(back)}">Retourner sur le site du commerçant</a></p>` : ''),
    ),
    {},
    400,
  );

/** PBX_TIME as signed (ISO 8601 with its offset), in epoch milliseconds; null when it is not one. */
function signedTime(value: string | undefined): number | null {
  if (!value || value.length > 40 || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(value))
    return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

function paymentPage(attempt: Attempt, token: string): string {
  const hidden = `
        <input type="hidden" name="reference" value="${escapeHtml(attempt.reference)}" />
        <input type="hidden" name="jeton" value="${token}" />`;
  return providerPage(
    'Paiement par carte bancaire',
    `      <dl class="recapitulatif">
        <dt>Commerçant</dt><dd>${escapeHtml(merchantName(attempt.merchant) ?? attempt.merchant)}</dd>
        <dt>Référence de la commande</dt><dd>${escapeHtml(attempt.reference)}</dd>
        <dt>Montant à payer</dt><dd><strong>${escapeHtml(euros(Number(attempt.amountCents) / 100))}</strong></dd>
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

/** Where the notification goes: the path of the signed repondreA on the back office this provider
 * serves (or, under the providers' prefix, on this listener: see deliver). The host name in repondreA
 * is the one the customer's browser used; server to server, the provider uses the back office's own
 * address, and never another host. */
function notificationTarget(repondreA: string, backofficeUrl: string): URL | null {
  try {
    const asked = new URL(repondreA);
    // Path and query set on the back office's URL, never resolved against it ("//host/…" stays a path).
    const target = new URL(backofficeUrl);
    target.pathname = asked.pathname;
    target.search = asked.search;
    return target;
  } catch {
    return null;
  }
}

/** Posts the notification to the merchant; its HTTP status. A repondreA under the providers' prefix
 * names a neighbour on this listener (the mobile-ticket provider): delivered in process, no network. */
async function deliver(app: FastifyInstance, deps: CardProviderDeps, target: URL, body: string) {
  if (target.pathname.startsWith(PROVIDERS_PREFIX)) {
    const answer = await app.inject({
      method: 'POST',
      url: `${target.pathname}${target.search}`,
      headers: { 'content-type': FORM_TYPE },
      payload: body,
    });
    return answer.statusCode;
  }
  const response = await deps.fetch(target, {
    method: 'POST',
    headers: { 'content-type': FORM_TYPE },
    body,
    signal: AbortSignal.timeout(NOTIFICATION_TIMEOUT_MS),
  });
  return response.status;
}

async function notify(
  app: FastifyInstance,
  deps: CardProviderDeps,
  attempt: Attempt,
  approved: boolean,
  log: FastifyBaseLogger,
) {
  const authorisation = String(randomInt(100_000, 1_000_000));
  const params = notificationFor(attempt, approved, authorisation, deps.key);
  const target = notificationTarget(attempt.repondreA, deps.backofficeUrl());
  if (!target) {
    log.warn({ repondreA: attempt.repondreA }, 'Notification de paiement impossible : repondreA invalide.');
    return;
  }
  try {
    const status = await deliver(app, deps, target, new URLSearchParams(params).toString());
    if (status < 200 || status > 299)
      log.warn({ status }, 'Notification de paiement refusée par le commerçant.');
  } catch (error) {
    // As a real provider, the customer still goes back to the merchant, whose page polls the outcome.
    log.warn({ err: error }, 'Notification de paiement non remise au commerçant.');
  }
}

export function registerCardProvider(app: FastifyInstance, deps: CardProviderDeps): void {
  /** By orderKey: the last page shown for each merchant's order. */
  const attempts = new Map<string, Attempt>();
  /** Identifiants of the merchants whose pages were shown (a decision form names only the reference). */
  const merchants = new Set<string>();
  /** By orderKey. */
  const paid = new Set<string>();

  const showPage = async (request: { body: unknown }, reply: FastifyReply) => {
    const fields = fieldsOf(request.body);
    if (!verifyHmac(fields as Record<string, string>, deps.key)) return refusal(reply, SIGNATURE_ERROR);
    const reference = fields.PBX_CMD ?? '';
    const amountCents = fields.PBX_TOTAL ?? '';
    const merchant = fields.PBX_IDENTIFIANT ?? '';
    if (!/^\d{1,10}$/.test(reference) || !/^\d{1,9}$/.test(amountCents))
      return refusal(reply, 'Paramètres de paiement invalides : référence ou montant incorrect.');
    if (!/^\d{1,12}$/.test(merchant))
      return refusal(reply, 'Paramètres de paiement invalides : identifiant du commerçant incorrect.');
    // The provider requires the holder's e-mail, whichever name the merchant's back office gave it.
    if (validateEmail(fields.PBX_PORTEUR ?? '') !== null) return refusal(reply, HOLDER_ERROR);
    if (paid.has(orderKey(merchant, reference))) return refusal(reply, ALREADY_PAID);
    const time = signedTime(fields.PBX_TIME);
    if (time === null) return refusal(reply, TIME_ERROR);
    const returns = [fields.PBX_EFFECTUE, fields.PBX_REFUSE, fields.PBX_ANNULE];
    if (httpOrigins(returns.map((url) => url ?? '')).length !== returns.length)
      return refusal(reply, 'Paramètres de paiement invalides : adresses de retour manquantes.');
    if (deps.now().getTime() - time >= PAYMENT_WINDOW_MS)
      return refusal(reply, PAYMENT_EXPIRED, fields.PBX_ANNULE);
    // The return URLs are the signed ones the merchant sent, as the real provider uses them.
    const attempt: Attempt = {
      nonce: randomBytes(16).toString('hex'),
      merchant,
      reference,
      amountCents,
      valide: fields.PBX_EFFECTUE ?? '',
      refuse: fields.PBX_REFUSE ?? '',
      annule: fields.PBX_ANNULE ?? '',
      repondreA: fields.PBX_REPONDRE_A ?? '',
      time,
    };
    attempts.set(orderKey(merchant, reference), attempt);
    merchants.add(merchant);
    const page = paymentPage(attempt, decisionToken(attempt, deps.key));
    // Its forms post here, then the browser is sent to one of the merchant's return pages.
    return sendPage(reply, page, {
      forms: ["'self'", ...httpOrigins([attempt.valide, attempt.refuse, attempt.annule])],
    });
  };
  const formRoute = { config: { formBody: true } };
  app.post(CARD_PAGE_PATH, formRoute, showPage);
  app.post(`${CARD_PAGE_PATH}/mobile`, formRoute, showPage);

  app.post(DECISION_PATH, formRoute, async (request, reply) => {
    const form = fieldsOf(request.body);
    // The page of this reference whose one-use key the form carries, whichever merchant's it is.
    const attempt = [...merchants]
      .map((merchant) => attempts.get(orderKey(merchant, form.reference ?? '')))
      .find((shown) => shown !== undefined && sameToken(form.jeton, decisionToken(shown, deps.key)));
    if (!attempt) return refusal(reply, 'Décision de paiement invalide ou déjà prise.');
    attempts.delete(orderKey(attempt.merchant, attempt.reference)); // one decision per page shown
    if (form.action === 'annuler') return reply.redirect(attempt.annule, 303);
    // Past the window, the merchant no longer holds what it sells: no payment is taken.
    if (deps.now().getTime() - attempt.time >= PAYMENT_WINDOW_MS)
      return refusal(reply, PAYMENT_EXPIRED, attempt.annule);
    // Only the accepted test card is authorised; any other card is refused by its bank.
    const approved = form.carte === TEST_CARDS.approved.number;
    if (approved) paid.add(orderKey(attempt.merchant, attempt.reference));
    // Server to server, before the browser comes back: the portal then finds the order settled.
    await notify(app, deps, attempt, approved, request.log);
    return reply.redirect(approved ? attempt.valide : attempt.refuse, 303);
  });
}
