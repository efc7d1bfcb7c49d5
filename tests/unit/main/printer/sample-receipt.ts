// A receipt with every part (accents, '€', reference, masked card, two tickets), shared by the printer tests.
import type { Receipt } from '../../../../src/shared/kiosk-bridge';

export function sampleReceipt(overrides: Partial<Receipt> = {}): Receipt {
  return {
    orderId: '10001',
    // 08:05 UTC in July is 10:05 in Paris (summer time).
    orderDate: '2025-07-14T08:05:00Z',
    shopName: 'Réseau Mobilités de Besançon',
    addressLines: ['3 place de la Gare', '25000 Besançon'],
    lines: [
      { label: "Ticket à l'unité", quantity: 2, totalCents: 380, vatCents: 35 },
      { label: 'Accès parking relais', quantity: 1, totalCents: 590, vatCents: 54 },
    ],
    shippingCents: 0,
    totalCents: 970,
    paymentMode: 'Carte bancaire',
    paymentReference: 'AUT-123456',
    maskedPan: '**** **** **** 0003',
    ticketQrCodes: ['T-0001', 'T-0002'],
    ...overrides,
  };
}
