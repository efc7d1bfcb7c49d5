// French strings only the kiosk shows (features/kiosk, payment/kiosk, the summary's printing, the access
// requests' notes): the on-screen keyboard, the idle warning, the payment on the card terminal, the printed
// receipt. Loaded with the kiosk's shell and the pages that show them.
import { PAYMENT_MESSAGES } from '@shared/payment-messages';

/** Spoken names of the symbol keys: a screen reader would otherwise read '@' or '-' poorly or not at all. */
const symbolNames: Readonly<Record<string, string>> = {
  '@': 'arobase',
  '.': 'point',
  '-': 'tiret',
  _: 'tiret bas',
  "'": 'apostrophe',
  ',': 'virgule',
  '/': 'barre oblique',
  '+': 'plus',
  '.fr': 'point fr',
  '.com': 'point com',
};

export const frKiosk = {
  // The kiosk's own layout: header, footer, the dialogs that replace links to other sites, the steps.
  layout: {
    /** Landmark names: a page in the frame screen has its own header and footer (axe landmark-unique). */
    headerLabel: 'En-tête de la borne',
    footerLabel: 'Pied de page de la borne',
    footerLinks: 'Informations légales',
    close: 'Fermer',
    /** A document of another site cannot be shown on the kiosk (it opens no window nor other site). */
    elsewhere:
      'Ce document ne peut pas être affiché sur la borne. Il est disponible sur le site internet du réseau et à l’agence commerciale :',
    readTerms: 'Lire les conditions générales de vente',
    termsTitle: 'Conditions générales de vente',
    /** The band at the bottom of every screen: 'Retour', the page's main action, the paging buttons. */
    actionsLabel: 'Actions de la page',
  },
  /** A screen taller than the kiosk's pages with these buttons rather than scrolling (issue 24 §7, §8). */
  pager: {
    label: 'Pages',
    previous: 'Précédent',
    next: 'Suivant',
    position: (page: number, count: number) => `Page ${page} sur ${count}`,
  },
  steps: {
    label: 'Étapes de votre achat',
    /** Each journey's real steps (issue 24 item 7); the summary shows them all done. */
    journeys: {
      ticket: ['Destination', 'Titre', 'Coordonnées', 'Paiement'],
      reload: ['Carte', 'Titre', 'Coordonnées', 'Paiement'],
      reservation: ['Trajet', 'Horaire et places', 'Coordonnées', 'Paiement'],
      shop: ['Articles', 'Coordonnées', 'Paiement'],
    },
    done: '(terminée)',
  },
  keyboard: {
    label: 'Clavier virtuel',
    hide: 'Masquer le clavier',
    backspace: 'Effacer',
    shift: 'Majuscule',
    capsLock: 'Verrouillage majuscules',
    domains: 'Domaines e-mail',
    letters: 'Lettres',
    space: 'Espace',
    /** Said when a keypad user enters the keyboard (the accessibility mode). */
    keypadHint:
      'Choisissez une touche avec les flèches et tapez-la avec Entrée. Tab pour continuer, Échap pour revenir au champ.',
    symbolNames,
  },
  idle: {
    title: 'Êtes-vous toujours là ?',
    text: 'Sans action de votre part, la borne va revenir à la page d’accueil et votre panier ainsi que les informations saisies seront effacés.',
    countdown: (seconds: number) =>
      `Retour à l’accueil dans ${seconds} ${seconds >= 2 ? 'secondes' : 'seconde'}`,
    continue: 'Continuer',
  },
  // No file can be chosen on the kiosk (the OS Open dialog would let a customer browse the device).
  demandes: {
    documentNote:
      'Ce document ne peut pas être joint depuis la borne. Remettez-le à l’agence commerciale, ou joignez-le plus tard depuis le lien reçu par e-mail, sur un téléphone ou un ordinateur.',
    required: 'obligatoire',
    optional: 'facultatif',
    cannotSend:
      'Cette demande ne peut pas être envoyée depuis la borne : elle demande des pièces justificatives, qui ne peuvent pas être jointes ici.',
    finishElsewhere:
      'Pour la terminer, ouvrez le lien reçu par e-mail sur un téléphone ou un ordinateur, ou présentez-vous avec vos pièces justificatives à l’agence commerciale :',
    documentsTitle: 'Pièces justificatives à fournir',
    optionalDocuments:
      'Les pièces justificatives ne peuvent pas être jointes depuis la borne. Vous pouvez envoyer votre demande sans elles ; une fois envoyée, elle ne pourra plus être complétée depuis le lien reçu par e-mail.',
  },
  // The payment on the card terminal (the e-mail form, the terminal's screens) and the printed receipt.
  emailHint: 'Votre récapitulatif de commande vous sera aussi envoyé à cette adresse.',
  /** A reload paid while the kiosk cannot print (issue 25 §1): said before the customer pays. */
  receiptByEmail: 'Votre reçu vous sera envoyé par e-mail.',
  orderLines: 'Votre commande',
  waitingTitle: 'Paiement sur le terminal',
  waiting:
    'Suivez les instructions du terminal de paiement : présentez, insérez ou glissez votre carte bancaire.',
  amount: 'Montant à payer :',
  approvedTitle: 'Paiement accepté',
  approved: 'Merci ! Votre récapitulatif de commande va s’afficher.',
  declinedTitle: 'Paiement refusé',
  cancelledTitle: 'Paiement annulé',
  cancelled: 'Le paiement a été annulé sur le terminal. Aucun montant n’a été débité.',
  unknownTitle: 'Résultat du paiement inconnu',
  unknown:
    'La liaison avec le terminal de paiement a été interrompue avant sa réponse. Ne payez pas une seconde fois : si votre compte a été débité, votre commande sera validée automatiquement.',
  unknownOrder: 'Numéro de commande à présenter au guichet :',
  errorTitle: 'Paiement impossible',
  error: 'Le terminal de paiement n’a pas pu démarrer le paiement. Aucun montant n’a été débité.',
  /** What main says of a payment (the refusal's reason, why it could not start), by its key. */
  terminalMessages: PAYMENT_MESSAGES,
  retry: 'Réessayer le paiement',
  cancel: 'Annuler',
  // While the terminal holds the card (issue 24 item 6).
  cardPaymentTitle: 'Paiement par carte',
  cancelPayment: 'Annuler le paiement',
  cancelAsking: 'Demande d’annulation en cours…',
  cancelNotSent: 'L’annulation n’a pas pu être demandée au terminal : attendez sa réponse.',
  reader: {
    left: 'Le terminal de paiement est à gauche de l’écran.',
    right: 'Le terminal de paiement est à droite de l’écran.',
    below: 'Le terminal de paiement est sous l’écran.',
  },
  print: 'Imprimer le reçu',
  /** A reload sold while the kiosk cannot print (issue 25 §1): where the printed receipt would be. */
  receiptEmailed: 'L’imprimante de cette borne est indisponible : votre reçu vous est envoyé par e-mail.',
  reprint: 'Réimprimer le reçu',
  printing: 'Impression du reçu en cours…',
  printed: 'Votre reçu a été imprimé. Pensez à le prendre.',
  printFailed: 'L’impression du reçu a échoué. Veuillez réessayer.',
  /** The print failed after the payment (issue 25 §1): the receipt stays queued in the kiosk. */
  receiptQueued:
    'Votre reçu reste en attente d’impression dans la borne. Vous retrouverez le récapitulatif de votre commande dans l’e-mail envoyé à l’adresse saisie, et votre reçu à l’agence commerciale sur présentation du numéro de commande.',
  ticketsOnScreen: 'Vos billets, à présenter au contrôle',
  ticketQrLabel: (ticket: string) => `Code QR du billet n° ${ticket}`,
  ticketNumber: (ticket: string) => `Billet n° ${ticket}`,
};
