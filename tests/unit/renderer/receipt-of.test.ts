// The receipt the renderer sends main (receiptOf) for orders main would otherwise refuse: more lines than a
// receipt holds, labels cut in the middle of a character, back-office labels with invisible or bidi
// characters, amounts whose rounding does not add up. Each receipt is asserted field by field, and
// against main's validation replayed with the shared rules (receipt-rules.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runSaga } from 'redux-saga';
import type { Preferences } from '@shared/backoffice';
import type { KioskBridge, Receipt, ReceiptLine } from '@shared/kiosk-bridge';
import type { OrderItem, OrderSummary } from '@shared/payment';
import { preferencesLoaded } from '../../../src/renderer/src/app/config/configSlice';
import { createAppStore } from '../../../src/renderer/src/app/store';
import { terminalAnswered } from '../../../src/renderer/src/features/payment/paymentSlice';
import { printReceipt } from '../../../src/renderer/src/features/recap/recapSaga';
import { selectRecap, summaryShown } from '../../../src/renderer/src/features/recap/recapSlice';
import { languageChosen } from '../../../src/renderer/src/app/appSlice';
import { receiptOf, type TerminalDetails } from '../../../src/renderer/src/features/recap/receiptOf';
import { fr } from '../../../src/renderer/src/i18n/fr';
import { frRecap } from '../../../src/renderer/src/i18n/fr/recap';
import { receiptProblems } from './receipt-rules';

const NO_TERMINAL: TerminalDetails = { reference: null, maskedPan: null };

function summaryOf(items: OrderItem[], totalPrice: number, shippingPrice = 0): OrderSummary {
  return {
    success: true,
    found: true,
    vpc: shippingPrice > 0,
    paymentMode: { label: 'Carte bancaire sur le terminal' },
    order: { id: 10001, orderDate: '2026-11-22T09:05:00.000Z', orderItems: items, totalPrice, shippingPrice },
    shippingAddress: null,
  };
}

const item = (label: string, totalPrice: number, taxAmount = 0, quantity = 1): OrderItem => ({
  label,
  quantity,
  totalPrice,
  taxAmount,
  numTicket: null,
});

function build(summary: OrderSummary, preferences: Preferences | null = null, terminal = NO_TERMINAL) {
  const receipt = receiptOf(summary, preferences, terminal, frRecap, fr.app.documentTitle, 'fr');
  expect(receiptProblems(receipt)).toEqual([]);
  return receipt;
}

describe('(a) more lines than a receipt holds', () => {
  // 60 lines of 1,00 € to 60,00 € (VAT 10 % of each), one ticket each: 1 830,00 €.
  const items = Array.from({ length: 60 }, (_, index) =>
    item(`Ticket ${index + 1}`, index + 1, (index + 1) / 10, 1 + (index % 3)),
  );

  it('prints the first 49 lines and one line for the rest, so the total still equals the lines', () => {
    const receipt = build(summaryOf(items, 1830));
    expect(receipt.lines).toHaveLength(50);
    expect(receipt.lines.slice(0, 49)).toEqual(
      items.slice(0, 49).map<ReceiptLine>((line, index) => ({
        label: `Ticket ${index + 1}`,
        quantity: line.quantity,
        totalCents: (index + 1) * 100,
        vatCents: (index + 1) * 10,
      })),
    );
    // Lines 50 to 60: 50 + 51 + ... + 60 = 605 €, VAT 60,50 €; no unit price is made up for them.
    expect(receipt.lines[49]).toEqual({
      label: 'Autres articles (11)',
      quantity: 1,
      totalCents: 60500,
      vatCents: 6050,
    });
    expect(receipt.totalCents).toBe(183000);
  });

  it('prints exactly 50 lines as they are', () => {
    const receipt = build(summaryOf(items.slice(0, 50), 1275));
    expect(receipt.lines.map((line) => line.label)).toEqual(items.slice(0, 50).map((line) => line.label));
  });

  it('groups the last 2 of 51 lines', () => {
    const receipt = build(summaryOf(items.slice(0, 51), 1326));
    expect(receipt.lines[49]).toEqual({
      label: 'Autres articles (2)',
      quantity: 1,
      totalCents: 10100,
      vatCents: 1010,
    });
  });
});

