// SPEC §3 "Card-payment form parameters ... porteur or email": the emulator names the card holder's
// e-mail `porteur` (default) or `email` (option `cardHolderField`, or the control route at run time);
// its HMAC covers the PBX_PORTEUR the browser posts either way, and the card provider's stand-in takes
// the form whichever name the back office used, never one without a holder's e-mail.
import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { payboxFormFields, type PayboxParameters } from '../../../src/shared/payment';
import { hmacOf } from '../../../src/server/providers/signature';
import { server, visitor, type Visitor } from './helpers';
import { ADDRESS, postForm, providersOf, providerSecret, readyOrder } from './purchase-helpers';

let app: FastifyInstance;
afterEach(() => app?.close());

const parametersOf = async (v: Visitor, orderId: number) =>
  (await v.post('/paiement/api/paybox/parameters', { orderId })).json() as PayboxParameters;

/** The string the provider signs, recomputed from its documented rule: PBX_* fields in order, & joined. */
const signedString = (fields: [string, string][]) =>
  fields
    .filter(([name]) => name !== 'PBX_HMAC')
    .map(([name, value]) => `${name}=${value}`)
    .join('&');

const setField = (field: unknown) =>
  app.inject({ method: 'PUT', url: '/__emulator/card-holder-field', payload: { field } as object });

describe('card holder named porteur or email (SPEC §3)', () => {
  it.each([
    ['by default', 'porteur', {}],
    ['with cardHolderField: porteur', 'porteur', { cardHolderField: 'porteur' as const }],
    ['with cardHolderField: email', 'email', { cardHolderField: 'email' as const }],
  ])('%s the parameters name it %s only, and the HMAC covers it as PBX_PORTEUR', async (_n, name, option) => {
    app = await server({ providerSecret, ...option });
    const v = await visitor(app);
    const p = await parametersOf(v, await readyOrder(v));
    const other = name === 'porteur' ? 'email' : 'porteur';
    expect(p).toHaveProperty(name, ADDRESS.email);
    expect(p).not.toHaveProperty(other);
    const fields = payboxFormFields(p)!;
    expect(fields.filter(([field]) => field === 'PBX_PORTEUR')).toEqual([['PBX_PORTEUR', ADDRESS.email]]);
    expect(signedString(fields)).toContain(
      `&PBX_CMD=${p.idCommande}&PBX_PORTEUR=${ADDRESS.email}&PBX_RETOUR=`,
    );
    expect(p.hmac).toBe(
      createHmac('sha512', providerSecret).update(signedString(fields)).digest('hex').toUpperCase(),
    );
  });

  it('refuses another cardHolderField at start, in French', async () => {
    await expect(server({ cardHolderField: 'courriel' as never })).rejects.toThrow(
      'cardHolderField invalide : « courriel » (attendu : « porteur » ou « email »)',
    );
  });

  it('the control route switches the name at run time and back; anything else is refused (400)', async () => {
    app = await server({ providerSecret, control: true });
    const v = await visitor(app);
    expect((await app.inject({ method: 'GET', url: '/__emulator/card-holder-field' })).json()).toEqual({
      field: 'porteur',
    });
    const switched = await setField('email');
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toEqual({ field: 'email' });
    const p = await parametersOf(v, await readyOrder(v));
    expect([p.email, p.porteur]).toEqual([ADDRESS.email, undefined]);

    for (const bad of ['EMAIL', 'courriel', '', 3, null]) {
      const refused = await setField(bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        messageError: 'Le champ « field » vaut « porteur » ou « email ».',
      });
    }
    expect((await setField('porteur')).json()).toEqual({ field: 'porteur' });
    expect(await parametersOf(v, Number(p.idCommande))).toHaveProperty('porteur', ADDRESS.email);
  });

  it('the control route exists only with the control API', async () => {
    app = await server();
    expect((await setField('email')).statusCode).not.toBe(200);
  });
});

describe('the card provider takes PBX_PORTEUR from either name', () => {
  it.each(['porteur', 'email'] as const)(
    'shows its page for a form whose holder came as %s',
    async (cardHolderField) => {
      app = await server({ providerSecret, cardHolderField });
      const { providers } = await providersOf(app);
      onTestFinished(() => providers.close());
      const v = await visitor(app);
      const orderId = await readyOrder(v);
      const fields = Object.fromEntries(payboxFormFields(await parametersOf(v, orderId))!);
      const page = await postForm(providers, '/fournisseur/paiement-carte', fields);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<dd>${orderId}</dd>`);
    },
  );

  it.each([
    ['without PBX_PORTEUR', undefined],
    ['with an empty PBX_PORTEUR', ''],
    ['with a PBX_PORTEUR that is not an e-mail', 'zoe.exemple.fr'],
  ])('refuses a form %s, even signed (400, in French)', async (_name, holder) => {
    app = await server({ providerSecret });
    const { providers } = await providersOf(app);
    onTestFinished(() => providers.close());
    const v = await visitor(app);
    const fields = Object.fromEntries(payboxFormFields(await parametersOf(v, await readyOrder(v)))!);
    delete fields.PBX_PORTEUR;
    if (holder !== undefined) fields.PBX_PORTEUR = holder;
    // Re-signed with the shared key: only the missing holder is wrong.
    const unsigned = { ...fields };
    delete unsigned.PBX_HMAC;
    const form = { ...unsigned, PBX_HMAC: hmacOf(unsigned, providerSecret) };
    const refused = await postForm(providers, '/fournisseur/paiement-carte', form);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(
      'Paramètres de paiement invalides : adresse e-mail du porteur (PBX_PORTEUR) manquante ou incorrecte.',
    );
  });
});
