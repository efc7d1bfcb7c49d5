// Contract §1 "Orders, payment, summary, tickets": ticket numbers only on ticket carts, the summary's
// validity and trip, and a paid reload or OD top-up loaded onto its card exactly once, whether the
// payment arrives by the card provider's notification, the wallet's return or the kiosk's terminal.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { OrderSummary } from '../../../src/shared/payment';
import type { CardContract, CardHolder } from '../../../src/shared/reload';
import { notificationSignature } from '../../../src/server/providers/notification';
import { CardRegistry } from '../../../src/server/reload/cards';
import { visitor, type Visitor } from './helpers';
import { providerSecret } from './purchase-helpers';
import { postOutcome } from './terminal-helpers';
import {
  BORN,
  CARDS,
  kiosk,
  lookup,
  notifyPaid,
  odItem,
  paidByCard,
  paidByWallet,
  paidOnTerminal,
  RELOAD_FLAGS,
  reloadArticle,
  reloadServer,
  savedOrder,
  TICKET_OD_FLAGS,
  TOP_UP_FLAGS,
  topUpItem,
} from './reload-helpers';

let app: FastifyInstance;
afterEach(() => app?.close());

const contractsOf = async (v: Visitor, numero: string, birthDate?: string) =>
  ((await lookup(v, numero, birthDate)).json() as CardHolder).contrats;
const summaryOf = async (v: Visitor) => (await v.get('/vente/api/order/summary')).json() as OrderSummary;

const contract = (over: Partial<CardContract>): CardContract => ({
  nomProduit: '',
  codeLigne: null,
  codeArretOrigine: null,
  codeArretDestination: null,
  soldeJetons: null,
  typeTitre: 1,
  ddv: '',
  dfv: '',
  ...over,
});

describe('ticket numbers and summary items', () => {
  it('an OD ticket order numbers each line and gives its validity and trip', async () => {
    app = await reloadServer();
    const v = await visitor(app);
    await v.post('/vente/api/cart/articles', [
      odItem(),
      odItem({ codeProduitReservation: 'OD-JOUR', quantite: 2 }),
    ]);
    const { id } = await paidByCard(app, v, TICKET_OD_FLAGS);
    const summary = await summaryOf(v);
    expect(summary.success).toBe(true);
    const trip = {
      libelleLigne: 'Ligne 2 Blois – Romorantin-Lanthenay',
      libelleOrigine: 'Blois – Gare routière',
      libelleDestination: 'Cheverny – Château',
    };
    expect(summary.order.orderItems).toEqual([
      {
        label: 'Billet unitaire',
        quantity: 1,
        totalPrice: 3.2,
        taxAmount: 0.29,
        numTicket: `7${id}01`,
        ddv: '2026-11-25',
        dfv: '2026-11-25',
        ...trip,
      },
      {
        label: 'Pass journée origine-destination',
        quantity: 2,
        totalPrice: 16,
        taxAmount: 1.46,
        numTicket: `7${id}02`,
        ddv: '2026-11-25',
        dfv: '2026-11-25',
        ...trip,
      },
    ]);
  });

  it('a reload order has no ticket: it is loaded onto the card', async () => {
    app = await reloadServer();
    const v = await visitor(app);
    await lookup(v, CARDS.reload);
    await v.post('/vente/api/cart/article', reloadArticle(101, 1, '2026-12-01'));
    await paidByCard(app, v, RELOAD_FLAGS);
    expect((await summaryOf(v)).order.orderItems).toEqual([
      {
        label: 'Abonnement mensuel Ligéo',
        quantity: 1,
        totalPrice: 45,
        taxAmount: 4.09,
        numTicket: null,
        ddv: '2026-12-01',
        dfv: '2026-12-31',
        numSupport: '100000000001',
      },
    ]);
    expect((await v.get('/vente/api/order/summary/ticket/null/pdf')).statusCode).toBe(404);
  });

  it('an OD top-up order has no ticket either', async () => {
    app = await reloadServer();
    const v = await visitor(app);
    await lookup(v, CARDS.od);
    await v.post('/vente/api/cart/articles', [topUpItem()]);
    await paidByCard(app, v, TOP_UP_FLAGS);
    const [item] = (await summaryOf(v)).order.orderItems;
    expect(item).toMatchObject({
      numTicket: null,
      ddv: '2026-12-01',
      dfv: '2026-12-31',
      libelleOrigine: 'Blois – Gare routière',
    });
  });
});

