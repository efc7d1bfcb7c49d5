// SPEC §7 "Address and payment" on the emulator: town lookup and the delivery address check.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { server, visitor, type Visitor } from './helpers';
import { ADDRESS, VPC } from './purchase-helpers';

let app: FastifyInstance;
afterEach(() => app?.close());

/** The lookup's answer for a query string. */
async function lookup(v: Visitor, query: string) {
  const response = await v.get(`/vente/api/cities?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { value: string; text: string }[];
}
const texts = (towns: { text: string }[]) => towns.map((town) => town.text);

describe('GET /vente/api/cities: every code of the La Poste base', () => {
  it('answers 35000 Rennes, which the 9 seeded codes did not know', async () => {
    app = await server();
    const v = await visitor(app);
    expect(await lookup(v, 'postalCode=35000&countryCode=250')).toEqual([
      { value: 'Rennes', text: '35000 Rennes' },
    ]);
  });

  it('answers every town of a shared code, sorted in French, as {value, text}', async () => {
    app = await server();
    const v = await visitor(app);
    expect(await lookup(v, 'postalCode=41000&countryCode=250')).toEqual([
      { value: 'Blois', text: '41000 Blois' },
      { value: 'Saint-Denis-sur-Loire', text: '41000 Saint-Denis-sur-Loire' },
      { value: 'Saint-Sulpice-de-Pommeray', text: '41000 Saint-Sulpice-de-Pommeray' },
      { value: 'Villebarou', text: '41000 Villebarou' },
      { value: 'Villerbon', text: '41000 Villerbon' },
    ]);
  });

  it('knows Corsica (20000: Ajaccio and Lecci) and overseas (97400 Saint-Denis)', async () => {
    app = await server();
    const v = await visitor(app);
    expect(await lookup(v, 'postalCode=20000&countryCode=250')).toEqual([
      { value: 'Ajaccio', text: '20000 Ajaccio' },
      { value: 'Lecci', text: '20000 Lecci' },
    ]);
    expect(await lookup(v, 'postalCode=97400&countryCode=250')).toEqual([
      { value: 'Saint-Denis', text: '97400 Saint-Denis' },
    ]);
  });

  it('gives the city for a municipal arrondissement, once per code, as an address writes it', async () => {
    app = await server();
    const v = await visitor(app);
    // The base names 75001's commune "Paris 1er Arrondissement"; La Poste routes it to PARIS.
    expect(await lookup(v, 'postalCode=75001&countryCode=250')).toEqual([
      { value: 'Paris', text: '75001 Paris' },
    ]);
    // 13005 spans the 4th and 5th arrondissements: one Marseille.
    expect(texts(await lookup(v, 'postalCode=13005&countryCode=250'))).toEqual(['13005 Marseille']);
    expect(texts(await lookup(v, 'postalCode=75016&countryCode=250'))).toEqual([
      '75016 Boulogne-Billancourt',
      '75016 Paris',
    ]);
  });

  it('lists a town once when two communes of one code share its name', async () => {
    app = await server();
    const v = await visitor(app);
    // Thièvres (Pas-de-Calais) and Thièvres (Somme) are both 62760: one address, one suggestion.
    const towns = texts(await lookup(v, 'postalCode=62760&countryCode=250'));
    expect(towns.filter((text) => text === '62760 Thièvres')).toHaveLength(1);
  });

  it('matches a prefix of 4 digits across codes, and a town on two codes appears under each', async () => {
    app = await server();
    const v = await visitor(app);
    expect(texts(await lookup(v, 'postalCode=2009&countryCode=250'))).toEqual(['20090 Ajaccio']);
    const vendome = texts(await lookup(v, 'postalCode=4110&countryCode=250'));
    expect(vendome).toHaveLength(26);
    expect(vendome.slice(0, 3)).toEqual(['41100 Areines', '41100 Azé', '41100 Coulommiers-la-Tour']);
    expect(vendome).toContain('41100 Vendôme');
    const tours = texts(await lookup(v, 'postalCode=3700&countryCode=250'));
    expect(tours).toEqual(['37000 Tours']);
  });

  it('caps a prefix at 50 towns, the first in order; a full code always gives all of its own', async () => {
    app = await server();
    const v = await visitor(app);
    // 6212x holds 98 towns.
    const capped = texts(await lookup(v, 'postalCode=6212&countryCode=250'));
    expect(capped).toHaveLength(50);
    expect(capped[0]).toBe('62120 Aire-sur-la-Lys');
    expect([...capped].sort((a, b) => a.localeCompare(b, 'fr'))).toEqual(capped);
    // 51300, the code with the most towns (46).
    expect(await lookup(v, 'postalCode=51300&countryCode=250')).toHaveLength(46);
  });

  it.each([
    ['3 digits', 'postalCode=350&countryCode=250'],
    ['letters', 'postalCode=abcde&countryCode=250'],
    ['a Corsican department letter', 'postalCode=2A004&countryCode=250'],
    ['20 digits', `postalCode=${'3'.repeat(20)}&countryCode=250`],
    ['6 digits starting with a real code', 'postalCode=350001&countryCode=250'],
    ['an empty code', 'postalCode=&countryCode=250'],
    ['no code', 'countryCode=250'],
    ['a repeated code', 'postalCode=35000&postalCode=41000&countryCode=250'],
    ['a code that does not exist', 'postalCode=41999&countryCode=250'],
    ['another country', 'postalCode=35000&countryCode=276'],
    ['no country', 'postalCode=35000'],
    ['a padded country', 'postalCode=35000&countryCode=0250'],
    ['nothing at all', ''],
  ])('answers an empty list for %s', async (_name, query) => {
    app = await server();
    const v = await visitor(app);
    expect(await lookup(v, query)).toEqual([]);
  });

  it('reads the code and the country trimmed', async () => {
    app = await server();
    const v = await visitor(app);
    expect(texts(await lookup(v, 'postalCode=%2035000%20&countryCode=%20250'))).toEqual(['35000 Rennes']);
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

describe('POST /vente/api/shippingAdress/save: the town of a French address belongs to its code', () => {
  const save = async (v: Visitor, change: object) =>
    (await v.post('/vente/api/shippingAdress/save', { address: { ...ADDRESS, ...change } })).json();

  /** The address an order saved now would carry (its summary), or null without one. */
  async function stored(v: Visitor) {
    await v.post('/vente/api/cart/article', { type: 'VPC', idProduit: 101, quantite: 1 });
    if ((await v.post('/vente/api/save', { ...VPC, paymentMode: 'CB' })).body === '') return null;
    const { shippingAddress } = (await v.get('/vente/api/order/summary')).json();
    return shippingAddress as { postalCode: string; town: string } | null;
  }

  it('saves 35000 Rennes, and the purchase goes on with it', async () => {
    app = await server();
    const v = await visitor(app);
    expect(await save(v, { postalCode: '35000', town: 'Rennes' })).toEqual({ valid: true });
    expect(await stored(v)).toMatchObject({ postalCode: '35000', town: 'Rennes' });
  });

  it.each([
    ['41000', 'saint denis sur loire', 'Saint-Denis-sur-Loire'],
    ['41000', '  SAINT-DENIS-SUR-LOIRE ', 'Saint-Denis-sur-Loire'],
    ['41350', 'Saint Gervais la Foret', 'Saint-Gervais-la-Forêt'],
    ['97400', 'St Denis', 'Saint-Denis'],
    ['97400', 'saint-denis', 'Saint-Denis'],
    ['20000', 'Ajaccio', 'Ajaccio'],
    ['20000', 'lecci', 'Lecci'],
    ['20090', 'AJACCIO', 'Ajaccio'],
    // Arrondissements: the city, as an address writes it, whichever way it was typed.
    ['75001', 'Paris', 'Paris'],
    ['75001', 'Paris 1er Arrondissement', 'Paris'],
    ['75116', 'Paris 16', 'Paris'],
    ['13005', 'marseille', 'Marseille'],
    // La Poste's own label for the town (libellé d'acheminement) is right too.
    ['11560', "Fleury d'Aude", 'Fleury'],
    ['58120', 'Chateau Chinon', 'Château-Chinon (Ville)'],
    ['58120', 'Château-Chinon (Campagne)', 'Château-Chinon (Campagne)'],
  ])('%s with %j is right and stores %j, the base’s name', async (postalCode, town, canonical) => {
    app = await server();
    const v = await visitor(app);
    expect(await save(v, { postalCode, town })).toEqual({ valid: true });
    expect(await stored(v)).toMatchObject({ postalCode, town: canonical });
  });

  it.each([
    ['35000', 'Paris', 'a town of another code'],
    ['20090', 'Lecci', 'a town of the other Ajaccio code'],
    ['75001', 'Paris 2e Arrondissement', 'another arrondissement'],
    ['41000', 'Saint', 'a part of a name'],
    ['41000', 'Blois Vineuil', 'two names'],
    ['41999', 'Blois', 'a code that does not exist'],
    ['4100', 'Blois', 'a prefix'],
    ['41 000', 'Blois', 'a spaced code'],
    ['041000', 'Blois', 'a padded code'],
    ['2A004', 'Ajaccio', 'a commune code (INSEE) for a postal code'],
  ])('%s with %j is refused (%s) and nothing is stored', async (postalCode, town) => {
    app = await server();
    const v = await visitor(app);
    expect(await save(v, { postalCode, town })).toEqual({ valid: false });
    expect(await stored(v)).toBeNull();
  });

  it('takes France as the number 250 too, and checks its town the same way', async () => {
    app = await server();
    const v = await visitor(app);
    expect(await save(v, { countryCode: 250, postalCode: '35000', town: 'Paris' })).toEqual({ valid: false });
    expect(await stored(v)).toBeNull();
    expect(await save(v, { countryCode: 250, postalCode: '35000', town: 'rennes' })).toEqual({ valid: true });
    expect(await stored(v)).toMatchObject({ postalCode: '35000', town: 'Rennes' });
  });

  it.each([
    ['true', true],
    ['null', null],
    ['an array', [250]],
    ['an object', { code: 250 }],
    ['a fraction', 250.5],
    ['a negative number', -250],
    ['a decimal text', '250.0'],
    ['a huge number', 1e21],
  ])('refuses a country given as %s', async (_name, countryCode) => {
    app = await server();
    const v = await visitor(app);
    expect(await save(v, { countryCode, postalCode: '35000', town: 'Rennes' })).toEqual({ valid: false });
    expect(await stored(v)).toBeNull();
  });

  it('refuses a postal code given as a number (01000 would lose its 0)', async () => {
    app = await server();
    const v = await visitor(app);
    expect(await save(v, { postalCode: 35000, town: 'Rennes' })).toEqual({ valid: false });
    expect(await stored(v)).toBeNull();
  });

  it('checks nothing beyond the form rules abroad, and stores the town as typed', async () => {
    app = await server();
    const v = await visitor(app);
    expect(await save(v, { countryCode: 56, postalCode: '35000', town: 'paris' })).toEqual({ valid: true });
    expect(await stored(v)).toMatchObject({ postalCode: '35000', town: 'paris' });
  });
});
