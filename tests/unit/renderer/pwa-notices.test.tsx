// Issue 16 "PWA": the notices above every web screen: empty live regions from the start, then
// 'Actualisation de la page…' (SPEC §4) when a new version takes over, and the service out of reach
// while the device is offline.
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../../src/renderer/src/app/store';
import { PwaNotices } from '../../../src/renderer/src/features/pwa/PwaNotices';
import { connectivityChanged, updateFound } from '../../../src/renderer/src/features/pwa/pwaSlice';

function renderNotices() {
  const store = createAppStore();
  render(
    <Provider store={store}>
      <PwaNotices />
    </Provider>,
  );
  return store;
}

describe('PWA notices', () => {
  it('are two empty polite live regions while nothing happens', () => {
    renderNotices();
    const regions = screen.getAllByRole('status');
    expect(regions).toHaveLength(2);
    for (const region of regions) expect(region.textContent).toBe('');
  });

  it("say 'Actualisation de la page…' when a new version is found", () => {
    const store = renderNotices();
    act(() => void store.dispatch(updateFound()));
    expect(screen.getAllByRole('status')[0]!.textContent).toBe('Actualisation de la page…');
  });

  it('say in French that the service is out of reach while offline, and nothing once back online', () => {
    const store = renderNotices();
    act(() => void store.dispatch(connectivityChanged(false)));
    expect(screen.getAllByRole('status')[1]!.textContent).toBe(
      'Le service est injoignable pour le moment. Vérifiez votre connexion puis réessayez.',
    );
    act(() => void store.dispatch(connectivityChanged(true)));
    expect(screen.getAllByRole('status')[1]!.textContent).toBe('');
  });
});
