// French strings of the reservation screens (features/reservation), loaded with them. Texts quoted from
// SPEC.md are kept to the letter (its reservation texts are written without accents).

export const frReservation = {
  // 'Mon trajet'
  tabsLabel: 'Réserver ou modifier un trajet',
  reserveTab: 'Réserver un trajet',
  modifyTab: 'Modifier une réservation',
  date: 'Date',
  origin: 'Depart',
  destination: 'Arrivee',
  noResult: 'Aucun resultat',
  validate: 'Valider',
  back: 'Retour',
  ticketNumber: 'Numéro de ticket',
  departureDate: 'Date de départ',
  scanQr: 'Scanner le QR code du ticket',
  // Trajets
  fromPrice: 'A partir de',
  duration: 'Durée',
  line: 'Ligne',
  choose: 'Choisir ce trajet',
  alternatives: 'Trajets déjà partis ce jour',
  dialogTitle: 'Details de votre reservation',
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
  qrDetecting: 'Detection QR Code',
  qrInvalid: 'QR Code invalide',
  close: 'Fermer',
  // SPEC §8
  unavailable: 'Service indisponible. Veuillez reessayer ulterieurement.',
  noTrip: 'Aucun trajet disponible pour la date choisie.',
  productsFailed: 'Une erreur est survenue. Veuillez reessayer ulterieurement.',
  noReservation: "Aucune reservation correspondante n'a ete trouvee.",
  lookupFailed: 'Erreur lors de la recuperation des informations de reservation. Veuillez reessayer.',
  ticketNotFound: 'Ticket non trouve. Veuillez verifier le numero de ticket saisi.',
  alreadyModified:
    'Cette reservation a deja ete modifiee. Veuillez saisir le numero de ticket de la reservation modifiee.',
  departed: "La modification n'est plus permise apres l'heure de depart.",
  /** SPEC §8 shows only its start and end; the middle is ours. */
  modificationFailed:
    "Une erreur s'est produite pendant la modification de votre ticket. Veuillez réessayer plus tard ou contacter notre service client.",
} as const;

/** SPEC §9 places texts come from @shared/reservation-rules placesText. */
export type ReservationText = keyof typeof frReservation;
