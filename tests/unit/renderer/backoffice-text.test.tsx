// English for what we own among the back office's texts (issue 24 item 9): a known module's tile and menu
// entry by its code, the footer's usual legal links; a module or link we do not know, the agency's address
// and product names stay as the back office sends them, marked French for speech; the note saying so
// shows above product lists on English pages only.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { Module, Preferences } from '@shared/backoffice';
import { modulesLoaded, preferencesLoaded } from '../../../src/renderer/src/app/config/configSlice';
import { Footer } from '../../../src/renderer/src/app/layout/Footer';
import { Menu } from '../../../src/renderer/src/app/layout/Menu';
import { createAppStore } from '../../../src/renderer/src/app/store';
import { Tile } from '../../../src/renderer/src/app/home/Tile';
import { KioskFooter } from '../../../src/renderer/src/features/kiosk/KioskFooter';
import type { Language } from '../../../src/renderer/src/i18n/catalog';
import { footerLinkLabel, moduleText } from '../../../src/renderer/src/i18n/backofficeText';
import { LanguageContext } from '../../../src/renderer/src/i18n/language';
import { ProductNamesNote } from '../../../src/renderer/src/ui/ProductNamesNote';
import type { Platform } from '../../../src/renderer/src/platform/bridge';

// As the emulator's back office sends them (src/server/fixtures: the renderer's tests do not import it).
const known: Module = {
  id: 'TICKET_OD',
  title: 'Acheter un titre',
  description: 'Billet simple entre deux arrêts, à imprimer ou à présenter.',
  buttonLabel: 'Acheter',
  image: {
    url: '/content/images/module-ticket-od.svg',
    alt: 'Billet entre deux arrêts',
    width: 96,
    height: 96,
  },
};
const footer: Preferences['footer'] = {
  shopName: 'Agence commerciale Ligéo',
  lines: ['12 place de la Gare', '41000 Blois'],
  links: ['Mentions légales', 'Conditions générales de vente', 'Nous contacter'].map((label, index) => ({
    label,
    url: `/externe/document-${index}.html`,
  })),
};
const unknown: Module = {
  id: 'HORAIRES',
  title: 'Fiches horaires',
  description: 'Les horaires de toutes les lignes.',
  buttonLabel: 'Voir les horaires',
  image: { url: '/content/images/horaires.svg', alt: 'Fiche horaire', width: 96, height: 96 },
  external: { url: '/externe/horaires.html', newTab: false, iframe: false },
};

function renderIn(language: Language, node: React.ReactNode, platform: Platform = 'web') {
  const store = createAppStore({ platform });
  store.dispatch(preferencesLoaded({ footer } as Preferences));
  store.dispatch(modulesLoaded([known, unknown]));
  return render(
    <Provider store={store}>
      <LanguageContext.Provider value={language}>
        <MemoryRouter>{node}</MemoryRouter>
      </LanguageContext.Provider>
    </Provider>,
  );
}

describe('a module’s texts', () => {
  it('in French, the back office’s, whatever the module', () => {
    expect(moduleText(known, 'fr')).toEqual({
      title: 'Acheter un titre',
      description: 'Billet simple entre deux arrêts, à imprimer ou à présenter.',
      buttonLabel: 'Acheter',
      imageAlt: 'Billet entre deux arrêts',
      lang: 'fr',
    });
  });

  it('in English, ours for a module we know, the back office’s for one we do not know', () => {
    expect(moduleText(known, 'en')).toEqual({
      title: 'Buy a ticket',
      description: 'Single ticket between two stops, to print or to show.',
      buttonLabel: 'Buy',
      imageAlt: 'Ticket between two stops',
      lang: 'en',
    });
    expect(moduleText(unknown, 'en')).toMatchObject({ title: 'Fiches horaires', lang: 'fr' });
  });

  it('an English tile: title, text, button and image in English; an unknown one French, marked so', () => {
    renderIn(
      'en',
      [known, unknown].map((m) => <Tile key={m.id} module={m} widthPercent={50} />),
    );
    const tile = screen.getByRole('article', { name: 'Buy a ticket' });
    expect(tile.getAttribute('lang')).toBeNull();
    expect(within(tile).getByText('Single ticket between two stops, to print or to show.')).toBeTruthy();
    expect(within(tile).getByRole('link', { name: 'Buy' })).toBeTruthy();
    expect(within(tile).getByRole('img', { name: 'Ticket between two stops' })).toBeTruthy();
    const other = screen.getByRole('article', { name: 'Fiches horaires' });
    expect(other.getAttribute('lang')).toBe('fr');
    expect(within(other).getByRole('link', { name: 'Voir les horaires' })).toBeTruthy();
  });

  it('a French tile keeps the back office’s words', () => {
    renderIn('fr', <Tile module={known} widthPercent={50} />);
    const tile = screen.getByRole('article', { name: 'Acheter un titre' });
    expect(tile.getAttribute('lang')).toBeNull();
    expect(within(tile).getByRole('link', { name: 'Acheter' })).toBeTruthy();
  });

  it('the menu names the modules as their tiles do', () => {
    renderIn('en', <Menu />);
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Buy a ticket' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Fiches horaires' }).getAttribute('lang')).toBe('fr');
  });
});

describe('the footer', () => {
  it('says the usual legal links in English, whatever their case or accents, any other as sent', () => {
    expect(footerLinkLabel('Mentions légales', 'en')).toBe('Legal notice');
    expect(footerLinkLabel('CONDITIONS GENERALES  DE VENTE', 'en')).toBe('Terms and conditions of sale');
    expect(footerLinkLabel('Nous contacter', 'en')).toBe('Contact us');
    expect(footerLinkLabel('Plan du site', 'en')).toBe('Plan du site');
    expect(footerLinkLabel('Mentions légales', 'fr')).toBe('Mentions légales');
  });

  it('on the web in English: the links translated, the agency as sent', () => {
    renderIn('en', <Footer />);
    const links = within(screen.getByRole('navigation', { name: 'Useful links' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Legal notice',
      'Terms and conditions of sale',
      'Contact us',
    ]);
    expect(screen.getByText('Agence commerciale Ligéo')).toBeTruthy();
  });

  it('on the kiosk in English: each document’s button named in English', () => {
    renderIn('en', <KioskFooter />, 'kiosk');
    const list = screen.getByRole('list', { name: 'Legal information' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Legal notice', 'Terms and conditions of sale', 'Contact us']);
  });
});

describe('the product names note', () => {
  it('shows on English pages only', () => {
    const { unmount } = renderIn('en', <ProductNamesNote />);
    expect(screen.getByText('Product names are shown as the network names them.')).toBeTruthy();
    unmount();
    const { container } = renderIn('fr', <ProductNamesNote />);
    expect(container.textContent).toBe('');
  });
});
