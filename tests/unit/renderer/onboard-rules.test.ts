// The summary's pure rules (issue 15): the back office's orders checked, rows joined and sorted, totals in
// cents, VAT per ten thousand as a percent, trips counted, the period as dd/MM/yy, the filter's rules
// (SPEC §4 defaults, §5 start before end), the proof request and file names (SPEC §7, §9), and the
// printed proof within main's rules.
import { describe, expect, it } from 'vitest';
import { RECEIPT_LIMITS } from '@shared/kiosk-bridge';
import { ONBOARD_LIMITS } from '@shared/onboard-payments';
import { cardValidatorOrdersOf } from '../../../src/renderer/src/features/justification/answers';
import {
  periodBounds,
  periodError,
  rowsWithin,
} from '../../../src/renderer/src/features/justification/periodRules';
import {
  paymentsOf,
  proofItemOf,
  proofsFileName,
} from '../../../src/renderer/src/features/justification/proofs';
import {
  proofReceiptOf,
  receiptOrderId,
} from '../../../src/renderer/src/features/justification/proofReceipt';
import { chunksOf, rowsOf } from '../../../src/renderer/src/features/justification/rows';
import {
  eurosOfCents,
  shortDay,
  summaryOf,
  vatRateText,
} from '../../../src/renderer/src/features/justification/summary';
import { fr } from '../../../src/renderer/src/i18n/fr';
import { enJustification } from '../../../src/renderer/src/i18n/en/justification';
import { frJustification } from '../../../src/renderer/src/i18n/fr/justification';
import { ARC002_ITEMS, order, ORDERS, PREFERENCES, TAPS } from './onboard-fixtures';
import { receiptProblems } from './receipt-rules';

const NNBSP = '\u202f';
const NBSP = '\u00a0';
const SPEC_ORDER = 'La date de début de période doit être inférieure à la date de fin de période.';

describe('cardValidatorOrdersOf (the back office’s answer)', () => {
  const asked = ['TS-001', 'TS-002', 'TS-003'];

  it('keeps well-formed orders of the asked taps, with their known fields only', () => {
    expect(cardValidatorOrdersOf(ORDERS, asked)).toEqual(ORDERS);
    expect(cardValidatorOrdersOf([{ ...ORDERS[0], client: 'Léa' }], asked)).toEqual([ORDERS[0]]);
  });

  it('is null for an answer that is not a list', () => {
    expect(cardValidatorOrdersOf({ commandes: ORDERS }, asked)).toBeNull();
    expect(cardValidatorOrdersOf(null, asked)).toBeNull();
    expect(cardValidatorOrdersOf('[]', asked)).toBeNull();
  });

  it('leaves out an order bound to a tap not asked about (SPEC §5), and an order twice', () => {
    expect(cardValidatorOrdersOf([order(1, 'TS-999'), ORDERS[0], ORDERS[0]], asked)).toEqual([ORDERS[0]]);
  });

  it.each([
    ['an id as text', { id: '5001' }],
    ['a zero id', { id: 0 }],
    ['a fractional id', { id: 50.5 }],
    ['a numeric numTransaction', { numTransaction: 1 }],
    ['a French order date', { cmdDate: '02/03/2026' }],
    ['an empty product code', { prdCode: '' }],
    ['an empty label', { prdLibelle: '  ' }],
    ['a label of 201 characters', { prdLibelle: 'x'.repeat(201) }],
    ['a zero quantity', { quantite: 0 }],
    ['a quantity over 9999', { quantite: 10_000 }],
    ['a price in euros', { prixTTC: 2.5 }],
    ['a negative price', { prixHT: -1 }],
    ['a price excl. tax above the price incl. tax', { prixHT: 260 }],
    ['a VAT rate as a percent with decimals', { tauxTVA: 5.5 }],
    ['a VAT rate over 100 %', { tauxTVA: 10_001 }],
  ])('leaves out an order with %s', (_name, overrides) => {
    expect(cardValidatorOrdersOf([{ ...ORDERS[0], ...overrides }, ORDERS[1]], asked)).toEqual([ORDERS[1]]);
  });
});

