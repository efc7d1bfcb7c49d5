// French strings of the origin-destination screens (features/selection-od), loaded with them. Texts quoted
// from SPEC.md and the issue 12 contract are kept to the letter; the product chooser's are in rechargement.ts.

export const frSelectionOd = {
  lineStep: 'Étape 1 : votre ligne',
  journeyStep: 'Étape 2 : votre trajet',
  productStep: 'Étape 3 : votre titre',
  line: 'Ligne',
  origin: 'Arrêt de départ',
  destination: 'Arrêt d’arrivée',
  unavailable: 'Service indisponible. Veuillez réessayer ultérieurement.',
  noProduct: 'Aucun produit disponible à la vente.',
  genericError: 'Une erreur est survenue, veuillez réessayer.',
  /** The kiosk's destination-first journey (issue 24 item 1). */
  station: {
    destinationStep: 'Étape 1 : votre destination',
    productStep: 'Étape 2 : votre titre',
    from: (stop: string) => `Départ : ${stop}`,
    destinations: 'Destinations',
    filter: 'Filtrer les destinations',
    noMatch: 'Aucune destination ne correspond.',
    chosen: (destination: string, line: string) => `Destination : ${destination} (${line})`,
    lineAsked: (destination: string) => `Plusieurs lignes vont à ${destination} : choisissez la vôtre.`,
    changeDestination: 'Changer de destination',
    otherStop: 'Partir d’un autre arrêt',
    unknown: (code: string) =>
      `L’arrêt de cette borne (${code}) est inconnu du réseau : choisissez votre ligne et vos arrêts.`,
  },
} as const;