describe('a paid reload is loaded onto the card, once', () => {
  it('card notification: a new month and 20 trips added to the carnet, seen by every session, once', async () => {
    app = await reloadServer();
    const v = await visitor(app);
    const before = await contractsOf(v, CARDS.reload);
    await v.post('/vente/api/cart/article', reloadArticle(101, 1, '2026-12-01'));
    await v.post('/vente/api/cart/article', reloadArticle(106, 2));
    const order = await savedOrder(v, RELOAD_FLAGS);
    // Saved and pending, not paid: nothing on the card yet.
    expect(await contractsOf(v, CARDS.reload)).toEqual(before);
    for (let i = 0; i < 3; i++) expect((await notifyPaid(app, order)).json()).toEqual({ status: 'PAID' });
    const after = await contractsOf(await visitor(app), CARDS.reload);
    expect(after).toEqual([
      before[0],
      { ...before[1], soldeJetons: 24 },
      before[2],
      contract({ nomProduit: 'Abonnement mensuel Ligéo', ddv: '2026-12-01', dfv: '2026-12-31' }),
    ]);
    // The wallet's wait after the notification changes nothing more.
    await v.post('/paiement/api/payment/wait', {
      urlParameters: { payerId: null, paymentId: null, token: null },
    });
    expect(await contractsOf(v, CARDS.reload)).toEqual(after);
  });

  it('a declined or unpaid order loads nothing', async () => {
    app = await reloadServer();
    const v = await visitor(app);
    const before = await contractsOf(v, CARDS.reload);
    await v.post('/vente/api/cart/article', reloadArticle(107, 3));
    const order = await savedOrder(v, RELOAD_FLAGS);
    const query = `Mt=${Math.round(order.totalPrice * 100)}&Ref=${order.id}&Auto=&Erreur=00105`;
    const declined = await app.inject({
      method: 'GET',
      url: `/paiement/api/paybox/ipn?${query}&Sign=${notificationSignature(query, providerSecret)}`,
    });
    expect(declined.json()).toEqual({ status: 'REFUSED' });
    expect(await contractsOf(v, CARDS.reload)).toEqual(before);
  });

  it('wallet: the personalised card gets its week; the pass adds its trip to the pass on card 1', async () => {
    app = await reloadServer();
    const v = await visitor(app);
    await lookup(v, CARDS.personalised, BORN);
    await v.post('/vente/api/cart/article', reloadArticle(103, 1, '2026-12-03', CARDS.personalised));
    await paidByWallet(app, v, RELOAD_FLAGS);
    expect((await contractsOf(v, CARDS.personalised, BORN)).at(-1)).toEqual(
      contract({ nomProduit: 'Abonnement hebdomadaire', ddv: '2026-11-30', dfv: '2026-12-06' }),
    );

    await lookup(v, CARDS.reload);
    await v.post('/vente/api/cart/article', reloadArticle(107, 2));
    await paidByWallet(app, v, RELOAD_FLAGS);
    const pass = (await contractsOf(v, CARDS.reload)).find((c) => c.nomProduit === 'Pass 1 jour');
    expect(pass).toMatchObject({ soldeJetons: 3, dfv: '2099-12-31' });
  });

  it('kiosk terminal: OD trips and subscription onto card 6, trips joined on a second order, report replayed', async () => {
    app = await reloadServer();
    const k = await kiosk(app);
    await k.get(`/commerce/api/support?cardNumber=${CARDS.od}`);
    const carnet = topUpItem({ codeProduitReservation: 'OD-CARNET-10', ddv: null, quantite: 2 });
    expect((await k.post('/vente/api/cart/articles', [topUpItem(), carnet])).statusCode).toBe(200);
    const { outcome } = await paidOnTerminal(app, k, TOP_UP_FLAGS);
    const od = { codeLigne: 'L2', codeArretOrigine: 'BLO-GARE', codeArretDestination: 'CHV-CHAT' };
    const seed = contract({
      nomProduit: 'Abonnement mensuel origine-destination',
      ddv: '2026-11-01',
      dfv: '2026-11-30',
      ...od,
    });
    const trips = contract({
      nomProduit: '10 trajets origine-destination',
      typeTitre: 2,
      soldeJetons: 20,
      ddv: '2026-11-25',
      dfv: '2099-12-31',
      ...od,
    });
    const december = { ...seed, ddv: '2026-12-01', dfv: '2026-12-31' };
    const holder = async () =>
      ((await k.get(`/commerce/api/support?cardNumber=${CARDS.od}`)).json() as CardHolder).contrats;
    expect(await holder()).toEqual([seed, december, trips]);
    // Loaded onto the card at the kiosk: no shop order, nothing to collect at the agency.
    expect((await k.get('/vente/api/order/summary')).json()).toMatchObject({
      vpc: false,
      retraitAgence: false,
    });
    // The same signed report again: the order is paid already, nothing is loaded twice.
    expect((await postOutcome(app, outcome)).statusCode).toBe(200);
    expect(await holder()).toEqual([seed, december, trips]);

    await k.post('/vente/api/cart/articles', [{ ...carnet, quantite: 1 }]);
    await paidOnTerminal(app, k, TOP_UP_FLAGS);
    expect(await holder()).toEqual([seed, december, { ...trips, soldeJetons: 30 }]);
  });

  it('an OD ticket order loads nothing onto any card', async () => {
    app = await reloadServer();
    const v = await visitor(app);
    const before = await contractsOf(v, CARDS.od);
    await v.post('/vente/api/cart/articles', [odItem()]);
    await paidByCard(app, v, TICKET_OD_FLAGS);
    expect(await contractsOf(v, CARDS.od)).toEqual(before);
  });
});

describe('CardRegistry.load', () => {
  it('loads an order once: a second call for the same order changes nothing and says so', () => {
    const cards = new CardRegistry();
    const trips = contract({
      nomProduit: 'Carnet 10 voyages',
      typeTitre: 2,
      soldeJetons: 10,
      ddv: '2026-11-25',
      dfv: '2099-12-31',
    });
    expect(cards.load(10001, [{ numero: CARDS.reload, contract: trips }])).toBe(true);
    expect(cards.load(10001, [{ numero: CARDS.reload, contract: trips }])).toBe(false);
    expect(cards.holder(CARDS.reload, '2026-11-25')?.contrats[1]).toMatchObject({
      nomProduit: 'Carnet 10 voyages',
      soldeJetons: 14,
    });
    // Another order adds again; a card the seed does not know is never shown.
    expect(cards.load(10002, [{ numero: CARDS.reload, contract: trips }])).toBe(true);
    expect(cards.holder(CARDS.reload, '2026-11-25')?.contrats[1]?.soldeJetons).toBe(24);
    expect(cards.holder('999', '2026-11-25')).toBeNull();
  });
});
