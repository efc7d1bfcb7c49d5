// The mobile-ticket sagas branch by branch (issue 14, SPEC §4 "Mobile-ticket flow", §8): login (401, other
// failures, 429, no answer, each support connection code), products (OK, 401, failure, status, no
// answer), the cart check (OK, each profile text, other, 401, one at a time), the payment (OK, status,
// failure, 401, double submit, terms, nothing stored) and a login abandoned meanwhile.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AxiosError } from 'axios';
import { runSaga, stdChannel, type Saga } from 'redux-saga';
import type { Preferences } from '@shared/backoffice';
import type { DeviceInfo } from '@shared/kiosk-bridge';
import * as mobileApi from '../../../src/renderer/src/api/mobileTicket';
import { MobileSessionExpired, MobileStatusError } from '../../../src/renderer/src/api/mobileTicket';
import { initialAppState, sessionResetRequested } from '../../../src/renderer/src/app/appSlice';
import { accountSlice, signOutRequested } from '../../../src/renderer/src/app/session/accountSlice';
import { configSlice, preferencesLoaded } from '../../../src/renderer/src/app/config/configSlice';
import * as navigation from '../../../src/renderer/src/app/navigation';
import * as postForm from '../../../src/renderer/src/platform/postForm';
import {
  appliSaga,
  chooseProduct,
  loadProducts,
  login,
  loginUnlessLeft,
  openAppli,
} from '../../../src/renderer/src/features/appli/appliSaga';
import { payAppli } from '../../../src/renderer/src/features/appli/appliPaySaga';
import { appliPaySlice, type AppliPayState } from '../../../src/renderer/src/features/appli/appliPaySlice';
import {
  appliSlice,
  productChosen,
  type AppliState,
} from '../../../src/renderer/src/features/appli/appliSlice';
import { PREFERENCES_WAIT_MS } from '../../../src/renderer/src/features/appli/providerBase';
import { cartSlice, type CartState } from '../../../src/renderer/src/features/cart/cartSlice';
import { httpError } from './http-error';
import { day, networks, paybox, PROVIDER_BASE, student, dayInitRequest } from './appli-provider';

vi.mock('../../../src/renderer/src/api/mobileTicket', async (importOriginal) => {
  const actual = await importOriginal<typeof mobileApi>();
  return {
    ...actual,
    authenticate: vi.fn(),
    connexion: vi.fn(),
    getMobileProducts: vi.fn(),
    checkCart: vi.fn(),
    initPaybox: vi.fn(),
  };
});
vi.mock('../../../src/renderer/src/app/navigation', () => ({ navigate: vi.fn() }));
vi.mock('../../../src/renderer/src/platform/postForm', () => ({
  postForm: vi.fn(),
  isMobileLayout: vi.fn(() => false),
}));

const api = vi.mocked(mobileApi);
const t = {
  invalid: 'Email ou mot de passe invalide. Veuillez réessayer.',
  login: 'Erreur lors de la connexion à votre compte. Veuillez réessayer ultérieurement.',
  products: 'Erreur lors de la récupération des produits vendables. Veuillez réessayer ultérieurement.',
  addToCart: 'Erreur lors de l’ajout du produit au panier. Veuillez réessayer ultérieurement.',
  payment: 'Erreur lors de l’initialisation du paiement. Veuillez réessayer ultérieurement.',
};
/** The account, product and order in session storage; the browser's support number in local storage. */
const KEYS = {
  account: 'mobileTicketAccount',
  product: 'mobileTicketProduct',
  order: 'mobileTicketOrder',
  support: 'mobileSupportNumero',
};
const stored = (key: string) => window.sessionStorage.getItem(key);
const LEA = { mail: 'lea.martin@exemple.fr', token: 'jeton.mobile.lea' };

type Action = { type: string; payload?: unknown };

interface State {
  appli?: Partial<AppliState>;
  appliPay?: Partial<AppliPayState>;
  cart?: Partial<CartState>;
  preferences?: Preferences | null;
  device?: DeviceInfo | null;
  lockedModule?: string | null;
}

const preferences = { mobileTicketUrl: PROVIDER_BASE } as Preferences;
const form = { mail: ' lea.martin@exemple.fr ', password: 'secret' };

