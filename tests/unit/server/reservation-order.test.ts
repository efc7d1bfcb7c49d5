// A reserved cart made an order (brief §7, §8, §9): one ticket per passenger per leg with a random
// 16-digit number, the summary's legs, the ticket PDF of one leg with the QR of its number, the seats
// taken once whatever the payment path, and the back office's reservation order.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { OrderItem } from '../../../src/shared/payment';
import type { ReservationOrder } from '../../../src/shared/reservation';
import { visitor, type Visitor } from './helpers';
import { drawnModules, qrCells } from './pdf-qr';
import { ADDRESS, pdfText } from './purchase-helpers';
import {
  kiosk,
  notifyPaid,
  odItem,
  paidByCard,
  paidByWallet,
  paidOnTerminal,
  savedOrder,
  TICKET_OD_FLAGS,
} from './reload-helpers';
import {
  addItems,
  item,
  ONE_PLACE,
  ordersOf,
  placesOf,
  RESERVATION_FLAGS,
  resServer,
  roundTrip,
  summaryOf,
  TODAY,
  TOMORROW,
} from './reservation-helpers';

let app: FastifyInstance;
afterEach(() => app?.close());

/** 2 adults and 1 youth on a round trip, a child one way: 7 tickets. */
const FAMILY = [
  roundTrip({ quantite: 2 }),
  roundTrip({ codeProduitReservation: 'RES-JEUNE-AR', quantite: 1 }),
  item({ codeProduitReservation: 'RES-ENFANT', quantite: 1 }),
];

async function start(): Promise<Visitor> {
  app = await resServer();
  return visitor(app);
}

async function reserved(v: Visitor, items: object[] = FAMILY): Promise<void> {
  const response = await addItems(v, items);
  expect(response.statusCode).toBe(200);
}

const OUT = 'L1-A-0900';
const BACK = 'L1-R-1630';
const places = async (v: Visitor) => [await placesOf(v, TOMORROW, OUT), await placesOf(v, TOMORROW, BACK)];

