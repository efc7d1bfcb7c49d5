// The card provider's HMAC-SHA512 over the PBX_* fields, with a key only the emulator holds.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { PAYBOX_FIELDS, payboxFormFields, type PayboxParameters } from '../../shared/payment';

/** "PBX_A=v&PBX_B=w…" in the provider's field order, PBX_HMAC excluded. */
export function signedString(fields: Record<string, string>): string {
  return PAYBOX_FIELDS.filter(([, name]) => name !== 'PBX_HMAC' && fields[name] !== undefined)
    .map(([, name]) => `${name}=${fields[name]}`)
    .join('&');
}

export function hmacOf(fields: Record<string, string>, key: Uint8Array): string {
  return createHmac('sha512', key).update(signedString(fields)).digest('hex').toUpperCase();
}

export function verifyHmac(fields: Record<string, string>, key: Uint8Array): boolean {
  const given = Buffer.from(fields.PBX_HMAC ?? '');
  const expected = Buffer.from(hmacOf(fields, key));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The PBX_* fields of parameters, as the browser posts them (the portal's rule, src/shared). */
export function pbxFields(
  parameters: Omit<PayboxParameters, 'hmac'> & { hmac?: string },
): Record<string, string> {
  const fields = payboxFormFields(parameters);
  if (!fields) throw new Error('Paramètres de paiement sans adresse e-mail du porteur (porteur ou email).');
  return Object.fromEntries(fields);
}
