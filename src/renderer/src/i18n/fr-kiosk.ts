// French texts of the kiosk widgets (on-screen keyboard, idle warning) and of the kiosk's access-request
// form; to be merged into fr.ts as `kiosk`.

/** Spoken names of the symbol keys: a screen reader would otherwise read '@' or '-' poorly or not at all. */
const symbolNames: Readonly<Record<string, string>> = {
  '@': 'arobase',
  '.': 'point',
  '-': 'tiret',
  _: 'tiret bas',
  "'": 'apostrophe',
  ',': 'virgule',
  '/': 'barre oblique',
  '+': 'plus',
  '.fr': 'point fr',
  '.com': 'point com',
};

export const frKiosk = {
  keyboard: {
    label: 'Clavier virtuel',
    hide: 'Masquer le clavier',
    backspace: 'Effacer',
    shift: 'Majuscule',
    capsLock: 'Verrouillage majuscules',
    space: 'Espace',
    symbolNames,
  },
  idle: {
    title: 'Êtes-vous toujours là ?',
    text: "Sans action de votre part, la borne va revenir à la page d'accueil et votre panier ainsi que les informations saisies seront effacés.",
    countdown: (seconds: number) =>
      `Retour à l'accueil dans ${seconds} ${seconds >= 2 ? 'secondes' : 'seconde'}`,
    continue: 'Continuer',
  },
  // No file can be chosen on the kiosk (the OS Open dialog would let a customer browse the device).
  demandes: {
    documentNote:
      "Ce document ne peut pas être joint depuis la borne. Remettez-le à l'agence commerciale, ou joignez-le plus tard depuis le lien reçu par e-mail, sur un téléphone ou un ordinateur.",
    required: 'obligatoire',
    optional: 'facultatif',
    cannotSend:
      'Cette demande ne peut pas être envoyée depuis la borne : elle demande des pièces justificatives, qui ne peuvent pas être jointes ici.',
    finishElsewhere:
      "Pour la terminer, ouvrez le lien reçu par e-mail sur un téléphone ou un ordinateur, ou présentez-vous avec vos pièces justificatives à l'agence commerciale :",
    documentsTitle: 'Pièces justificatives à fournir',
    optionalDocuments:
      'Les pièces justificatives ne peuvent pas être jointes depuis la borne. Vous pouvez envoyer votre demande sans elles ; une fois envoyée, elle ne pourra plus être complétée depuis le lien reçu par e-mail.',
  },
};
