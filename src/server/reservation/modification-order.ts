// A modification becomes the visitor's current order (brief §10): paid, total 0, one line for the new
// ticket, so the existing summary, receipt and ticket PDF routes give the new ticket and its recap.
import type { Order } from '../state/orders';
import type { Modification } from './modification';

/** Shown as the summary's and receipt's payment mode: nothing was paid. */
export const MODIFICATION_PAYMENT_MODE = 'Aucun paiement (modification de réservation)';

export function modificationOrder(sessionId: string, at: Date, { order, article }: Modification): Order {
  return {
    id: order.id,
    sessionId,
    cartKey: 'reservation',
    vpc: false,
    module: 'RESERVATION',
    date: at,
    paidAt: at,
    lines: [
      {
        id: article.id,
        label: article.libelle,
        quantity: 1,
        totalPrice: 0,
        montantTva: 0,
        libelleOrigine: article.libelleOrigine,
        libelleDestination: article.libelleDestination,
        libelleLigne: article.libelleLigne,
        dateDepart: article.dateDepart,
        dateArrivee: article.dateArrivee,
        codeLigne: article.codeLigne,
        codeOrigine: article.codeArretOrigine,
        codeDestination: article.codeArretDestination,
        codeCourse: article.codeCourse,
        seat: {
          codeCourse: article.codeCourse,
          dateCourse: article.dateCourse,
          sens: article.sens,
          profil: article.libelle,
          codeLigne: article.codeLigne,
          codeArretOrigine: article.codeArretOrigine,
          codeArretDestination: article.codeArretDestination,
          prixHt: 0,
        },
      },
    ],
    tickets: [article.numSupport],
    shippingPrice: 0,
    totalPrice: 0,
    pickupAtAgency: false,
    email: order.email ?? '',
    address: null,
    paymentMode: MODIFICATION_PAYMENT_MODE,
    status: 'PAID',
  };
}
