import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runSaga } from 'redux-saga';
import { AxiosError, AxiosHeaders } from 'axios';
import type { OrderSummary } from '@shared/payment';
import * as payment from '../../../src/renderer/src/api/payment';
import * as order from '../../../src/renderer/src/api/order';
import { initialAppState } from '../../../src/renderer/src/app/appSlice';
import { openRecap } from '../../../src/renderer/src/features/recap/recapSaga';
import { recapOpened, type RecapQuery } from '../../../src/renderer/src/features/recap/recapSlice';

vi.mock('../../../src/renderer/src/api/payment');
vi.mock('../../../src/renderer/src/api/order');

const summary = { found: true, success: true, vpc: true } as OrderSummary;
const query: RecapQuery = {
  module: 'VPC',
  paymentOk: 'true',
  cancel: null,
  PayerID: null,
  paymentId: null,
  token: null,
  abort: null,
};

function start(q: Partial<RecapQuery> = {}) {
  const dispatched: { type: string; payload?: unknown }[] = [];
  const task = runSaga(
    { dispatch: (a: { type: string }) => dispatched.push(a), getState: () => ({ app: initialAppState }) },
    openRecap,
    recapOpened({ ...query, ...q }),
  );
  return { dispatched, done: task.toPromise() };
}

const last = (dispatched: { type: string; payload?: unknown }[]) => dispatched.at(-1);

beforeEach(() => {
  vi.useFakeTimers();
  vi.clearAllMocks();
  vi.mocked(order.getOrderSummary).mockResolvedValue(summary);
});
afterEach(() => vi.useRealTimers());

describe('return to summary (SPEC §4)', () => {
  it('polls every 3 s until finished, then shows the summary', async () => {
    vi.mocked(payment.waitPayment)
      .mockResolvedValueOnce({ finished: false, error: false })
      .mockResolvedValueOnce({ finished: false, error: false })
      .mockResolvedValueOnce({ finished: true, error: false });
    const { dispatched, done } = start({ PayerID: 'P1', paymentId: 'PAY-1', token: 'EC-1' });
    await vi.advanceTimersByTimeAsync(0);
    expect(payment.waitPayment).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2999);
    expect(payment.waitPayment).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(payment.waitPayment).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3000);
    await done;
    expect(payment.waitPayment).toHaveBeenCalledTimes(3);
    expect(payment.waitPayment).toHaveBeenCalledWith({
      urlParameters: { payerId: 'P1', paymentId: 'PAY-1', token: 'EC-1' },
    });
    expect(last(dispatched)).toEqual({ type: 'recap/summaryShown', payload: { summary, cancelled: false } });
  });

  it('finished with an error → refused', async () => {
    vi.mocked(payment.waitPayment).mockResolvedValue({ finished: true, error: true });
    const { dispatched, done } = start();
    await vi.runAllTimersAsync();
    await done;
    expect(last(dispatched)?.payload).toEqual({ phase: 'refused', message: 'Votre paiement a été refusé.' });
    expect(order.getOrderSummary).not.toHaveBeenCalled();
  });

  it('payment not found (404) → the summary is unavailable', async () => {
    const config = { headers: new AxiosHeaders() };
    vi.mocked(payment.waitPayment).mockRejectedValue(
      new AxiosError('404', '404', config, null, {
        status: 404,
        statusText: '',
        headers: {},
        config,
        data: {},
      }),
    );
    const { dispatched, done } = start();
    await vi.runAllTimersAsync();
    await done;
    expect(last(dispatched)?.payload).toMatchObject({ phase: 'unavailable' });
    expect(String((last(dispatched)?.payload as { message: string }).message)).toContain(
      'Le récapitulatif immédiat de votre commande n’est plus disponible.',
    );
  });

  it('gives up after 10 tries', async () => {
    vi.mocked(payment.waitPayment).mockResolvedValue({ finished: false, error: false });
    const { dispatched, done } = start();
    await vi.advanceTimersByTimeAsync(9 * 3000);
    await done;
    expect(payment.waitPayment).toHaveBeenCalledTimes(10);
    expect(last(dispatched)?.payload).toMatchObject({ phase: 'error' });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(payment.waitPayment).toHaveBeenCalledTimes(10);
  });

  it('cancel → cancel call, then the summary with the failure notice', async () => {
    vi.mocked(order.getOrderSummary).mockResolvedValue({ ...summary, success: false });
    const { dispatched, done } = start({ cancel: 'true' });
    await done;
    expect(payment.cancelPayment).toHaveBeenCalledTimes(1);
    expect(payment.waitPayment).not.toHaveBeenCalled();
    expect(last(dispatched)).toMatchObject({ type: 'recap/summaryShown', payload: { cancelled: true } });
  });

  it('abort → abort call and the failure notice', async () => {
    const { dispatched, done } = start({ abort: 'true' });
    await done;
    expect(payment.abortPayment).toHaveBeenCalledTimes(1);
    expect(payment.waitPayment).not.toHaveBeenCalled();
    expect(last(dispatched)?.payload).toEqual({ phase: 'cancelled', message: 'Échec du paiement…' });
  });

  it('paid after the seats were sold (issue 23): the summary to refund, never « refusé »', async () => {
    const refund = {
      ...summary,
      success: false,
      vpc: false,
      remboursement: { montant: 8.5, portefeuille: false, message: 'Remboursement' },
    };
    vi.mocked(payment.waitPayment).mockResolvedValue({ finished: true, error: false });
    vi.mocked(order.getOrderSummary).mockResolvedValue(refund);
    const { dispatched, done } = start();
    await vi.runAllTimersAsync();
    await done;
    expect(last(dispatched)).toEqual({
      type: 'recap/summaryShown',
      payload: { summary: refund, cancelled: false },
    });
    expect(dispatched.map((a) => a.type)).not.toContain('recap/recapFailed');
  });

  it('a summary that is not found → unavailable', async () => {
    vi.mocked(payment.waitPayment).mockResolvedValue({ finished: true, error: false });
    vi.mocked(order.getOrderSummary).mockResolvedValue({ found: false } as OrderSummary);
    const { dispatched, done } = start();
    await vi.runAllTimersAsync();
    await done;
    expect(last(dispatched)?.payload).toMatchObject({ phase: 'unavailable' });
  });
});
