// Shared steps of the purchase tests: the cart flags, a valid address, an order ready to pay, the
// provider forms posted as a browser posts them, and the text a PDF shows.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { PayboxParameters } from '../../../src/shared/payment';
import { buildProviders } from '../../../src/server';
import { pbxFields } from '../../../src/server/providers/signature';
import type { Visitor } from './helpers';

export const providerSecret = new TextEncoder().encode('cle-du-fournisseur-de-paiement-de-test');

export const VPC = { isVpc: true, isReservation: false, isTicketOD: false, isRechargementOD: false };
export const INIT_VPC = { isVpc: true, isReservation: false, isTicketOD: false };

export const ADDRESS = {
  gender: 'MME',
  lastname: 'Lefèvre',
  firstname: 'Zoé',
  phone: '0254000000',
  secondPhone: '',
  email: 'zoe@exemple.fr',
  address: '12 place de la Gare',
  addressComplement: '',
  countryCode: '250',
  postalCode: '41000',
  town: 'Blois',
};

/** Two goods (2 × 4,50 € + 6,90 €) + 4,90 € shipping = 20,80 €, saved and initialised; its id. */
export async function readyOrder(v: Visitor, mode: 'CB' | 'PAYPAL' = 'CB'): Promise<number> {
  await v.post('/vente/api/cart/article', { type: 'VPC', idProduit: 101, quantite: 2 });
  await v.post('/vente/api/cart/article', { type: 'VPC', idProduit: 301, quantite: 1 });
  expect((await v.post('/vente/api/shippingAdress/save', { address: ADDRESS })).json()).toEqual({
    valid: true,
  });
  const saved = await v.post('/vente/api/save', { ...VPC, paymentMode: mode });
  const { id } = saved.json() as { id: number };
  const init = await v.post('/paiement/api/payment/init', { ...INIT_VPC, paymentMode: mode });
  expect(init.json()).toEqual({
    error: false,
    paybox: mode === 'CB',
    paypal: mode === 'PAYPAL',
    orderId: id,
  });
  return id;
}

/** A form posted by the browser (no bearer, no CSRF header: the provider is another site). */
export function postForm(app: FastifyInstance, url: string, form: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

/** A request a provider sent to the back office, server to server. */
export interface SentToBackoffice {
  method: string;
  url: string;
  contentType: string | null;
  body: string;
}

/**
 * The providers' stand-ins beside a back office built for inject (origin http://localhost): their
 * server-to-server calls go to `backoffice` through inject instead of the network, and are recorded.
 * `now` is their clock (the system's by default): give the back office's when it has its own.
 */
export async function providersOf(
  backoffice: FastifyInstance,
  key: Uint8Array = providerSecret,
  now?: () => Date,
) {
  const sent: SentToBackoffice[] = [];
  const viaInject: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const body = typeof init?.body === 'string' ? init.body : '';
    const contentType = new Headers(init?.headers).get('content-type');
    sent.push({ method: init?.method ?? 'GET', url: url.href, contentType, body });
    const answer = await backoffice.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers: contentType ? { 'content-type': contentType } : {},
      payload: body,
    });
    return new Response(answer.body, { status: answer.statusCode });
  };
  const providers = await buildProviders({
    providerSecret: key,
    backofficeUrl: 'http://127.0.0.1:5180/',
    fetch: viaInject,
    now,
  });
  await providers.ready();
  return { providers, sent };
}

/** The card provider's page for an order, reached as the portal's hidden form posts to it. */
export async function cardPage(providers: FastifyInstance, v: Visitor, orderId: number) {
  const parameters = (
    await v.post('/paiement/api/paybox/parameters', { orderId })
  ).json() as PayboxParameters;
  expect(new URL(parameters.url).origin).toBe('http://localhost:5181');
  const page = await postForm(providers, new URL(parameters.url).pathname, pbxFields(parameters));
  expect(page.statusCode).toBe(200);
  const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(page.body)?.[1] ?? '';
  return { parameters, page, reference: hidden('reference'), jeton: hidden('jeton') };
}

/** Pays over HTTP as a browser does: posts the signed form to the provider's page, then its decision
 * form with the accepted test card; the decision's answer (a 303 to a return page). */
export async function payOverHttp(parameters: PayboxParameters): Promise<Response> {
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual' as const,
  });
  const page = await (await fetch(parameters.url, form(pbxFields(parameters)))).text();
  const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(page)![1]!;
  return fetch(
    new URL('/fournisseur/paiement-carte/decision', parameters.url),
    form({
      reference: hidden('reference'),
      jeton: hidden('jeton'),
      carte: '4970100000000003',
      action: 'payer',
    }),
  );
}

export { pdfText } from '../../support/pdf-text';
