// SPEC §7: the summary of the session's last order, its PDF receipt and its tickets.
import type { FastifyInstance } from 'fastify';
import { formatEuros } from '../../shared/money';
import { refundMessage, type OrderItem, type OrderSummary, type Refund } from '../../shared/payment';
import type { CartLine } from '../../shared/shop';
import { paymentModeLabel } from '../fixtures/payment-modes';
import { receiptPdf } from '../pdf/receipt';
import { ticketPdf } from '../pdf/ticket';
import type { Order } from '../state/orders';
import type { SessionStore } from '../state/session-store';

const DETAILS = [
  'ddv',
  'dfv',
  'libelleOrigine',
  'libelleDestination',
  'libelleLigne',
  'dateDepart',
  'dateArrivee',
  'numSupport',
] as const;

/** Validity and trip of a reload or OD line, the leg of a reserved seat: only the fields it has (shop
 * goods have none). */
function titleDetails(line: CartLine): Partial<Pick<OrderItem, (typeof DETAILS)[number]>> {
  return Object.fromEntries(
    DETAILS.flatMap((name) => (typeof line[name] === 'string' ? [[name, line[name]]] : [])),
  );
}

/** Issue 23: what an order paid after its seats were sold says; none for any other order. */
function refundOf(order: Order): Refund | null {
  if (order.status !== 'TO_REFUND') return null;
  const wallet = order.paymentMode === 'PAYPAL';
  const montant = order.totalPrice;
  return { montant, portefeuille: wallet, message: refundMessage(formatEuros(montant), wallet) };
}

export function summaryOf(order: Order | null): OrderSummary | { found: false; success: false } {
  if (!order) return { found: false, success: false };
  const a = order.address;
  const refund = refundOf(order);
  return {
    success: order.status === 'PAID',
    found: true,
    vpc: order.vpc,
    paymentMode: { label: paymentModeLabel(order.paymentMode) },
    order: {
      id: order.id,
      orderDate: order.date.toISOString(),
      orderItems: order.lines.map((line, index) => ({
        label: line.label,
        quantity: line.quantity,
        totalPrice: line.totalPrice,
        taxAmount: Math.round(line.montantTva * line.quantity * 100) / 100,
        // An order to refund issued no ticket: its numbers were never valid.
        numTicket: refund ? null : (order.tickets[index] ?? null),
        ...titleDetails(line),
        ...(line.seat ? { sens: line.seat.sens } : {}),
      })),
      totalPrice: order.totalPrice,
      shippingPrice: order.shippingPrice,
    },
    shippingAddress:
      a && a.gender
        ? {
            gender: a.gender,
            firstname: a.firstname,
            lastname: a.lastname,
            address: a.address,
            postalCode: a.postalCode,
            town: a.town,
          }
        : null,
    retraitAgence: order.pickupAtAgency,
    ...(refund ? { remboursement: refund } : {}),
  };
}

export function registerOrderRoutes(app: FastifyInstance, state: SessionStore): void {
  app.get('/vente/api/order/summary', async (request) => summaryOf(state.currentOrder(request.sessionId)));

  app.get('/vente/api/order/summary/pdf', async (request, reply) => {
    const order = state.currentOrder(request.sessionId);
    if (!order || order.status !== 'PAID')
      return reply.code(404).send({ messageError: 'Aucune commande payée à récapituler.' });
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="recu-commande-${order.id}.pdf"`)
      .send(await receiptPdf(order));
  });

  app.get('/vente/api/order/summary/ticket/:numero/pdf', async (request, reply) => {
    const order = state.currentOrder(request.sessionId);
    const numero = (request.params as { numero: string }).numero;
    const index = order?.status === 'PAID' ? order.tickets.indexOf(numero) : -1;
    if (!order || index === -1)
      return reply.code(404).send({ messageError: 'Aucun billet ne porte ce numéro dans votre commande.' });
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="ticket-${numero}.pdf"`)
      .send(await ticketPdf(order, index));
  });
}
