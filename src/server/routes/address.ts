// SPEC §7 "Address and payment": town lookup and delivery address, checked with the SPEC §5 rules.
import type { FastifyInstance } from 'fastify';
import { ADDRESS_FIELDS, DEFAULT_COUNTRY_CODE, validateAddress } from '../../shared/address-rules';
import type { AddressForm, City } from '../../shared/payment';
import { cities } from '../fixtures/cities';
import type { SessionStore } from '../state/session-store';
import { guarded, record } from '../validation';

export function citiesFor(postalCode: string, countryCode: string): City[] {
  if (countryCode !== DEFAULT_COUNTRY_CODE || postalCode.length < 4) return [];
  return Object.entries(cities)
    .filter(([code]) => code.startsWith(postalCode))
    .flatMap(([code, towns]) => towns.map((town) => ({ value: town, text: `${code} ${town}` })))
    .sort((a, b) => a.text.localeCompare(b.text, 'fr'));
}

export function registerAddressRoutes(app: FastifyInstance, state: SessionStore): void {
  app.get('/vente/api/cities', async (request) => {
    const query = request.query as Record<string, string | undefined>;
    return citiesFor((query.postalCode ?? '').trim(), (query.countryCode ?? '').trim());
  });

  app.post('/vente/api/shippingAdress/save', (request, reply) =>
    guarded(reply, () => {
      const address = record(record(request.body).address, 'address') as Partial<AddressForm>;
      const clientValid = Object.keys(validateAddress(address)).length === 0;
      // Beyond the form's rules, the back office knows which French postal codes exist.
      const known =
        String(address.countryCode).trim() !== DEFAULT_COUNTRY_CODE ||
        Object.hasOwn(cities, String(address.postalCode).trim());
      if (!clientValid || !known) return { valid: false };
      // Only the form's own fields, trimmed as the rules read them.
      const stored = Object.fromEntries(
        ADDRESS_FIELDS.map((field) => [
          field,
          typeof address[field] === 'string' ? address[field].trim() : '',
        ]),
      ) as unknown as AddressForm;
      state.session(request.sessionId).address = stored;
      return { valid: true };
    }),
  );
}
