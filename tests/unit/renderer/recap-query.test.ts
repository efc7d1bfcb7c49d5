// SPEC §2 "Summary": what follows from the return's `paymentOk` and `module` query parameters.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runSaga } from 'redux-saga';
import type { OrderSummary } from '@shared/payment';
import * as payment from '../../../src/renderer/src/api/payment';
import * as order from '../../../src/renderer/src/api/order';
import { initialAppState } from '../../../src/renderer/src/app/appSlice';
import { rememberLockForReturn } from '../../../src/renderer/src/app/modules/returnLock';
import { openRecap } from '../../../src/renderer/src/features/recap/recapSaga';
import { recapOpened, type RecapQuery } from '../../../src/renderer/src/features/recap/recapSlice';
import { sessionStore, STORAGE_KEYS } from '../../../src/renderer/src/platform/storage';

vi.mock('../../../src/renderer/src/api/payment');
vi.mock('../../../src/renderer/src/api/order');

const query: RecapQuery = {
  module: null,
  paymentOk: null,
  cancel: null,
  PayerID: null,
  paymentId: null,
  token: null,
  abort: null,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any saga of one argument
async function run(saga: (...args: any[]) => Generator, action: unknown, lockedModule: string | null = null) {
  const dispatched: { type: string; payload?: unknown }[] = [];
  await runSaga(
    {
      dispatch: (a: { type: string }) => dispatched.push(a),
      getState: () => ({ app: { ...initialAppState, lockedModule } }),
    },
    saga,
    action,
  ).toPromise();
  return dispatched;
}

const open = (q: Partial<RecapQuery>, lockedModule: string | null = null) =>
  run(openRecap, recapOpened({ ...query, ...q }), lockedModule);

/** The tab leaves for the provider (locked or not), then the provider's return opens (maybe a new tab). */
async function leaveForProvider(lockedModule: string | null) {
  await run(rememberLockForReturn, undefined, lockedModule);
}

const locks = (dispatched: { type: string }[]) => dispatched.filter((a) => a.type === 'app/moduleLocked');

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(payment.waitPayment).mockResolvedValue({ finished: true, error: false });
  vi.mocked(order.getOrderSummary).mockResolvedValue({ found: true, success: true } as OrderSummary);
});

describe('paymentOk=false (the card provider refused)', () => {
  it('shows the refusal at once, without polling nor the summary', async () => {
    const dispatched = await open({ paymentOk: 'false', module: 'VPC' });
    expect(dispatched.at(-1)).toEqual({
      type: 'recap/recapFailed',
      payload: { phase: 'refused', message: 'Votre paiement a été refusé.' },
    });
    expect(payment.waitPayment).not.toHaveBeenCalled();
    expect(order.getOrderSummary).not.toHaveBeenCalled();
  });

  it('paymentOk=true is never taken on trust: the payment state is still polled', async () => {
    vi.mocked(payment.waitPayment).mockResolvedValue({ finished: true, error: true });
    const dispatched = await open({ paymentOk: 'true' });
    expect(payment.waitPayment).toHaveBeenCalledTimes(1);
    expect(dispatched.at(-1)?.payload).toEqual({ phase: 'refused', message: 'Votre paiement a été refusé.' });
  });
});

describe('module (the lock kept across the provider’s return)', () => {
  it('a tab locked onto the module when it left gets its lock back, even in a new tab', async () => {
    await leaveForProvider('VPC');
    // A new tab: its session storage is empty, the app starts unlocked.
    sessionStorage.clear();
    const dispatched = await open({ paymentOk: 'true', module: 'VPC' });
    expect(locks(dispatched)).toEqual([{ type: 'app/moduleLocked', payload: 'VPC' }]);
    expect(sessionStore.get(STORAGE_KEYS.lockedModule)).toBe('VPC');
  });

  it('the refused return keeps the lock too', async () => {
    await leaveForProvider('VPC');
    const dispatched = await open({ paymentOk: 'false', module: 'VPC' });
    expect(locks(dispatched)).toEqual([{ type: 'app/moduleLocked', payload: 'VPC' }]);
  });

  it('a customer who was not locked is not locked by the return', async () => {
    await leaveForProvider(null);
    const dispatched = await open({ paymentOk: 'true', module: 'VPC' });
    expect(locks(dispatched)).toEqual([]);
    expect(sessionStore.get(STORAGE_KEYS.lockedModule)).toBeNull();
  });

  it('a module other than the one the tab was locked onto, or unknown, changes nothing', async () => {
    for (const module of ['RESERVATION', 'NIMPORTE']) {
      await leaveForProvider('VPC');
      expect(locks(await open({ paymentOk: 'true', module }))).toEqual([]);
    }
    expect(sessionStore.get(STORAGE_KEYS.lockedModule)).toBeNull();
  });

  it('a return is read once: the same address opened again later locks nothing', async () => {
    await leaveForProvider('VPC');
    await open({ paymentOk: 'true', module: 'VPC' });
    sessionStorage.clear();
    expect(locks(await open({ paymentOk: 'true', module: 'VPC' }))).toEqual([]);
  });
});