describe('(b) texts cut by character, as main counts them', () => {
  it('never cuts an emoji in half (no lone surrogate): the cut is marked with …', () => {
    const label = `${'x'.repeat(118)}🎫🎫 Blois`;
    const receipt = build(summaryOf([item(label, 2)], 2));
    expect(receipt.lines[0]!.label).toBe(`${'x'.repeat(118)}🎫…`);
  });

  it('never separates a flag’s two letters', () => {
    const receipt = build(summaryOf([item(`${'x'.repeat(118)}🇫🇷 Blois`, 2)], 2));
    expect(receipt.lines[0]!.label).toBe(`${'x'.repeat(118)}…`);
  });

  it('counts accents composed (NFC): a text of 110 letters in 220 UTF-16 units is kept whole', () => {
    const decomposed = 'E\u0301'.repeat(110);
    const receipt = build(summaryOf([item(decomposed, 2)], 2));
    expect(receipt.lines[0]!.label).toBe('É'.repeat(110));
  });

  it('cuts the shop name, the address lines and the payment mode the same way', () => {
    const long = `${'a'.repeat(119)}😀😀`;
    const preferences = { footer: { shopName: long, lines: [long], links: [] } } as unknown as Preferences;
    const summary = { ...summaryOf([item('Mug', 2)], 2), paymentMode: { label: long } };
    const receipt = build(summary, preferences, { reference: long, maskedPan: null });
    const cut = `${'a'.repeat(119)}…`;
    expect(receipt).toMatchObject({
      shopName: cut,
      addressLines: [cut],
      paymentMode: cut,
      paymentReference: cut,
    });
  });
});

describe('(c) back-office and terminal texts cleaned with the shared rule', () => {
  it('removes soft hyphens, zero-width and bidi characters, controls become spaces', () => {
    const preferences = {
      footer: {
        shopName: 'Agence\u00ad Ligéo\u202e',
        lines: ['12 place\u200b de la Gare', '41000\u2066 Blois\u2069', '\u200b'],
        links: [],
      },
    } as unknown as Preferences;
    const summary = {
      ...summaryOf(
        [item('Abonne\u00adment annuel', 300, 50), item('Pass\u200d jour\u200bnée\r\n(2 zones)', 7.5, 0.68)],
        307.5,
      ),
      paymentMode: { label: 'Carte\u200b bancaire\u202c' },
    };
    const receipt = build(summary, preferences, { reference: 'A00\u202e395\ud83c', maskedPan: '**** 0003' });
    expect(receipt).toEqual<Receipt>({
      orderId: '10001',
      orderDate: '2026-11-22T09:05:00.000Z',
      shopName: 'Agence Ligéo',
      addressLines: ['12 place de la Gare', '41000 Blois', ''],
      lines: [
        { label: 'Abonnement annuel', quantity: 1, totalCents: 30000, vatCents: 5000 },
        { label: 'Pass journée (2 zones)', quantity: 1, totalCents: 750, vatCents: 68 },
      ],
      shippingCents: 0,
      totalCents: 30750,
      paymentMode: 'Carte bancaire',
      paymentReference: 'A00395',
      maskedPan: '**** 0003',
      ticketQrCodes: [],
      language: 'fr',
    });
  });

  it('gives a label with nothing visible a plain name instead of refusing the receipt', () => {
    const summary = { ...summaryOf([item('\u200b\u00ad\u2060', 2)], 2), paymentMode: { label: '\u202e' } };
    const preferences = { footer: { shopName: '\ufeff', lines: [], links: [] } } as unknown as Preferences;
    const receipt = build(summary, preferences, { reference: '\u200b', maskedPan: null });
    expect(receipt.lines[0]!.label).toBe('Produit');
    expect(receipt.shopName).toBe('Portail de vente en ligne');
    expect(receipt.paymentMode).toBe('Non précisé');
    expect(receipt).not.toHaveProperty('paymentReference');
  });

  it('leaves out a card number that is not masked, and ticket numbers a QR code cannot carry', () => {
    const summary = summaryOf(
      [
        { ...item('Blois → Chambord', 2), numTicket: '71000101' },
        { ...item('Chambord → Blois', 2), numTicket: '7100\u200b0102' },
        { ...item('Mug', 2), numTicket: '9'.repeat(65) },
      ],
      6,
    );
    const receipt = build(summary, null, { reference: null, maskedPan: '4970 1000 0000 0003' });
    expect(receipt).not.toHaveProperty('maskedPan');
    expect(receipt.ticketQrCodes).toEqual(['71000101']);
  });
});

