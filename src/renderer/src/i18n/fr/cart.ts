// French strings of the cart (features/cart) and of the cart lines other pages show, loaded with them. Texts
// quoted from SPEC.md are kept to the letter.

import { frValidityRules } from './validityRules';

export const frCart = {
  title: 'Mon panier',
  empty: 'Il n’y a aucun produit dans votre panier.',
  remove: 'Supprimer',
  vatIncluded: 'dont TVA',
  vat: 'Dont TVA',
  shipping: 'Frais de livraison',
  /** Not in SPEC: shop goods bought at a kiosk are collected at the agency, never shipped. */
  pickupRow: 'Retrait à l’agence',
  pickupTitle: 'Retrait de vos articles',
  pickupNotice: 'Vos articles sont à retirer à l’agence commerciale, sans frais de livraison.',
  total: 'Montant total à payer',
  acceptTerms: 'J’ai lu et j’accepte les',
  termsLink: 'conditions générales de vente',
  termsRequired: 'Veuillez accepter les conditions générales de vente.',
  validate: 'Valider les achats',
  pay: 'Payer',
  cancel: 'Annuler',
  appliRedirect: 'Vous allez être redirigé vers la page de paiement sécurisé.',
  departure: 'Départ',
  arrival: 'Arrivée',
  line: 'Ligne',
  returnLeg: 'Retour',
  /** A reservation's first leg (issue 26 §2: each leg named). */
  outboundLeg: 'Aller',
  /** A leg: its stops, then when it boards and arrives. */
  leg: (from: string, to: string, when: string) => `${from} → ${to}, ${when}`,
  /** An origin-destination ticket for today: the validity rules' words for a ticket (SPEC §9). */
  boarding: `Billet ${frValidityRules.boardingAfterPurchase}`,
  /** A reload line: the card it is loaded onto, and its period (issue 12 contract §2 "Cart adjustments"). */
  card: (numero: string) => `Carte n° ${numero}`,
  /** A title valid on one day says that day once. */
  validity: (from: string, to: string) =>
    from === to ? `Validité : le ${from}` : `Validité : du ${from} au ${to}`,
  loadError: 'Impossible de charger votre panier. Veuillez réessayer ultérieurement.',
} as const;
