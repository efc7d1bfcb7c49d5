// French strings of the card reload (features/rechargement) and of the product chooser it shares with the
// origin-destination screens, loaded with them. Texts quoted from SPEC.md and the issue 12 contract are kept
// to the letter.

export const frRechargement = {
  lookup: {
    cardNumber: 'Numéro de carte',
    /** One text for /rechargement/infos and /rechargement/infos-od (SPEC §5 words it twice, once unaccented). */
    cardNumberRequired: 'Veuillez saisir un numéro de carte',
    cardNumberDigits: 'Le numéro de carte ne doit contenir que des chiffres.',
    birthDate: 'Date de naissance',
    birthDateHint: 'Laissez vide si votre carte n’est pas personnalisée',
    day: 'Jour',
    month: 'Mois',
    year: 'Année',
    /** Not in SPEC: what an unchosen select shows. */
    choose: 'Choisir',
    validate: 'Valider',
    notFound:
      'La carte n’existe pas ou la date de naissance saisie ne correspond pas à celle du propriétaire.',
  },
  card: {
    number: (numero: string) => `Carte n° ${numero}`,
    deleted: 'Carte supprimée.',
    blacklisted: 'Cette carte est en liste noire, elle ne peut pas être utilisée.',
    valid: 'Carte valide.',
  },
  contracts: {
    title: 'Mes titres',
    none: 'Aucun titre disponible',
    period: (from: string, to: string) => `Du ${from} au ${to}`,
    notUsed: 'Non consommé',
    tripsLeft: (n: number) => (n >= 2 ? `${n} voyages restants` : `${n} voyage restant`),
    journey: (line: string, from: string, to: string) => `${line}, de ${from} à ${to}`,
    /** A line the topology does not name. */
    lineCode: (code: string) => `Ligne ${code}`,
  },
  articles: {
    title: 'Titres à recharger',
    noProduct: 'Aucun produit n’est disponible pour cette carte.',
  },
  products: {
    /** A title valid on one day says that day once. */
    validity: (from: string, to: string) =>
      from === to ? `Validité : le ${from}` : `Validité : du ${from} au ${to}`,
    quantity: 'Quantité',
    notForSale: 'Ce titre n’est pas disponible à la vente en ligne.',
    oneAtATime: 'Un seul titre à la fois : remettez la quantité à 0 pour en choisir un autre.',
    /** The card holds the title for every start offered (issue 26 §3): none is chosen for the customer. */
    allStartsHeld:
      'Votre carte détient déjà ce titre pour chaque période proposée : choisissez celle à recharger.',
    validityStart: 'Début de validité',
    /** Not in SPEC: a weekly subscription on calendar weeks starts on a Monday (the others are greyed). */
    mondaysOnly: 'Choisissez un lundi.',
    validityUpdated: 'La période de validité a été mise à jour.',
    validityFailed: 'Erreur lors du calcul de la période de validité.',
    /** Not in SPEC: the price column's name for screen readers. */
    price: 'Prix',
    total: 'Total',
    validate: 'Valider',
    chooseOne: 'Choisissez au moins un titre.',
    /** Kiosk title cards (issue 24 item 2): one of the title, straight to the payment. */
    buy: 'Acheter',
    /** The kiosk's way to the quantities. */
    several: 'Plusieurs titres',
  },
  genericError: 'Une erreur est survenue, veuillez réessayer.',
} as const;
