// SPEC §7 "Address and payment" on the emulator: town lookup and the delivery address check.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { server, visitor } from './helpers';
import { ADDRESS, VPC } from './purchase-helpers';

let app: FastifyInstance;
afterEach(() => app?.close());

describe('GET /vente/api/cities', () => {
  it('answers the towns of a French postal code, sorted, as {value, text}', async () => {
    app = await server();
    const v = await visitor(app);
    expect((await v.get('/vente/api/cities?postalCode=41350&countryCode=250')).json()).toEqual([
      { value: 'Huisseau-sur-Cosson', text: '41350 Huisseau-sur-Cosson' },
      { value: 'Saint-Gervais-la-Forêt', text: '41350 Saint-Gervais-la-Forêt' },
      { value: 'Vineuil', text: '41350 Vineuil' },
    ]);
  });

  it('matches a prefix once more than 3 characters are given', async () => {
    app = await server();
    const v = await visitor(app);
    const towns = (await v.get('/vente/api/cities?postalCode=4110&countryCode=250')).json();
    expect(towns.map((t: { text: string }) => t.text)).toEqual([
      '41100 Naveil',
      '41100 Saint-Ouen',
      '41100 Vendôme',
    ]);
    expect((await v.get('/vente/api/cities?postalCode=411&countryCode=250')).json()).toEqual([]);
  });

  it('knows only France (250) and unknown codes give nothing', async () => {
    app = await server();
    const v = await visitor(app);
    expect((await v.get('/vente/api/cities?postalCode=41000&countryCode=276')).json()).toEqual([]);
    expect((await v.get('/vente/api/cities?postalCode=41999&countryCode=250')).json()).toEqual([]);
    expect((await v.get('/vente/api/cities')).json()).toEqual([]);
  });
});

describe('POST /vente/api/shippingAdress/save', () => {
  const save = (v: Awaited<ReturnType<typeof visitor>>, address: object) =>
    v.post('/vente/api/shippingAdress/save', { address });

  /** Whether an address is stored: a shop order can only be saved with one. */
  async function hasAddress(v: Awaited<ReturnType<typeof visitor>>) {
    await v.post('/vente/api/cart/article', { type: 'VPC', idProduit: 101, quantite: 1 });
    return (await v.post('/vente/api/save', { ...VPC, paymentMode: 'CB' })).body !== '';
  }

  it('accepts an address that follows the rules and stores it', async () => {
    app = await server();
    const v = await visitor(app);
    const response = await save(v, ADDRESS);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ valid: true });
    expect(await hasAddress(v)).toBe(true);
  });

  it.each([
    ['a missing last name', { lastname: '' }],
    ['no civility', { gender: '' }],
    ['a name with digits', { firstname: 'Zoé2' }],
    ['an invalid e-mail', { email: 'zoe@' }],
    ['a 51-character street', { address: 'a'.repeat(51) }],
    // Issue 10: the town took markup, and the summary echoed it.
    ['markup in the town', { town: '<img src=x onerror=alert(1)>' }],
    ['an XML fragment in the town', { town: '<![CDATA[Blois]]>' }],
  ])('answers valid: false for %s (a rule the form checks too) and stores nothing', async (_n, change) => {
    app = await server();
    const v = await visitor(app);
    const response = await save(v, { ...ADDRESS, ...change });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ valid: false });
    expect(await hasAddress(v)).toBe(false);
  });

  it('answers valid: false for a French postal code that does not exist, though the form accepts it', async () => {
    app = await server();
    const v = await visitor(app);
    expect((await save(v, { ...ADDRESS, postalCode: '41999' })).json()).toEqual({ valid: false });
    expect(await hasAddress(v)).toBe(false);
    // Abroad, the back office has no list to check against.
    expect((await save(v, { ...ADDRESS, countryCode: '56', postalCode: '1000' })).json()).toEqual({
      valid: true,
    });
  });

  it('refuses a body without an address object with 400', async () => {
    app = await server();
    const v = await visitor(app);
    const response = await v.post('/vente/api/shippingAdress/save', ADDRESS);
    expect(response.statusCode).toBe(400);
    expect(response.json().messageError).toBe('Le champ « address » doit être un objet.');
  });
});
