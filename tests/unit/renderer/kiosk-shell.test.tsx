// The kiosk shell pauses the idle reset while a payment waits on the card terminal. It reads the payment
// state without loading the payment feature (issue 11): before that feature has loaded, nothing waits.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore } from '../../../src/renderer/src/app/store';
import KioskShell from '../../../src/renderer/src/features/kiosk/KioskShell';

/** DeviceInfo's defaults: 90 s of inactivity before the warning. */
const IDLE_TIMEOUT_MS = 90_000;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function renderShell() {
  const store = createAppStore({ platform: 'kiosk' });
  render(
    <Provider store={store}>
      <KioskShell />
    </Provider>,
  );
  return store;
}

const warning = () => screen.queryByRole('alertdialog', { name: 'Êtes-vous toujours là ?' });

describe('kiosk shell', () => {
  it('warns after the idle timeout when the payment feature has not loaded', () => {
    const store = renderShell();
    expect(store.getState()).not.toHaveProperty('payment');
    act(() => vi.advanceTimersByTime(IDLE_TIMEOUT_MS));
    expect(warning()).not.toBeNull();
  });

  it('does not warn while a payment waits on the card terminal', async () => {
    const store = renderShell();
    const { terminalStarted } = await import('../../../src/renderer/src/features/payment/paymentSlice');
    act(() => {
      store.dispatch(terminalStarted({ orderId: 10001, amountCents: 2980 }));
    });
    act(() => vi.advanceTimersByTime(IDLE_TIMEOUT_MS * 2));
    expect(warning()).toBeNull();
  });
});
