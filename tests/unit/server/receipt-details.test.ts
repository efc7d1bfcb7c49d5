// Issue 26 §2: the summary and the PDF receipt say what was bought: the card a reload or an OD top-up is
// loaded onto (« 1000 0000 0001 »), its title and period; an OD ticket its line, stops and the 30-minute
// rule (the ticket PDF's words).
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { OrderSummary } from '../../../src/shared/payment';
import { pdfText } from '../../support/pdf-text';
import { visitor, type Visitor } from './helpers';
import {
  CARDS,
  lookup,
  odItem,
  paidByCard,
  RELOAD_FLAGS,
  reloadArticle,
  reloadServer,
  TICKET_OD_FLAGS,
  TOP_UP_FLAGS,
  topUpItem,
} from './reload-helpers';

let app: FastifyInstance;
afterEach(() => app?.close());

const summaryOf = async (v: Visitor) => (await v.get('/vente/api/order/summary')).json() as OrderSummary;
const receiptOf = async (v: Visitor) =>
  pdfText((await v.get('/vente/api/order/summary/pdf')).rawPayload).replace(/\s+/g, ' ');

describe('a reload names its card, title and period', () => {
  it('in the summary (the card’s number) and on the receipt (« Carte n° 1000 0000 0001 »)', async () => {
    app = await reloadServer();
    const v = await visitor(app);
    await lookup(v, CARDS.reload);
    await v.post('/vente/api/cart/article', reloadArticle(101, 1, '2026-12-01'));
    await paidByCard(app, v, RELOAD_FLAGS);
    expect((await summaryOf(v)).order.orderItems[0]).toMatchObject({
      label: 'Abonnement mensuel Ligéo',
      numSupport: '100000000001',
    });
    const receipt = await receiptOf(v);
    expect(receipt).toContain('Abonnement mensuel Ligéo × 1');
    expect(receipt).toContain('Carte n° 1000 0000 0001');
    expect(receipt).toContain('Validité : du 01/12/2026 au 31/12/2026');
  });

  it('an OD top-up too, with its line and stops', async () => {
    app = await reloadServer();
    const v = await visitor(app);
    await lookup(v, CARDS.od);
    await v.post('/vente/api/cart/articles', [topUpItem()]);
    await paidByCard(app, v, TOP_UP_FLAGS);
    expect((await summaryOf(v)).order.orderItems[0]).toMatchObject({ numSupport: '100000000006' });
    const receipt = await receiptOf(v);
    expect(receipt).toContain('Carte n° 1000 0000 0006');
    expect(receipt).toContain('Validité : du 01/12/2026 au 31/12/2026');
    expect(receipt).toContain('De Blois – Gare routière à Cheverny – Château');
  });
});

describe('an OD ticket names its line, stops and the 30-minute rule', () => {
  it('on the receipt', async () => {
    app = await reloadServer();
    const v = await visitor(app);
    await v.post('/vente/api/cart/articles', [odItem()]);
    await paidByCard(app, v, TICKET_OD_FLAGS);
    const receipt = await receiptOf(v);
    expect(receipt).toContain('Ligne 2 Blois – Romorantin-Lanthenay');
    expect(receipt).toContain('De Blois – Gare routière à Cheverny – Château');
    // The ticket PDF's words: bought on its day, it boards within 30 minutes.
    expect(receipt).toMatch(
      /Valable aujourd’hui : utilisable à bord dans les 30 minutes suivant l’achat, jusqu’à \d{2}:\d{2}\./,
    );
    expect(receipt).not.toContain('Carte n°');
  });
});
