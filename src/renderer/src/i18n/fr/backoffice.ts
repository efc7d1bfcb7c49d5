// The back office's texts we know and say in English (app/backofficeText.ts): the tiles of the modules by
// module code (SPEC §2's seven and the two external tiles the emulator sends) and the footer's usual
// legal links. In French the page shows the back office's own words (the network words its tiles): these
// are the emulator's, the texts the English twin translates, and French words the English kiosk e2e
// refuses. A module or link we do not know keeps the back office's text in English too; so do product
// names, addresses and opening hours.

export const frBackOffice = {
  modules: {
    RECHARGEMENT_ABONNE: {
      title: 'Recharger ma carte',
      description: 'Rechargez votre abonnement ou vos voyages sur votre carte Ligéo.',
      buttonLabel: 'Recharger',
      imageAlt: 'Carte Ligéo et flèche de rechargement',
    },
    RECHARGEMENT_ABONNE_OD: {
      title: 'Recharger un trajet',
      description: 'Ajoutez un titre origine-destination sur votre carte.',
      buttonLabel: 'Choisir mon trajet',
      imageAlt: 'Carte Ligéo et trajet entre deux arrêts',
    },
    VPC: {
      title: 'Boutique',
      description: 'Cartes, étuis et objets du réseau livrés chez vous.',
      buttonLabel: 'Voir la boutique',
      imageAlt: 'Sac de la boutique Ligéo',
    },
    DEMANDES: {
      title: 'Effectuer une demande',
      description: 'Faites votre demande de carte ou son renouvellement en ligne.',
      buttonLabel: 'Faire ma demande',
      imageAlt: 'Formulaire de demande de carte',
    },
    RECHARGEMENT_APPLI: {
      title: 'Billets sur mobile',
      description: 'Achetez vos titres pour l’application mobile Ligéo.',
      buttonLabel: 'Acheter sur mobile',
      imageAlt: 'Téléphone portable affichant un billet',
    },
    RESERVATION: {
      title: 'Mon trajet',
      description: 'Réservez votre place sur les lignes interurbaines.',
      buttonLabel: 'Réserver',
      imageAlt: 'Car interurbain et siège réservé',
    },
    TICKET_OD: {
      title: 'Acheter un titre',
      description: 'Billet simple entre deux arrêts, à imprimer ou à présenter.',
      buttonLabel: 'Acheter',
      imageAlt: 'Billet entre deux arrêts',
    },
    PLAN_RESEAU: {
      title: 'Plan du réseau',
      description: 'Consultez le plan des lignes Ligéo.',
      buttonLabel: 'Ouvrir le plan',
      imageAlt: 'Plan des lignes',
    },
    PAIEMENTS_BORD: {
      title: 'Justificatifs de paiement à bord',
      description: 'Retrouvez vos paiements sans contact à bord des 30 derniers jours.',
      buttonLabel: 'Mes justificatifs',
      imageAlt: 'Carte bancaire sans contact',
    },
  },
  /** The footer's links, known by their usual French names (compared without case or accents). */
  footerLinks: {
    legalNotice: 'Mentions légales',
    terms: 'Conditions générales de vente',
    contact: 'Nous contacter',
  },
  /** Said in English where products are listed: their names are the back office's, not translated. */
  productNamesNote: 'Les noms des produits sont ceux du réseau.',
};
