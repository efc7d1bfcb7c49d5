// SPEC §7: the town lookup follows the postal code, even when the town is typed (or filled by the
// browser) within the lookup's 250 ms wait.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../src/renderer/src/api/payment';
import { createAppStore } from '../../../src/renderer/src/app/store';
import { paymentSaga } from '../../../src/renderer/src/features/payment/paymentSaga';
import { fieldChanged, selectPayment } from '../../../src/renderer/src/features/payment/paymentSlice';

vi.mock('../../../src/renderer/src/api/payment');

const AJACCIO = [
  { value: 'Ajaccio', text: '20000 Ajaccio' },
  { value: 'Lecci', text: '20000 Lecci' },
];

function paymentStore() {
  const store = createAppStore();
  store.runFeatureSaga('payment', paymentSaga);
  return store;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(api.getCities).mockResolvedValue(AJACCIO);
});
afterEach(() => {
  vi.useRealTimers();
  vi.resetAllMocks();
});

describe('town lookup', () => {
  it('looks up the code once typed, 250 ms after the last keystroke', async () => {
    const store = paymentStore();
    for (const value of ['2', '20', '200', '2000', '20000'])
      store.dispatch(fieldChanged({ field: 'postalCode', value }));
    await vi.advanceTimersByTimeAsync(300);
    expect(vi.mocked(api.getCities).mock.calls).toEqual([['20000', '250']]);
    expect(selectPayment(store.getState()).cities).toEqual(AJACCIO);
  });

  it('still looks the code up when the town is typed within the wait', async () => {
    const store = paymentStore();
    store.dispatch(fieldChanged({ field: 'postalCode', value: '20000' }));
    await vi.advanceTimersByTimeAsync(100);
    store.dispatch(fieldChanged({ field: 'town', value: 'l' }));
    store.dispatch(fieldChanged({ field: 'town', value: 'le' }));
    await vi.advanceTimersByTimeAsync(300);
    expect(vi.mocked(api.getCities).mock.calls).toEqual([['20000', '250']]);
    expect(selectPayment(store.getState()).cities).toEqual(AJACCIO);
  });

  it('does not look up again when only the town changes', async () => {
    const store = paymentStore();
    store.dispatch(fieldChanged({ field: 'postalCode', value: '20000' }));
    await vi.advanceTimersByTimeAsync(300);
    store.dispatch(fieldChanged({ field: 'town', value: 'Lecci' }));
    await vi.advanceTimersByTimeAsync(300);
    expect(api.getCities).toHaveBeenCalledTimes(1);
  });

  it('starts only after more than 3 characters (SPEC §7): none with 3, the 4 sent as typed', async () => {
    const store = paymentStore();
    store.dispatch(fieldChanged({ field: 'postalCode', value: '410' }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.getCities).not.toHaveBeenCalled();
    expect(selectPayment(store.getState()).cities).toEqual([]);
    store.dispatch(fieldChanged({ field: 'postalCode', value: ' 4100' }));
    await vi.advanceTimersByTimeAsync(300);
    expect(vi.mocked(api.getCities).mock.calls).toEqual([['4100', '250']]);
  });
});