describe('one ticket per passenger per leg', () => {
  it('splits the cart into tickets of quantity 1, each with its leg and the price of one seat', async () => {
    const v = await start();
    await reserved(v);
    const order = await paidByCard(app, v, RESERVATION_FLAGS);
    expect(order.totalPrice).toBe(48.45);
    const summary = await summaryOf(v);
    expect(summary.success).toBe(true);
    const items = summary.order.orderItems;
    const outbound = {
      libelleLigne: 'Ligne 1 Blois – Vendôme',
      libelleOrigine: 'Blois – Gare routière',
      libelleDestination: 'Vendôme – Gare routière',
      dateDepart: `${TOMORROW}T09:06:00`,
      dateArrivee: `${TOMORROW}T09:56:00`,
      sens: 'Aller',
    };
    const back = {
      libelleLigne: 'Ligne 1 Blois – Vendôme',
      libelleOrigine: 'Vendôme – Gare routière',
      libelleDestination: 'Blois – Gare routière',
      dateDepart: `${TOMORROW}T16:30:00`,
      dateArrivee: `${TOMORROW}T17:20:00`,
      sens: 'Retour',
    };
    const ticket = (label: string, price: number, tax: number, leg: object): OrderItem => ({
      label,
      quantity: 1,
      totalPrice: price,
      taxAmount: tax,
      numTicket: expect.stringMatching(/^[1-9]\d{15}$/),
      ...leg,
    });
    expect(items).toEqual([
      ticket('Plein tarif aller-retour – aller', 8.5, 0.77, outbound),
      ticket('Plein tarif aller-retour – retour', 8.5, 0.77, back),
      ticket('Plein tarif aller-retour – aller', 8.5, 0.77, outbound),
      ticket('Plein tarif aller-retour – retour', 8.5, 0.77, back),
      ticket('Tarif jeune aller-retour – aller', 5.1, 0.46, outbound),
      ticket('Tarif jeune aller-retour – retour', 5.1, 0.46, back),
      ticket('Tarif enfant (4 à 11 ans)', 4.25, 0.39, outbound),
    ]);
    expect(items.reduce((sum, i) => sum + i.totalPrice, 0)).toBeCloseTo(48.45, 2);
    expect(new Set(items.map((i) => i.numTicket)).size).toBe(7);
  });

  it('draws ticket numbers at random: two identical orders share no number and follow no sequence', async () => {
    const v = await start();
    const numbers: string[] = [];
    for (let i = 0; i < 2; i++) {
      await reserved(v);
      await paidByCard(app, v, RESERVATION_FLAGS);
      numbers.push(...(await summaryOf(v)).order.orderItems.map((item) => item.numTicket!));
    }
    expect(new Set(numbers).size).toBe(14);
    for (const n of numbers) expect(n).toMatch(/^[1-9]\d{15}$/);
    const sorted = numbers.map(BigInt).sort((a, b) => (a < b ? -1 : 1));
    const gaps = sorted.slice(1).map((n, i) => n - sorted[i]!);
    // Consecutive or evenly spaced numbers would let one ticket's holder guess another's.
    expect(new Set(gaps.map(String)).size).toBeGreaterThan(1);
    expect(gaps.every((gap) => gap > 1n)).toBe(true);
  });

  it('prints one leg per ticket PDF, with the QR code of exactly its number and departure day', async () => {
    const v = await start();
    await reserved(v);
    await paidByCard(app, v, RESERVATION_FLAGS);
    const items = (await summaryOf(v)).order.orderItems;
    const numero = items[1]!.numTicket!;
    const response = await v.get(`/vente/api/order/summary/ticket/${numero}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="ticket-${numero}.pdf"`);
    const text = pdfText(response.rawPayload).replace(/\s+/g, ' ');
    for (const expected of [
      `Billet n° ${numero}`,
      'Retour',
      'Ligne 1 Blois – Vendôme',
      'De Vendôme – Gare routière à Blois – Gare routière',
      'Départ : 26/11/2026 à 16:30',
      'Arrivée : 26/11/2026 à 17:20',
      'Profil : Plein tarif aller-retour',
      'Voyageurs : 1',
    ])
      expect(text).toContain(expected);
    // Issue 26 §4: its number and its departure day, so a scan on the modify tab fills both.
    const drawn = drawnModules(response.rawPayload);
    expect(drawn.cells).toEqual(qrCells(`${numero};2026-11-26`));
    expect(drawn.cells).not.toEqual(qrCells(numero));
    expect(drawn.cells).not.toEqual(qrCells(`${items[0]!.numTicket!};2026-11-26`));
    // The receipt lists every ticket with its leg.
    const receipt = pdfText((await v.get('/vente/api/order/summary/pdf')).rawPayload).replace(/\s+/g, ' ');
    expect(receipt).toContain(`Billet n° ${numero}`);
    expect(receipt).toContain(
      'Retour : Vendôme – Gare routière – Blois – Gare routière, départ le 26/11/2026 à 16:30',
    );
    // The outbound ticket says so.
    const first = await v.get(`/vente/api/order/summary/ticket/${items[0]!.numTicket}/pdf`);
    const firstText = pdfText(first.rawPayload).replace(/\s+/g, ' ');
    expect(firstText).toContain('Aller');
    expect(firstText).toContain('Départ : 26/11/2026 à 09:06');
    expect(firstText).not.toContain('Retour');
  });
});

