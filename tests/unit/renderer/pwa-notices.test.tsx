// Issue 16 "PWA": the notices above every web screen: empty live regions from the start, then
// 'Actualisation de la page…' (SPEC §4) when a new version takes over, and the service out of reach
// while the device is offline.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../../src/renderer/src/app/store';
import { PwaNotices } from '../../../src/renderer/src/features/pwa/PwaNotices';
import {
  connectivityChanged,
  updateAccepted,
  updateApplying,
  updateFound,
} from '../../../src/renderer/src/features/pwa/pwaSlice';

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

  it('say a new version waits for the next page, with « Mettre à jour » to apply it now', async () => {
    const store = renderNotices();
    const dispatched: unknown[] = [];
    store.subscribe(() => undefined);
    const dispatch = store.dispatch;
    store.dispatch = ((action: unknown) => {
      dispatched.push(action);
      return dispatch(action as Parameters<typeof dispatch>[0]);
    }) as typeof store.dispatch;
    act(() => void store.dispatch(updateFound()));
    expect(screen.getAllByRole('status')[0]!.textContent).toBe(
      'Une nouvelle version du portail est prête : elle s’appliquera à votre prochain changement de page.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    expect(dispatched).toContainEqual(updateAccepted());
  });

  it("say 'Actualisation de la page…' when the new version applies, without the button", () => {
    const store = renderNotices();
    act(() => void store.dispatch(updateFound()));
    act(() => void store.dispatch(updateApplying()));
    expect(screen.getAllByRole('status')[0]!.textContent).toBe('Actualisation de la page…');
    expect(screen.queryByRole('button', { name: 'Mettre à jour' })).toBeNull();
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
