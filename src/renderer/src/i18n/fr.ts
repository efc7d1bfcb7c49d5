// The French strings of the shell (header, menu, footer, 'Retour', loading) and of the home page: what
// home loads. Every other French string is in i18n/fr/<feature>.ts, loaded with that feature's chunk:
// a feature's new string goes in its file, a new feature gets its own file. Texts quoted from SPEC.md are
// kept to the letter.
import { OUT_OF_SERVICE_TEXT } from '@shared/out-of-service-text';
import { FR_SHELL } from './fr/shellTexts';

export const fr = {
  app: {
    documentTitle: FR_SHELL.documentTitle,
    skipToContent: 'Aller au contenu',
    loading: FR_SHELL.loading,
    back: 'Retour',
    home: 'Accueil',
    mainMenu: 'Menu principal',
    /** The button that opens the main menu on a phone (not in SPEC). */
    menuButton: 'Menu',
    /** Names of the portal's landmarks (not in SPEC): a framed page (/iframe) has its own header and
     * main, and two unnamed landmarks of one kind cannot be told apart. */
    headerLabel: 'En-tête du portail',
    mainLabel: 'Contenu de la page',
    footerLabel: 'Pied de page du portail',
    logoLinkLabel: 'Retour à l’accueil',
    newTabHint: '(nouvelle fenêtre)',
    /** The language switch's name (header on the web, home screen of the kiosk). */
    language: 'Langue',
    /** The counter's end of customer (not in SPEC): the next customer finds nothing of the last. */
    nextCustomer: 'Client suivant',
    till: 'Caisse',
  },
  home: {
    title: 'Accueil',
    authError: 'Impossible de contacter le serveur, veuillez réessayer plus tard.',
    /** Not in SPEC: the token came, the modules did not. */
    modulesError: 'Impossible de charger les services. Veuillez réessayer ultérieurement.',
    modulesTitle: 'Nos services',
    /** Kiosk: the back office is unreachable, main reloads the page (SPEC §9). */
    servicesDown: 'La page va être rechargée automatiquement dans quelques secondes.',
    /** Kiosk without paper: the tiles of the sales that print a ticket (issue 25 §1, word for word). */
    printingUnavailable: 'Impression indisponible sur cette borne',
    /** Kiosk whose payment terminal cannot be reached: main's out-of-service screen, word for word. */
    outOfService: OUT_OF_SERVICE_TEXT,
  },
  footer: {
    linksLabel: 'Liens utiles',
  },
} as const;
