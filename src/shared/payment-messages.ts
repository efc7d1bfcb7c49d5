// Every French text the payment part (src/main/payment) gives the customer, in one place. Each one says
// whether money left the account when the customer needs to know it to decide whether to pay again. Shared:
// the renderer's kiosk catalogue quotes them, so an English page says each one in English.

/** How main's texts end when the payment never reached the card: a screen quoting one says nothing more. */
export const NOTHING_DEBITED = 'Aucun montant n’a été débité.';

export const PAYMENT_MESSAGES = {
  approved: 'Paiement accepté.',
  declined: 'Paiement refusé par votre banque.',
  declinedByTerminal: 'Paiement refusé par le terminal.',
  forbiddenCard: 'Paiement refusé : carte interdite.',
  authorisationRequired:
    'Paiement refusé : la banque demande une autorisation que le terminal n’a pas pu obtenir.',
  notCompleted: 'Paiement non abouti. Aucun montant n’a été débité.',
  cancelled: 'Paiement annulé sur le terminal.',
  inputTimeout: 'Paiement annulé : le délai de saisie sur le terminal est dépassé.',
  terminalRejected: 'Le terminal de paiement n’a pas accepté la demande. Aucun montant n’a été débité.',
  unreachable: 'Le terminal de paiement est injoignable. Aucun montant n’a été débité.',
  unknown:
    'Le résultat du paiement n’a pas pu être confirmé. Ne payez pas une seconde fois : le paiement est en cours de vérification.',
  busy: 'Un paiement est déjà en cours sur le terminal.',
  invalidRequest: 'La demande de paiement est invalide. Aucun montant n’a été débité.',
  unavailable: 'Le paiement ne peut pas démarrer pour le moment. Aucun montant n’a été débité.',
  /** The kiosk cannot print the ticket of this basket (issue 25 §1): refused before the terminal is asked. */
  printingUnavailable:
    'Impression indisponible sur cette borne : le paiement n’a pas été lancé. Aucun montant n’a été débité.',
  /** A new payment whose request does not name its sale kinds (a page of a build before issue 25 §1). */
  saleKindsMissing:
    'La demande de paiement ne dit pas ce que le panier vend : le paiement n’a pas été lancé. Aucun montant n’a été débité.',
  /** Answers to the page's 'Annuler le paiement'. */
  abortAsked: 'L’annulation a été demandée au terminal. Attendez sa réponse.',
  abortNotSupported:
    'Ce terminal ne permet pas d’annuler depuis l’écran : appuyez sur la touche rouge du terminal, ou attendez qu’il réponde.',
  noPaymentToAbort: 'Aucun paiement en cours à annuler sur le terminal.',
} as const;