describe('rows (orders joined with their taps)', () => {
  const rows = rowsOf(TAPS, ORDERS);

  it('joins each order with its tap, newest first (SPEC §4)', () => {
    expect(rows.map((row) => [row.orderId, row.refArchi, row.day])).toEqual([
      [5004, 'ARC003', '2026-03-20'],
      [5003, 'ARC002', '2026-03-09'],
      [5002, 'ARC002', '2026-03-09'],
      [5001, 'ARC001', '2026-03-02'],
    ]);
    expect(rows[0]).toEqual({
      orderId: 5004,
      idTransSec: 'TS-003',
      date: '2026-03-20T22:30:00Z',
      day: '2026-03-20',
      refArchi: 'ARC003',
      product: 'Pass journée',
      quantity: 1,
      ttcCents: 250,
      htCents: 227,
      vatRate: 1000,
      paymentCents: 250,
      discountCents: 0,
      pending: true,
    });
    expect(rows.map((row) => row.pending)).toEqual([true, false, false, false]);
  });

  it('leaves out a tap without a bound order, and an order without its tap', () => {
    expect(rowsOf(TAPS, [ORDERS[0]!, order(9, 'TS-999')]).map((row) => row.orderId)).toEqual([5001]);
    expect(rowsOf(TAPS, [])).toEqual([]);
  });

  it('dates a tap by its Paris day: 23:30 UTC in winter is the next day', () => {
    const late = { ...TAPS[0]!, date: '2026-03-20T23:30:00Z' };
    expect(rowsOf([late], [ORDERS[0]!])[0]!.day).toBe('2026-03-21');
    const summer = { ...TAPS[0]!, date: '2026-07-14T22:30:00Z' };
    expect(rowsOf([summer], [ORDERS[0]!])[0]!.day).toBe('2026-07-15');
  });

  it('cuts a list in runs of at most the size given', () => {
    const ids = Array.from({ length: 250 }, (_, i) => i);
    expect(chunksOf(ids, ONBOARD_LIMITS.perCall).map((chunk) => chunk.length)).toEqual([100, 100, 50]);
    expect(chunksOf(ids.slice(0, 100), 100)).toHaveLength(1);
    expect(chunksOf([], 100)).toEqual([]);
  });
});

describe('amounts, VAT, trips and period', () => {
  it('shows cents as fr-FR euros', () => {
    expect(eurosOfCents(250, 'fr-FR')).toBe(`2,50${NBSP}€`);
    expect(eurosOfCents(5, 'fr-FR')).toBe(`0,05${NBSP}€`);
    expect(eurosOfCents(123_456, 'fr-FR')).toBe(`1${NNBSP}234,56${NBSP}€`);
    expect(eurosOfCents(0, 'fr-FR')).toBe(`0,00${NBSP}€`);
  });

  it('shows them as en-GB euros in English', () => {
    expect(eurosOfCents(250, 'en-GB')).toBe('€2.50');
    expect(eurosOfCents(123_456, 'en-GB')).toBe('€1,234.56');
  });

  it('shows a VAT rate per ten thousand as a percent (SPEC §9)', () => {
    const fr = (rate: number) => vatRateText(rate, 'fr-FR', frJustification);
    expect(fr(1000)).toBe(`10${NBSP}%`);
    expect(fr(550)).toBe(`5,5${NBSP}%`);
    expect(fr(2000)).toBe(`20${NBSP}%`);
    expect(fr(0)).toBe(`0${NBSP}%`);
    expect(fr(1)).toBe(`0,01${NBSP}%`);
    expect(vatRateText(550, 'en-GB', enJustification)).toBe('5.5%');
  });

  it('counts a trip per row shown and sums prices incl. tax exactly in cents', () => {
    expect(summaryOf(rowsOf(TAPS, ORDERS))).toEqual({ trips: 4, totalCents: 950 });
    // 0.1 + 0.2 in euros drifts; in cents it never does.
    const tenths = [order(1, 'TS-001', { prixTTC: 10 }), order(2, 'TS-002', { prixTTC: 20 })];
    expect(summaryOf(rowsOf(TAPS, tenths))).toEqual({ trips: 2, totalCents: 30 });
    expect(eurosOfCents(summaryOf(rowsOf(TAPS, tenths)).totalCents, 'fr-FR')).toBe(`0,30${NBSP}€`);
    expect(summaryOf([])).toEqual({ trips: 0, totalCents: 0 });
  });

  it('writes a day of the period as dd/MM/yy', () => {
    expect(shortDay('2026-03-02')).toBe('02/03/26');
    expect(shortDay('1999-12-31')).toBe('31/12/99');
  });
});