/** Runs a saga against a state its own puts update, as the real reducers would. */
function start<A extends unknown[]>(saga: Saga<A>, state: State, ...args: A) {
  const dispatched: Action[] = [];
  const channel = stdChannel();
  let full = {
    app: { ...initialAppState, device: state.device ?? null, lockedModule: state.lockedModule ?? null },
    config: {
      ...configSlice.getInitialState(),
      preferences: state.preferences === undefined ? preferences : state.preferences,
    },
    account: accountSlice.getInitialState(),
    appli: { ...appliSlice.getInitialState(), ...state.appli },
    appliPay: { ...appliPaySlice.getInitialState(), ...state.appliPay },
    cart: { ...cartSlice.getInitialState(), ...state.cart },
  };
  const dispatch = (action: Action) => {
    dispatched.push(action);
    full = {
      ...full,
      config: configSlice.reducer(full.config, action),
      account: accountSlice.reducer(full.account, action),
      appli: appliSlice.reducer(full.appli, action),
      appliPay: appliPaySlice.reducer(full.appliPay, action),
      cart: cartSlice.reducer(full.cart, action),
    };
    channel.put(action);
  };
  const task = runSaga({ channel, dispatch, getState: () => full }, saga, ...args);
  return { task, dispatched, dispatch, state: () => full };
}

async function run<A extends unknown[]>(saga: Saga<A>, state: State, ...args: A) {
  const started = start(saga, state, ...args);
  await started.task.toPromise();
  return { dispatched: started.dispatched, state: started.state() };
}

const types = (dispatched: Action[]) => dispatched.map((a) => a.type);

