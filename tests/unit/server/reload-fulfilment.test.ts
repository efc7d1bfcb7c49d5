// What a paid order loads onto its cards (fulfilment.ts), without the routes: only the reload and OD
// top-up carts, only lines with a card, a known title and both days; a subscription is one contract per
// unit, a counted-down title one contract of all its trips, not used yet; nothing to load is no load.
import { describe, expect, it } from 'vitest';
import { CARD_CARTS, cardLoadsOf, loadOntoCards } from '../../../src/server/reload/fulfilment';
import { CardRegistry, NOT_USED_END } from '../../../src/server/reload/cards';
import type { Order, OrderLine } from '../../../src/server/state/orders';

const CARD = '000000000042';

const line = (more: Partial<OrderLine>): OrderLine => ({
  id: 1,
  label: 'Abonnement mensuel Ligéo',
  quantity: 1,
  totalPrice: 45,
  montantTva: 4.09,
  numSupport: CARD,
  codeProduit: 'ABO-MOIS',
  ddv: '2026-12-01',
  dfv: '2026-12-31',
  ...more,
});

const order = (lines: OrderLine[], cartKey = 'rechargement'): Order => ({
  id: 7,
  sessionId: 's',
  cartKey,
  vpc: false,
  module: 'RECHARGEMENT',
  date: new Date('2026-12-01T10:00:00Z'),
  lines,
  tickets: lines.map(() => null),
  shippingPrice: 0,
  totalPrice: 45,
  pickupAtAgency: false,
  email: 'a@b.fr',
  address: null,
  paymentMode: 'CB',
  status: 'PAID',
});

const subscription = {
  nomProduit: 'Abonnement mensuel Ligéo',
  codeLigne: null,
  codeArretOrigine: null,
  codeArretDestination: null,
  typeTitre: 1,
  soldeJetons: null,
  ddv: '2026-12-01',
  dfv: '2026-12-31',
};

describe('cardLoadsOf', () => {
  it('loads the reload and OD top-up carts only', () => {
    expect(CARD_CARTS).toEqual(['rechargement', 'rechargementOd']);
    expect(cardLoadsOf(order([line({})], 'boutique'))).toEqual([]);
    expect(cardLoadsOf(order([line({})], 'ticketOd'))).toEqual([]);
    expect(cardLoadsOf(order([line({})], 'rechargementOd'))).toEqual([
      { numero: CARD, contract: subscription },
    ]);
  });

  it('makes one contract of a subscription per unit bought', () => {
    expect(cardLoadsOf(order([line({ quantity: 2 })]))).toEqual([
      { numero: CARD, contract: subscription },
      { numero: CARD, contract: subscription },
    ]);
  });

  it('makes one contract of all the trips of a counted-down title, not used yet, with its trip', () => {
    const loads = cardLoadsOf(
      order([
        line({
          codeProduit: 'CARNET-10',
          quantity: 3,
          ddv: '2026-12-02',
          dfv: '2027-12-01',
          codeLigne: 'L1',
          codeOrigine: 'A',
          codeDestination: 'B',
        }),
      ]),
    );
    expect(loads).toEqual([
      {
        numero: CARD,
        contract: expect.objectContaining({
          soldeJetons: 30,
          ddv: '2026-12-02',
          dfv: NOT_USED_END,
          codeLigne: 'L1',
          codeArretOrigine: 'A',
          codeArretDestination: 'B',
        }),
      },
    ]);
  });

  it.each([
    ['without a card', { numSupport: null }],
    ['of an unknown title', { codeProduit: 'INCONNU' }],
    ['without a title code', { codeProduit: null }],
    ['without a start of validity', { ddv: null }],
    ['without an end of validity', { dfv: null }],
  ])('loads nothing of a line %s', (_name, more) => {
    expect(cardLoadsOf(order([line(more)]))).toEqual([]);
  });
});

describe('loadOntoCards', () => {
  it('loads an order once, then says it was loaded already', () => {
    const cards = new CardRegistry();
    expect(loadOntoCards(cards, order([line({})]))).toBe(true);
    expect(loadOntoCards(cards, order([line({})]))).toBe(false);
  });

  it('says false for an order with nothing to load, and leaves it loadable', () => {
    const cards = new CardRegistry();
    expect(loadOntoCards(cards, order([line({ numSupport: null })]))).toBe(false);
    expect(loadOntoCards(cards, order([line({})], 'boutique'))).toBe(false);
    // Nothing was recorded for order 7: its real load still happens.
    expect(loadOntoCards(cards, order([line({})]))).toBe(true);
  });
});
