import type { Catalog } from '../catalog';
import type { frBackOffice } from '../fr/backoffice';

// English twin of fr/backoffice.ts: what the English pages say instead of the back office's known texts.
export const enBackOffice: Catalog<typeof frBackOffice> = {
  modules: {
    RECHARGEMENT_ABONNE: {
      title: 'Top up my card',
      description: 'Top up your season ticket or your journeys on your network card.',
      buttonLabel: 'Top up',
      imageAlt: 'Network card and a top-up arrow',
    },
    RECHARGEMENT_ABONNE_OD: {
      title: 'Top up a journey',
      description: 'Add a ticket between two stops to your card.',
      buttonLabel: 'Choose my journey',
      imageAlt: 'Network card and a journey between two stops',
    },
    VPC: {
      title: 'Shop',
      description: 'Cards, card holders and network goods delivered to your door.',
      buttonLabel: 'Visit the shop',
      imageAlt: 'Network shop bag',
    },
    DEMANDES: {
      title: 'Make a request',
      description: 'Apply for a card or renew it online.',
      buttonLabel: 'Apply',
      imageAlt: 'Card application form',
    },
    RECHARGEMENT_APPLI: {
      title: 'Mobile tickets',
      description: 'Buy your tickets for the network’s mobile app.',
      buttonLabel: 'Buy on mobile',
      imageAlt: 'Mobile phone showing a ticket',
    },
    RESERVATION: {
      title: 'My trip',
      description: 'Book your seat on the intercity lines.',
      buttonLabel: 'Book',
      imageAlt: 'Intercity coach and a booked seat',
    },
    TICKET_OD: {
      title: 'Buy a ticket',
      description: 'Single ticket between two stops, to print or to show.',
      buttonLabel: 'Buy',
      imageAlt: 'Ticket between two stops',
    },
    PLAN_RESEAU: {
      title: 'Network map',
      description: 'See the map of the network’s lines.',
      buttonLabel: 'Open the map',
      imageAlt: 'Map of the lines',
    },
    PAIEMENTS_BORD: {
      title: 'On-board payment receipts',
      description: 'Find your contactless payments made on board in the last 30 days.',
      buttonLabel: 'My receipts',
      imageAlt: 'Contactless bank card',
    },
  },
  footerLinks: {
    legalNotice: 'Legal notice',
    terms: 'Terms and conditions of sale',
    contact: 'Contact us',
  },
  productNamesNote: 'Product names are shown as the network names them.',
};
