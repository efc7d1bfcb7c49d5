// French strings of the origin-destination screens (features/selection-od), loaded with them. Texts quoted
// from SPEC.md and the issue 12 contract are kept to the letter; the product chooser's are in rechargement.ts.

export const frSelectionOd = {
  lineStep: 'Étape 1 : votre ligne',
  journeyStep: 'Étape 2 : votre trajet',
  productStep: 'Étape 3 : votre titre',
  line: 'Ligne',
  origin: 'Arrêt de départ',
  destination: "Arrêt d'arrivée",
  unavailable: 'Service indisponible. Veuillez reessayer ulterieurement.',
  noProduct: 'Aucun produit disponible à la vente.',
  genericError: 'Une erreur est survenue, veuillez reessayer.',
} as const;
