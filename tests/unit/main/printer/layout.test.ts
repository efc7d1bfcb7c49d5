import { describe, expect, it } from 'vitest';
import {
  applyLayout,
  formatAmount,
  formatOrderDate,
  layoutReceipt,
  toPrintable,
  wrapText,
  type LayoutTarget,
  type ReceiptCommand,
} from '../../../../src/main/printer';
import { sampleReceipt } from './sample-receipt';

const line: ReceiptCommand = { op: 'drawLine' };

describe('receipt layout', () => {
  it('lays out the sample receipt command by command', () => {
    expect(layoutReceipt(sampleReceipt(), { width: 32 })).toEqual([
      { op: 'align', align: 'center' },
      { op: 'bold', on: true },
      { op: 'println', text: 'Réseau Mobilités de Besançon' },
      { op: 'bold', on: false },
      { op: 'println', text: '3 place de la Gare' },
      { op: 'println', text: '25000 Besançon' },
      { op: 'align', align: 'left' },
      line,
      { op: 'println', text: 'Commande n° 10001' },
      { op: 'println', text: 'Date : 14/07/2025 10:05' },
      line,
      { op: 'println', text: "Ticket à l'unité" },
      { op: 'leftRight', left: '  2 x 1,90 €', right: '3,80 €' },
      { op: 'println', text: 'Accès parking relais' },
      { op: 'leftRight', left: '  1 x 5,90 €', right: '5,90 €' },
      line,
      { op: 'bold', on: true },
      { op: 'leftRight', left: 'Total payé', right: '9,70 €' },
      { op: 'bold', on: false },
      { op: 'leftRight', left: 'Dont TVA', right: '0,89 €' },
      line,
      { op: 'println', text: 'Paiement : Carte bancaire' },
      { op: 'println', text: 'Référence : AUT-123456' },
      { op: 'println', text: 'Carte : **** **** **** 0003' },
      line,
      { op: 'align', align: 'center' },
      { op: 'qr', data: 'T-0001' },
      { op: 'println', text: 'Billet n° T-0001' },
      { op: 'newLine' },
      { op: 'qr', data: 'T-0002' },
      { op: 'println', text: 'Billet n° T-0002' },
      { op: 'newLine' },
      { op: 'println', text: 'Merci et bon voyage !' },
      { op: 'align', align: 'left' },
      { op: 'cut' },
    ]);
  });

  it('issue 24 item 9: prints its own texts in English for an English customer, the back office’s as sent', () => {
    const english = layoutReceipt(
      sampleReceipt({
        language: 'en',
        shippingCents: 450,
        totalCents: 1420,
        ticketDetails: [['From Blois to Cheverny', 'Valid on 30/11/2026'], []],
      }),
      { width: 32 },
    );
    expect(english.filter((c) => c.op === 'println' || c.op === 'leftRight')).toEqual([
      // The operator's header and the back office's product names and payment mode stay as sent.
      { op: 'println', text: 'Réseau Mobilités de Besançon' },
      { op: 'println', text: '3 place de la Gare' },
      { op: 'println', text: '25000 Besançon' },
      { op: 'println', text: 'Order no. 10001' },
      { op: 'println', text: 'Date: 14/07/2025 10:05' },
      { op: 'println', text: "Ticket à l'unité" },
      { op: 'leftRight', left: '  2 x €1.90', right: '€3.80' },
      { op: 'println', text: 'Accès parking relais' },
      { op: 'leftRight', left: '  1 x €5.90', right: '€5.90' },
      { op: 'leftRight', left: 'Delivery charges', right: '€4.50' },
      { op: 'leftRight', left: 'Total paid', right: '€14.20' },
      { op: 'leftRight', left: 'Including VAT', right: '€0.89' },
      { op: 'println', text: 'Payment: Carte bancaire' },
      { op: 'println', text: 'Reference: AUT-123456' },
      { op: 'println', text: 'Card: **** **** **** 0003' },
      { op: 'println', text: 'Ticket no. T-0001' },
      { op: 'println', text: 'From Blois to Cheverny' },
      { op: 'println', text: 'Valid on 30/11/2026' },
      { op: 'println', text: 'Ticket no. T-0002' },
      { op: 'println', text: 'Thank you, have a good journey!' },
    ]);
    // Goods collected at the agency, in English too.
    const pickup = layoutReceipt(sampleReceipt({ language: 'en', pickupAtAgency: true }), { width: 32 });
    expect(pickup).toContainEqual({ op: 'leftRight', left: 'Collection at the agency', right: '€0.00' });
    expect(pickup).toContainEqual({ op: 'println', text: 'Items to collect at the agency:' });
  });

  it('issue 24 item 9: a French receipt, said so or by default, keeps its French texts', () => {
    const byDefault = layoutReceipt(sampleReceipt(), { width: 32 });
    expect(layoutReceipt(sampleReceipt({ language: 'fr' }), { width: 32 })).toEqual(byDefault);
    expect(byDefault).toContainEqual({ op: 'leftRight', left: 'Total payé', right: '9,70 €' });
    expect(byDefault).toContainEqual({ op: 'println', text: 'Merci et bon voyage !' });
  });

  it('prints a title bold and centred under the header, before the order (a proof of payment)', () => {
    const plain = layoutReceipt(sampleReceipt(), { width: 32 });
    const titled = layoutReceipt(sampleReceipt({ title: 'Justificatif de paiement à bord' }), { width: 32 });
    // The header (centred: shop name in bold, address lines), then the title, then the order as before.
    const header = plain.findIndex((c) => c.op === 'align' && c.align === 'left');
    expect(titled.slice(0, header)).toEqual(plain.slice(0, header));
    expect(titled.slice(header, header + 3)).toEqual([
      { op: 'bold', on: true },
      { op: 'println', text: 'Justificatif de paiement à bord' },
      { op: 'bold', on: false },
    ]);
    expect(titled.slice(header + 3)).toEqual(plain.slice(header));
    expect(plain[header - 1]).toEqual({ op: 'println', text: '25000 Besançon' });
  });

  it('wraps a long title to the width and strips what the printer cannot print', () => {
    const title = 'Justificatif de paiement à bord – carte bancaire sans contact\x1bd';
    const commands = layoutReceipt(sampleReceipt({ title }), { width: 24 });
    const start = commands.findIndex((c) => c.op === 'println' && c.text.startsWith('Justificatif'));
    expect(commands[start - 1]).toEqual({ op: 'bold', on: true });
    const texts: string[] = [];
    for (const command of commands.slice(start)) {
      if (command.op !== 'println') break;
      texts.push(command.text);
    }
    expect(texts.join(' ')).toBe('Justificatif de paiement à bord - carte bancaire sans contactd');
    for (const text of texts) expect(text.length).toBeLessThanOrEqual(24);
    expect(commands[start + texts.length]).toEqual({ op: 'bold', on: false });
  });

  it('prints the shipping costs before the total only when there are some', () => {
    const commands = layoutReceipt(sampleReceipt({ shippingCents: 450, totalCents: 1420 }), { width: 32 });
    const total = commands.findIndex((c) => c.op === 'leftRight' && c.left === 'Total payé');
    expect(commands.slice(total - 3, total + 1)).toEqual([
      line,
      { op: 'leftRight', left: 'Frais de livraison', right: '4,50 €' },
      { op: 'bold', on: true },
      { op: 'leftRight', left: 'Total payé', right: '14,20 €' },
    ]);
    const without = layoutReceipt(sampleReceipt(), { width: 32 });
    expect(JSON.stringify(without)).not.toContain('Frais de livraison');
  });

  it('says where goods collected at the agency wait: the agency’s name and address lines', () => {
    const commands = layoutReceipt(sampleReceipt({ pickupAtAgency: true }), { width: 32 });
    const card = commands.findIndex((c) => c.op === 'println' && c.text.startsWith('Carte :'));
    expect(commands.slice(card + 1, card + 10)).toEqual([
      line,
      { op: 'bold', on: true },
      // Printed in code page 858, which has no ’.
      { op: 'println', text: "Articles à retirer à l'agence :" },
      { op: 'bold', on: false },
      { op: 'println', text: 'Réseau Mobilités de Besançon' },
      { op: 'println', text: '3 place de la Gare' },
      { op: 'println', text: '25000 Besançon' },
      line,
      { op: 'align', align: 'center' },
    ]);
    // Its total row says there is no shipping fee.
    const total = commands.findIndex((c) => c.op === 'leftRight' && c.left === 'Total payé');
    expect(commands[total - 2]).toEqual({ op: 'leftRight', left: "Retrait à l'agence", right: '0,00 €' });
    for (const receipt of [sampleReceipt(), sampleReceipt({ pickupAtAgency: false })])
      expect(JSON.stringify(layoutReceipt(receipt, { width: 32 }))).not.toMatch(/agence/i);
  });

  it('leaves out the reference and the card number when the payment has none', () => {
    const commands = layoutReceipt(sampleReceipt({ paymentReference: undefined, maskedPan: undefined }), {
      width: 32,
    });
    const texts = commands.flatMap((c) => (c.op === 'println' ? [c.text] : []));
    expect(texts).toContain('Paiement : Carte bancaire');
    expect(texts.some((t) => t.startsWith('Référence') || t.startsWith('Carte :'))).toBe(false);
  });

  it('dates the order in Paris time, winter and summer', () => {
    expect(formatOrderDate('2025-01-31T23:30:00Z', 'Europe/Paris')).toBe('01/02/2025 00:30');
    expect(formatOrderDate('2025-07-14T08:05:00Z', 'Europe/Paris')).toBe('14/07/2025 10:05');
    expect(formatOrderDate('2025-07-14T10:05:00+02:00', 'Europe/Paris')).toBe('14/07/2025 10:05');
    const commands = layoutReceipt(sampleReceipt({ orderDate: '2025-12-31T23:59:00Z' }), { width: 32 });
    expect(commands).toContainEqual({ op: 'println', text: 'Date : 01/01/2026 00:59' });
  });

  it('writes amounts as fr-FR euros with plain spaces', () => {
    expect(formatAmount(1290)).toBe('12,90 €');
    expect(formatAmount(5)).toBe('0,05 €');
    expect(formatAmount(123_456_789)).toBe('1 234 567,89 €');
  });

  it('wraps a long label to the width, the amounts on the line below', () => {
    const label = 'Abonnement mensuel tout public zones 1 à 4 – réseau urbain et interurbain';
    const receipt = sampleReceipt({ lines: [{ label, quantity: 3, totalCents: 15000, vatCents: 1364 }] });
    const commands = layoutReceipt(receipt, { width: 32 });
    const start = commands.findIndex((c) => c.op === 'println' && c.text.startsWith('Abonnement'));
    expect(commands.slice(start, start + 4)).toEqual([
      { op: 'println', text: 'Abonnement mensuel tout public' },
      { op: 'println', text: 'zones 1 à 4 - réseau urbain et' },
      { op: 'println', text: 'interurbain' },
      { op: 'leftRight', left: '  3 x 50,00 €', right: '150,00 €' },
    ]);
  });

  it('never lets a text overflow the width, whatever the width', () => {
    const receipt = sampleReceipt({
      shopName: 'Régie des transports urbains et interurbains de l’agglomération',
      lines: [
        { label: 'x'.repeat(120), quantity: 7, totalCents: 99_999_999, vatCents: 9_090_909 },
        { label: 'Pass 3 jours', quantity: 3, totalCents: 1000, vatCents: 91 },
      ],
      shippingCents: 100_000_000,
      totalCents: 100_000_000,
    });
    for (const width of [24, 32, 42, 48]) {
      for (const command of layoutReceipt(receipt, { width })) {
        if (command.op === 'println') expect(command.text.length).toBeLessThanOrEqual(width);
        if (command.op === 'leftRight') {
          expect(command.left.length + 1 + command.right.length).toBeLessThanOrEqual(width);
        }
      }
    }
  });

  it('shows the quantity without a unit price when the total does not divide evenly', () => {
    const receipt = sampleReceipt({ lines: [{ label: 'Lot', quantity: 3, totalCents: 1000, vatCents: 91 }] });
    expect(layoutReceipt(receipt, { width: 32 })).toContainEqual({
      op: 'leftRight',
      left: '  3 x',
      right: '10,00 €',
    });
  });

  it('prints a card number masked with bullets (not in PC858) with asterisks, not question marks', () => {
    expect(toPrintable('••••0003')).toBe('****0003');
    const commands = layoutReceipt(sampleReceipt({ maskedPan: '•••• •••• •••• 0003' }), { width: 42 });
    expect(commands).toContainEqual({ op: 'println', text: 'Carte : **** **** **** 0003' });
  });

  it('strips printer commands and characters the code page lacks from the texts', () => {
    expect(toPrintable('A\x1b@B\x1dV\x00C\tD\u200bE')).toBe('A@BVC DE');
    expect(toPrintable('Cœur d’Œuvre – « déjà » … 5\u202f€ ő 😀')).toBe(
      "Coeur d'OEuvre - « déjà » ... 5 € o ?",
    );
    // Decomposed accents (e + combining acute) become the single PC858 character.
    expect(toPrintable('Re\u0301seau')).toBe('Réseau');
    const receipt = sampleReceipt({ orderId: '10001\x1dV\x00', addressLines: ['Gare\nCentre'] });
    const texts = layoutReceipt(receipt, { width: 32 }).flatMap((c) =>
      c.op === 'println' ? [c.text] : c.op === 'leftRight' ? [c.left, c.right] : [],
    );
    expect(texts).toContain('Commande n° 10001V');
    expect(texts).toContain('Gare Centre');
    expect([...texts.join('')].filter((c) => c < ' ' || c === '\x7f')).toEqual([]);
  });

  it('prints a ticket number that is not plain ASCII as text only (no broken QR code)', () => {
    const commands = layoutReceipt(sampleReceipt({ ticketQrCodes: ['É-1', 'T-2'] }), { width: 32 });
    expect(commands.filter((c) => c.op === 'qr')).toEqual([{ op: 'qr', data: 'T-2' }]);
    expect(commands).toContainEqual({ op: 'println', text: 'Billet n° É-1' });
  });

  it('prints a reserved seat’s QR code with its number and day, and under it the number alone (issue 26)', () => {
    const commands = layoutReceipt(
      sampleReceipt({ ticketQrCodes: ['4811093726154820;2026-11-22', '71000101'] }),
      { width: 32 },
    );
    expect(commands.filter((c) => c.op === 'qr')).toEqual([
      { op: 'qr', data: '4811093726154820;2026-11-22' },
      { op: 'qr', data: '71000101' },
    ]);
    const texts = commands.flatMap((c) => (c.op === 'println' ? [c.text] : []));
    expect(texts).toContain('Billet n° 4811093726154820');
    expect(texts).toContain('Billet n° 71000101');
    expect(texts.filter((text) => text.includes('2026-11-22'))).toEqual([]);
  });

  it('prints each ticket’s details under its own QR code and number', () => {
    const commands = layoutReceipt(
      sampleReceipt({
        ticketQrCodes: ['T-1', 'T-2'],
        ticketDetails: [['Ligne 4 Blois – Mer', 'Valable le 25/11/2026'], []],
      }),
      { width: 32 },
    );
    const at = (command: object) => commands.findIndex((c) => JSON.stringify(c) === JSON.stringify(command));
    const first = at({ op: 'qr', data: 'T-1' });
    const second = at({ op: 'qr', data: 'T-2' });
    expect(commands.slice(first + 1, second)).toEqual([
      { op: 'println', text: 'Billet n° T-1' },
      // PC858 has no en dash: the printable text uses a hyphen.
      { op: 'println', text: 'Ligne 4 Blois - Mer' },
      { op: 'println', text: 'Valable le 25/11/2026' },
      { op: 'newLine' },
    ]);
    expect(commands.slice(second + 1, second + 3)).toEqual([
      { op: 'println', text: 'Billet n° T-2' },
      { op: 'newLine' },
    ]);
  });

  it('wraps between words and cuts a word longer than a line', () => {
    expect(wrapText('un deux trois', 7)).toEqual(['un deux', 'trois']);
    expect(wrapText('abcdefghij k', 4)).toEqual(['abcd', 'efgh', 'ij k']);
    expect(wrapText('', 10)).toEqual(['']);
  });
});

