// Every user-visible French string of the renderer. Texts quoted from SPEC.md are kept to the letter.

export const fr = {
  app: {
    documentTitle: 'Portail de vente en ligne',
    skipToContent: 'Aller au contenu',
    loading: 'Chargement en cours…',
    back: 'Retour',
    home: 'Accueil',
    mainMenu: 'Menu principal',
    logoLinkLabel: "Retour à l'accueil",
    newTabHint: '(nouvelle fenêtre)',
  },
  home: {
    title: 'Accueil',
    authError: 'Impossible de contacter le serveur, veuillez réessayer plus tard.',
    modulesTitle: 'Nos services',
  },
  footer: {
    linksLabel: 'Liens utiles',
  },
  iframe: {
    title: 'Justificatifs de paiement à bord',
    frameTitle: 'Service de consultation des paiements à bord',
    loadError: "Chargement de l'URL demandée impossible.",
  },
  pages: {
    demandesAccess: 'Effectuer une demande',
    demandesFormulaire: 'Saisir une demande',
    vpcItemList: 'Boutique',
    vpcItem: 'Détail du produit',
    rechargementInfos: 'Recharger ma carte',
    rechargementInfosOd: 'Recharger ma carte',
    rechargementArticles: 'Contenu de ma carte',
    reservationInfos: 'Mon trajet',
    reservationTrajets: 'Trajets disponibles',
    reservationModification: 'Modifier ma réservation',
    selectionOd: 'Acheter un titre',
    cart: 'Mon panier',
    paymentShop: 'Livraison et Paiement',
    payment: 'Adresse et paiement',
    recapitulatif: 'Récapitulatif de la commande',
    justification: 'Synthese de vos paiements a bord',
    appli: 'Billets sur mobile',
    comingSoon: 'Ce service sera bientôt disponible sur ce portail.',
  },
} as const;

export type Catalogue = typeof fr;