describe('(e) what each ticket is good for, printed under its QR code', () => {
  const od = (numTicket: string, ddv: string, dfv = ddv): OrderItem => ({
    ...item('Billet unitaire', 3.2, 0.29),
    numTicket,
    ddv,
    dfv,
    libelleLigne: 'Ligne 4 Blois – Mer',
    libelleOrigine: 'Blois – Gare routière',
    libelleDestination: 'Mer – Centre',
  });

  it('names line, stops and validity, and the 30-minute rule for a ticket valid on the day it was bought', () => {
    // Bought at 10:05 in Paris (09:05 UTC): usable on board until 10:35.
    const receipt = build(summaryOf([od('71000101', '2026-11-22'), od('71000102', '2026-11-30')], 6.4));
    expect(receipt.ticketQrCodes).toEqual(['71000101', '71000102']);
    expect(receipt.ticketDetails).toEqual([
      [
        'Ligne 4 Blois – Mer',
        'De Blois – Gare routière à Mer – Centre',
        'Valable le 22/11/2026',
        'Valable aujourd’hui : utilisable à bord dans les 30 minutes suivant l’achat, jusqu’à 10:35.',
      ],
      ['Ligne 4 Blois – Mer', 'De Blois – Gare routière à Mer – Centre', 'Valable le 30/11/2026'],
    ]);
    expect(receiptProblems(receipt)).toEqual([]);
  });

  it('gives a title valid over several days its first and last day', () => {
    const receipt = build(summaryOf([od('71000101', '2026-12-01', '2026-12-31')], 3.2));
    expect(receipt.ticketDetails![0]).toContain('Valable du 01/12/2026 au 31/12/2026');
  });

  it('keeps each ticket’s details with its own code when a ticket number cannot be printed', () => {
    const receipt = build(
      summaryOf(
        [{ ...od('7100\u200b0101', '2026-11-30'), libelleLigne: 'Ligne 1' }, od('71000102', '2026-12-02')],
        6.4,
      ),
    );
    expect(receipt.ticketQrCodes).toEqual(['71000102']);
    expect(receipt.ticketDetails).toEqual([
      ['Ligne 4 Blois – Mer', 'De Blois – Gare routière à Mer – Centre', 'Valable le 02/12/2026'],
    ]);
  });

  it('names the run a reserved seat boards, one ticket per passenger and leg, and no 30-minute rule', () => {
    const seat = (
      numTicket: string,
      label: string,
      from: string,
      to: string,
      dateDepart: string,
      dateArrivee: string,
    ) => ({
      ...item(label, 8, 0.73),
      numTicket,
      ddv: dateDepart.slice(0, 10),
      dfv: dateDepart.slice(0, 10),
      libelleLigne: 'Ligne 2 Blois – Romorantin-Lanthenay',
      libelleOrigine: from,
      libelleDestination: to,
      dateDepart,
      dateArrivee,
    });
    // Bought on 22/11 for a run that day (the same day as the order: still no 30-minute rule), and a
    // return leaving late and arriving after midnight.
    const receipt = build(
      summaryOf(
        [
          seat(
            '4811093726154820',
            'Plein tarif (aller)',
            'Blois – Gare routière',
            'Cheverny – Château',
            '2026-11-22T18:00:00',
            '2026-11-22T18:35:00',
          ),
          seat(
            '4811093726154821',
            'Plein tarif (retour)',
            'Cheverny – Château',
            'Blois – Gare routière',
            '2026-11-22T23:40:00',
            '2026-11-23T00:15:00',
          ),
        ],
        16,
      ),
    );
    // Issue 26 §4: each seat's QR code holds its number and departure day (a scan on the modify tab fills both).
    expect(receipt.ticketQrCodes).toEqual(['4811093726154820;2026-11-22', '4811093726154821;2026-11-22']);
    expect(receipt.ticketDetails).toEqual([
      [
        'Ligne 2 Blois – Romorantin-Lanthenay',
        'De Blois – Gare routière à Cheverny – Château',
        'Départ le 22/11/2026 à 18:00',
        'Arrivée le 22/11/2026 à 18:35',
      ],
      [
        'Ligne 2 Blois – Romorantin-Lanthenay',
        'De Cheverny – Château à Blois – Gare routière',
        'Départ le 22/11/2026 à 23:40',
        'Arrivée le 23/11/2026 à 00:15',
      ],
    ]);
  });

  it('names each seat’s leg, « Aller » or « Retour », before its stops (issue 26 §2)', () => {
    const leg = (numTicket: string, sens: 'Aller' | 'Retour', from: string, to: string) => ({
      ...item('Plein tarif aller-retour', 8, 0.73),
      numTicket,
      sens,
      libelleLigne: 'Ligne 1 Blois – Vendôme',
      libelleOrigine: from,
      libelleDestination: to,
      dateDepart: '2026-11-26T09:06:00',
      dateArrivee: '2026-11-26T09:56:00',
    });
    const receipt = build(
      summaryOf(
        [
          leg('4811093726154820', 'Aller', 'Blois – Gare routière', 'Vendôme – Gare routière'),
          leg('4811093726154821', 'Retour', 'Vendôme – Gare routière', 'Blois – Gare routière'),
        ],
        16,
      ),
    );
    expect(receipt.ticketDetails!.map((lines) => lines[1])).toEqual([
      'Aller : De Blois – Gare routière à Vendôme – Gare routière',
      'Retour : De Vendôme – Gare routière à Blois – Gare routière',
    ]);
  });

  it('names the card a reload is loaded onto, as printed on it (issue 26 §2)', () => {
    const receipt = build(
      summaryOf([{ ...item('Abonnement mensuel Ligéo', 45, 4.09), numSupport: '100000000001' }], 45),
    );
    expect(receipt.lines[0]!.label).toBe('Abonnement mensuel Ligéo – carte n° 1000 0000 0001');
  });

  it('falls back to the validity when a seat’s departure is not a Paris date-time', () => {
    const receipt = build(
      summaryOf([{ ...od('71000101', '2026-11-30'), dateDepart: '30/11/2026 18h', dateArrivee: null }], 3.2),
    );
    expect(receipt.ticketDetails![0]).toEqual([
      'Ligne 4 Blois – Mer',
      'De Blois – Gare routière à Mer – Centre',
      'Valable le 30/11/2026',
    ]);
  });

  it('sends no details for tickets without any (nor for an order without tickets)', () => {
    const receipt = build(summaryOf([{ ...item('Réservation', 8.5), numTicket: '71000101' }], 8.5));
    expect(receipt.ticketQrCodes).toEqual(['71000101']);
    expect(receipt).not.toHaveProperty('ticketDetails');
  });
});

