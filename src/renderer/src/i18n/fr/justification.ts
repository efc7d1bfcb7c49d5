// French strings of the on-board payments' summary (features/justification), loaded with it. Texts quoted
// from SPEC.md keep its words, written with their accents (SPEC types some in ASCII; issue 26 §1).

const NBSP = '\u00a0';

export const frJustification = {
  // SPEC §8 "Justification".
  noTransactions:
    'Aucune transaction à bord en sans-contact n’a été effectuée avec cette carte de paiement sur les trente derniers jours.',
  noTransactionsInPeriod:
    'Aucune transaction à bord en sans-contact n’a été effectuée avec cette carte de paiement sur la période choisie.',
  error: 'Une erreur s’est produite.',
  // SPEC §2 and §5: the date-range filter.
  filterLabel: 'Période',
  periodStart: 'Début de période',
  periodEnd: 'Fin de période',
  filter: 'Filtrer par date',
  periodOrder: 'La date de début de période doit être inférieure à la date de fin de période.',
  periodStartMissing: 'Veuillez saisir la date de début de période.',
  periodEndMissing: 'Veuillez saisir la date de fin de période.',
  // SPEC §2: the table, its footer and the star.
  caption: (from: string, to: string) => `Vos paiements sans contact à bord du ${from} au ${to}`,
  tableRegion: 'Tableau des paiements à bord, défilable',
  orderId: 'N° de commande',
  date: 'Date',
  paymentRef: 'Référence du paiement',
  product: 'Produit',
  quantity: 'Quantité',
  priceTtc: 'Prix TTC',
  priceHt: 'Prix HT',
  vatRate: 'Taux de TVA',
  actions: 'Actions',
  trips: 'Nombre de trajets',
  period: 'Période',
  periodValue: (from: string, to: string) => `du ${from} au ${to}`,
  total: 'TOTAL',
  pendingMark: '*',
  pendingHidden: ' (débit en attente)',
  pendingLegend: 'Débit en attente : ce paiement n’a pas encore été débité de votre carte.',
  vatPercent: (percent: string) => `${percent}${NBSP}%`,
  /** Under the product of a payment the daily cap lowered (its first row): what was taken off, and why. */
  capNote: (amount: string) => `Plafonnement journalier : remise de ${amount} sur ce paiement`,
  // Downloads (web, counter) and printed proofs (kiosk, counter).
  downloadAll: 'Tout télécharger',
  download: 'Télécharger',
  print: 'Imprimer',
  printAll: 'Tout imprimer',
  /** The rest of a row's button name, for a screen reader: which payment's proof. */
  proofOf: (refArchi: string) => ` le justificatif du paiement ${refArchi}`,
  downloading: 'Téléchargement en cours…',
  printing: 'Impression en cours…',
  printed: (count: number) =>
    count > 1
      ? `${count} justificatifs ont été imprimés. Pensez à les prendre.`
      : 'Votre justificatif a été imprimé. Pensez à le prendre.',
  printFailed: 'L’impression du justificatif a échoué. Veuillez réessayer.',
  printedBeforeFailure: (printed: number, total: number) =>
    `${printed} justificatif${printed > 1 ? 's' : ''} imprimé${printed > 1 ? 's' : ''} sur ${total}.`,
  restart: 'Recommencer',
  // The printed proof (kiosk, counter): what the paper is, and how it was paid.
  receiptTitle: 'Justificatif de paiement à bord',
  receiptPaymentMode: 'Carte bancaire sans contact à bord',
  receiptTrip: 'Trajet à bord',
  receiptOtherLines: (count: number) => `Autres trajets (${count})`,
  receiptAllLines: (count: number) => `Trajets du paiement (${count})`,
} as const;
