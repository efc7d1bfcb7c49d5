import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Cart } from '../../../src/shared/shop';
import { server, visitor } from './helpers';
import { postForm, providersOf, providerSecret } from './purchase-helpers';

const RESERVATION = { isVpc: false, isReservation: true, isTicketOD: false, isRechargementOD: false };
const item = (extra: object = {}) => ({
  type: 'RESERVATION',
  codeProduitReservation: 'RES-PLEIN',
  quantite: 2,
  codeOrigine: 'BLO-GARE',
  codeDestination: 'VEN-GARE',
  codeCourse: 'C-1207',
  codeLigne: 'L1',
  libelleOrigine: 'Blois – Gare',
  libelleDestination: 'Vendôme – Gare',
  libelleLigne: 'L1 Blois – Vendôme',
  dateDepart: '2026-12-01T07:10:00+01:00',
  dateArrivee: '2026-12-01T08:05:00+01:00',
  ...extra,
});

let app: FastifyInstance;
afterEach(() => app?.close());

describe('POST /vente/api/cart/articles', () => {
  it('puts trip items with quantity above 0 in the reservation cart, with their trip details and 10 % VAT', async () => {
    app = await server();
    const v = await visitor(app);
    const cart = (
      await v.post('/vente/api/cart/articles', [
        item(),
        item({ codeProduitReservation: 'RES-JEUNE', quantite: 0 }),
      ])
    ).json() as Cart;
    expect(cart.products).toHaveLength(1);
    expect(cart.products[0]).toMatchObject({
      label: 'Réservation plein tarif',
      quantity: 2,
      totalPrice: 17,
      montantTva: 0.77,
      libelleOrigine: 'Blois – Gare',
      libelleDestination: 'Vendôme – Gare',
      libelleLigne: 'L1 Blois – Vendôme',
      allerRetour: false,
    });
    expect(cart.shippingPrice).toBe(0);
    expect(((await v.post('/vente/api/cart', RESERVATION)).json() as Cart).totalPrice).toBe(17);
  });

  it('doubles the price of a round trip for round-trip products', async () => {
    app = await server();
    const v = await visitor(app);
    const cart = (
      await v.post('/vente/api/cart/articles', [
        item({ quantite: 1, codeCourseRetour: 'C-1815', dateDepartRetour: '2026-12-01T18:15:00+01:00' }),
      ])
    ).json() as Cart;
    expect(cart.products[0]).toMatchObject({ totalPrice: 17, allerRetour: true });
  });

  // Issue 10: every add makes new lines, so repeated adds once grew a cart without end.
  it('holds at most 20 lines per cart: one more is refused in French and changes nothing', async () => {
    app = await server();
    const v = await visitor(app);
    const full = 'Le panier est plein : 20 lignes au plus.';
    const tooMany = await v.post(
      '/vente/api/cart/articles',
      Array.from({ length: 21 }, () => item()),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ messageError: full });
    for (let i = 0; i < 10; i++) await v.post('/vente/api/cart/articles', [item(), item()]);
    const before = (await v.post('/vente/api/cart', RESERVATION)).json() as Cart;
    expect(before.products).toHaveLength(20);
    expect(before.totalPrice).toBe(340);
    const more = await v.post('/vente/api/cart/articles', [item()]);
    expect(more.statusCode).toBe(400);
    expect(more.json()).toEqual({ messageError: full });
    expect((await v.post('/vente/api/cart', RESERVATION)).json()).toEqual(before);
  });

  it.each([
    ['an empty list', []],
    ['an unknown product', [item({ codeProduitReservation: 'INCONNU' })]],
    ['a bad type', [item({ type: 'VPC' })]],
    ['a negative quantity', [item({ quantite: -1 })]],
    ['items for two carts', [item(), item({ type: 'TICKET_OD', codeProduitReservation: 'OD-UNITAIRE' })]],
    ['one bad item among good ones', [item(), item({ libelleOrigine: 3 })]],
  ])('refuses %s with 400 and adds nothing', async (_name, body) => {
    app = await server();
    const v = await visitor(app);
    const response = await v.post('/vente/api/cart/articles', body as object);
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().messageError).toBe('string');
    expect(((await v.post('/vente/api/cart', RESERVATION)).json() as Cart).products).toEqual([]);
  });
});

describe('tickets of a paid trip order', () => {
  it('get a number in the summary and a PDF named after it', async () => {
    app = await server({ providerSecret });
    const v = await visitor(app);
    await v.post('/vente/api/cart/articles', [item()]);
    await v.post('/vente/api/shippingAdress/save', {
      address: {
        gender: 'MR',
        lastname: 'Martin',
        firstname: 'Léo',
        phone: '',
        secondPhone: '',
        email: 'leo@exemple.fr',
        address: '3 rue Denis Papin',
        addressComplement: '',
        countryCode: '250',
        postalCode: '41000',
        town: 'Blois',
      },
    });
    const { id } = (await v.post('/vente/api/save', { ...RESERVATION, paymentMode: 'PAYPAL' })).json() as {
      id: number;
    };
    await v.post('/paiement/api/payment/init', {
      isVpc: false,
      isReservation: true,
      isTicketOD: false,
      paymentMode: 'PAYPAL',
    });
    const { url } = (await v.post('/paiement/api/paypal/parameters', { orderId: id })).json() as {
      url: string;
    };
    await v.put('/paiement/api/payment/pending');
    // The wallet's approval, on the providers' listener, for the checkout the back office signed.
    const { providers } = await providersOf(app);
    const decision = await postForm(providers, '/fournisseur/portefeuille/decision', {
      ...Object.fromEntries(new URL(url).searchParams),
      action: 'approuver',
    });
    await providers.close();
    expect(decision.headers.location).toContain('module=RESERVATION');
    const back = new URL(decision.headers.location as string).searchParams;
    await v.post('/paiement/api/payment/wait', {
      urlParameters: {
        payerId: back.get('PayerID'),
        paymentId: back.get('paymentId'),
        token: back.get('token'),
      },
    });

    const summary = (await v.get('/vente/api/order/summary')).json();
    const ticket = summary.order.orderItems[0].numTicket as string;
    expect(ticket).toMatch(/^\d+$/);
    const pdf = await v.get(`/vente/api/order/summary/ticket/${ticket}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(`ticket-${ticket}.pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await v.get('/vente/api/order/summary/ticket/000/pdf')).statusCode).toBe(404);
  });
});
