// French strings of the reservation's modification: the modify tab, /reservation/modification, the QR
// code dialogs and the kiosk's reader (features/reservation/modification and qr), loaded with them. The
// SPEC's own texts are in reservation.ts; these are ours.
import { AFTER_DEPARTURE_TEXT } from '@shared/reservation';
import { MODIFICATION_EMAIL_MESSAGES } from '@shared/reservation-rules';

export const frModification = {
  // The modify tab
  modifyHint: 'Saisissez le numéro de votre ticket et sa date de départ, ou scannez son QR code.',
  ticketRequired: 'Veuillez saisir un numéro de ticket.',
  ticketDigits: 'Le numéro de ticket ne contient que des chiffres.',
  ticketTooLong: 'Le numéro de ticket n’est pas valide (maximum 40 chiffres).',
  departureRequired: 'Veuillez choisir la date de départ du ticket.',
  /** A ticket of a past day: SPEC §8's departed warning (issue 26 §4), not a date rule of ours. */
  departurePast: AFTER_DEPARTURE_TEXT,
  dateHint: 'jj/mm/aaaa',
  missing: (fields: string[]) => `Pour valider, complétez : ${fields.join(', ')}.`,
  kioskReader: 'Vous pouvez aussi présenter le QR code du ticket devant le lecteur.',

  // /reservation/modification
  backToModify: 'Saisir un autre numéro de ticket',
  ticketTitle: 'Votre ticket',
  ticket: 'Numéro de ticket',
  product: 'Titre',
  journey: 'Trajet',
  journeyText: (origin: string, destination: string) => `${origin} → ${destination}`,
  departure: 'Départ',
  departureText: (day: string, time: string) => `${day} à ${time}`,
  price: 'Prix',
  newDateTitle: 'Choisir une nouvelle date',
  newDateRequired: 'Veuillez choisir une nouvelle date de départ.',
  newDatePast: 'La nouvelle date doit être aujourd’hui ou plus tard.',
  tripsTitle: 'Trajets disponibles ce jour',
  searching: 'Recherche des trajets…',

  // The confirm dialog
  confirmTitle: 'Confirmer la modification',
  confirmText: 'Votre ticket sera remplacé par un ticket pour ce trajet :',
  emailHint: 'Le nouveau ticket vous sera envoyé à cette adresse.',
  /** SPEC §5's e-mail rule, shared with the emulator. */
  emailErrors: MODIFICATION_EMAIL_MESSAGES,
  submitting: 'Modification en cours…',

  // The success recap
  doneTitle: 'Votre réservation est modifiée.',
  print: 'Imprimer le nouveau ticket',
  reprint: 'Réimprimer le nouveau ticket',
  printing: 'Impression du ticket en cours…',
  printed: 'Votre nouveau ticket a été imprimé. Pensez à le prendre.',
  printFailed: 'L’impression du ticket a échoué. Veuillez réessayer.',
  home: 'Retour à l’accueil',

  // QR code (camera)
  qrVideo: 'Image de la caméra',
  qrAim: 'Présentez le QR code du ticket devant la caméra.',
  qrStarting: 'Ouverture de la caméra…',
  qrNotTicket: 'Le QR code lu n’est pas celui d’un ticket. Saisissez son numéro ou réessayez.',
  qrNothingRead: 'Aucun QR code n’a pu être lu. Approchez le ticket de la caméra ou saisissez son numéro.',
  cameraRefused:
    'L’accès à la caméra a été refusé. Autorisez la caméra pour ce site, ou saisissez le numéro du ticket.',
  cameraMissing: 'Aucune caméra n’est disponible sur cet appareil. Saisissez le numéro du ticket.',
  cameraFailed: 'La caméra n’a pas pu être ouverte. Saisissez le numéro du ticket.',
  readerFailed: 'Le lecteur de QR code n’a pas pu démarrer. Saisissez le numéro du ticket.',
} as const;