describe('(d) cents per line first, the total as their sum', () => {
  it('keeps the total of two half-cent lines: one rounded up, the other down', () => {
    const receipt = build(summaryOf([item('Ticket A', 0.125), item('Ticket B', 0.125)], 0.25));
    expect(receipt.lines.map((line) => line.totalCents)).toEqual([13, 12]);
    expect(receipt.totalCents).toBe(25);
  });

  it('gives the missing cent of three thirds to the first line', () => {
    const third = 1 / 3;
    const receipt = build(summaryOf([item('A', third), item('B', third), item('C', third)], 1));
    expect(receipt.lines.map((line) => line.totalCents)).toEqual([34, 33, 33]);
  });

  it('reads float noise as the cents it stands for (12,35 € is 1 235 cents, never 1 234)', () => {
    const receipt = build(summaryOf([item('A', 12.35), item('B', 0.1), item('C', 0.2)], 12.65, 0));
    expect(receipt.lines.map((line) => line.totalCents)).toEqual([1235, 10, 20]);
  });

  it('says goods bought at a kiosk are collected at the agency: no shipping, the total is the goods', () => {
    const preferences = {
      footer: {
        shopName: 'Agence commerciale Ligéo',
        lines: ['12 place de la Gare', '41000 Blois'],
        links: [],
      },
    } as unknown as Preferences;
    const summary = { ...summaryOf([item('Étui', 9, 1.5, 2), item('Carnet', 6.9, 1.15)], 15.9), vpc: true };
    const receipt = build({ ...summary, retraitAgence: true }, preferences);
    expect(receipt).toMatchObject({
      pickupAtAgency: true,
      shopName: 'Agence commerciale Ligéo',
      addressLines: ['12 place de la Gare', '41000 Blois'],
      shippingCents: 0,
      totalCents: 1590,
    });
    expect(build(summary, preferences)).not.toHaveProperty('pickupAtAgency');
  });

  it('never claims a collection at the agency with a shipping fee (a summary contradicting itself)', () => {
    const summary = summaryOf([item('Mug', 9.9, 1.65), item('Carte', 4.5)], 19.3, 4.9);
    const receipt = build({ ...summary, retraitAgence: true });
    expect(receipt).not.toHaveProperty('pickupAtAgency');
    expect(receipt).toMatchObject({ shippingCents: 490, totalCents: 1930 });
  });

  it('adds the shipping fee to the lines', () => {
    const receipt = build(summaryOf([item('Mug', 9.9, 1.65), item('Carte', 4.5)], 19.3, 4.9));
    expect(receipt).toMatchObject({ shippingCents: 490, totalCents: 1930 });
  });

  it.each([
    ['less than its lines (a discount the lines do not show)', 14],
    ['more than its lines', 16],
  ])('prints what was charged when the order’s total is %s: one line for the goods', (_name, total) => {
    const receipt = build(summaryOf([item('A', 10, 1, 2), item('B', 5, 0.5)], total));
    expect(receipt.lines).toEqual([
      { label: 'Articles de la commande (2)', quantity: 1, totalCents: total * 100, vatCents: 150 },
    ]);
    expect(receipt.totalCents).toBe(total * 100);
  });

  it('prints one line for the goods when a line is negative (a refund line cannot be printed)', () => {
    const receipt = build(summaryOf([item('A', 10, 1), item('Remise', -2)], 8));
    expect(receipt.lines).toEqual([
      { label: 'Articles de la commande (2)', quantity: 1, totalCents: 800, vatCents: 100 },
    ]);
  });

  it('never prints more VAT on a line than its amount', () => {
    const receipt = build(summaryOf([item('A', 0.005, 0.005), item('B', 0.005, 0.005)], 0.01));
    expect(receipt.lines).toEqual([
      { label: 'A', quantity: 1, totalCents: 1, vatCents: 1 },
      { label: 'B', quantity: 1, totalCents: 0, vatCents: 0 },
    ]);
  });
});

