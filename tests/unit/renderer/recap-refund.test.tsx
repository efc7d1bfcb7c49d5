// Issue 23: a reservation paid after its seats were sold to others. The back office answers the poll
// « finished, no error » and a summary to refund: /recapitulatif says the payment was received, that no
// ticket was issued and the amount goes back to the card (or the PayPal account) within a few days;
// never « Votre paiement a été refusé. », never a ticket or a receipt to download.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { OrderSummary } from '@shared/payment';
import { callLines, renderReload } from './reload-backoffice';

const NBSP = /[\u00a0\u202f]/g;

function refundSummary(wallet: boolean): OrderSummary {
  return {
    success: false,
    found: true,
    vpc: false,
    paymentMode: { label: wallet ? 'PayPal' : 'Carte bancaire' },
    order: {
      id: 10004,
      orderDate: '2026-11-25T09:05:00.000Z',
      orderItems: [
        {
          label: 'Plein tarif',
          quantity: 1,
          totalPrice: 8.5,
          taxAmount: 0.77,
          numTicket: null,
          libelleLigne: 'Ligne 1 Blois – Vendôme',
          libelleOrigine: 'Blois – Gare routière',
          libelleDestination: 'Vendôme – Gare routière',
          dateDepart: '2026-11-26T12:21:00',
          dateArrivee: '2026-11-26T13:11:00',
        },
      ],
      totalPrice: 8.5,
      shippingPrice: 0,
    },
    shippingAddress: null,
    remboursement: { montant: 8.5, portefeuille: wallet, message: 'texte du back office' },
  };
}

async function open(wallet: boolean) {
  const view = renderReload('/recapitulatif?paymentOk=true&module=RESERVATION', {
    'POST /paiement/api/payment/wait': () => [200, { finished: true, error: false }],
    'GET /vente/api/order/summary': () => [200, refundSummary(wallet)],
  });
  const alert = await screen.findByRole('alert', {});
  await screen.findByText(/a bien été reçu/);
  return { ...view, alert };
}

describe('/recapitulatif of an order to refund', () => {
  it('says the card will be refunded, shows the order without ticket, offers no download', async () => {
    const { alert, calls } = await open(false);
    expect(alert.textContent!.replace(NBSP, ' ')).toBe(
      'Votre paiement de 8,50 € a bien été reçu, mais les places de ce trajet ont été vendues entre-temps : ' +
        'aucun billet n’a été émis. Ce montant vous sera remboursé sur votre carte d’ici quelques jours.',
    );
    expect(screen.queryByText('Votre paiement a été refusé.')).toBeNull();
    expect(screen.queryByText('Merci, votre paiement a été accepté.')).toBeNull();
    const page = screen.getByRole('main').textContent!.replace(NBSP, ' ');
    expect(page).toContain('Commande n° 10004');
    expect(page).toContain('Plein tarif');
    expect(page).toContain('Total payé8,50 €');
    expect(screen.queryByRole('button', { name: /Télécharger/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toBeTruthy();
    expect(callLines(calls)).toEqual(['POST /paiement/api/payment/wait', 'GET /vente/api/order/summary']);
  });

  it('paid with the wallet: refunded to the PayPal account', async () => {
    const { alert } = await open(true);
    expect(alert.textContent).toContain('remboursé sur votre compte PayPal d’ici quelques jours.');
  });
});
