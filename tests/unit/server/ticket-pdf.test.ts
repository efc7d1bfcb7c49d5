// Contract §1 ticket PDF: a real PDF naming the ticket, its title, line, stops, travellers, validity and
// the 30-minute boarding rule, with a QR code drawn as vector squares that encodes exactly the number.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { OrderSummary } from '../../../src/shared/payment';
import { boardingRule, validityText } from '../../../src/server/pdf/ticket';
import { visitor, type Visitor } from './helpers';
import { pdfText } from './purchase-helpers';
import { drawnModules, qrCells } from './pdf-qr';
import { NOW, odItem, paidByCard, reloadServer, TICKET_OD_FLAGS } from './reload-helpers';

let app: FastifyInstance;
afterEach(() => app?.close());

/** An OD ticket order paid at NOW (10:12 in Paris); the PDF of its first ticket and the ticket's number. */
async function ticketOf(
  item: object,
): Promise<{ v: Visitor; pdf: Buffer; numero: string; headers: Record<string, unknown> }> {
  app = await reloadServer();
  const v = await visitor(app);
  expect((await v.post('/vente/api/cart/articles', [item])).statusCode).toBe(200);
  await paidByCard(app, v, TICKET_OD_FLAGS);
  const summary = (await v.get('/vente/api/order/summary')).json() as OrderSummary;
  const numero = summary.order.orderItems[0]!.numTicket!;
  const response = await v.get(`/vente/api/order/summary/ticket/${numero}/pdf`);
  expect(response.statusCode).toBe(200);
  return { v, pdf: response.rawPayload, numero, headers: response.headers };
}

/** The text the PDF shows, lines joined as a reader reads them (pdfkit wraps long sentences). */
const readText = (pdf: Buffer) => pdfText(pdf).replace(/\s+/g, ' ');

describe('ticket PDF', () => {
  it('is a PDF naming the ticket, title, line, stops, travellers, validity and the rule of today', async () => {
    const { pdf, numero, headers } = await ticketOf(
      odItem({ codeProduitReservation: 'OD-JOUR', quantite: 3 }),
    );
    expect(headers['content-type']).toBe('application/pdf');
    expect(headers['content-disposition']).toBe(`attachment; filename="ticket-${numero}.pdf"`);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = readText(pdf);
    for (const expected of [
      'Ligéo – réseau de transport de Blois et du Loir-et-Cher',
      `Billet n° ${numero}`,
      'Pass journée origine-destination',
      'Ligne 2 Blois – Romorantin-Lanthenay',
      'De Blois – Gare routière à Cheverny – Château',
      'Voyageurs : 3',
      'Valable le 25/11/2026',
      // Paid at 10:12 in Paris.
      'Valable aujourd’hui : utilisable à bord dans les 30 minutes suivant l’achat, jusqu’à 10:42.',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('première présentation');
    // Vector squares only: no image in the file.
    expect(pdf.toString('latin1')).not.toMatch(/\/Subtype\s*\/Image|\/XObject/);
  });

  it('a ticket for another day says it boards within 30 minutes of its first showing that day', async () => {
    const { pdf } = await ticketOf(odItem({ codeProduitReservation: 'OD-DATE', ddv: '2026-12-24' }));
    const text = readText(pdf);
    expect(text).toContain('Billet à date choisie');
    expect(text).toContain('Valable le 24/12/2026');
    expect(text).toContain(
      'Utilisable à bord dans les 30 minutes suivant sa première présentation le jour de validité.',
    );
    expect(text).not.toContain('Valable aujourd’hui');
  });

  it('draws the QR code of exactly the ticket number (no departure day on an OD ticket), module by module, inside its quiet zone', async () => {
    const { pdf, numero } = await ticketOf(odItem());
    const drawn = drawnModules(pdf);
    expect(drawn.cells).toEqual(qrCells(numero));
    // The top-left finder pattern's corner is dark: it sits 4 modules (the quiet zone) from the margin.
    expect(drawn.x).toBe(50 + 4 * drawn.side);
    // Another number gives another drawing: the comparison above can fail.
    expect(drawn.cells).not.toEqual(qrCells(`${numero}9`));
  });

  it('a ticket of another order or session is not found', async () => {
    const { numero } = await ticketOf(odItem());
    const other = await visitor(app);
    const response = await other.get(`/vente/api/order/summary/ticket/${numero}/pdf`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ messageError: 'Aucun billet ne porte ce numéro dans votre commande.' });
  });
});

describe('validity and boarding rule texts', () => {
  it('one day or several', () => {
    expect(validityText('2026-11-25', '2026-11-25')).toBe('Valable le 25/11/2026');
    expect(validityText('2026-11-25', '2026-12-24')).toBe('Valable du 25/11/2026 au 24/12/2026');
  });

  it('valid on the day of purchase: until purchase + 30 min in Paris, across midnight too', () => {
    expect(boardingRule('2026-11-25', '2026-11-25', NOW)).toBe(
      'Valable aujourd’hui : utilisable à bord dans les 30 minutes suivant l’achat, jusqu’à 10:42.',
    );
    // 23:50 in Paris (summer time, UTC+2).
    expect(boardingRule('2026-07-01', '2026-07-01', new Date('2026-07-01T21:50:00Z'))).toBe(
      'Valable aujourd’hui : utilisable à bord dans les 30 minutes suivant l’achat, jusqu’à 00:20.',
    );
    // 00:30 in Paris on the 25th is the 24th in UTC: the Paris day decides.
    expect(boardingRule('2026-11-25', '2026-11-25', new Date('2026-11-24T23:30:00Z'))).toContain(
      'jusqu’à 01:00.',
    );
    expect(boardingRule('2026-11-26', '2026-11-26', NOW)).toBe(
      'Utilisable à bord dans les 30 minutes suivant sa première présentation le jour de validité.',
    );
  });
});
