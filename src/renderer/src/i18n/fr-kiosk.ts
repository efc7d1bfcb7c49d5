// French texts of the kiosk widgets (on-screen keyboard, idle warning); to be merged into fr.ts as `kiosk`.

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
};
