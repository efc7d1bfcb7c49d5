// Issue 27 §3: a route whose code cannot come (offline, never opened under the service worker) says so in
// the layout, in French; any other error of a page is not explained as a network one: which errors are
// a chunk that did not come.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { createAppStore } from '../../../src/renderer/src/app/store';
import { isChunkLoadError, RouteBoundary } from '../../../src/renderer/src/app/RouteUnavailable';

// The page itself, in the layout, offline: tests/e2e/pwa.spec.ts (a route never opened).
describe('a route whose code cannot load', () => {
  it("knows each browser's wording of a chunk that did not come, and Vite's CSS preload", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://x/a.js',
      'error loading dynamically imported module: http://x/a.js',
      'Importing a module script failed.',
      'Unable to preload CSS for http://x/assets/a.css',
    ])
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
    expect(isChunkLoadError(new Error('Network Error'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('the boundary around a section’s pages', () => {
  /** A page that throws `error` while `failing.now`, rendered in the boundary at /vpc/item. */
  const failing = { now: true };
  function Page({ error }: { error: Error }) {
    if (failing.now) throw error;
    return <h1>Article</h1>;
  }
  function Go() {
    const navigate = useNavigate();
    return (
      <button type="button" onClick={() => void navigate('/vpc/itemlist')}>
        Aller
      </button>
    );
  }
  function show(error: Error) {
    render(
      <Provider store={createAppStore()}>
        <MemoryRouter initialEntries={['/vpc/item']}>
          <Go />
          <RouteBoundary>
            <Page error={error} />
          </RouteBoundary>
        </MemoryRouter>
      </Provider>,
    );
  }

  it('says « Page indisponible » for a chunk that did not come, and forgets it on the next page', async () => {
    failing.now = true;
    show(new TypeError('Failed to fetch dynamically imported module: http://x/a.js'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page indisponible');
    expect(screen.getByRole('alert').textContent).toBe(
      'Le service est injoignable pour le moment. Vérifiez votre connexion puis réessayez.',
    );
    failing.now = false;
    await userEvent.click(screen.getByRole('button', { name: 'Aller' }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Article');
  });

  it('lets any other error go on up', () => {
    failing.now = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => show(new Error('Bogue'))).toThrow('Bogue');
  });
});
