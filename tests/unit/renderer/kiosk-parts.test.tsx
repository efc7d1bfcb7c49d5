// The kiosk's header, footer and purchase steps come from the kiosk's own chunk. Once main.tsx has
// preloaded it, they render in the same commit as the page: a header arriving later pushed the home
// screen down under a customer's finger. Before that (no preload), they still come, lazily. Each test
// imports the layout afresh: a lazy part once resolved would render at once and hide the difference.
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

async function kioskHome() {
  const [{ Layout }, parts, { createAppStore }] = await Promise.all([
    import('../../../src/renderer/src/app/layout/Layout'),
    import('../../../src/renderer/src/app/layout/kioskParts'),
    import('../../../src/renderer/src/app/store'),
  ]);
  const show = () => {
    render(
      <Provider store={createAppStore({ platform: 'kiosk' })}>
        <MemoryRouter initialEntries={['/home']}>
          <Routes>
            <Route element={<Layout />}>
              <Route path="/home" element={<h1>Bienvenue</h1>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
  };
  return { show, preload: parts.preloadKiosk };
}

const header = () => screen.queryByRole('banner', { name: 'En-tête de la borne' });

beforeEach(() => {
  vi.resetModules();
});

describe('kiosk layout parts', () => {
  it('render with the page, in its first commit, once preloaded', async () => {
    const { show, preload } = await kioskHome();
    await act(() => preload());
    show();
    expect(screen.getByRole('heading', { name: 'Bienvenue' })).toBeTruthy();
    expect(header()).not.toBeNull();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('come lazily when the chunk was not preloaded', async () => {
    const { show } = await kioskHome();
    show();
    expect(screen.getByRole('heading', { name: 'Bienvenue' })).toBeTruthy();
    expect(header()).toBeNull();
    expect(await screen.findByRole('banner', { name: 'En-tête de la borne' })).toBeTruthy();
  });
});
