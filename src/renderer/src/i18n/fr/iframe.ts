// French strings of the frame screen (features/iframe), loaded with it.

export const frIframe = {
  title: 'Justificatifs de paiement à bord',
  frameTitle: 'Service de consultation des paiements à bord',
  loadError: 'Chargement de l’URL demandée impossible.',
} as const;
