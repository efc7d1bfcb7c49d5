// Issue 26 §2: /recapitulatif says what was bought: a reload's card (« 1000 0000 0001 ») and period, an OD
// ticket's line, stops and 30-minute rule, each reserved seat's leg « Aller » / « Retour » with its trip;
// and each ticket button says which leg it downloads.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { OrderItem, OrderSummary } from '@shared/payment';
import { renderReload } from './reload-backoffice';

function summaryOf(orderItems: OrderItem[]): OrderSummary {
  return {
    success: true,
    found: true,
    vpc: false,
    paymentMode: { label: 'Carte bancaire' },
    order: {
      id: 10004,
      orderDate: '2026-11-25T09:05:00.000Z',
      orderItems,
      totalPrice: 8.5,
      shippingPrice: 0,
    },
    shippingAddress: null,
  };
}

const item = (fields: Partial<OrderItem>): OrderItem => ({
  label: 'Plein tarif',
  quantity: 1,
  totalPrice: 8.5,
  taxAmount: 0.77,
  numTicket: null,
  ...fields,
});

async function open(module: string, items: OrderItem[]) {
  const view = renderReload(`/recapitulatif?paymentOk=true&module=${module}`, {
    'POST /paiement/api/payment/wait': () => [200, { finished: true, error: false }],
    'GET /vente/api/order/summary': () => [200, summaryOf(items)],
  });
  await screen.findByText('Merci, votre paiement a été accepté.');
  return view;
}

const cellOf = (label: string) => screen.getByRole('cell', { name: new RegExp(`^${label}`) }).textContent;

describe('/recapitulatif names what was bought', () => {
  it('a reload: the card in groups of four and the period', async () => {
    await open('RECHARGEMENT_ABONNE', [
      item({
        label: 'Abonnement mensuel Ligéo',
        numSupport: '100000000001',
        ddv: '2026-12-01',
        dfv: '2026-12-31',
      }),
    ]);
    expect(screen.getByText('Carte n° 1000 0000 0001')).toBeTruthy();
    expect(screen.getByText('Validité : du 01/12/2026 au 31/12/2026')).toBeTruthy();
    expect(cellOf('Abonnement mensuel Ligéo')).toContain('Carte n° 1000 0000 0001');
  });

  it('an OD ticket of the day: line, stops and the 30-minute rule', async () => {
    await open('TICKET_OD', [
      item({
        label: 'Billet unitaire',
        numTicket: '71000101',
        libelleLigne: 'Ligne 2 Blois – Romorantin-Lanthenay',
        libelleOrigine: 'Blois – Gare routière',
        libelleDestination: 'Cheverny – Château',
        ddv: '2026-11-25',
        dfv: '2026-11-25',
      }),
    ]);
    expect(screen.getByText('Ligne 2 Blois – Romorantin-Lanthenay')).toBeTruthy();
    expect(screen.getByText('Blois – Gare routière → Cheverny – Château')).toBeTruthy();
    // Bought at 10:05 in Paris: boards until 10:35, as the ticket itself says.
    expect(
      screen.getByText(
        'Valable aujourd’hui : utilisable à bord dans les 30 minutes suivant l’achat, jusqu’à 10:35.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Télécharger le billet 71000101' })).toBeTruthy();
  });

  it('a round trip: each leg named with its trip, and each ticket button its leg', async () => {
    const trip = { libelleLigne: 'Ligne 1 Blois – Vendôme' };
    await open('RESERVATION', [
      item({
        ...trip,
        label: 'Plein tarif aller-retour – aller',
        numTicket: '1234567890123456',
        sens: 'Aller',
        libelleOrigine: 'Blois – Gare routière',
        libelleDestination: 'Vendôme – Gare routière',
        dateDepart: '2026-11-26T09:06:00',
        dateArrivee: '2026-11-26T09:56:00',
      }),
      item({
        ...trip,
        label: 'Plein tarif aller-retour – retour',
        numTicket: '2234567890123457',
        sens: 'Retour',
        libelleOrigine: 'Vendôme – Gare routière',
        libelleDestination: 'Blois – Gare routière',
        dateDepart: '2026-11-26T16:30:00',
        dateArrivee: '2026-11-26T17:20:00',
      }),
    ]);
    expect(
      screen.getByText(
        'Aller : Blois – Gare routière → Vendôme – Gare routière, 26/11/2026 09:06 – 26/11/2026 09:56',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Retour : Vendôme – Gare routière → Blois – Gare routière, 26/11/2026 16:30 – 26/11/2026 17:20',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Télécharger le billet Aller 1234567890123456' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Télécharger le billet Retour 2234567890123457' }),
    ).toBeTruthy();
  });
});