describe('the date-range filter', () => {
  const rows = rowsOf(TAPS, ORDERS);
  const bounds = { start: '2026-03-02', end: '2026-03-20' };

  it('defaults to the earliest..latest day of the rows (SPEC §4)', () => {
    expect(periodBounds(rows)).toEqual(bounds);
    expect(periodBounds([rows[1]!])).toEqual({ start: '2026-03-09', end: '2026-03-09' });
    expect(periodBounds([])).toBeNull();
  });

  /** The French text of the problem found (the slice stores its key). */
  const problem = (draft: { start: string | null; end: string | null }) => {
    const key = periodError(draft, bounds);
    return key && frJustification[key];
  };

  it('refuses a start after the end with SPEC’s text (§5)', () => {
    expect(problem({ start: '2026-03-10', end: '2026-03-09' })).toBe(SPEC_ORDER);
  });

  it('accepts the same day for both ends, and the whole range', () => {
    expect(periodError({ start: '2026-03-09', end: '2026-03-09' }, bounds)).toBeNull();
    expect(periodError(bounds, bounds)).toBeNull();
  });

  it.each([
    [{ start: null, end: '2026-03-09' }, 'Veuillez saisir la date de début de période.'],
    [{ start: '2026-03-01', end: '2026-03-09' }, 'Veuillez saisir la date de début de période.'],
    [{ start: '2026-03-02', end: null }, 'Veuillez saisir la date de fin de période.'],
    [{ start: '2026-03-02', end: '2026-03-21' }, 'Veuillez saisir la date de fin de période.'],
  ])('refuses %j: a day missing or outside the rows’ days', (draft, text) => {
    expect(problem(draft)).toBe(text);
  });

  it('keeps the rows of the days chosen, both ends included', () => {
    const days = (start: string, end: string) => rowsWithin(rows, { start, end }).map((row) => row.orderId);
    expect(days('2026-03-02', '2026-03-20')).toEqual([5004, 5003, 5002, 5001]);
    expect(days('2026-03-09', '2026-03-09')).toEqual([5003, 5002]);
    expect(days('2026-03-10', '2026-03-19')).toEqual([]);
    expect(days('2026-03-02', '2026-03-09')).toEqual([5003, 5002, 5001]);
  });
});

describe('the proofs asked and saved', () => {
  const rows = rowsOf(TAPS, ORDERS);

  it('asks one item per order with the tap that paid it (SPEC §7)', () => {
    expect(proofItemOf(rows.find((row) => row.orderId === 5002)!)).toEqual(ARC002_ITEMS[1]);
  });

  it('groups the rows by payment (archive reference), in order', () => {
    expect(paymentsOf(rows).map((payment) => payment.map((row) => row.orderId))).toEqual([
      [5004],
      [5003, 5002],
      [5001],
    ]);
  });

  it('names files as SPEC §9 does, and numbers the parts of a proof made of several files', () => {
    expect(proofsFileName('ARC002', 0, 1)).toBe('Justificatif_cb_ARC002.pdf');
    expect(proofsFileName(null, 0, 1)).toBe('Justificatifs_cb.pdf');
    expect(proofsFileName(null, 0, 3)).toBe('Justificatifs_cb_1.pdf');
    expect(proofsFileName(null, 2, 3)).toBe('Justificatifs_cb_3.pdf');
    expect(proofsFileName('ARC002', 1, 2)).toBe('Justificatif_cb_ARC002_2.pdf');
  });
});

describe('the printed proof of a payment', () => {
  const payments = paymentsOf(rowsOf(TAPS, ORDERS));

  it('is titled, dated by the tap, and lists the payment’s orders', () => {
    const receipt = proofReceiptOf(payments[1]!, PREFERENCES, frJustification, fr.app.documentTitle, 'fr');
    expect(receipt).toEqual({
      title: 'Justificatif de paiement à bord',
      orderId: '5003-5002',
      orderDate: '2026-03-09T16:40:00.000Z',
      shopName: 'Agence commerciale Ligéo',
      addressLines: ['Gare routière', '41000 Blois'],
      lines: [
        { label: 'Supplément vélo', quantity: 1, totalCents: 0, vatCents: 0 },
        { label: 'Ticket unité', quantity: 2, totalCents: 450, vatCents: 41 },
      ],
      shippingCents: 0,
      totalCents: 450,
      paymentMode: 'Carte bancaire sans contact à bord',
      paymentReference: 'ARC002',
      ticketQrCodes: [],
      language: 'fr',
    });
    expect(receiptProblems(receipt)).toEqual([]);
  });

  it('stays within main’s rules without preferences, with a date without offset and many orders', () => {
    const many = Array.from({ length: RECEIPT_LIMITS.lines + 5 }, (_, i) =>
      order(1_000_000_000 + i, 'TS-001', { prdLibelle: `Trajet ${i} ${'é'.repeat(130)}` }),
    );
    const tap = { ...TAPS[0]!, date: '2026-03-02T08:15:00' };
    const [payment] = paymentsOf(rowsOf([tap], many));
    const receipt = proofReceiptOf(payment!, null, frJustification, fr.app.documentTitle, 'fr');
    expect(receiptProblems(receipt)).toEqual([]);
    expect(receipt.lines).toHaveLength(RECEIPT_LIMITS.lines);
    expect(receipt.lines.at(-1)!.label).toBe('Autres trajets (6)');
    expect(receipt.totalCents).toBe(250 * many.length);
    expect(receipt.shopName).toBe('Portail de vente en ligne');
    expect(receipt.orderId).toBe('1000000054-1000000053-1000000052');
  });

  it('joins as many order ids as the printed order number holds (32 characters)', () => {
    expect(receiptOrderId([5001])).toBe('5001');
    expect(receiptOrderId([1, 2, 3])).toBe('1-2-3');
    expect(receiptOrderId(Array.from({ length: 10 }, () => 1234567))).toBe('1234567-1234567-1234567-1234567');
  });
});