describe('print saga', () => {
  afterEach(() => {
    delete window.kiosk;
  });

  it('sends main a receipt it accepts for an order with every one of these defects at once', async () => {
    const printed: Receipt[] = [];
    window.kiosk = {
      startPayment: vi.fn(),
      cancelPayment: vi.fn(),
      printReceipt: vi.fn(async (receipt: Receipt) => {
        printed.push(receipt);
        return receiptProblems(receipt).length === 0
          ? { ok: true }
          : { ok: false, message: `Reçu invalide : ${receiptProblems(receipt)[0]!}.` };
      }),
      reload: vi.fn(),
      info: vi.fn(),
      abilities: vi.fn(),
    } satisfies KioskBridge;
    // 55 lines of a third of a euro, labels with a soft hyphen and an emoji at the cut.
    const items = Array.from({ length: 55 }, (_, index) =>
      item(`${'Abonne\u00adment '.repeat(8)}${'x'.repeat(index)}🎫🎫`, 1 / 3),
    );
    const store = createAppStore({ platform: 'kiosk' });
    store.dispatch(
      preferencesLoaded({
        footer: { shopName: 'Agence\u200b Ligéo', lines: ['\u202eGare'], links: [] },
      } as unknown as Preferences),
    );
    store.dispatch(summaryShown({ summary: summaryOf(items, 18.33), cancelled: false }));
    store.dispatch(
      terminalAnswered({ status: 'approved', reference: 'A00\u2066395', maskedPan: '**** **** **** 0003' }),
    );
    await runSaga({ dispatch: store.dispatch, getState: store.getState }, printReceipt).toPromise();
    expect(selectRecap(store.getState()).print).toEqual({ status: 'printed', message: null });
    const [receipt] = printed;
    expect(receipt!.lines[49]!.label).toBe('Autres articles (6)');
    expect(receipt!.totalCents).toBe(1833);
    expect(receipt).toMatchObject({
      shopName: 'Agence Ligéo',
      addressLines: ['Gare'],
      paymentReference: 'A00395',
    });
  });
});