beforeEach(() => {
  vi.clearAllMocks();
  api.authenticate.mockResolvedValue('jeton.mobile.lea');
  api.connexion.mockResolvedValue('OK');
  api.getMobileProducts.mockResolvedValue(networks);
  api.checkCart.mockResolvedValue(undefined);
  api.initPaybox.mockResolvedValue(paybox);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('login', () => {
  it('an incomplete form calls nothing and shows its field errors', async () => {
    const { state } = await run(login, { appli: { form: { mail: 'lea', password: '' } } });
    expect(api.authenticate).not.toHaveBeenCalled();
    expect(state.appli).toMatchObject({
      attempted: true,
      loggingIn: false,
      loginError: null,
      phase: 'login',
    });
  });

  it('OK: authenticate with the trimmed e-mail and a support number this browser keeps, connexion, products', async () => {
    api.connexion.mockImplementation(async () => {
      // The support connection carries the bearer: the account is stored before it.
      expect(JSON.parse(stored(KEYS.account)!)).toEqual(LEA);
      return 'OK';
    });
    const { state, dispatched } = await run(login, { appli: { form } });
    const numero = window.localStorage.getItem(KEYS.support)!;
    expect(numero).toMatch(/^[A-Za-z0-9_.:-]{1,64}$/);
    expect(api.authenticate).toHaveBeenCalledWith(PROVIDER_BASE, {
      mail: 'lea.martin@exemple.fr',
      password: 'secret',
      supportNumero: numero,
    });
    expect(api.connexion).toHaveBeenCalledWith(PROVIDER_BASE);
    expect(types(dispatched)).toEqual([
      'appli/loginStarted',
      'account/accountSignedIn',
      'appli/loggedIn',
      'appli/productsLoading',
      'appli/productsLoaded',
    ]);
    expect(state.appli).toMatchObject({ phase: 'products', networks, loginError: null });
    // The account in the session only, with its e-mail for the page and the shared screens.
    expect(JSON.parse(stored(KEYS.account)!)).toEqual(LEA);
    expect(window.localStorage.getItem(KEYS.account)).toBeNull();
    expect(state.account.mail).toBe('lea.martin@exemple.fr');
    // The password is not kept once in.
    expect(state.appli.form).toEqual({ mail: ' lea.martin@exemple.fr ', password: '' });

    // The next login sends the same support number.
    await run(login, { appli: { form } });
    expect(api.authenticate.mock.calls[1]![1].supportNumero).toBe(numero);
  });

  it('at the counter the support number is the device id', async () => {
    const device = { deviceId: 'guichet-blois-01', mode: 'counter', versions: {} } as DeviceInfo;
    await run(login, { appli: { form }, device });
    expect(api.authenticate.mock.calls[0]![1].supportNumero).toBe('guichet-blois-01');
    expect(window.localStorage.getItem(KEYS.support)).toBeNull();
  });

  it('COMPTE_NON_CONFIRME lets the customer in too', async () => {
    api.connexion.mockResolvedValue('COMPTE_NON_CONFIRME');
    const { state } = await run(login, { appli: { form } });
    expect(state.appli.phase).toBe('products');
  });

  it.each([
    ['401: the wrong pair', new MobileSessionExpired(), t.invalid],
    ['500', httpError(500), t.login],
    [
      '429 with Retry-After: when to try again',
      httpError(429, undefined, { 'retry-after': '4' }),
      'Trop de tentatives. Veuillez réessayer dans 4 secondes.',
    ],
    ['429 without Retry-After', httpError(429), 'Trop de tentatives. Veuillez réessayer plus tard.'],
    ['no answer (provider unreachable)', new AxiosError('Network Error', 'ERR_NETWORK'), t.login],
    ['a malformed answer', new MobileStatusError(null), t.login],
  ])('authenticate fails with %s: its text, no connexion', async (_case, error, text) => {
    api.authenticate.mockRejectedValue(error);
    const { state } = await run(login, { appli: { form } });
    expect(api.connexion).not.toHaveBeenCalled();
    expect(state.appli).toMatchObject({ phase: 'login', loggingIn: false, loginError: text });
    expect(state.appli.form.password).toBe('secret');
    expect(stored(KEYS.account)).toBeNull();
    expect(state.account.mail).toBeNull();
  });

  it.each([
    ['a refused code', () => api.connexion.mockResolvedValue('COMPTE_BLOQUE')],
    ['a failed call', () => api.connexion.mockRejectedValue(httpError(500))],
    ['a 401', () => api.connexion.mockRejectedValue(new MobileSessionExpired())],
  ])('the support connection fails with %s: the login text, the bearer dropped', async (_case, arrange) => {
    arrange();
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
    const { state } = await run(login, { appli: { form } });
    expect(state.appli).toMatchObject({ phase: 'login', loginError: t.login });
    expect(stored(KEYS.account)).toBeNull();
    expect(state.account.mail).toBeNull();
    expect(api.getMobileProducts).not.toHaveBeenCalled();
    expect(console).toHaveBeenCalledWith('Erreur connexion du support', expect.anything());
  });

  it('waits for the preferences when the page came first', async () => {
    const { task, dispatch, state } = start(login, { appli: { form }, preferences: null });
    await Promise.resolve();
    expect(api.authenticate).not.toHaveBeenCalled();
    dispatch(preferencesLoaded(preferences));
    await task.toPromise();
    expect(api.authenticate).toHaveBeenCalledWith(PROVIDER_BASE, expect.anything());
    expect(state().appli.phase).toBe('products');
  });

  it('without preferences for good, the provider is unreachable: the login text', async () => {
    vi.useFakeTimers();
    const { task, state } = start(login, { appli: { form }, preferences: null });
    await vi.advanceTimersByTimeAsync(PREFERENCES_WAIT_MS);
    await task.toPromise();
    expect(api.authenticate).not.toHaveBeenCalled();
    expect(state().appli.loginError).toBe(t.login);
  });
});

describe('products', () => {
  it('OK: the networks', async () => {
    const { state } = await run(loadProducts, {});
    expect(api.getMobileProducts).toHaveBeenCalledWith(PROVIDER_BASE);
    expect(state.appli).toMatchObject({ phase: 'products', productsStatus: 'loaded', networks });
  });

  it('401: back to the login, no message, the e-mail kept', async () => {
    api.getMobileProducts.mockRejectedValue(new MobileSessionExpired());
    const { state } = await run(loadProducts, {
      appli: { phase: 'products', form: { mail: 'lea@x.fr', password: '' } },
    });
    expect(state.appli).toMatchObject({ phase: 'login', loginError: null, productsError: null });
    expect(state.appli.form.mail).toBe('lea@x.fr');
  });

  it.each([
    ['a failed call', httpError(500)],
    ['a status other than OK', new MobileStatusError('KO')],
    ['no answer (provider unreachable)', new AxiosError('Network Error', 'ERR_NETWORK')],
  ])('%s: the products text', async (_case, error) => {
    api.getMobileProducts.mockRejectedValue(error);
    const { state } = await run(loadProducts, {});
    expect(state.appli).toMatchObject({
      phase: 'products',
      productsStatus: 'failed',
      productsError: t.products,
    });
  });

  it('the page opened with a stored account loads them; without one it shows the login', async () => {
    window.sessionStorage.setItem(KEYS.account, JSON.stringify(LEA));
    expect((await run(openAppli, {})).state.appli.productsStatus).toBe('loaded');
    window.sessionStorage.removeItem(KEYS.account);
    vi.clearAllMocks();
    const { state } = await run(openAppli, { appli: { phase: 'products' } });
    expect(api.getMobileProducts).not.toHaveBeenCalled();
    expect(state.appli.phase).toBe('login');
  });
});

describe('cart check', () => {
  const loaded = { appli: { phase: 'products' as const, productsStatus: 'loaded' as const, networks } };

  it('OK: the product stored, the appli cart chosen, /cart', async () => {
    window.sessionStorage.setItem(KEYS.order, '{"old":true}');
    const { dispatched, state } = await run(chooseProduct, loaded, productChosen(day));
    expect(api.checkCart).toHaveBeenCalledWith(PROVIDER_BASE, 12);
    expect(JSON.parse(stored(KEYS.product)!)).toEqual(day);
    expect(stored(KEYS.order)).toBeNull();
    expect(dispatched).toContainEqual({ type: 'cart/typeChosen', payload: 'appli' });
    expect(navigation.navigate).toHaveBeenCalledWith('/cart');
    expect(state.appli).toMatchObject({ checking: null, checkError: null });
  });

  it.each([
    [
      'KO_PROFIL_MISSING_ERROR',
      new MobileStatusError('KO_PROFIL_MISSING_ERROR', 'Étudiant'),
      'Ce titre nécessite le profil Étudiant. Vous pouvez le demander dans l’application mobile.',
    ],
    [
      'KO_PROFIL_PROBLEM_DV',
      new MobileStatusError('KO_PROFIL_PROBLEM_DV', 'Étudiant'),
      'Ce titre nécessite que vous mettiez à jour votre profil Étudiant.',
    ],
    ['a profile error without its profile', new MobileStatusError('KO_PROFIL_MISSING_ERROR'), t.addToCart],
    ['another status', new MobileStatusError('KO_PRODUIT_INCONNU'), t.addToCart],
    ['a failed call', httpError(500), t.addToCart],
    ['no answer', new AxiosError('Network Error', 'ERR_NETWORK'), t.addToCart],
  ])('%s: its text, nothing stored, no navigation', async (_case, error, text) => {
    api.checkCart.mockRejectedValue(error);
    const { state, dispatched } = await run(chooseProduct, loaded, productChosen(student));
    expect(state.appli).toMatchObject({ checking: null, checkError: text, phase: 'products' });
    expect(stored(KEYS.product)).toBeNull();
    expect(types(dispatched)).not.toContain('cart/typeChosen');
    expect(navigation.navigate).not.toHaveBeenCalled();
  });

  it('401: back to the login', async () => {
    api.checkCart.mockRejectedValue(new MobileSessionExpired());
    const { state } = await run(chooseProduct, loaded, productChosen(day));
    expect(state.appli).toMatchObject({ phase: 'login', checkError: null });
    expect(navigation.navigate).not.toHaveBeenCalled();
  });

  it('one check at a time: a second Choisir meanwhile is ignored', async () => {
    let release: () => void = () => undefined;
    api.checkCart.mockImplementation(() => new Promise<void>((resolve) => (release = resolve)));
    const { task, dispatch } = start(appliSaga, loaded);
    dispatch(productChosen(day));
    dispatch(productChosen(student));
    await vi.waitFor(() => expect(api.checkCart).toHaveBeenCalledTimes(1));
    release();
    await vi.waitFor(() => expect(navigation.navigate).toHaveBeenCalledWith('/cart'));
    expect(api.checkCart).toHaveBeenCalledTimes(1);
    expect(JSON.parse(stored(KEYS.product)!)).toEqual(day);
    task.cancel();
  });
});

describe('payment', () => {
  const ready = { cart: { cartType: 'appli' as const, termsAccepted: true } };

  beforeEach(() => {
    window.sessionStorage.setItem(KEYS.product, JSON.stringify(day));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T09:00:00.000Z'));
  });

  it('OK: init/paybox with the product, the order stored, the card form posted', async () => {
    const { state } = await run(payAppli, ready);
    expect(api.initPaybox).toHaveBeenCalledWith(PROVIDER_BASE, dayInitRequest);
    expect(JSON.parse(stored(KEYS.order)!)).toEqual({
      idCommande: 'BM-000042',
      date: '2026-11-25T09:00:00.000Z',
      article: day,
    });
    const [action, fields] = vi.mocked(postForm.postForm).mock.calls[0]!;
    expect(action).toBe(paybox.url);
    expect(fields).toContainEqual(['PBX_CMD', 'BM-000042']);
    expect(fields).toContainEqual(['PBX_PORTEUR', 'lea.martin@exemple.fr']);
    // The page leaves: the button stays locked.
    expect(state.appliPay).toEqual({ submitting: true, error: null });
  });

  it('on a phone layout the card form goes to the mobile page', async () => {
    vi.mocked(postForm.isMobileLayout).mockReturnValue(true);
    await run(payAppli, ready);
    expect(vi.mocked(postForm.postForm).mock.calls[0]![0]).toBe(paybox.urlMobile);
  });

  it('a locked module is remembered for the summary it returns to', async () => {
    await run(payAppli, { ...ready, lockedModule: 'RECHARGEMENT_APPLI' });
    expect(window.localStorage.getItem('paymentReturnLock')).toBe('RECHARGEMENT_APPLI');
    expect(postForm.postForm).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a status other than OK', new MobileStatusError('KO_WRONG_TOTAL')],
    ['a failed call', httpError(500)],
    ['no answer', new AxiosError('Network Error', 'ERR_NETWORK')],
  ])('%s: the payment text, the button re-enabled, nothing posted', async (_case, error) => {
    api.initPaybox.mockRejectedValue(error);
    const { state } = await run(payAppli, ready);
    expect(state.appliPay).toEqual({ submitting: false, error: t.payment });
    expect(postForm.postForm).not.toHaveBeenCalled();
    expect(stored(KEYS.order)).toBeNull();
  });

  it('a card form without its holder cannot be posted: the payment text', async () => {
    api.initPaybox.mockResolvedValue({ ...paybox, porteur: undefined } as never);
    const { state } = await run(payAppli, ready);
    expect(state.appliPay.error).toBe(t.payment);
    expect(postForm.postForm).not.toHaveBeenCalled();
  });

  it('401: back to the login page, no message', async () => {
    api.initPaybox.mockRejectedValue(new MobileSessionExpired());
    const { state } = await run(payAppli, ready);
    expect(state.appliPay).toEqual({ submitting: false, error: null });
    expect(navigation.navigate).toHaveBeenCalledWith('/appli');
  });

  it('a payment already starting: nothing more (no double submit)', async () => {
    const { dispatched } = await run(payAppli, { ...ready, appliPay: { submitting: true } });
    expect(dispatched).toEqual([]);
    expect(api.initPaybox).not.toHaveBeenCalled();
  });

  it('terms not accepted: their text, no call', async () => {
    const { state } = await run(payAppli, { cart: { cartType: 'appli', termsAccepted: false } });
    expect(state.appliPay.error).toBe('Veuillez accepter les conditions générales de vente.');
    expect(api.initPaybox).not.toHaveBeenCalled();
  });

  it('no product stored: the payment text, no call', async () => {
    window.sessionStorage.removeItem(KEYS.product);
    const { state } = await run(payAppli, ready);
    expect(state.appliPay.error).toBe(t.payment);
    expect(api.initPaybox).not.toHaveBeenCalled();
  });
});

describe('a login abandoned meanwhile', () => {
  it.each([
    ['signed out', signOutRequested({ reason: 'customer' })],
    ["the counter's next customer", sessionResetRequested()],
  ])('%s during authenticate: the late bearer is never stored, nobody signed in', async (_case, left) => {
    let answer: (token: string) => void = () => undefined;
    api.authenticate.mockImplementation(() => new Promise<string>((resolve) => (answer = resolve)));
    const { task, dispatch, dispatched, state } = start(loginUnlessLeft, { appli: { form } });
    await vi.waitFor(() => expect(api.authenticate).toHaveBeenCalledTimes(1));
    dispatch(left);
    await task.toPromise();
    answer('jeton.mobile.lea');
    await Promise.resolve();
    expect(api.connexion).not.toHaveBeenCalled();
    expect(stored(KEYS.account)).toBeNull();
    expect(types(dispatched)).not.toContain('account/accountSignedIn');
    expect(state().account.mail).toBeNull();
  });
});
