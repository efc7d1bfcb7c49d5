// Issue 26 §2: every menu entry and the title of the page it opens say the same thing (the menu said
// « Acheter un billet », the page « Acheter un titre »). The modules as the emulator's back office sends
// them (i18n/fr/backoffice.ts holds its words); each entry clicked, the page's h1 read.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Module } from '@shared/backoffice';
import { modulesLoaded } from '../../../src/renderer/src/app/config/configSlice';
import { frBackOffice } from '../../../src/renderer/src/i18n/fr/backoffice';
import { renderApp } from './render-app';

// The external tiles: the network plan leaves for its own page; the on-board payments are framed.
const EXTERNAL: Partial<Record<string, Module['external']>> = {
  PLAN_RESEAU: { url: '/externe/plan-du-reseau.html', newTab: true, iframe: false },
  PAIEMENTS_BORD: { url: '/fournisseur/transactions-cb/index.html', newTab: false, iframe: true },
};

const modules: Module[] = Object.entries(frBackOffice.modules).map(([id, text]) => ({
  id,
  title: text.title,
  description: text.description,
  buttonLabel: text.buttonLabel,
  image: { url: `/content/images/${id}.svg`, alt: text.imageAlt, width: 96, height: 96 },
  ...(EXTERNAL[id] ? { external: EXTERNAL[id] } : {}),
  ...(id === 'RESERVATION' ? { sousFonction: '1' } : {}),
}));
// The routes of ours (an external tile opens another site, in a window or in the frame screen).
const opened = modules.filter((module) => !module.external);

describe('menu entries and page titles agree', () => {
  it('covers every internal module of the back office', () => {
    expect(opened.map((module) => module.id)).toEqual([
      'RECHARGEMENT_ABONNE',
      'RECHARGEMENT_ABONNE_OD',
      'VPC',
      'DEMANDES',
      'RECHARGEMENT_APPLI',
      'RESERVATION',
      'TICKET_OD',
    ]);
  });

  it.each(opened.map((module) => [module.id, module.title] as const))(
    '%s: the menu’s « %s » opens a page titled the same',
    async (_id, title) => {
      const { store, router } = renderApp('/home');
      store.dispatch(modulesLoaded(modules));
      const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
      await userEvent.setup().click(within(menu).getByRole('link', { name: title }));
      // Home's title gone, the opened page's. Its chunk loads first: the first one the run's Vite server
      // transforms (the reload pages, their calendar) took 10.6 s alone on this machine and more among
      // the other files, so most of the 30 s test budget is given to it.
      await waitFor(() => expect(router.state.location.pathname).not.toBe('/home'));
      const heading = await screen.findByRole(
        'heading',
        { level: 1, name: (name) => name !== 'Accueil' },
        { timeout: 25_000 },
      );
      expect(heading.textContent).toBe(title);
    },
  );

  it('names the single tickets « Acheter un titre », as its page does', () => {
    expect(frBackOffice.modules.TICKET_OD.title).toBe('Acheter un titre');
  });
});
