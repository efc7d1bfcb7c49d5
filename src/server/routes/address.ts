// SPEC §7 "Address and payment": town lookup and delivery address, checked with the SPEC §5 rules and,
// in France, against La Poste's base of postal codes.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ADDRESS_FIELDS, DEFAULT_COUNTRY_CODE, validateAddress } from '../../shared/address-rules';
import type { AddressForm, City } from '../../shared/payment';
import { postalBase, type PostalBase } from '../postal-codes';
import type { SessionStore } from '../state/session-store';
import { guarded, record } from '../validation';

/** The lookup answers from 4 digits (a prefix) to 5 (a code); the renderer asks from 4 characters. */
const LOOKUP = /^\d{4,5}$/;

/** The country as the form sends it ('250') or as a client may (250); null for anything else. */
export function countryCodeOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  return null;
}

/** The base, or the 503 answer when it cannot be read (the next request tries again). */
async function baseOr(reply: FastifyReply): Promise<PostalBase | null> {
  try {
    return await postalBase();
  } catch (error) {
    reply.log.error(error, 'postal-code base unreadable');
    await reply
      .code(503)
      .send({ messageError: 'La liste des codes postaux est indisponible. Veuillez réessayer plus tard.' });
    return null;
  }
}

export function registerAddressRoutes(app: FastifyInstance, state: SessionStore): void {
  app.get('/vente/api/cities', async (request, reply): Promise<City[] | FastifyReply> => {
    const query = request.query as Record<string, unknown>;
    // A repeated parameter arrives as an array: not a code.
    const postalCode = typeof query.postalCode === 'string' ? query.postalCode.trim() : '';
    if (countryCodeOf(query.countryCode) !== DEFAULT_COUNTRY_CODE || !LOOKUP.test(postalCode)) return [];
    const base = await baseOr(reply);
    return base ? base.lookup(postalCode) : reply;
  });

  app.post('/vente/api/shippingAdress/save', (request, reply) =>
    guarded(reply, async () => {
      const address = record(record(request.body).address, 'address');
      const countryCode = countryCodeOf(address.countryCode);
      if (countryCode === null) return { valid: false };
      // Only the form's own fields, trimmed as the rules read them: what is checked is what is stored.
      const form = Object.fromEntries(
        ADDRESS_FIELDS.map((field) => {
          const value = address[field];
          return [field, typeof value === 'string' ? value.trim() : ''];
        }),
      ) as unknown as AddressForm;
      form.countryCode = countryCode;
      if (Object.keys(validateAddress(form)).length > 0) return { valid: false };
      if (countryCode === DEFAULT_COUNTRY_CODE) {
        // The code must exist and the town be one of its own; the base's name is stored.
        const base = await baseOr(reply);
        if (!base) return reply;
        const town = base.townOf(form.postalCode, form.town);
        if (town === null) return { valid: false };
        form.town = town;
      }
      state.session(request.sessionId).address = form;
      return { valid: true };
    }),
  );
}