describe('applyLayout', () => {
  it('replays each command as the matching node-thermal-printer call', () => {
    const calls: unknown[][] = [];
    const record =
      (name: string) =>
      (...args: unknown[]) => {
        calls.push([name, ...args]);
      };
    const target: LayoutTarget = {
      alignLeft: record('alignLeft'),
      alignCenter: record('alignCenter'),
      alignRight: record('alignRight'),
      bold: record('bold'),
      println: record('println'),
      leftRight: record('leftRight'),
      drawLine: record('drawLine'),
      newLine: record('newLine'),
      printQR: record('printQR'),
      cut: record('cut'),
    };
    applyLayout(target, [
      { op: 'align', align: 'center' },
      { op: 'align', align: 'right' },
      { op: 'align', align: 'left' },
      { op: 'bold', on: true },
      { op: 'println', text: 'Total' },
      { op: 'leftRight', left: 'A', right: '1,00 €' },
      { op: 'drawLine' },
      { op: 'newLine' },
      { op: 'qr', data: 'T-1' },
      { op: 'cut' },
    ]);
    expect(calls).toEqual([
      ['alignCenter'],
      ['alignRight'],
      ['alignLeft'],
      ['bold', true],
      ['println', 'Total'],
      ['leftRight', 'A', '1,00 €'],
      ['drawLine'],
      ['newLine'],
      ['printQR', 'T-1', { cellSize: 6, correction: 'M', model: 2 }],
      ['cut'],
    ]);
  });
});
