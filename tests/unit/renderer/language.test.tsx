// The language switch (issue 16): French by default, English on demand from the web header or the kiosk's
// home screen; the choice is the store's, kept in local storage for the next visit, given to <html lang>
// and to the document's title; a kiosk's session reset brings French back. Amounts, month names and
// react-aria's calendars follow the language (fr-FR, en-GB).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runSaga } from 'redux-saga';
import { formatEuros } from '@shared/money';
import type { Cart } from '@shared/shop';
import { languageChosen, sessionResetRequested } from '../../../src/renderer/src/app/appSlice';
import { modulesLoaded } from '../../../src/renderer/src/app/config/configSlice';
import { endCustomer } from '../../../src/renderer/src/app/session/sessionSaga';
import { storedLanguage } from '../../../src/renderer/src/app/languageSaga';
import { createAppStore } from '../../../src/renderer/src/app/store';
import { CartTotals } from '../../../src/renderer/src/features/cart/CartTotals';
import { BirthDateFields } from '../../../src/renderer/src/features/rechargement/BirthDateFields';
import { monthOptions } from '../../../src/renderer/src/features/rechargement/products/rules';
import { DATE_FNS_LOCALES } from '../../../src/renderer/src/features/rechargement/dateLocale';
import { LanguageContext } from '../../../src/renderer/src/i18n/language';
import { localStore, STORAGE_KEYS } from '../../../src/renderer/src/platform/storage';
import { renderApp } from './render-app';

vi.mock('../../../src/renderer/src/app/navigation', () => ({
  navigate: vi.fn(),
  arrive: vi.fn(),
  setNavigator: vi.fn(),
  scrollToTop: vi.fn(),
  leaveTo: vi.fn(),
  goBack: vi.fn(),
}));

const NBSP = '\u00a0';
const NNBSP = '\u202f';

afterEach(() => {
  document.documentElement.lang = 'fr';
});

const switchOf = async (name: 'Langue' | 'Language') =>
  within(await screen.findByRole('banner')).getByRole('group', { name });

describe('the web header’s switch', () => {
  it('is French by default: two toggle buttons, each language named in itself', async () => {
    renderApp('/home');
    const group = await switchOf('Langue');
    const french = within(group).getByRole('button', { name: 'Français' });
    const english = within(group).getByRole('button', { name: 'English' });
    expect(french).toHaveProperty('lang', 'fr');
    expect(english).toHaveProperty('lang', 'en');
    expect(french.getAttribute('aria-pressed')).toBe('true');
    expect(english.getAttribute('aria-pressed')).toBe('false');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accueil' })).toBeTruthy();
  });

  it('switches the page, <html lang>, the title and local storage to English, then back', async () => {
    const user = userEvent.setup();
    const { store } = renderApp('/home');
    // The list answered (empty): the menu shows once it is known.
    act(() => void store.dispatch(modulesLoaded([])));
    await screen.findByRole('heading', { level: 1, name: 'Accueil' });

    await user.click(within(await switchOf('Langue')).getByRole('button', { name: 'English' }));

    expect(store.getState().app.language).toBe('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    expect(
      within(await switchOf('Language'))
        .getByRole('button', { name: 'English' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('Home – Online ticket shop');
    expect(localStore.get(STORAGE_KEYS.language)).toBe('en');

    await user.click(within(await switchOf('Language')).getByRole('button', { name: 'Français' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Accueil' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
    expect(document.title).toBe('Accueil – Portail de vente en ligne');
    expect(localStore.get(STORAGE_KEYS.language)).toBe('fr');
  });

  it('translates a feature page with its own catalogue (loaded with its chunk)', async () => {
    renderApp('/vpc/itemlist', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });
});

describe('the choice kept for the next visit', () => {
  it('is read from local storage, French when absent or unknown', () => {
    expect(storedLanguage()).toBe('fr');
    localStore.set(STORAGE_KEYS.language, 'en');
    expect(storedLanguage()).toBe('en');
    localStore.set(STORAGE_KEYS.language, 'de');
    expect(storedLanguage()).toBe('fr');
  });

  it('starts the app in it', async () => {
    localStore.set(STORAGE_KEYS.language, 'en');
    renderApp('/home', { language: storedLanguage() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
  });
});

describe('the kiosk', () => {
  it('shows the switch with big targets on its home screen only', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/home', { platform: 'kiosk' });
    const group = await screen.findByRole('group', { name: 'Langue' });
    expect(group.className).toContain('kiosk-language');
    await user.click(within(group).getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    expect(await screen.findByRole('banner', { name: 'Kiosk header' })).toBeTruthy();
    await act(() => router.navigate('/vpc/itemlist'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Language' })).toBeNull();
  });

  it('goes back to French when the session is reset (idle, or the customer left)', async () => {
    const store = createAppStore({ platform: 'kiosk' });
    store.dispatch(languageChosen('en'));
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(localStore.get(STORAGE_KEYS.language)).toBe('en');

    await runSaga({ dispatch: store.dispatch, getState: store.getState }, endCustomer).toPromise();

    expect(store.getState().app.language).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(localStore.get(STORAGE_KEYS.language)).toBeNull();
    expect(storedLanguage()).toBe('fr');
  });

  it('resets through the kiosk’s request as well', async () => {
    const store = createAppStore({ platform: 'kiosk', language: 'en' });
    store.dispatch(sessionResetRequested());
    await vi.waitFor(() => expect(store.getState().app.language).toBe('fr'));
  });
});

describe('amounts and dates in the chosen locale', () => {
  it('formats euros as fr-FR by default and en-GB in English', () => {
    expect(formatEuros(1234.5)).toBe(`1${NNBSP}234,50${NBSP}€`);
    expect(formatEuros(1234.5, 'en-GB')).toBe('€1,234.50');
  });

  it('shows a cart’s totals in the page’s language', () => {
    const cart = { products: [], totalPrice: 12.9, shippingPrice: 0 } as unknown as Cart;
    const { unmount } = render(<CartTotals cart={cart} type="rechargement" />);
    expect(screen.getByText('Montant total à payer').nextElementSibling?.textContent).toBe(`12,90${NBSP}€`);
    unmount();
    render(
      <LanguageContext value="en">
        <CartTotals cart={cart} type="rechargement" />
      </LanguageContext>,
    );
    expect(screen.getByText('Total amount to pay').nextElementSibling?.textContent).toBe('€12.90');
  });

  it('names the months in the page’s language', () => {
    expect(monthOptions('2026-11-01', '2026-12-01').map((o) => o.label)).toEqual([
      'novembre 2026',
      'décembre 2026',
    ]);
    expect(monthOptions('2026-11-01', '2026-12-01', DATE_FNS_LOCALES.en).map((o) => o.label)).toEqual([
      'November 2026',
      'December 2026',
    ]);
  });

  it('labels the birth date’s selects in English', () => {
    render(
      <LanguageContext value="en">
        <BirthDateFields parts={{ day: null, month: '3', year: null }} years={[1990]} onChange={() => {}} />
      </LanguageContext>,
    );
    expect(screen.getByRole('group', { name: 'Date of birth' })).toBeTruthy();
    expect(screen.getAllByText('March').length).toBeGreaterThan(0);
    expect(screen.queryByText('mars')).toBeNull();
  });
});
