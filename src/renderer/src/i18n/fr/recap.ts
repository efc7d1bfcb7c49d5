// French strings of the order summary and its receipt (features/recap), loaded with them. Texts quoted from
// SPEC.md are kept to the letter.
import { refundMessage } from '@shared/payment';

export const frRecap = {
  waiting: 'Votre paiement est en cours… Veuillez patienter.',
  failed: 'Échec du paiement…',
  refused: 'Votre paiement a été refusé.',
  unavailable:
    'Le récapitulatif immédiat de votre commande n’est plus disponible. Vous pouvez consulter le récapitulatif envoyé à l’adresse e-mail que vous aviez saisie.',
  timeout:
    'Le récapitulatif immédiat de votre commande n’est plus disponible. Vous pouvez consulter le récapitulatif envoyé à l’adresse e-mail que vous aviez saisie.',
  thanks: 'Merci, votre paiement a été accepté.',
  /** Issue 23: paid after the seats were sold to others; the back office's own words. */
  refund: refundMessage,
  orderNumber: 'Commande n°',
  orderDate: 'du',
  linesCaption: 'Détail de la commande',
  product: 'Produit',
  quantity: 'Quantité',
  vat: 'Dont TVA',
  price: 'Prix TTC',
  total: 'Total payé',
  paymentMode: 'Moyen de paiement :',
  deliveryAddress: 'Adresse de livraison',
  downloadReceipt: 'Télécharger le reçu (PDF)',
  downloadTicket: 'Télécharger le billet',
  /** A reserved seat's ticket: which leg it is (issue 26 §2). */
  downloadLegTicket: (leg: string, ticket: string) => `Télécharger le billet ${leg} ${ticket}`,
  /** A reserved seat's line in the summary: its leg, then its trip. */
  legTrip: (leg: string, trip: string) => `${leg} : ${trip}`,
  /** A seat's leg by its back-office name. */
  leg: (sens: 'Aller' | 'Retour') => (sens === 'Aller' ? 'Aller' : 'Retour'),
  /** A printed receipt's reload line: the title and the card it is loaded onto. */
  receiptCardLine: (label: string, card: string) => `${label} – carte n° ${card}`,
  receiptFileName: 'recu-commande.pdf',
  downloadError: 'Le téléchargement a échoué. Veuillez réessayer.',
  home: 'Retour à l’accueil',
  /** The kiosk's summary: the customer is done, the kiosk forgets them (issue 24). */
  finish: 'Terminer',
  /** Printed receipt: a line whose label has nothing printable, an order's lines beyond the receipt's. */
  receiptProduct: 'Produit',
  receiptOtherLines: (count: number) => `Autres articles (${count})`,
  receiptAllLines: (count: number) => `Articles de la commande (${count})`,
  receiptNoPaymentMode: 'Non précisé',
  /** Printed under a ticket's QR code (not in SPEC but its §9 rule): what the ticket is good for. */
  ticketJourney: (from: string, to: string) => `De ${from} à ${to}`,
  ticketValidOn: (day: string) => `Valable le ${day}`,
  ticketValidFromTo: (from: string, to: string) => `Valable du ${from} au ${to}`,
  /** A reserved seat (issue 13): the run it boards. */
  ticketDeparture: (day: string, time: string) => `Départ le ${day} à ${time}`,
  ticketArrival: (day: string, time: string) => `Arrivée le ${day} à ${time}`,
  ticketSameDay: (time: string) =>
    `Valable aujourd’hui : utilisable à bord dans les 30 minutes suivant l’achat, jusqu’à ${time}.`,
} as const;
