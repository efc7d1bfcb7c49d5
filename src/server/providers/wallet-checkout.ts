// The wallet's checkout, signed with the key the wallet provider shares with the back office (as the
// card provider's HMAC). The back office creates it (what a wallet's "create payment" answers: a token,
// a payment id and the approval link), the wallet page checks it, and when the portal brings back the
// approval the back office checks its payer id (what a wallet's "execute payment" does), so neither
// side reaches into the other's memory.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface WalletCheckout {
  orderId: string;
  amountCents: string;
  /** Checkout token (EC-…) and payment id (PAYID-…), as a wallet answers a created payment. */
  token: string;
  paymentId: string;
  /** The portal's pages the wallet sends the customer back to. */
  returnUrl: string;
  cancelUrl: string;
}

/** Query and form field names of a checkout, in signing order; `signature` is added after them. */
const FIELDS = [
  ['orderId', 'orderId'],
  ['amountCents', 'montant'],
  ['token', 'token'],
  ['paymentId', 'paymentId'],
  ['returnUrl', 'retour'],
  ['cancelUrl', 'annulation'],
] as const satisfies readonly (readonly [keyof WalletCheckout, string])[];

const hmac = (key: Uint8Array, parts: string[]) =>
  createHmac('sha256', key)
    .update(JSON.stringify(['portefeuille-v1', ...parts]))
    .digest('hex');

const signatureOf = (checkout: WalletCheckout, key: Uint8Array) =>
  hmac(
    key,
    FIELDS.map(([field]) => checkout[field]),
  );

/** The fields of a signed checkout, as the approval link and the wallet's decision form carry them. */
export function checkoutFields(checkout: WalletCheckout, key: Uint8Array): [string, string][] {
  return [
    ...FIELDS.map(([field, name]): [string, string] => [name, checkout[field]]),
    ['signature', signatureOf(checkout, key)],
  ];
}

/** The checkout these fields carry when its signature verifies, else null. */
export function readCheckout(fields: Record<string, unknown>, key: Uint8Array): WalletCheckout | null {
  const values = FIELDS.map(([, name]) => fields[name]);
  if (!values.every((v): v is string => typeof v === 'string')) return null;
  const checkout = Object.fromEntries(
    FIELDS.map(([field], i) => [field, values[i]]),
  ) as unknown as WalletCheckout;
  const given = Buffer.from(typeof fields.signature === 'string' ? fields.signature : '');
  const expected = Buffer.from(signatureOf(checkout, key));
  return given.length === expected.length && timingSafeEqual(given, expected) ? checkout : null;
}

const PAYER_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** PayPal-like payer id (13 upper-case letters and digits) of an approved checkout: only the wallet and
 * the back office, which hold the key, can tell it. */
export function payerIdFor(token: string, paymentId: string, key: Uint8Array): string {
  const digest = createHmac('sha256', key)
    .update(JSON.stringify(['payeur-v1', token, paymentId]))
    .digest();
  return [...digest.subarray(0, 13)].map((byte) => PAYER_ALPHABET[byte % PAYER_ALPHABET.length]).join('');
}

/** Whether `given` is the payer id of this checkout (compared in constant time). */
export function isPayerIdOf(given: unknown, token: string, paymentId: string, key: Uint8Array): boolean {
  const a = Buffer.from(typeof given === 'string' ? given : '');
  const b = Buffer.from(payerIdFor(token, paymentId, key));
  return a.length === b.length && timingSafeEqual(a, b);
}
