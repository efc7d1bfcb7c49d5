// French strings of the reservation screens (features/reservation), loaded with them. Texts quoted from
// SPEC.md keep its words, written with their accents and ’ (SPEC types them in ASCII; issue 26 §1).
import { AFTER_DEPARTURE_TEXT } from '@shared/reservation';
import { placesText } from '@shared/reservation-rules';

export const frReservation = {
  // 'Mon trajet'
  tabsLabel: 'Réserver ou modifier un trajet',
  reserveTab: 'Réserver un trajet',
  modifyTab: 'Modifier une réservation',
  date: 'Date',
  origin: 'Départ',
  destination: 'Arrivée',
  noResult: 'Aucun résultat',
  validate: 'Valider',
  back: 'Retour',
  /** Said by a locked 'Valider' (the project's aria-disabled pattern). */
  missing: (items: readonly string[]) => `Pour valider, complétez : ${items.join(', ')}.`,
  mandatoryHint: 'Les champs marqués d’un astérisque (*) sont obligatoires.',
  dayOutOfRange: (from: string, to: string) => `Choisissez un jour du ${from} au ${to}.`,
  ticketNumber: 'Numéro de ticket',
  departureDate: 'Date de départ',
  scanQr: 'Scanner le QR code du ticket',
  // Trajets
  fullFare: 'Plein tarif',
  fromPrice: 'À partir de',
  /** The lowest fare of a trip and the profile it is for: « 2,55 € (Tarif solidaire) ». */
  lowestFare: (price: string, profile: string) => `${price} (${profile})`,
  duration: 'Durée',
  line: 'Ligne',
  choose: 'Choisir ce trajet',
  /** The run chosen in the return step (its toggle pressed). */
  chosen: 'Trajet choisi',
  returnDirection: (from: string, to: string) => `Retour : ${from} → ${to}`,
  /** SPEC §9 ('1 place disponible', 'N places disponibles', 'Plus de place disponible.'), shared with the emulator. */
  places: placesText,
  nextDayArrival: (time: string, day: string) => `${time} le ${day}`,
  alternatives: 'Trajets déjà partis ce jour',
  offered: 'Trajets proposés',
  searchSummary: (from: string, to: string, day: string) => `De ${from} à ${to}, le ${day}`,
  noProduct: 'Aucun titre de ce trajet n’est vendu en ligne.',
  outbound: 'Aller',
  departure: 'Départ',
  arrival: 'Arrivée',
  passengers: 'Passagers',
  quantity: 'Quantité',
  perPassenger: (price: string) => `${price} par passager`,
  perPassengerRoundTrip: (price: string) => `${price} par passager, aller et retour`,
  /** The dialog's steps; how many depends on the products chosen, so none says out of how many. */
  step: (index: number, name: string) => `Étape ${index} : ${name}`,
  stepPassengers: 'vos passagers',
  stepReturnDate: 'la date du retour',
  stepReturnTrip: 'le trajet retour',
  choosePassenger: 'Pour confirmer, choisissez au moins un passager.',
  chooseReturnDate: (day: string) => `Pour confirmer, choisissez une date de retour à partir du ${day}.`,
  chooseReturnTrip: 'Pour confirmer, choisissez un trajet retour.',
  returnBeforeArrival: 'Ce trajet part avant l’arrivée de votre trajet aller.',
  returnPlaces: (count: number) =>
    count === 1 ? 'Il faut 1 place pour le retour.' : `Il faut ${count} places pour le retour.`,
  adding: 'Ajout au panier…',
  dialogTitle: 'Détails de votre réservation',
  orderPrice: 'Prix de la commande',
  vat: 'dont TVA',
  returnDate: 'Date du retour',
  returnTrip: 'Trajet retour',
  noReturnTrip: 'Aucun trajet retour disponible pour cette date.',
  cancel: 'Annuler',
  confirm: 'Confirmer',
  // Modification
  search: 'Chercher',
  newDate: 'Nouvelle date de départ',
  email: 'Adresse e-mail',
  newTicket: 'Votre nouveau numéro de ticket',
  downloadTicket: 'Télécharger le ticket',
  downloadRecap: 'Télécharger le récapitulatif (PDF)',
  // SPEC §2 QR dialogs
  qrDetecting: 'Détection QR Code',
  qrInvalid: 'QR Code invalide',
  close: 'Fermer',
  // SPEC §8
  unavailable: 'Service indisponible. Veuillez réessayer ultérieurement.',
  noTrip: 'Aucun trajet disponible pour la date choisie.',
  productsFailed: 'Une erreur est survenue. Veuillez réessayer ultérieurement.',
  noReservation: 'Aucune réservation correspondante n’a été trouvée.',
  lookupFailed: 'Erreur lors de la récupération des informations de réservation. Veuillez réessayer.',
  ticketNotFound: 'Ticket non trouvé. Veuillez vérifier le numéro de ticket saisi.',
  alreadyModified:
    'Cette réservation a déjà été modifiée. Veuillez saisir le numéro de ticket de la réservation modifiée.',
  /** SPEC §8 with its accents, shared with the emulator. */
  departed: AFTER_DEPARTURE_TEXT,
  /** SPEC §8 shows only its start and end; the middle is ours. */
  modificationFailed:
    'Une erreur s’est produite pendant la modification de votre ticket. Veuillez réessayer plus tard ou contacter notre service client.',
} as const;

export type ReservationText = keyof typeof frReservation;
