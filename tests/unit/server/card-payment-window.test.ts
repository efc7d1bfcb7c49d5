// Issue 23: the card provider's page takes a payment only within 15 minutes of the form's PBX_TIME, as
// long as a saved order holds its seats. Past it, neither the page nor its decision takes one: a French
// page says so, with the merchant's cancel page to go back to, and nothing reaches the back office.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { hmacOf, pbxFields } from '../../../src/server/providers/signature';
import { NOW } from './reload-helpers';
import { server, visitor, type Visitor } from './helpers';
import {
  cardPage,
  postForm,
  providersOf,
  providerSecret,
  readyOrder,
  type SentToBackoffice,
} from './purchase-helpers';

const DECISION = '/fournisseur/paiement-carte/decision';
const EXPIRED =
  'Le délai de paiement de 15 minutes est dépassé : cette commande ne peut plus être payée. Retournez ' +
  'sur le site du commerçant pour commander à nouveau.';

let app: FastifyInstance;
let providers: FastifyInstance;
let sent: SentToBackoffice[];
let clock: Date;
afterEach(async () => {
  await app?.close();
  await providers?.close();
});

/** The back office and the providers on one clock the test moves. */
async function both(): Promise<Visitor> {
  clock = NOW;
  const now = () => clock;
  app = await server({ providerSecret, now });
  ({ providers, sent } = await providersOf(app, providerSecret, now));
  return visitor(app);
}

const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

const wait = async (v: Visitor) =>
  (
    await v.post('/paiement/api/payment/wait', {
      urlParameters: { payerId: null, paymentId: null, token: null },
    })
  ).json();

const decide = (reference: string, jeton: string) =>
  postForm(providers, DECISION, { reference, jeton, carte: '4970100000000003', action: 'payer' });

describe('the card page’s payment window', () => {
  it('a decision 15 minutes after PBX_TIME is refused and notifies nothing; the order still waits', async () => {
    const v = await both();
    const { reference, jeton, parameters } = await cardPage(providers, v, await readyOrder(v));
    expect(parameters.time).toBe(NOW.toISOString());
    later(15 * 60_000);
    const decision = await decide(reference, jeton);
    expect(decision.statusCode).toBe(400);
    expect(decision.body).toContain(`<p role="alert">${EXPIRED}</p>`);
    expect(decision.body).toContain(
      `<a href="${parameters.retourClientAnnule.replace(/&/g, '&amp;')}">Retourner sur le site du commerçant</a>`,
    );
    expect(sent).toEqual([]);
    expect(await wait(v)).toEqual({ finished: false, error: false });
  });

  it('one a second before is taken', async () => {
    const v = await both();
    const { reference, jeton, parameters } = await cardPage(providers, v, await readyOrder(v));
    later(15 * 60_000 - 1000);
    const decision = await decide(reference, jeton);
    expect(decision.statusCode).toBe(303);
    expect(decision.headers.location).toBe(parameters.retourClientValide);
    expect(await wait(v)).toEqual({ finished: true, error: false });
  });

  it('the page itself is refused past the window, and a PBX_TIME that is not a time', async () => {
    const v = await both();
    const { parameters } = await cardPage(providers, v, await readyOrder(v));
    later(16 * 60_000);
    const late = await postForm(providers, new URL(parameters.url).pathname, pbxFields(parameters));
    expect(late.statusCode).toBe(400);
    expect(late.body).toContain(`<p role="alert">${EXPIRED}</p>`);
    // Signed as the merchant would sign it: the provider reads the time it was given.
    const fields = pbxFields({ ...parameters, time: 'hier' });
    const odd = await postForm(providers, new URL(parameters.url).pathname, {
      ...fields,
      PBX_HMAC: hmacOf(fields, providerSecret),
    });
    expect(odd.statusCode).toBe(400);
    expect(odd.body).toContain(
      '<p role="alert">Paramètres de paiement invalides : horodatage (PBX_TIME) incorrect.</p>',
    );
  });
});
