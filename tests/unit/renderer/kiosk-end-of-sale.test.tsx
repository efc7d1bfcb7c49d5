// The kiosk's ways out of a sale (issue 24 item 5): the header's 'Accueil' and the summary's 'Terminer'
// end it through the one end of customer: the stored basket forgotten, French again, home.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectLanguage } from '../../../src/renderer/src/app/appSlice';
import { localStore, STORAGE_KEYS } from '../../../src/renderer/src/platform/storage';
import { renderApp } from './render-app';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the end of a sale on the kiosk', () => {
  it("'Accueil' in the header forgets the customer: basket, language, and goes home", async () => {
    const { store, router } = renderApp('/vpc', { platform: 'kiosk', language: 'en' }, 'vpc');
    const home = within(await screen.findByRole('banner')).getByRole('link', { name: 'Home' });
    expect(localStore.get(STORAGE_KEYS.cartType)).toBe('vpc');
    await userEvent.click(home);
    await waitFor(() => expect(selectLanguage(store.getState())).toBe('fr'));
    expect(localStore.get(STORAGE_KEYS.cartType)).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it("the summary's end is 'Terminer', and it forgets the customer", async () => {
    const { store, router } = renderApp(
      '/recapitulatif?module=VPC&paymentOk=false',
      { platform: 'kiosk' },
      'vpc',
    );
    const finish = await screen.findByRole('button', { name: 'Terminer' });
    expect(screen.queryByRole('button', { name: 'Retour à l’accueil' })).toBeNull();
    await userEvent.click(finish);
    await waitFor(() => expect(localStore.get(STORAGE_KEYS.cartType)).toBeNull());
    expect(selectLanguage(store.getState())).toBe('fr');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});
