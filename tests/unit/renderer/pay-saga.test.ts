import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runSaga } from 'redux-saga';
import { httpError } from './http-error';
import type { AddressForm, PayboxParameters } from '@shared/payment';
import * as api from '../../../src/renderer/src/api/payment';
import * as navigation from '../../../src/renderer/src/app/navigation';
import * as forms from '../../../src/renderer/src/platform/postForm';
import { pay } from '../../../src/renderer/src/features/payment/paySaga';
import { initialAppState } from '../../../src/renderer/src/app/appSlice';
import { initialCartState } from '../../../src/renderer/src/features/cart/cartSlice';
import { emptyAddress, type PaymentState } from '../../../src/renderer/src/features/payment/paymentSlice';

vi.mock('../../../src/renderer/src/api/payment');
vi.mock('../../../src/renderer/src/app/navigation', () => ({ leaveTo: vi.fn(), navigate: vi.fn() }));
vi.mock('../../../src/renderer/src/platform/postForm', () => ({
  postForm: vi.fn(),
  isMobileLayout: vi.fn(() => false),
}));

const address: AddressForm = {
  ...emptyAddress,
  gender: 'MR',
  lastname: 'Martin',
  firstname: 'Léo',
  email: 'leo.martin@exemple.fr',
  address: '3 rue Denis Papin',
  postalCode: '41000',
  town: 'Blois',
};

const parameters = {
  site: '1999888',
  total: '2980',
  email: 'leo.martin@exemple.fr',
  hmac: 'ABC',
  url: 'http://127.0.0.1/fournisseur/paiement-carte',
  urlMobile: 'http://127.0.0.1/fournisseur/paiement-carte/mobile',
} as PayboxParameters;

/** What a back office sending neither `porteur` nor `email` answers. */
const withoutHolder = { ...parameters, email: undefined } as unknown as PayboxParameters;

async function runPay(payment: Partial<PaymentState> = {}, termsAccepted = true, lockedModule?: string) {
  const dispatched: { type: string; payload?: unknown }[] = [];
  const state = {
    app: { ...initialAppState, lockedModule: lockedModule ?? null },
    cart: { ...initialCartState, cartType: 'vpc', termsAccepted },
    payment: {
      form: address,
      touched: {},
      modes: [],
      modesStatus: 'loaded',
      mode: 'CB',
      cities: [],
      submitting: false,
      error: null,
      noticeDismissed: false,
      ...payment,
    },
  };
  await runSaga(
    { dispatch: (a: { type: string }) => dispatched.push(a), getState: () => state },
    pay,
  ).toPromise();
  return dispatched;
}

const failure = (dispatched: { type: string; payload?: unknown }[]) =>
  dispatched.find((a) => a.type === 'payment/submitFailed')?.payload;

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(api.saveShippingAddress).mockResolvedValue({ valid: true });
  vi.mocked(api.saveOrder).mockResolvedValue({ id: 51 });
  vi.mocked(api.initPayment).mockResolvedValue({ error: false, paybox: true, paypal: false, orderId: 51 });
  vi.mocked(api.getPayboxParameters).mockResolvedValue(parameters);
  vi.mocked(api.getPaypalParameters).mockResolvedValue({
    url: 'http://127.0.0.1/fournisseur/portefeuille?token=EC-1',
  });
  vi.mocked(api.markPaymentPending).mockResolvedValue();
});

