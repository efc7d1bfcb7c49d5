// The terminal payment mode (TPE) on the emulator: offered to registered kiosks only, refused to every
// other client at save and init, and a kiosk order needs the e-mail but no delivery address.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { OrderSummary, PaymentMode } from '../../../src/shared/payment';
import { server } from './helpers';
import { ADDRESS, INIT_VPC, VPC } from './purchase-helpers';
import {
  client,
  DEVICE_ID,
  DEVICES,
  INIT_VPC_TPE,
  kioskCart,
  OTHER_DEVICE_ID,
  terminalOrder,
} from './terminal-helpers';

let app: FastifyInstance;
afterEach(() => app?.close());

const TPE: PaymentMode = {
  value: 'TPE',
  label: 'Carte bancaire sur le terminal',
  logo: '/content/images/paiement/tpe.svg',
  alt: 'Terminal de paiement : cartes bancaires CB, Visa, Mastercard, sans contact',
};
const INIT_ERROR = { error: true, paybox: false, paypal: false, orderId: null };

const modeValues = async (c: Awaited<ReturnType<typeof client>>) =>
  ((await c.get('/paiement/api/payment/list')).json() as PaymentMode[]).map((m) => m.value);

describe('payment modes', () => {
  it('adds the terminal mode, with a logo that is served, for a registered device', async () => {
    app = await server({ devices: DEVICES });
    const kiosk = await client(app, DEVICE_ID);
    const modes = (await kiosk.get('/paiement/api/payment/list')).json() as PaymentMode[];
    expect(modes.map((m) => m.value)).toEqual(['PAYPAL', 'CB', 'TPE']);
    expect(modes[2]).toEqual(TPE);
    const logo = await kiosk.get(TPE.logo);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it.each([
    ['no device header', undefined],
    ['an unregistered device', 'borne-inconnue'],
  ])('leaves it out for %s', async (_name, deviceId) => {
    app = await server({ devices: DEVICES });
    expect(await modeValues(await client(app, deviceId))).toEqual(['PAYPAL', 'CB']);
  });

  it('leaves it out when the server knows no device at all', async () => {
    app = await server();
    expect(await modeValues(await client(app, DEVICE_ID))).toEqual(['PAYPAL', 'CB']);
  });
});

describe('order save and init in mode TPE', () => {
  it('a kiosk saves a shop order with only the e-mail: no address asked, none kept', async () => {
    app = await server({ devices: DEVICES });
    const kiosk = await client(app, DEVICE_ID);
    const id = await terminalOrder(kiosk);
    const summary = (await kiosk.get('/vente/api/order/summary')).json();
    expect(summary).toMatchObject({
      success: false,
      found: true,
      vpc: true,
      paymentMode: { label: 'Carte bancaire sur le terminal' },
      order: { id, totalPrice: 15.9 },
      shippingAddress: null,
    });
  });

  it('a kiosk order keeps no address even when the session saved one', async () => {
    app = await server({ devices: DEVICES });
    const kiosk = await client(app, DEVICE_ID);
    await kioskCart(kiosk);
    expect((await kiosk.post('/vente/api/shippingAdress/save', { address: ADDRESS })).json()).toEqual({
      valid: true,
    });
    expect((await kiosk.post('/vente/api/save', { ...VPC, paymentMode: 'TPE' })).statusCode).toBe(200);
    expect((await kiosk.get('/vente/api/order/summary')).json()).toMatchObject({ shippingAddress: null });
  });

  it('a kiosk still needs the e-mail: without it the save answers an empty body', async () => {
    app = await server({ devices: DEVICES });
    const kiosk = await client(app, DEVICE_ID);
    await kiosk.post('/vente/api/cart/article', { type: 'VPC', idProduit: 101, quantite: 1 });
    const saved = await kiosk.post('/vente/api/save', { ...VPC, paymentMode: 'TPE' });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toBe('');
    expect((await kiosk.post('/paiement/api/payment/init', INIT_VPC_TPE)).json()).toEqual(INIT_ERROR);
  });

  it.each([
    ['no device header', undefined],
    ['an unregistered device', 'borne-inconnue'],
  ])('refuses TPE at save for %s (empty body), and init then errs', async (_name, deviceId) => {
    app = await server({ devices: DEVICES });
    const web = await client(app, deviceId);
    await kioskCart(web);
    await web.post('/vente/api/shippingAdress/save', { address: ADDRESS });
    const saved = await web.post('/vente/api/save', { ...VPC, paymentMode: 'TPE' });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).toBe('');
    expect((await web.get('/vente/api/order/summary')).json()).toEqual({ found: false, success: false });
    expect((await web.post('/paiement/api/payment/init', INIT_VPC_TPE)).json()).toEqual(INIT_ERROR);
  });

  it('refuses init in mode TPE for a web order, even from a kiosk, and keeps the web order payable', async () => {
    app = await server({ devices: DEVICES });
    const web = await client(app);
    await kioskCart(web);
    await web.post('/vente/api/shippingAdress/save', { address: ADDRESS });
    const { id } = (await web.post('/vente/api/save', { ...VPC, paymentMode: 'CB' })).json() as {
      id: number;
    };
    expect((await web.post('/paiement/api/payment/init', INIT_VPC_TPE)).json()).toEqual(INIT_ERROR);
    expect((await web.post('/paiement/api/payment/init', { ...INIT_VPC, paymentMode: 'CB' })).json()).toEqual(
      { error: false, paybox: true, paypal: false, orderId: id },
    );
  });

  it('refuses init of a TPE order without the device header, or from another device', async () => {
    app = await server({ devices: DEVICES });
    const kiosk = await client(app, DEVICE_ID);
    await kioskCart(kiosk);
    const { id } = (await kiosk.post('/vente/api/save', { ...VPC, paymentMode: 'TPE' })).json() as {
      id: number;
    };
    // Same session (same bearer and CSRF pair), another X-Device-Id or none.
    const init = (deviceId?: string) => kiosk.as(deviceId).post('/paiement/api/payment/init', INIT_VPC_TPE);
    expect((await init()).json()).toEqual(INIT_ERROR);
    expect((await init(OTHER_DEVICE_ID)).json()).toEqual(INIT_ERROR);
    // Nor may a web page turn it into a card payment.
    const web = kiosk.as();
    expect((await web.post('/paiement/api/payment/init', { ...INIT_VPC, paymentMode: 'CB' })).json()).toEqual(
      INIT_ERROR,
    );
    expect((await web.post('/paiement/api/paybox/parameters', { orderId: id })).json()).toEqual({
      error: 'Aucune commande à payer par carte ne porte ce numéro.',
    });
    expect((await init(DEVICE_ID)).json()).toEqual({
      error: false,
      paybox: false,
      paypal: false,
      terminal: true,
      orderId: id,
    });
  });

  it('a kiosk may still pay by card on the web flow: CB orders keep needing the address', async () => {
    app = await server({ devices: DEVICES });
    const kiosk = await client(app, DEVICE_ID);
    await kioskCart(kiosk);
    expect((await kiosk.post('/vente/api/save', { ...VPC, paymentMode: 'CB' })).body).toBe('');
  });
});

// Issue 11: a kiosk ships nothing (it asks only the e-mail); its shop goods are collected at the agency.
describe('shop goods bought at a kiosk (mode TPE) are collected at the agency', () => {
  it('the TPE order has no shipping fee: total = goods, saved, summarised and said to be collected', async () => {
    app = await server({ devices: DEVICES });
    const kiosk = await client(app, DEVICE_ID);
    await kioskCart(kiosk);
    // The cart itself is the same for everyone (a counter device pays by card and ships).
    expect((await kiosk.post('/vente/api/cart', VPC)).json()).toMatchObject({
      totalPrice: 20.8,
      shippingPrice: 4.9,
    });
    const saved = (await kiosk.post('/vente/api/save', { ...VPC, paymentMode: 'TPE' })).json();
    expect(saved).toEqual({ id: expect.any(Number), status: 'CREATED', totalPrice: 15.9 });
    const summary = (await kiosk.get('/vente/api/order/summary')).json() as OrderSummary;
    expect(summary.order).toMatchObject({ totalPrice: 15.9, shippingPrice: 0 });
    expect(summary.retraitAgence).toBe(true);
    expect(summary.shippingAddress).toBeNull();
  });

  it.each([
    ['a web client', undefined],
    ['a kiosk paying by card on the web flow (counter)', DEVICE_ID],
  ])('%s: the CB order keeps its shipping fee and its delivery', async (_name, deviceId) => {
    app = await server({ devices: DEVICES });
    const web = await client(app, deviceId);
    await kioskCart(web);
    await web.post('/vente/api/shippingAdress/save', { address: ADDRESS });
    const saved = (await web.post('/vente/api/save', { ...VPC, paymentMode: 'CB' })).json();
    expect(saved).toMatchObject({ totalPrice: 20.8 });
    const summary = (await web.get('/vente/api/order/summary')).json() as OrderSummary;
    expect(summary.order).toMatchObject({ totalPrice: 20.8, shippingPrice: 4.9 });
    expect(summary.retraitAgence).toBe(false);
    expect(summary.shippingAddress).toMatchObject({ town: 'Blois' });
  });

  it('a shop cart of 50 € or more ships free on the web; at the kiosk it is the goods as well', async () => {
    app = await server({ devices: DEVICES });
    const kiosk = await client(app, DEVICE_ID);
    await kiosk.post('/vente/api/cart/article', { type: 'VPC', idProduit: 102, quantite: 2 });
    await kiosk.post('/vente/api/cart/article', { type: 'VPC', idProduit: 201, quantite: 1 });
    await kiosk.post('/vente/api/cart/email/save', { ...VPC, email: 'zoe@exemple.fr' });
    expect((await kiosk.post('/vente/api/save', { ...VPC, paymentMode: 'TPE' })).json()).toMatchObject({
      totalPrice: 67.9,
    });
    expect((await kiosk.get('/vente/api/order/summary')).json()).toMatchObject({
      order: { totalPrice: 67.9, shippingPrice: 0 },
      retraitAgence: true,
    });
  });
});