describe('issue 24 item 9: the receipt in the customer’s language', () => {
  afterEach(() => {
    delete window.kiosk;
  });

  /** What the print saga sends main for one ticket and one unnamed line, the page in `language`. */
  async function printedIn(language: 'fr' | 'en'): Promise<Receipt> {
    const printed: Receipt[] = [];
    window.kiosk = {
      startPayment: vi.fn(),
      cancelPayment: vi.fn(),
      printReceipt: vi.fn(async (receipt: Receipt) => (printed.push(receipt), { ok: true })),
      reload: vi.fn(),
      info: vi.fn(),
      abilities: vi.fn(),
    } satisfies KioskBridge;
    const store = createAppStore({ platform: 'kiosk' });
    store.dispatch(languageChosen(language));
    const ticket: OrderItem = {
      ...item('Billet unitaire', 2.5),
      numTicket: 'T-0001',
      libelleOrigine: 'Blois – Gare routière',
      libelleDestination: 'Cheverny – Château',
      ddv: '2026-11-30',
    };
    store.dispatch(summaryShown({ summary: summaryOf([ticket, item('', 1.5)], 4), cancelled: false }));
    await runSaga({ dispatch: store.dispatch, getState: store.getState }, printReceipt).toPromise();
    expect(printed).toHaveLength(1);
    expect(receiptProblems(printed[0]!)).toEqual([]);
    return printed[0]!;
  }

  it('in English: main is told to print its own texts in English, the renderer’s are English', async () => {
    const receipt = await printedIn('en');
    expect(receipt.language).toBe('en');
    // The back office's product name and payment mode stay as sent; the unnamed line gets ours.
    expect(receipt.lines.map((line) => line.label)).toEqual(['Billet unitaire', 'Product']);
    expect(receipt.paymentMode).toBe('Carte bancaire sur le terminal');
    expect(receipt.ticketDetails).toEqual([
      ['From Blois – Gare routière to Cheverny – Château', 'Valid on 30/11/2026'],
    ]);
  });

  it('in French: the same receipt, French', async () => {
    const receipt = await printedIn('fr');
    expect(receipt.language).toBe('fr');
    expect(receipt.lines.map((line) => line.label)).toEqual(['Billet unitaire', 'Produit']);
    expect(receipt.ticketDetails).toEqual([
      ['De Blois – Gare routière à Cheverny – Château', 'Valable le 30/11/2026'],
    ]);
  });
});