describe('seats taken when the order is paid', () => {
  it('lowers the places once on a card payment, even if the provider notifies twice', async () => {
    const v = await start();
    const [out, back] = await places(v);
    await reserved(v);
    const order = await savedOrder(v, RESERVATION_FLAGS);
    // Saved is held, not sold: the holder's own view of the places leaves its hold out.
    expect(await places(v)).toEqual([out, back]);
    expect((await notifyPaid(app, order)).json()).toEqual({ status: 'PAID' });
    expect(await places(v)).toEqual([out! - 4, back! - 3]);
    await notifyPaid(app, order);
    expect(await places(v)).toEqual([out! - 4, back! - 3]);
  });

  it('lowers them on a wallet payment', async () => {
    const v = await start();
    const [out, back] = await places(v);
    await reserved(v);
    await paidByWallet(app, v, RESERVATION_FLAGS);
    expect(await places(v)).toEqual([out! - 4, back! - 3]);
  });

  it('lowers them on a kiosk terminal payment', async () => {
    app = await resServer();
    const k = await kiosk(app);
    const [out, back] = await places(k as unknown as Visitor);
    expect((await k.post('/vente/api/cart/articles', FAMILY)).statusCode).toBe(200);
    await paidOnTerminal(app, k, RESERVATION_FLAGS);
    expect(await places(k as unknown as Visitor)).toEqual([out! - 4, back! - 3]);
  });

  it('registers the back office reservation order: one article per ticket, prices in cents', async () => {
    const v = await start();
    await reserved(v);
    const { id } = await paidByCard(app, v, RESERVATION_FLAGS);
    const items = (await summaryOf(v)).order.orderItems;
    const lookup = await ordersOf(v, items[1]!.numTicket!, TOMORROW);
    expect(lookup.statusCode).toBe(200);
    const [order] = lookup.json() as ReservationOrder[];
    expect(order!.id).toBe(id);
    expect(order!.typeCommande).toBe('RESERVATION');
    expect(order!.articles).toHaveLength(7);
    expect(order!.articles[1]).toEqual({
      id: expect.any(Number),
      numSupport: items[1]!.numTicket,
      libelle: 'Plein tarif aller-retour',
      libelleOrigine: 'Vendôme – Gare routière',
      libelleDestination: 'Blois – Gare routière',
      codeArretOrigine: 'VEN-GARE',
      codeArretDestination: 'BLO-GARE',
      codeLigne: 'L1',
      libelleLigne: 'Ligne 1 Blois – Vendôme',
      dateDepart: `${TOMORROW}T16:30:00`,
      dateArrivee: `${TOMORROW}T17:20:00`,
      prixTTC: 850,
      prixHT: 773,
      ticket: { numero: items[1]!.numTicket },
    });
    expect(order!.articles.map((a) => a.numSupport)).toEqual(items.map((i) => i.numTicket));
  });

  it('an order is not made of seats another visitor paid for since (French 400, nothing made)', async () => {
    const v = await start();
    const other = await visitor(app);
    const lastSeat = item({ ...ONE_PLACE, quantite: 1 });
    await reserved(v, [lastSeat]);
    await reserved(other, [lastSeat]);
    await paidByCard(app, v, RESERVATION_FLAGS);
    expect((await other.post('/vente/api/shippingAdress/save', { address: ADDRESS })).statusCode).toBe(200);
    const saved = await other.post('/vente/api/save', { ...RESERVATION_FLAGS, paymentMode: 'CB' });
    expect(saved.statusCode).toBe(400);
    expect(saved.json()).toEqual({ messageError: 'Plus de place disponible sur le trajet aller.' });
    expect((await summaryOf(other)).found).toBe(false);
  });

  // Every paid order goes through the reservation's listener: lines without seats are none of its business.
  it('an origin-destination ticket paid has no reservation order, its ticket not found there', async () => {
    const v = await start();
    expect((await addItems(v, [odItem()])).statusCode).toBe(200);
    await paidByCard(app, v, TICKET_OD_FLAGS);
    const numero = (await summaryOf(v)).order.orderItems[0]!.numTicket!;
    expect(numero).toMatch(/^\d+$/);
    const lookup = await ordersOf(v, numero, TODAY);
    expect(lookup.statusCode).toBe(404);
    expect(lookup.json()).toEqual({
      messageError: 'Ticket non trouvé. Veuillez vérifier le numéro de ticket saisi.',
    });
  });

  it('an order not paid has no reservation order: its ticket is not found', async () => {
    const v = await start();
    await reserved(v);
    await savedOrder(v, RESERVATION_FLAGS);
    const numero = (await summaryOf(v)).order.orderItems[0]!.numTicket!;
    const lookup = await ordersOf(v, numero, TOMORROW);
    expect(lookup.statusCode).toBe(404);
    expect(lookup.json()).toEqual({
      messageError: 'Ticket non trouvé. Veuillez vérifier le numéro de ticket saisi.',
    });
  });
});
