import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { KIOSK_CHANNELS, RECEIPT_LIMITS, type Receipt } from '../../../../src/shared/kiosk-bridge';
import { PAGE, setup, validReceipt } from './fakes';

const channel = KIOSK_CHANNELS.printReceipt;
const NBSP = '\u00a0';
const CENTS_RANGE = `un nombre entier de centimes entre 0 et 100${NBSP}000${NBSP}000`;

function withField(key: string, value: unknown): Record<string, unknown> {
  return { ...validReceipt(), [key]: value };
}

function withLine(index: number, key: string, value: unknown): Record<string, unknown> {
  const receipt = validReceipt();
  const lines: unknown[] = receipt.lines.map((line, i) => (i === index ? { ...line, [key]: value } : line));
  return { ...receipt, lines };
}

function without(key: string): Record<string, unknown> {
  const receipt: Record<string, unknown> = { ...validReceipt() };
  delete receipt[key];
  return receipt;
}

function lines(count: number): Receipt['lines'] {
  return Array.from({ length: count }, (_, i) => ({
    label: `Ticket ${i}`,
    quantity: 1,
    totalCents: 170,
    vatCents: 15,
  }));
}

describe('kiosk:print-receipt', () => {
  it('hands the exact receipt to the printer and answers its result', async () => {
    const { handlers, print } = setup();
    await expect(handlers[channel](PAGE, validReceipt())).resolves.toEqual({ ok: true });
    expect(print).toHaveBeenCalledTimes(1);
    expect(print.mock.calls[0]![0]).toStrictEqual(validReceipt());
  });

  it('answers a printer that is offline as it is', async () => {
    const { handlers, print } = setup();
    print.mockResolvedValueOnce({ ok: false, message: 'Imprimante hors ligne.' });
    await expect(handlers[channel](PAGE, validReceipt())).resolves.toEqual({
      ok: false,
      message: 'Imprimante hors ligne.',
    });
  });

  it('accepts a receipt without the optional payment details, and passes none on', async () => {
    const { handlers, print } = setup();
    const receipt = without('paymentReference');
    delete receipt.maskedPan;
    await handlers[channel](PAGE, receipt);
    expect(print.mock.calls[0]![0]).toStrictEqual(receipt);
    expect(Object.keys(print.mock.calls[0]![0])).not.toContain('maskedPan');
  });

  it.each([
    ['the most lines', { ...validReceipt(), lines: lines(RECEIPT_LIMITS.lines), totalCents: 50 * 170 }],
    ['the most address lines', withField('addressLines', Array(RECEIPT_LIMITS.addressLines).fill('Rue'))],
    ['no address line', withField('addressLines', [])],
    ['an empty address line', withField('addressLines', ['Gare', '', '75000 Paris'])],
    ['the most QR codes', withField('ticketQrCodes', Array(RECEIPT_LIMITS.qrCodes).fill('T-1'))],
    ['no QR code', withField('ticketQrCodes', [])],
    ['the longest QR payload', withField('ticketQrCodes', ['Q'.repeat(RECEIPT_LIMITS.qrPayload)])],
    [
      'details under each ticket, up to four lines',
      withField('ticketDetails', [
        ['Ligne 4 Blois – Mer'],
        [],
        ['De Blois à Mer', 'Valable le 25/11/2026', 'a', 'b'],
      ]),
    ],
    ['the longest shop name', withField('shopName', 'é'.repeat(RECEIPT_LIMITS.text))],
    [
      'the largest total',
      {
        ...validReceipt(),
        lines: [{ label: 'Abonnement', quantity: 1, totalCents: RECEIPT_LIMITS.maxCents, vatCents: 0 }],
        totalCents: RECEIPT_LIMITS.maxCents,
      },
    ],
    ['shipping added to the lines', { ...validReceipt(), shippingCents: 490, totalCents: 1410 }],
    // Issue 11: shop goods bought at a kiosk are collected at the agency, which the receipt says.
    ['goods collected at the agency', withField('pickupAtAgency', true)],
    ['goods not collected at the agency', withField('pickupAtAgency', false)],
    // Issue 15: a proof of an on-board payment says what it is.
    ['a title', withField('title', 'Justificatif de paiement à bord')],
    ['the longest title', withField('title', 'é'.repeat(RECEIPT_LIMITS.text))],
    // Issue 24 item 9: the receipt's own texts in the customer's language.
    ['a receipt in English', withField('language', 'en')],
    ['a receipt in French', withField('language', 'fr')],
    ['a date with an offset', withField('orderDate', '2026-11-22T11:30+01:00')],
    ['a leap day', withField('orderDate', '2028-02-29T00:00:00Z')],
    ['VAT equal to the line total', withLine(0, 'vatCents', 340)],
    [
      'a free line',
      {
        ...validReceipt(),
        lines: [{ label: 'Carte', quantity: 1, totalCents: 0, vatCents: 0 }],
        totalCents: 0,
      },
    ],
  ])('accepts %s', async (_name, receipt) => {
    const { handlers, print } = setup();
    await expect(handlers[channel](PAGE, receipt)).resolves.toEqual({ ok: true });
    expect(print).toHaveBeenCalledWith(receipt);
  });

  it.each([
    ['a text', '<html>reçu</html>', 'un objet est attendu'],
    ['nothing', undefined, 'un objet est attendu'],
    ['a missing orderId', without('orderId'), '« orderId » est manquant'],
    ['a missing lines', without('lines'), '« lines » est manquant'],
    ['a missing ticketQrCodes', without('ticketQrCodes'), '« ticketQrCodes » est manquant'],
    [
      'a QR payload beyond printable ASCII (the printer sizes QR codes by characters, sends UTF-8)',
      withField('ticketQrCodes', ['Billet-é']),
      '« ticketQrCodes[0] » contient des caractères non autorisés (caractères ASCII imprimables)',
    ],
    ['an extra key', withField('html', '<b>x</b>'), '« html » n’est pas un champ attendu'],
    ['a numeric orderId', withField('orderId', 10001), '« orderId » doit être un texte'],
    ['a date without time', withField('orderDate', '2026-11-22'), 'DATE'],
    ['a date without offset', withField('orderDate', '2026-11-22T10:30:00'), 'DATE'],
    ['a French date', withField('orderDate', '22/11/2026 10:30'), 'DATE'],
    ['a date that does not exist', withField('orderDate', '2026-02-30T10:30:00Z'), 'DATE'],
    ['an hour that does not exist', withField('orderDate', '2026-11-22T24:30:00Z'), 'DATE'],
    ['a timestamp', withField('orderDate', 1_795_000_000_000), 'DATE'],
    ['an empty shop name', withField('shopName', ''), '« shopName » doit contenir de 1 à 120 caractères'],
    ['a blank shop name', withField('shopName', '   '), '« shopName » est vide'],
    [
      'a long shop name',
      withField('shopName', 'x'.repeat(121)),
      '« shopName » doit contenir de 1 à 120 caractères',
    ],
    [
      'too many address lines',
      withField('addressLines', Array(7).fill('Rue')),
      '« addressLines » doit être une liste d’au plus 6 éléments',
    ],
    [
      'an address that is one text',
      withField('addressLines', 'Gare'),
      '« addressLines » doit être une liste d’au plus 6 éléments',
    ],
    [
      'a numeric address line',
      withField('addressLines', ['Gare', 75000]),
      '« addressLines[1] » doit être un texte',
    ],
    [
      'printer commands in an address line',
      withField('addressLines', ['Gare\u001bd\u0005']),
      '« addressLines[0] » contient des caractères de contrôle',
    ],
    ['no line', withField('lines', []), '« lines » doit être une liste de 1 à 50 éléments'],
    ['too many lines', withField('lines', lines(51)), '« lines » doit être une liste de 1 à 50 éléments'],
    ['a line that is text', withField('lines', ['Ticket']), '« lines[0] » doit être un objet'],
    ['a line with an extra key', withLine(1, 'price', 580), '« lines[1].price » n’est pas un champ attendu'],
    ['a line without label', withLine(1, 'label', undefined), '« lines[1].label » est manquant'],
    [
      'a long line label',
      withLine(0, 'label', 'x'.repeat(121)),
      '« lines[0].label » doit contenir de 1 à 120 caractères',
    ],
    [
      'a fractional quantity',
      withLine(0, 'quantity', 1.5),
      `« lines[0].quantity » doit être un nombre entier entre 1 et 9${NBSP}999`,
    ],
    [
      'a zero quantity',
      withLine(0, 'quantity', 0),
      `« lines[0].quantity » doit être un nombre entier entre 1 et 9${NBSP}999`,
    ],
    [
      'euros instead of cents',
      withLine(0, 'totalCents', 3.4),
      `« lines[0].totalCents » doit être ${CENTS_RANGE}`,
    ],
    ['negative VAT', withLine(0, 'vatCents', -1), `« lines[0].vatCents » doit être ${CENTS_RANGE}`],
    [
      'VAT over the line total',
      withLine(0, 'vatCents', 341),
      '« lines[0].vatCents » dépasse le total de la ligne',
    ],
    ['a text shipping', withField('shippingCents', '0'), `« shippingCents » doit être ${CENTS_RANGE}`],
    [
      'a text pickupAtAgency',
      withField('pickupAtAgency', 'oui'),
      '« pickupAtAgency » doit valoir true ou false',
    ],
    [
      'goods collected at the agency with a shipping fee',
      { ...validReceipt(), pickupAtAgency: true, shippingCents: 490, totalCents: 1410 },
      '« pickupAtAgency » : des articles retirés à l’agence n’ont pas de frais de livraison',
    ],
    ['an unknown language', withField('language', 'de'), '« language » doit valoir « fr » ou « en »'],
    ['an upper-case language', withField('language', 'EN'), '« language » doit valoir « fr » ou « en »'],
    ['a numeric language', withField('language', 1), '« language » doit valoir « fr » ou « en »'],
    ['an empty title', withField('title', ''), '« title » doit contenir de 1 à 120 caractères'],
    ['a blank title', withField('title', '   '), '« title » est vide'],
    [
      'a long title',
      withField('title', 'x'.repeat(RECEIPT_LIMITS.text + 1)),
      '« title » doit contenir de 1 à 120 caractères',
    ],
    ['a numeric title', withField('title', 15), '« title » doit être un texte'],
    [
      'printer commands in a title',
      withField('title', 'Justificatif\u001bd\u0005'),
      '« title » contient des caractères de contrôle',
    ],
    ['a negative total', withField('totalCents', -920), `« totalCents » doit être ${CENTS_RANGE}`],
    [
      'a total over the cap',
      withField('totalCents', RECEIPT_LIMITS.maxCents + 1),
      `« totalCents » doit être ${CENTS_RANGE}`,
    ],
    [
      'an empty payment mode',
      withField('paymentMode', ''),
      '« paymentMode » doit contenir de 1 à 120 caractères',
    ],
    [
      'a numeric payment reference',
      withField('paymentReference', 12345),
      '« paymentReference » doit être un texte',
    ],
    ['a null masked card', withField('maskedPan', null), '« maskedPan » doit être un texte'],
    [
      'too many QR codes',
      withField('ticketQrCodes', Array(21).fill('T-1')),
      '« ticketQrCodes » doit être une liste d’au plus 20 éléments',
    ],
    [
      'a long QR payload',
      withField('ticketQrCodes', ['Q'.repeat(65)]),
      '« ticketQrCodes[0] » doit contenir de 1 à 64 caractères',
    ],
    [
      'ticket details for fewer tickets than QR codes',
      withField('ticketDetails', [['Ligne 1'], ['Ligne 2']]),
      '« ticketDetails » doit être une liste de 3 éléments',
    ],
    [
      'five detail lines under a ticket',
      withField('ticketDetails', [['1', '2', '3', '4', '5'], [], []]),
      '« ticketDetails[0] » doit être une liste d’au plus 4 éléments',
    ],
    [
      'a detail line with a bidi override',
      withField('ticketDetails', [[], ['De Blois \u202eà Mer'], []]),
      '« ticketDetails[1][0] » contient des caractères de contrôle du sens d’écriture',
    ],
    [
      'ticket details that are not lists',
      withField('ticketDetails', 'Ligne 1'),
      '« ticketDetails » doit être une liste de 3 éléments',
    ],
    [
      'an empty QR payload',
      withField('ticketQrCodes', ['']),
      '« ticketQrCodes[0] » doit contenir de 1 à 64 caractères',
    ],
    [
      'a receipt over 64 KiB (checked before the fields)',
      withField('addressLines', Array(6).fill('€'.repeat(5000))),
      'données trop volumineuses (plus de 64 Kio)',
    ],
  ])('refuses %s, reaching no printer', async (_name, payload, reason) => {
    const expected =
      reason === 'DATE'
        ? '« orderDate » doit être une date et heure ISO 8601 (par exemple 2026-11-22T10:30:00Z)'
        : reason;
    const { handlers, print, log } = setup();
    await expect(handlers[channel](PAGE, payload)).resolves.toEqual({
      ok: false,
      message: `Reçu invalide : ${expected}.`,
    });
    expect(print).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(`kiosk:print-receipt refusé : ${expected}`);
  });

  // Text spoofing (issue 10): every text field that is printed refuses what would make it read otherwise.
  const SPOOFS: [string, string, string][] = [
    [
      'a right-to-left override',
      'Total 1\u202e05,21',
      'contient des caractères de contrôle du sens d’écriture',
    ],
    ['an isolate', '\u2066Pass\u2069', 'contient des caractères de contrôle du sens d’écriture'],
    ['a zero-width space', 'Pass\u200bjournée', 'contient des caractères invisibles'],
    ['a byte order mark', '\ufeffPass', 'contient des caractères invisibles'],
    ['a soft hyphen', 'Abonne\u00adment', 'contient des caractères invisibles'],
    ['a lone surrogate', 'Billet \ud83c', 'contient des caractères mal formés'],
    ['a C1 control', 'Gare\u009b2J', 'contient des caractères de contrôle'],
    ['a noncharacter', 'Gare\ufdd0', 'contient des caractères réservés ou non attribués'],
  ];
  const TEXT_FIELDS: [string, (text: string) => Record<string, unknown>][] = [
    ['shopName', (text) => withField('shopName', text)],
    ['addressLines[1]', (text) => withField('addressLines', ['Gare', text])],
    ['lines[1].label', (text) => withLine(1, 'label', text)],
    ['paymentMode', (text) => withField('paymentMode', text)],
    ['paymentReference', (text) => withField('paymentReference', text)],
    ['title', (text) => withField('title', text)],
  ];
  describe.each(TEXT_FIELDS)('in %s', (path, receiptWith) => {
    it.each(SPOOFS)('refuses %s, reaching no printer', async (_name, text, problem) => {
      const { handlers, print } = setup();
      await expect(handlers[channel](PAGE, receiptWith(text))).resolves.toEqual({
        ok: false,
        message: `Reçu invalide : « ${path} » ${problem}.`,
      });
      expect(print).not.toHaveBeenCalled();
    });
  });

  it.each([
    ['a right-to-left override', 'T-\u202e0001'],
    ['a zero-width space', 'T-\u200b0001'],
    ['a lone surrogate', 'T-\ud83c'],
  ])('refuses a QR payload with %s', async (_name, code) => {
    const { handlers, print } = setup();
    const result = (await handlers[channel](PAGE, withField('ticketQrCodes', [code]))) as { ok: boolean };
    expect(result.ok).toBe(false);
    expect(print).not.toHaveBeenCalled();
  });

  it.each(['**** **** **** 0003', '497010******0003', '••••0003', 'XXXX-XXXX-XXXX-0003'])(
    'accepts the masked card number %s',
    async (maskedPan) => {
      const { handlers, print } = setup();
      await expect(handlers[channel](PAGE, withField('maskedPan', maskedPan))).resolves.toEqual({ ok: true });
      expect(print.mock.calls[0]![0].maskedPan).toBe(maskedPan);
    },
  );

  it.each([
    ['a full card number', '4970100000000003'],
    ['a full card number with spaces', '4970 1000 0000 0003'],
    ['a full card number with dashes', '4970-1000-0000-0003'],
    ['a Luhn-valid 13-digit number', '4222222222222'],
    ['digits between masks', '**** 1000 **** 0003'],
  ])('refuses %s as maskedPan, reaching no printer', async (_name, maskedPan) => {
    const { handlers, print, log } = setup();
    const reason = '« maskedPan » doit être un numéro de carte masqué (par exemple **** **** **** 0003)';
    await expect(handlers[channel](PAGE, withField('maskedPan', maskedPan))).resolves.toEqual({
      ok: false,
      message: `Reçu invalide : ${reason}.`,
    });
    expect(print).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(`kiosk:print-receipt refusé : ${reason}`);
  });

  it('prints texts in NFC, measured after normalisation', async () => {
    const { handlers, print } = setup();
    const decomposed = 'Pass journe\u0301e';
    const longDecomposed = 'e\u0301'.repeat(RECEIPT_LIMITS.text);
    await expect(
      handlers[channel](PAGE, {
        ...withLine(1, 'label', decomposed),
        shopName: longDecomposed,
        title: 'Justificatif de paiement a\u0300 bord',
      }),
    ).resolves.toEqual({ ok: true });
    const printed = print.mock.calls[0]![0];
    expect(printed.lines[1]!.label).toBe('Pass journée');
    expect(printed.title).toBe('Justificatif de paiement à bord');
    expect(printed.shopName).toBe('é'.repeat(RECEIPT_LIMITS.text));
  });

  it.each([
    ['a total one cent over its lines', withField('totalCents', 921), '921', '920'],
    ['a total one cent under its lines', withField('totalCents', 919), '919', '920'],
    ['a total that leaves out the shipping', withField('shippingCents', 490), '920', `1${NBSP}410`],
    ['a total that counts shipping not listed', withField('totalCents', 1410), `1${NBSP}410`, '920'],
    ['a line whose total was changed', withLine(0, 'totalCents', 34), '920', '614'],
  ])('refuses %s, reaching no printer', async (_name, receipt, total, expected) => {
    const { handlers, print } = setup();
    const reason =
      `« totalCents » (${total} centimes) ne correspond pas à la somme des ` +
      `lignes et des frais de livraison (${expected} centimes)`;
    await expect(handlers[channel](PAGE, receipt)).resolves.toEqual({
      ok: false,
      message: `Reçu invalide : ${reason}.`,
    });
    expect(print).not.toHaveBeenCalled();
  });

  it('refuses lines that add up past the largest total, reaching no printer', async () => {
    const { handlers, print } = setup();
    const line = { label: 'Abonnement', quantity: 1, totalCents: RECEIPT_LIMITS.maxCents, vatCents: 0 };
    const receipt = { ...validReceipt(), lines: [line, line], totalCents: RECEIPT_LIMITS.maxCents };
    await expect(handlers[channel](PAGE, receipt)).resolves.toEqual({
      ok: false,
      message: `Reçu invalide : « totalCents » (100${NBSP}000${NBSP}000 centimes) ne correspond pas à la somme des lignes et des frais de livraison (200${NBSP}000${NBSP}000 centimes).`,
    });
    expect(print).not.toHaveBeenCalled();
  });

  it.each([
    ['a 5 MB typed array in a field', withField('shopName', new Uint8Array(5 * 1024 * 1024))],
    ['a 5 MB typed array in an extra key', withField('padding', new Uint8Array(5 * 1024 * 1024))],
    ['a 5 MB text in a line', withLine(0, 'label', 'x'.repeat(5 * 1024 * 1024))],
    ['70 000 address lines', withField('addressLines', new Array(70_000).fill(''))],
  ])('refuses %s as too large before any deep work, reaching no printer', async (_name, receipt) => {
    const { handlers, print } = setup();
    const stringify = vi.spyOn(JSON, 'stringify');
    const encode = vi.spyOn(TextEncoder.prototype, 'encode');
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    await expect(handlers[channel](PAGE, receipt)).resolves.toEqual({
      ok: false,
      message: 'Reçu invalide : données trop volumineuses (plus de 64 Kio).',
    });
    expect(stringify).not.toHaveBeenCalled();
    expect(encode).not.toHaveBeenCalled();
    expect(print).not.toHaveBeenCalled();
  });

  it('passes on a copy: a later change to the received object does not reach the printer', async () => {
    const { handlers, print } = setup();
    const receipt = validReceipt();
    await handlers[channel](PAGE, receipt);
    receipt.lines[0]!.label = 'modifié';
    receipt.ticketQrCodes.push('T-9999');
    expect(print.mock.calls[0]![0]).toStrictEqual(validReceipt());
  });

  it.each([
    [
      'throws',
      () => {
        throw new Error('port fermé');
      },
    ],
    ['rejects', () => Promise.reject(new Error('port fermé'))],
  ])('answers a value, never a throw, when the printer service %s', async (_how, failure) => {
    const { handlers, print, log } = setup();
    print.mockImplementationOnce(failure as never);
    await expect(handlers[channel](PAGE, validReceipt())).resolves.toEqual({
      ok: false,
      message: 'Le reçu n’a pas pu être imprimé. Réessayez ou adressez-vous au personnel.',
    });
    expect(log).toHaveBeenCalledWith(
      'kiosk:print-receipt : le service d’impression a échoué',
      new Error('port fermé'),
    );
  });
});
