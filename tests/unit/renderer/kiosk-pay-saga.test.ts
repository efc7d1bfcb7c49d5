// SPEC §1 kiosk variant: only the e-mail is asked and the payment starts on the card terminal (bridge).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runSaga } from 'redux-saga';
import { httpError } from './http-error';
import type { KioskBridge, PaymentOutcome, StartPaymentRequest } from '@shared/kiosk-bridge';
import type { Cart } from '@shared/shop';
import * as api from '../../../src/renderer/src/api/payment';
import * as cartApi from '../../../src/renderer/src/api/cart';
import * as navigation from '../../../src/renderer/src/app/navigation';
import { initialCartState } from '../../../src/renderer/src/features/cart/cartSlice';
import {
  APPROVED_PAUSE_MS,
  kioskPay,
  storedTerminalPayment,
} from '../../../src/renderer/src/features/payment/kioskPaySaga';
import {
  emptyAddress,
  idleTerminal,
  type PaymentState,
} from '../../../src/renderer/src/features/payment/paymentSlice';

vi.mock('../../../src/renderer/src/api/payment');
vi.mock('../../../src/renderer/src/api/cart');
vi.mock('../../../src/renderer/src/app/navigation', () => ({ navigate: vi.fn(), leaveTo: vi.fn() }));

const TPE = { value: 'TPE', label: 'Carte bancaire sur le terminal', logo: '', alt: '' };
const cart = { products: [{ id: 1 }], totalPrice: 29.8, shippingPrice: 0, productsQuantity: 1 } as Cart;
/** The back office's shop cart, with the web's shipping fee: 15,90 € of goods + 4,90 €. */
const shopCart = { ...cart, totalPrice: 20.8, shippingPrice: 4.9 } as Cart;

type Action = { type: string; payload?: unknown };

function bridgeAnswering(outcome: PaymentOutcome | Error): KioskBridge & { requests: StartPaymentRequest[] } {
  const requests: StartPaymentRequest[] = [];
  return {
    requests,
    startPayment: vi.fn(async (request: StartPaymentRequest) => {
      requests.push(request);
      if (outcome instanceof Error) throw outcome;
      return outcome;
    }),
    cancelPayment: vi.fn(),
    printReceipt: vi.fn(),
    reload: vi.fn(),
    info: vi.fn(),
    abilities: vi.fn(),
  };
}

async function runKioskPay(payment: Partial<PaymentState> = {}, termsAccepted = true, shown: Cart = cart) {
  const dispatched: Action[] = [];
  const state = {
    cart: { ...initialCartState, cartType: 'vpc', termsAccepted, cart: shown },
    payment: {
      form: { ...emptyAddress, email: 'leo.martin@exemple.fr' },
      touched: {},
      modes: [TPE],
      modesStatus: 'loaded',
      mode: null,
      cities: [],
      submitting: false,
      error: null,
      noticeDismissed: false,
      terminal: idleTerminal,
      ...payment,
    },
  };
  const task = runSaga({ dispatch: (a: Action) => dispatched.push(a), getState: () => state }, kioskPay);
  await vi.advanceTimersByTimeAsync(APPROVED_PAUSE_MS + 10);
  await task.toPromise();
  return dispatched;
}

const failure = (dispatched: Action[]) => dispatched.find((a) => a.type === 'payment/submitFailed')?.payload;
const answered = (dispatched: Action[]) =>
  dispatched.find((a) => a.type === 'payment/terminalAnswered')?.payload as PaymentOutcome | undefined;

let bridge: ReturnType<typeof bridgeAnswering>;

beforeEach(() => {
  vi.useFakeTimers();
  vi.clearAllMocks();
  vi.mocked(cartApi.saveCartEmail).mockResolvedValue();
  vi.mocked(api.saveOrder).mockResolvedValue({ id: 10001, status: 'CREATED', totalPrice: 29.8 });
  vi.mocked(api.initPayment).mockResolvedValue({
    error: false,
    paybox: false,
    paypal: false,
    terminal: true,
    orderId: 10001,
  });
  vi.mocked(api.markPaymentPending).mockResolvedValue();
  bridge = bridgeAnswering({
    status: 'approved',
    reference: 'A1B2C3',
    maskedPan: '**** 0003',
    signature: 'ab',
  });
  window.kiosk = bridge;
});

