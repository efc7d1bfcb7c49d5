// Issue 29 §1–§2: the counter's pay button. The customer's full form is saved as on the web, then the
// order is paid on the counter's terminal or in cash: the request carries the sale's lines (adding up to
// the total, shipping included) and, in cash, what the customer handed over; too little cash, or an
// amount that cannot be read, stops before anything is saved.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runSaga } from 'redux-saga';
import type { KioskBridge, PaymentOutcome, StartPaymentRequest } from '@shared/kiosk-bridge';
import type { Cart } from '@shared/shop';
import * as api from '../../../src/renderer/src/api/payment';
import * as navigation from '../../../src/renderer/src/app/navigation';
import { initialCartState } from '../../../src/renderer/src/features/cart/cartSlice';
import { counterPay } from '../../../src/renderer/src/features/payment/counterPaySaga';
import { saleLinesOf } from '../../../src/shared/sale-lines';
import {
  emptyAddress,
  idleTerminal,
  type PaymentState,
} from '../../../src/renderer/src/features/payment/paymentSlice';

vi.mock('../../../src/renderer/src/api/payment');
vi.mock('../../../src/renderer/src/app/navigation', () => ({ navigate: vi.fn(), leaveTo: vi.fn() }));

const ADDRESS = {
  ...emptyAddress,
  gender: 'MME' as const,
  lastname: 'Lefèvre',
  firstname: 'Zoé',
  phone: '0254000000',
  email: 'zoe@exemple.fr',
  address: '12 place de la Gare',
  postalCode: '41000',
  town: 'Blois',
};
/** 2 × 4,50 € + 6,90 € of goods and 4,90 € of shipping: 20,80 €. */
const cart = {
  products: [
    { id: 1, label: 'Carte de transport', quantity: 2, totalPrice: 9, montantTva: 0.15 },
    { id: 2, label: 'Porte-carte', quantity: 1, totalPrice: 6.9, montantTva: 0.2 },
  ],
  totalPrice: 20.8,
  shippingPrice: 4.9,
  productsQuantity: 3,
} as Cart;

type Action = { type: string; payload?: unknown };

function bridgeAnswering(outcome: PaymentOutcome): KioskBridge & { requests: StartPaymentRequest[] } {
  const requests: StartPaymentRequest[] = [];
  return {
    requests,
    startPayment: vi.fn(async (request: StartPaymentRequest) => {
      requests.push(request);
      return outcome;
    }),
    cancelPayment: vi.fn(),
    printReceipt: vi.fn(),
    reload: vi.fn(),
    info: vi.fn(),
    abilities: vi.fn(),
  };
}

async function run(payment: Partial<PaymentState>) {
  const dispatched: Action[] = [];
  const state = {
    app: { language: 'fr' },
    cart: { ...initialCartState, cartType: 'vpc', termsAccepted: true, cart },
    payment: {
      form: ADDRESS,
      touched: {},
      modes: [],
      modesStatus: 'loaded',
      mode: 'TPE',
      cities: [],
      submitting: false,
      error: null,
      noticeDismissed: false,
      terminal: idleTerminal,
      cashGiven: '',
      ...payment,
    },
  };
  const task = runSaga({ dispatch: (a: Action) => dispatched.push(a), getState: () => state }, counterPay);
  await vi.advanceTimersByTimeAsync(2000);
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
  vi.mocked(api.saveShippingAddress).mockResolvedValue({ valid: true });
  vi.mocked(api.saveOrder).mockResolvedValue({ id: 10001, status: 'CREATED', totalPrice: 20.8 });
  vi.mocked(api.markPaymentPending).mockResolvedValue();
});

afterEach(() => {
  vi.useRealTimers();
  delete window.kiosk;
});

const LINES = [
  { label: 'Carte de transport', quantity: 2, amountCents: 900 },
  { label: 'Porte-carte', quantity: 1, amountCents: 690 },
  { label: 'Frais de livraison', quantity: 1, amountCents: 490 },
];

