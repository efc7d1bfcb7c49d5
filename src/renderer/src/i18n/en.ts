// English strings of the shell and of the home page, twin of fr.ts (what home loads).
import type { Catalog } from './catalog';
import type { fr } from './fr';
import { EN_SHELL } from './en/shellTexts';

export const en: Catalog<typeof fr> = {
  app: {
    documentTitle: EN_SHELL.documentTitle,
    skipToContent: 'Skip to content',
    loading: EN_SHELL.loading,
    back: 'Back',
    home: 'Home',
    mainMenu: 'Main menu',
    menuButton: 'Menu',
    headerLabel: 'Portal header',
    mainLabel: 'Page content',
    footerLabel: 'Portal footer',
    logoLinkLabel: 'Back to the home page',
    newTabHint: '(new window)',
    language: 'Language',
    nextCustomer: 'Next customer',
    till: 'Till',
  },
  home: {
    title: 'Home',
    authError: 'The server cannot be reached, please try again later.',
    modulesError: 'The services could not be loaded. Please try again later.',
    modulesTitle: 'Our services',
    servicesDown: 'The page will reload automatically in a few seconds.',
    printingUnavailable: 'Printing unavailable on this kiosk',
    outOfService: {
      title: 'Kiosk temporarily out of service',
      incident:
        'A technical problem stops the kiosk from working. It will restart by itself in a few minutes.',
      elsewhere: 'You can buy your tickets at the ticket office or on the network’s website.',
    },
  },
  footer: {
    linksLabel: 'Useful links',
  },
};