afterEach(() => {
  vi.useRealTimers();
  delete window.kiosk;
});

describe('kiosk pay saga', () => {
  it('saves the e-mail and a TPE order, starts the terminal with the order total, then shows the summary', async () => {
    const dispatched = await runKioskPay();
    expect(failure(dispatched)).toBeUndefined();
    const flags = { isVpc: true, isReservation: false, isTicketOD: false, isRechargementOD: false };
    expect(cartApi.saveCartEmail).toHaveBeenCalledWith(flags, 'leo.martin@exemple.fr');
    expect(api.saveOrder).toHaveBeenCalledWith({ ...flags, paymentMode: 'TPE' });
    expect(api.initPayment).toHaveBeenCalledWith({
      isVpc: true,
      isReservation: false,
      isTicketOD: false,
      paymentMode: 'TPE',
    });
    expect(api.markPaymentPending).toHaveBeenCalled();
    expect(api.saveShippingAddress).not.toHaveBeenCalled();
    expect(bridge.requests).toHaveLength(1);
    const request = bridge.requests[0]!;
    expect(request).toMatchObject({
      orderId: '10001',
      amountCents: 2980,
      currency: 'EUR',
      label: 'Commande n° 10001',
      // The shop's goods are collected at the agency with a printed receipt (issue 25 §1).
      saleKinds: ['shop-pickup'],
    });
    expect(request.idempotencyKey).toMatch(/^commande-10001-[0-9a-f-]{36}$/);
    const order = [
      cartApi.saveCartEmail,
      api.saveOrder,
      api.initPayment,
      api.markPaymentPending,
      bridge.startPayment,
    ].map((fn) => vi.mocked(fn).mock.invocationCallOrder[0]!);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(dispatched.find((a) => a.type === 'payment/terminalStarted')?.payload).toEqual({
      orderId: 10001,
      amountCents: 2980,
      inCash: false,
      recapPath: '/recapitulatif?module=VPC&paymentOk=true',
    });
    expect(answered(dispatched)?.status).toBe('approved');
    expect(navigation.navigate).toHaveBeenCalledWith('/recapitulatif?module=VPC&paymentOk=true');
    expect(storedTerminalPayment()).toBeNull();
  });

  it('a shop cart with the web’s shipping fee: the terminal charges the goods, as shown and as ordered', async () => {
    // The back office's cart (20,80 € with 4,90 € shipping) and its kiosk order (goods only, collected).
    vi.mocked(api.saveOrder).mockResolvedValue({ id: 10001, status: 'CREATED', totalPrice: 15.9 });
    const dispatched = await runKioskPay({}, true, shopCart);
    expect(failure(dispatched)).toBeUndefined();
    expect(bridge.requests[0]!.amountCents).toBe(1590);
  });

  it('without the order’s total in the save answer, charges what was shown: the goods', async () => {
    vi.mocked(api.saveOrder).mockResolvedValue({ id: 10001 });
    await runKioskPay({}, true, shopCart);
    expect(bridge.requests[0]!.amountCents).toBe(1590);
  });

  it.each([
    ['more than shown (a back office charging the shipping fee)', 20.8, shopCart],
    ['less than shown', 12, cart],
  ])(
    'an order total %s: no terminal, not pending, the amount is shown again',
    async (_name, total, shown) => {
      vi.mocked(api.saveOrder).mockResolvedValue({ id: 10001, totalPrice: total });
      const dispatched = await runKioskPay({}, true, shown);
      expect(failure(dispatched)).toBe(
        'Le montant de votre commande a changé. Vérifiez-le, puis validez à nouveau.',
      );
      expect(bridge.startPayment).not.toHaveBeenCalled();
      expect(api.markPaymentPending).not.toHaveBeenCalled();
      expect(dispatched.map((a) => a.type)).toContain('cart/cartRequested');
    },
  );

  it.each([
    ['declined', { status: 'declined', message: 'Carte refusée par la banque.' }],
    ['cancelled', { status: 'cancelled' }],
    ['error', { status: 'error', message: 'Terminal injoignable.' }],
  ] as const)('%s: shown, no summary, nothing remembered', async (_name, outcome) => {
    bridge = bridgeAnswering(outcome);
    window.kiosk = bridge;
    const dispatched = await runKioskPay();
    expect(answered(dispatched)).toEqual(outcome);
    expect(navigation.navigate).not.toHaveBeenCalled();
    expect(storedTerminalPayment()).toBeNull();
  });

  it('unknown: shown, no summary, and the same key is remembered so a reload asks again instead of paying', async () => {
    bridge = bridgeAnswering({ status: 'unknown' });
    window.kiosk = bridge;
    const dispatched = await runKioskPay();
    expect(answered(dispatched)?.status).toBe('unknown');
    expect(navigation.navigate).not.toHaveBeenCalled();
    expect(storedTerminalPayment()?.request).toEqual(bridge.requests[0]);
  });

  it('a bridge that throws counts as unknown, never as a failure inviting a second payment', async () => {
    bridge = bridgeAnswering(new Error('IPC perdu'));
    window.kiosk = bridge;
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const dispatched = await runKioskPay();
    expect(answered(dispatched)).toEqual({ status: 'unknown' });
    error.mockRestore();
  });

  it('refuses without the terms, before any call', async () => {
    const dispatched = await runKioskPay({}, false);
    expect(failure(dispatched)).toBe('Veuillez accepter les conditions générales de vente.');
    expect(cartApi.saveCartEmail).not.toHaveBeenCalled();
    expect(bridge.startPayment).not.toHaveBeenCalled();
  });

  it('refuses a bad e-mail with the SPEC message and marks the field touched', async () => {
    const dispatched = await runKioskPay({ form: { ...emptyAddress, email: 'leo@' } });
    expect(failure(dispatched)).toBe('Certaines des informations saisies ne sont pas valides.');
    expect(dispatched).toContainEqual({ type: 'payment/fieldTouched', payload: 'email' });
    expect(cartApi.saveCartEmail).not.toHaveBeenCalled();
  });

  it('without the TPE mode (device unknown to the back office) it cannot start', async () => {
    const dispatched = await runKioskPay({ modes: [{ ...TPE, value: 'CB' }] });
    expect(failure(dispatched)).toBe(
      'Impossible de démarrer le service de paiement. Veuillez réessayer plus tard.',
    );
    expect(api.saveOrder).not.toHaveBeenCalled();
  });

  it('an order the back office does not save → the SPEC message, no terminal', async () => {
    vi.mocked(api.saveOrder).mockResolvedValue('');
    const dispatched = await runKioskPay();
    expect(failure(dispatched)).toBe('Veuillez choisir un moyen de paiement.');
    expect(bridge.startPayment).not.toHaveBeenCalled();
  });

  it('a reservation whose seats the back office cannot hold → its SPEC text, no terminal (issue 23)', async () => {
    vi.mocked(api.saveOrder).mockRejectedValue(
      httpError(400, { messageError: 'Plus de place disponible sur le trajet retour.' }),
    );
    const dispatched = await runKioskPay();
    expect(failure(dispatched)).toBe('Plus de place disponible sur le trajet retour.');
    expect(api.initPayment).not.toHaveBeenCalled();
    expect(bridge.startPayment).not.toHaveBeenCalled();
  });

  it('init without the terminal flag → init failure, no terminal', async () => {
    vi.mocked(api.initPayment).mockResolvedValue({
      error: false,
      paybox: true,
      paypal: false,
      orderId: 10001,
    });
    const dispatched = await runKioskPay();
    expect(failure(dispatched)).toBe(
      'Impossible de démarrer le service de paiement. Veuillez réessayer plus tard.',
    );
    expect(bridge.startPayment).not.toHaveBeenCalled();
  });

  it('pending failing → the server message, no terminal', async () => {
    vi.mocked(api.markPaymentPending).mockRejectedValue(
      httpError(400, { messageError: 'Commande expirée.' }),
    );
    const dispatched = await runKioskPay();
    expect(failure(dispatched)).toBe('Commande expirée.');
    expect(bridge.startPayment).not.toHaveBeenCalled();
  });

  it('an e-mail the server refuses → its message', async () => {
    vi.mocked(cartApi.saveCartEmail).mockRejectedValue(httpError(400, { messageError: 'Adresse refusée.' }));
    const dispatched = await runKioskPay();
    expect(failure(dispatched)).toBe('Adresse refusée.');
  });

  it('does nothing while a payment is already running', async () => {
    const dispatched = await runKioskPay({ submitting: true });
    expect(dispatched).toEqual([]);
  });
});