describe('counter pay saga', () => {
  it('pays on the terminal: address saved, TPE order, the sale’s lines with the shipping, then the summary', async () => {
    vi.mocked(api.initPayment).mockResolvedValue({
      error: false,
      paybox: false,
      paypal: false,
      terminal: true,
      orderId: 10001,
    });
    bridge = bridgeAnswering({ status: 'approved', reference: 'A1', maskedPan: '**** 0003' });
    window.kiosk = bridge;
    const dispatched = await run({ mode: 'TPE' });
    expect(api.saveShippingAddress).toHaveBeenCalledWith(ADDRESS);
    expect(api.saveOrder).toHaveBeenCalledWith(expect.objectContaining({ paymentMode: 'TPE', isVpc: true }));
    expect(bridge.requests).toEqual([
      expect.objectContaining({
        orderId: '10001',
        amountCents: 2080,
        saleKinds: ['shop-pickup'],
        saleLines: LINES,
      }),
    ]);
    expect(bridge.requests[0]).not.toHaveProperty('cash');
    expect(answered(dispatched)?.status).toBe('approved');
    expect(navigation.navigate).toHaveBeenCalledWith('/recapitulatif?module=VPC&paymentOk=true');
  });

  it('takes cash: what was handed over goes to main, the change is said, and the agent goes on when ready', async () => {
    vi.mocked(api.initPayment).mockResolvedValue({
      error: false,
      paybox: false,
      paypal: false,
      cash: true,
      orderId: 10001,
    });
    bridge = bridgeAnswering({
      status: 'approved',
      reference: 'ESPECES',
      cash: { givenCents: 5000, changeCents: 2920 },
    });
    window.kiosk = bridge;
    const dispatched = await run({ mode: 'ESPECES', cashGiven: '50' });
    expect(api.saveOrder).toHaveBeenCalledWith(expect.objectContaining({ paymentMode: 'ESPECES' }));
    expect(bridge.requests[0]).toMatchObject({
      amountCents: 2080,
      cash: { givenCents: 5000 },
      saleLines: LINES,
    });
    expect(answered(dispatched)).toMatchObject({
      status: 'approved',
      message: 'Espèces encaissées. Monnaie à rendre : 29,20\u00a0€.',
    });
    // No summary before the agent has given the change back ('Continuer').
    expect(navigation.navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['', 'Saisissez le montant remis en euros, par exemple 20 ou 20,50.'],
    ['vingt', 'Saisissez le montant remis en euros, par exemple 20 ou 20,50.'],
    ['20,805', 'Saisissez le montant remis en euros, par exemple 20 ou 20,50.'],
    ['20,79', 'Le montant remis est inférieur au montant à payer.'],
  ])('refuses the cash typed as %j before anything is saved', async (cashGiven, message) => {
    window.kiosk = bridgeAnswering({ status: 'approved' });
    const dispatched = await run({ mode: 'ESPECES', cashGiven });
    expect(failure(dispatched)).toBe(message);
    expect(api.saveShippingAddress).not.toHaveBeenCalled();
    expect(api.saveOrder).not.toHaveBeenCalled();
  });

  it('asks the full form first: nothing is saved with an invalid address', async () => {
    window.kiosk = bridgeAnswering({ status: 'approved' });
    const dispatched = await run({ mode: 'TPE', form: { ...ADDRESS, postalCode: '' } });
    expect(failure(dispatched)).toBe('Certaines des informations saisies ne sont pas valides.');
    expect(api.saveOrder).not.toHaveBeenCalled();
  });

  it('shows the till’s refusal as main says it (till closed): nothing debited, the agent may try again', async () => {
    vi.mocked(api.initPayment).mockResolvedValue({
      error: false,
      paybox: false,
      paypal: false,
      terminal: true,
      orderId: 10001,
    });
    window.kiosk = bridgeAnswering({
      status: 'error',
      message: 'La caisse est fermée : ouvrez-la avant toute vente.',
    });
    const dispatched = await run({ mode: 'TPE' });
    expect(answered(dispatched)).toEqual({
      status: 'error',
      message: 'La caisse est fermée : ouvrez-la avant toute vente.',
    });
  });
});

describe('the sale’s lines', () => {
  it('adds up to the total, or becomes one line for the order', () => {
    const labels = { order: 'Commande n° 1', shipping: 'Frais de livraison' };
    expect(saleLinesOf(cart.products, cart.shippingPrice, 2080, labels)).toEqual(LINES);
    expect(saleLinesOf(cart.products, cart.shippingPrice, 2000, labels)).toEqual([
      { label: 'Commande n° 1', quantity: 1, amountCents: 2000 },
    ]);
  });
});
