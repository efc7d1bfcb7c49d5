// French strings of the payment page (features/payment), loaded with it. Texts quoted from SPEC.md are kept
// to the letter.

export const frPayment = {
  strongAuthNotice:
    'Conformément à la directive européenne sur les services de paiement (DSP2), votre banque peut vous demander de confirmer votre paiement par une authentification forte (code reçu par SMS, validation dans l’application de votre banque…).',
  dismissNotice: 'J’ai compris',
  modeLegend: 'Moyen de paiement',
  acceptTerms: 'Veuillez accepter les conditions générales de vente.',
  chooseMode: 'Veuillez choisir un moyen de paiement.',
  addressInvalid: 'Certaines des informations saisies ne sont pas valides.',
  initFailed: 'Impossible de démarrer le service de paiement. Veuillez réessayer plus tard.',
  pendingFailed: 'Impossible de poursuivre vers la page de paiement.',
  /** Not in SPEC: the kiosk's order total differs from the amount shown before paying. */
  amountChanged: 'Le montant de votre commande a changé. Vérifiez-le, puis validez à nouveau.',
  /** Not in SPEC: the counter's cash payment (issue 29 §2). */
  cashLegend: 'Paiement en espèces',
  cashToPay: 'Montant à payer',
  cashGiven: 'Montant remis par le client (€)',
  cashGivenHint: 'Par exemple 20 ou 20,50.',
  cashChange: 'Monnaie à rendre',
  cashInvalid: 'Saisissez le montant remis en euros, par exemple 20 ou 20,50.',
  cashTooLittle: 'Le montant remis est inférieur au montant à payer.',
  cashTaken: (change: string) => `Espèces encaissées. Monnaie à rendre : ${change}.`,
  /** The till's line for the shipping of a counter's order. */
  saleLineShipping: 'Frais de livraison',
  tillClosed: 'La caisse est fermée : ouvrez-la avant toute vente.',
  cashContinue: 'Continuer',
} as const;
