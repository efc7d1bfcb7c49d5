// French strings of the kiosk's accessibility mode (features/kiosk/accessibility): its button, what the
// upper half of the screen says in the low-reach layout, and the words the speech output adds to a
// control's name (its role and states, as a screen reader says them). Loaded with the kiosk's shell.

export const frAccessibility = {
  /** The header's toggle (aria-pressed says whether the mode is on). */
  toggle: 'Accessibilité',
  /** Shown above the page while the mode is on: the controls are all in the lower half of the screen. */
  reachNote: 'Mode accessibilité : toutes les commandes sont dans la moitié basse de l’écran.',
  /** Spoken role names, by ARIA role. */
  roles: {
    alertdialog: 'boîte de dialogue d’alerte',
    button: 'bouton',
    checkbox: 'case à cocher',
    combobox: 'liste déroulante',
    dialog: 'boîte de dialogue',
    gridcell: 'cellule',
    link: 'lien',
    listbox: 'liste',
    main: 'contenu principal',
    menuitem: 'élément de menu',
    option: 'option',
    radio: 'bouton radio',
    region: 'région',
    searchbox: 'zone de recherche',
    slider: 'curseur',
    spinbutton: 'compteur',
    switch: 'interrupteur',
    tab: 'onglet',
    textbox: 'zone de texte',
  } as Readonly<Record<string, string>>,
  heading: (level: number) => `titre de niveau ${level}`,
  states: {
    checked: 'coché',
    unchecked: 'non coché',
    mixed: 'partiellement coché',
    pressed: 'activé',
    notPressed: 'désactivé',
    expanded: 'développé',
    collapsed: 'réduit',
    selected: 'sélectionné',
    disabled: 'indisponible',
    invalid: 'non valide',
    required: 'obligatoire',
    readOnly: 'lecture seule',
    empty: 'vide',
  },
  /** aria-current, by its value. */
  current: {
    page: 'page actuelle',
    step: 'étape actuelle',
    date: 'date du jour',
    location: 'emplacement actuel',
    time: 'heure actuelle',
    true: 'actuel',
  } as Readonly<Record<string, string>>,
};

export type AccessibilityWords = typeof frAccessibility;