describe('pay saga (SPEC §4 payment flow)', () => {
  it('a tab locked onto a module remembers it just before leaving for the provider (SPEC §2 Summary)', async () => {
    const atPost: (string | null)[] = [];
    vi.mocked(forms.postForm).mockImplementation(() => {
      atPost.push(localStorage.getItem('paymentReturnLock'));
    });
    await runPay({}, true, 'VPC');
    // An unlocked tab leaves no lock behind for its return.
    await runPay();
    vi.mocked(forms.postForm).mockImplementation(() => undefined);
    expect(atPost).toEqual(['VPC', null]);
  });

  it('runs every step in order and posts the card form', async () => {
    const dispatched = await runPay();
    expect(failure(dispatched)).toBeUndefined();
    expect(api.saveShippingAddress).toHaveBeenCalledWith(address);
    expect(api.saveOrder).toHaveBeenCalledWith({
      isVpc: true,
      isReservation: false,
      isTicketOD: false,
      isRechargementOD: false,
      paymentMode: 'CB',
    });
    expect(api.initPayment).toHaveBeenCalledWith({
      isVpc: true,
      isReservation: false,
      isTicketOD: false,
      paymentMode: 'CB',
    });
    expect(api.getPayboxParameters).toHaveBeenCalledWith(51);
    expect(api.markPaymentPending).toHaveBeenCalled();
    // The holder's e-mail sent as `email` goes out as PBX_PORTEUR (SPEC §3 "porteur or email").
    expect(forms.postForm).toHaveBeenCalledWith(parameters.url, [
      ['PBX_SITE', '1999888'],
      ['PBX_TOTAL', '2980'],
      ['PBX_PORTEUR', 'leo.martin@exemple.fr'],
      ['PBX_HMAC', 'ABC'],
    ]);
    const order = [
      api.saveShippingAddress,
      api.saveOrder,
      api.initPayment,
      api.getPayboxParameters,
      api.markPaymentPending,
    ].map((fn) => vi.mocked(fn).mock.invocationCallOrder[0]!);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // The button stays locked: the page is leaving for the provider.
    expect(dispatched.map((a) => a.type)).toEqual(['payment/submitStarted']);
  });

  it('posts to the mobile url on a mobile layout', async () => {
    vi.mocked(forms.isMobileLayout).mockReturnValueOnce(true);
    await runPay();
    expect(forms.postForm).toHaveBeenCalledWith(parameters.urlMobile, expect.any(Array));
  });

  it('goes to the wallet provider for PayPal', async () => {
    vi.mocked(api.initPayment).mockResolvedValue({ error: false, paybox: false, paypal: true, orderId: 51 });
    await runPay({ mode: 'PAYPAL' });
    expect(api.getPaypalParameters).toHaveBeenCalledWith(51);
    expect(navigation.leaveTo).toHaveBeenCalledWith('http://127.0.0.1/fournisseur/portefeuille?token=EC-1');
    expect(forms.postForm).not.toHaveBeenCalled();
  });

  it('ignores a second click while a payment is under way', async () => {
    const dispatched = await runPay({ submitting: true });
    expect(dispatched).toEqual([]);
    expect(api.saveShippingAddress).not.toHaveBeenCalled();
  });

  const failures: [string, () => void, string, boolean?][] = [
    ['terms not accepted', () => undefined, 'Veuillez accepter les conditions générales de vente.', false],
    [
      'address refused by the server',
      () => vi.mocked(api.saveShippingAddress).mockResolvedValue({ valid: false }),
      'Certaines des informations saisies ne sont pas valides.',
    ],
    [
      'save order answers nothing',
      () => vi.mocked(api.saveOrder).mockResolvedValue(''),
      'Veuillez choisir un moyen de paiement.',
    ],
    [
      'init fails',
      () => vi.mocked(api.initPayment).mockRejectedValue(httpError(500)),
      'Impossible de démarrer le service de paiement. Veuillez réessayer plus tard.',
    ],
    [
      'init answers the error flag',
      () =>
        vi
          .mocked(api.initPayment)
          .mockResolvedValue({ error: true, paybox: false, paypal: false, orderId: null }),
      'Impossible de démarrer le service de paiement. Veuillez réessayer plus tard.',
    ],
    [
      'provider parameters answer an error',
      () => vi.mocked(api.getPayboxParameters).mockResolvedValue({ error: 'Commande inconnue.' }),
      'Commande inconnue.',
    ],
    [
      'provider parameters without the holder (neither porteur nor email)',
      () => vi.mocked(api.getPayboxParameters).mockResolvedValue(withoutHolder),
      'Impossible de démarrer le service de paiement. Veuillez réessayer plus tard.',
    ],
    [
      'provider parameters naming the holder twice (porteur and email)',
      () =>
        vi
          .mocked(api.getPayboxParameters)
          .mockResolvedValue({ ...parameters, porteur: 'autre@exemple.fr' } as unknown as PayboxParameters),
      'Impossible de démarrer le service de paiement. Veuillez réessayer plus tard.',
    ],
    [
      'pending fails with a server message',
      () =>
        vi
          .mocked(api.markPaymentPending)
          .mockRejectedValue(httpError(400, { messageError: 'Commande déjà payée.' })),
      'Commande déjà payée.',
    ],
    [
      'pending fails without a message',
      () => vi.mocked(api.markPaymentPending).mockRejectedValue(httpError(502)),
      'Impossible de poursuivre vers la page de paiement.',
    ],
  ];

  it.each(failures)(
    '%s → its message, and the button is enabled again',
    async (_name, arrange, message, terms = true) => {
      arrange();
      const dispatched = await runPay({}, terms);
      expect(failure(dispatched)).toBe(message);
      expect(dispatched.at(-1)?.type).toBe('payment/submitFailed');
      expect(forms.postForm).not.toHaveBeenCalled();
      expect(navigation.leaveTo).not.toHaveBeenCalled();
    },
  );

  it('parameters without a holder are not marked pending: the order can be paid again', async () => {
    vi.mocked(api.getPayboxParameters).mockResolvedValue(withoutHolder);
    await runPay();
    expect(api.markPaymentPending).not.toHaveBeenCalled();
    expect(forms.postForm).not.toHaveBeenCalled();
  });

  it('stops before any call when the terms are not accepted', async () => {
    await runPay({}, false);
    expect(api.saveShippingAddress).not.toHaveBeenCalled();
  });

  it('stops before the order when the address is refused', async () => {
    vi.mocked(api.saveShippingAddress).mockResolvedValue({ valid: false });
    await runPay();
    expect(api.saveOrder).not.toHaveBeenCalled();
    expect(api.initPayment).not.toHaveBeenCalled();
  });

  it('a reservation whose seats the back office cannot hold: its SPEC text, nothing sent on (issue 23)', async () => {
    vi.mocked(api.saveOrder).mockRejectedValue(
      httpError(400, { messageError: 'Plus de place disponible sur le trajet aller.' }),
    );
    const dispatched = await runPay();
    expect(failure(dispatched)).toBe('Plus de place disponible sur le trajet aller.');
    expect(api.initPayment).not.toHaveBeenCalled();
    expect(api.markPaymentPending).not.toHaveBeenCalled();
    expect(forms.postForm).not.toHaveBeenCalled();
  });

  it('does not call the server with an address the form rules refuse', async () => {
    const dispatched = await runPay({ form: { ...address, email: 'pas-un-email' } });
    expect(failure(dispatched)).toBe('Certaines des informations saisies ne sont pas valides.');
    expect(api.saveShippingAddress).not.toHaveBeenCalled();
  });
});
