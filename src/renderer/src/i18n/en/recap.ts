// English strings of the order summary and its receipt, twin of fr/recap.ts.
import type { Catalog } from '../catalog';
import type { frRecap } from '../fr/recap';

export const enRecap: Catalog<typeof frRecap> = {
  waiting: 'Your payment is being processed... Please wait.',
  failed: 'Payment failed...',
  refused: 'Your payment has been declined.',
  unavailable:
    'The immediate summary of your order is no longer available. You can read the summary sent to the email address you entered.',
  timeout:
    'The immediate summary of your order is no longer available. You can read the summary sent to the email address you entered.',
  thanks: 'Thank you, your payment has been accepted.',
  refund: (amount: string, wallet: boolean) =>
    `Your payment of ${amount} was received, but the seats on this trip were sold in the meantime: no ` +
    `ticket was issued. The amount will be refunded to ${wallet ? 'your PayPal account' : 'your card'} ` +
    'within a few days.',
  orderNumber: 'Order no.',
  orderDate: 'placed on',
  linesCaption: 'Order details',
  product: 'Product',
  quantity: 'Quantity',
  vat: 'Incl. VAT',
  price: 'Price incl. VAT',
  total: 'Total paid',
  paymentMode: 'Payment method:',
  deliveryAddress: 'Delivery address',
  downloadReceipt: 'Download the receipt (PDF)',
  downloadTicket: 'Download the ticket',
  downloadLegTicket: (leg: string, ticket: string) => `Download the ${leg.toLowerCase()} ticket ${ticket}`,
  legTrip: (leg: string, trip: string) => `${leg}: ${trip}`,
  leg: (sens: 'Aller' | 'Retour') => (sens === 'Aller' ? 'Outbound' : 'Return'),
  receiptCardLine: (label: string, card: string) => `${label} – card no. ${card}`,
  receiptFileName: 'order-receipt.pdf',
  downloadError: 'The download failed. Please try again.',
  home: 'Back to the home page',
  finish: 'Finish',
  receiptProduct: 'Product',
  receiptOtherLines: (count: number) => `Other items (${count})`,
  receiptAllLines: (count: number) => `Items of the order (${count})`,
  receiptNoPaymentMode: 'Not specified',
  ticketJourney: (from: string, to: string) => `From ${from} to ${to}`,
  ticketValidOn: (day: string) => `Valid on ${day}`,
  ticketValidFromTo: (from: string, to: string) => `Valid from ${from} to ${to}`,
  ticketDeparture: (day: string, time: string) => `Departure on ${day} at ${time}`,
  ticketArrival: (day: string, time: string) => `Arrival on ${day} at ${time}`,
  ticketSameDay: (time: string) =>
    `Valid today: usable on board within 30 minutes of purchase, until ${time}.`,
};
