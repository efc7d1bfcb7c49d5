// The footer's links (SPEC §2 "Other"): on the web they are plain links; in Electron (kiosk and counter)
// the window has no address bar nor back button, and main refuses the back office as a page, so a link
// opens the frame screen inside the app instead of replacing it.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { Preferences } from '@shared/backoffice';
import { preferencesLoaded } from '../../../src/renderer/src/app/config/configSlice';
import { Footer } from '../../../src/renderer/src/app/layout/Footer';
import { createAppStore } from '../../../src/renderer/src/app/store';
import type { Platform } from '../../../src/renderer/src/platform/bridge';

const LEGAL = 'http://127.0.0.1:5180/externe/mentions-legales.html';
const footer: Preferences['footer'] = {
  shopName: 'Agence commerciale Ligéo',
  lines: ['12 place de la Gare', '41000 Blois'],
  links: [{ label: 'Mentions légales', url: LEGAL }],
};

function renderFooter(platform: Platform) {
  const store = createAppStore({ platform });
  store.dispatch(preferencesLoaded({ footer } as Preferences));
  render(
    <Provider store={store}>
      <MemoryRouter>
        <Footer />
      </MemoryRouter>
    </Provider>,
  );
  return screen.getByRole('link', { name: 'Mentions légales' }).getAttribute('href');
}

describe('footer links', () => {
  it('on the web, a plain link to the page', () => {
    expect(renderFooter('web')).toBe(LEGAL);
  });

  it.each(['kiosk', 'counter'] as const)('in the %s app, the frame screen showing the page', (platform) => {
    expect(renderFooter(platform)).toBe(`/iframe?url=${encodeURIComponent(LEGAL)}`);
  });
});
