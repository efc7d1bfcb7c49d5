// The whole chain: layout → node-thermal-printer (PC858 through iconv-lite) → TCP → loopback printer,
// then the bytes decoded back into what the paper would say.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createReceiptPrinter } from '../../../../src/main/printer';
import { decodeEscPos } from '../../../../src/demo-kiosk/escpos-decoder';
import {
  loopbackPrinterConfig,
  startLoopbackPrinter,
  type LoopbackPrinter,
} from '../../../../src/demo-kiosk/loopback-printer';
import { sampleReceipt } from './sample-receipt';

let loopback: LoopbackPrinter;
const config = () => loopbackPrinterConfig(loopback);

beforeEach(async () => {
  loopback = await startLoopbackPrinter();
});
afterEach(async () => {
  await loopback.stop();
});

describe('a receipt printed on a network printer', () => {
  it('reads back with its accents, euros, order number, total, QR codes and a final cut', async () => {
    const printer = createReceiptPrinter(config(), { log: () => {} });
    expect(await printer.print(sampleReceipt())).toEqual({ ok: true });
    const [job] = await loopback.waitForJobs(1);
    const decoded = decodeEscPos(job!);

    expect(decoded.unknown).toEqual([]);
    expect(decoded.lines[0]).toEqual({ text: 'Réseau Mobilités de Besançon', align: 'center', bold: true });
    expect(decoded.text).toContain('Commande n° 10001');
    expect(decoded.text).toContain('Date : 14/07/2025 10:05');
    expect(decoded.text).toContain("Ticket à l'unité");
    expect(decoded.text).toContain('Accès parking relais');
    expect(decoded.text).toContain(`  2 x 1,90 €${' '.repeat(24)}3,80 €`);
    expect(decoded.lines).toContainEqual({
      text: `Total payé${' '.repeat(26)}9,70 €`,
      align: 'left',
      bold: true,
    });
    expect(decoded.text).toContain(`Dont TVA${' '.repeat(28)}0,89 €`);
    expect(decoded.text).toContain('Référence : AUT-123456');
    expect(decoded.qrCodes).toEqual(['T-0001', 'T-0002']);
    expect(decoded.lines).toContainEqual({ text: 'Billet n° T-0002', align: 'center', bold: false });
    expect(decoded.events.at(-1)).toEqual({ type: 'cut', partial: false });
    expect(decoded.cuts).toBe(1);
    for (const text of decoded.text) expect(text.length).toBeLessThanOrEqual(42);
  });

  it('reads back a proof of payment’s title bold and centred under the header', async () => {
    const printer = createReceiptPrinter(config(), { log: () => {} });
    const receipt = sampleReceipt({ title: 'Justificatif de paiement à bord', ticketQrCodes: [] });
    expect(await printer.print(receipt)).toEqual({ ok: true });
    const [job] = await loopback.waitForJobs(1);
    const decoded = decodeEscPos(job!);
    expect(decoded.unknown).toEqual([]);
    expect(decoded.lines.slice(0, 4)).toEqual([
      { text: 'Réseau Mobilités de Besançon', align: 'center', bold: true },
      { text: '3 place de la Gare', align: 'center', bold: false },
      { text: '25000 Besançon', align: 'center', bold: false },
      { text: 'Justificatif de paiement à bord', align: 'center', bold: true },
    ]);
    expect(decoded.qrCodes).toEqual([]);
  });

  it('selects PC858 once and sends é, è, à, ç and € as their PC858 bytes', async () => {
    const printer = createReceiptPrinter(config(), { log: () => {} });
    await printer.print(sampleReceipt());
    const [job] = await loopback.waitForJobs(1);
    // ESC t 19 (PC858) first, and no switch to another code page afterwards.
    expect([...job!.subarray(0, 3)]).toEqual([0x1b, 0x74, 19]);
    expect(decodeEscPos(job!).codePages).toEqual([19]);
    // ASCII parts as they are, accented letters as the PC858 byte expected for them.
    const sent = (...parts: (string | number)[]) =>
      job!.includes(Buffer.concat(parts.map((p) => Buffer.from(typeof p === 'string' ? p : [p]))));
    expect(sent('R', 0x82, 'seau Mobilit', 0x82, 's de Besan', 0x87, 'on')).toBe(true); // é, ç
    expect(sent('Acc', 0x8a, 's parking')).toBe(true); // è
    expect(sent('Ticket ', 0x85, " l'unit", 0x82)).toBe(true); // à
    expect(sent('9,70 ', 0xd5)).toBe(true); // €
    expect(sent('Commande n', 0xf8, ' 10001')).toBe(true); // °
    // No UTF-8 left in the text: 'é' would be C3 A9, '€' E2 82 AC.
    expect(job!.includes(Buffer.from('é'))).toBe(false);
    expect(job!.includes(Buffer.from('€'))).toBe(false);
  });

  it('sends each receipt alone: a fresh printer buffer per job', async () => {
    const printer = createReceiptPrinter(config(), { log: () => {} });
    await printer.print(sampleReceipt());
    await printer.print(sampleReceipt({ orderId: '10002', ticketQrCodes: ['T-0003'] }));
    const jobs = await loopback.waitForJobs(2);
    const second = decodeEscPos(jobs[1]!);
    expect(second.text.filter((t) => t.startsWith('Commande n°'))).toEqual(['Commande n° 10002']);
    expect(second.qrCodes).toEqual(['T-0003']);
    expect(second.cuts).toBe(1);
  });
});
