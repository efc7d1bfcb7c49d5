// French titles of the pages, loaded with each page.

export const frPages = {
  demandesAccess: 'Effectuer une demande',
  demandesFormulaire: 'Saisir une demande',
  vpcItemList: 'Boutique',
  vpcItem: 'Détail du produit',
  rechargementInfos: 'Recharger ma carte',
  rechargementInfosOd: 'Recharger un trajet',
  rechargementArticles: 'Contenu de ma carte',
  reservationInfos: 'Mon trajet',
  reservationTrajets: 'Trajets disponibles',
  reservationModification: 'Modifier ma réservation',
  selectionOd: 'Acheter un titre',
  /** /selection-od?carte=true: the same steps, to top up a card. */
  selectionOdCarte: 'Recharger un trajet',
  cart: 'Mon panier',
  paymentShop: 'Livraison et Paiement',
  payment: 'Adresse et paiement',
  recapitulatif: 'Récapitulatif de la commande',
  justification: 'Synthèse de vos paiements à bord',
  appli: 'Billets sur mobile',
} as const;
