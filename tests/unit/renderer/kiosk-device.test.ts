// Kiosk-only behaviour of the renderer: printing the receipt and reloading when services are down (SPEC §1,
// §2 "Summary", §9; DESIGN "Kiosk behaviour"). Forgetting the customer: session-end.test.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runSaga } from 'redux-saga';
import type { KioskBridge, Receipt } from '@shared/kiosk-bridge';
import type { Preferences } from '@shared/backoffice';
import type { OrderSummary } from '@shared/payment';
import { authFailed } from '../../../src/renderer/src/app/appSlice';
import { modulesFailed, preferencesLoaded } from '../../../src/renderer/src/app/config/configSlice';
import { createAppStore } from '../../../src/renderer/src/app/store';
import { printReceipt } from '../../../src/renderer/src/features/recap/recapSaga';
import { selectRecap, summaryShown } from '../../../src/renderer/src/features/recap/recapSlice';
import { receiptOf } from '../../../src/renderer/src/features/recap/receiptOf';
import { fr } from '../../../src/renderer/src/i18n/fr';
import { frRecap } from '../../../src/renderer/src/i18n/fr/recap';
import { receiptProblems } from './receipt-rules';

vi.mock('../../../src/renderer/src/app/navigation', () => ({ navigate: vi.fn(), leaveTo: vi.fn() }));

const summary: OrderSummary = {
  success: true,
  found: true,
  vpc: false,
  paymentMode: { label: 'Carte bancaire sur le terminal' },
  order: {
    id: 10001,
    orderDate: '2026-11-22T09:05:00.000Z',
    orderItems: [
      { label: 'Blois → Chambord', quantity: 2, totalPrice: 12.4, taxAmount: 1.13, numTicket: '71000101' },
      { label: 'Mug Ligéo', quantity: 1, totalPrice: 9.9, taxAmount: 1.65, numTicket: null },
    ],
    totalPrice: 22.3,
    shippingPrice: 0,
  },
  shippingAddress: null,
};

const preferences = {
  footer: { shopName: 'Agence commerciale Ligéo', lines: ['12 place de la Gare', '41000 Blois'], links: [] },
} as unknown as Preferences;

function fakeBridge(overrides: Partial<KioskBridge> = {}): KioskBridge {
  return {
    startPayment: vi.fn(),
    cancelPayment: vi.fn(),
    printReceipt: vi.fn(async () => ({ ok: true })),
    reload: vi.fn(async () => undefined),
    info: vi.fn(),
    abilities: vi.fn(),
    ...overrides,
  };
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => {
  delete window.kiosk;
});

describe('receipt data', () => {
  it('is built from the summary, the operator and the terminal, in cents', () => {
    const receipt = receiptOf(
      summary,
      preferences,
      { reference: 'A1B2C3', maskedPan: '**** 0003' },
      frRecap,
      fr.app.documentTitle,
      'fr',
    );
    expect(receipt).toEqual<Receipt>({
      orderId: '10001',
      orderDate: '2026-11-22T09:05:00.000Z',
      shopName: 'Agence commerciale Ligéo',
      addressLines: ['12 place de la Gare', '41000 Blois'],
      lines: [
        { label: 'Blois → Chambord', quantity: 2, totalCents: 1240, vatCents: 113 },
        { label: 'Mug Ligéo', quantity: 1, totalCents: 990, vatCents: 165 },
      ],
      shippingCents: 0,
      totalCents: 2230,
      paymentMode: 'Carte bancaire sur le terminal',
      paymentReference: 'A1B2C3',
      maskedPan: '**** 0003',
      ticketQrCodes: ['71000101'],
      language: 'fr',
    });
  });

  it('stays within the limits main enforces', () => {
    const long = { ...summary.order.orderItems[0]!, label: 'x'.repeat(500) };
    // 80 lines of 12,40 €: 992,00 €.
    const big = {
      ...summary,
      order: { ...summary.order, orderItems: Array(80).fill(long), totalPrice: 992 },
    };
    const receipt = receiptOf(
      big,
      null,
      { reference: null, maskedPan: null },
      frRecap,
      fr.app.documentTitle,
      'fr',
    );
    expect(receiptProblems(receipt)).toEqual([]);
    expect(receipt.lines).toHaveLength(50);
    expect(receipt.lines[0]!.label).toBe(`${'x'.repeat(119)}…`);
    expect(receipt.lines[49]).toEqual({
      label: 'Autres articles (31)',
      quantity: 1,
      totalCents: 31 * 1240,
      vatCents: 31 * 113,
    });
    expect(receipt.ticketQrCodes).toHaveLength(20);
    expect(receipt).not.toHaveProperty('paymentReference');
    // Main refuses an empty header: without preferences the portal names itself.
    expect(receipt.shopName).toBe('Portail de vente en ligne');
  });
});

describe('print saga', () => {
  function storeWithSummary() {
    const store = createAppStore({ platform: 'kiosk' });
    store.dispatch(preferencesLoaded(preferences));
    store.dispatch(summaryShown({ summary, cancelled: false }));
    return store;
  }

  async function print(store: ReturnType<typeof storeWithSummary>) {
    await runSaga({ dispatch: store.dispatch, getState: store.getState }, printReceipt).toPromise();
    return selectRecap(store.getState()).print;
  }

  it('sends the receipt to the bridge and says it was printed', async () => {
    const bridge = fakeBridge();
    window.kiosk = bridge;
    const store = storeWithSummary();
    expect(await print(store)).toEqual({ status: 'printed', message: null });
    expect(vi.mocked(bridge.printReceipt).mock.calls[0]![0]).toMatchObject({
      orderId: '10001',
      totalCents: 2230,
    });
  });

  it('a refused print shows main’s message and can be tried again', async () => {
    const bridge = fakeBridge({
      printReceipt: vi.fn(async () => ({ ok: false, message: "L'imprimante ne répond pas." })),
    });
    window.kiosk = bridge;
    const store = storeWithSummary();
    expect(await print(store)).toEqual({ status: 'failed', message: "L'imprimante ne répond pas." });
    vi.mocked(bridge.printReceipt).mockResolvedValue({ ok: true });
    expect(await print(store)).toEqual({ status: 'printed', message: null });
    expect(bridge.printReceipt).toHaveBeenCalledTimes(2);
  });

  it('a bridge that throws gives the French failure text', async () => {
    window.kiosk = fakeBridge({ printReceipt: vi.fn(async () => Promise.reject(new Error('IPC'))) });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await print(storeWithSummary())).toEqual({
      status: 'failed',
      message: 'L’impression du reçu a échoué. Veuillez réessayer.',
    });
    error.mockRestore();
  });
});

describe('services down (SPEC §9: reload after 5000 ms)', () => {
  it.each([
    ['the token', authFailed()],
    ['the module list', modulesFailed()],
  ])('%s failing asks main for one reload in 5000 ms', async (_what, failure) => {
    const bridge = fakeBridge();
    window.kiosk = bridge;
    const store = createAppStore({ platform: 'kiosk' });
    store.dispatch(failure);
    await vi.waitFor(() => expect(bridge.reload).toHaveBeenCalledWith(5000));
  });

  it('the kiosk store reloads once however many failures follow', async () => {
    const bridge = fakeBridge();
    window.kiosk = bridge;
    const store = createAppStore({ platform: 'kiosk' });
    store.dispatch(authFailed());
    store.dispatch(modulesFailed());
    store.dispatch(authFailed());
    await vi.waitFor(() => expect(bridge.reload).toHaveBeenCalledWith(5000));
    expect(bridge.reload).toHaveBeenCalledTimes(1);
  });

  it('the web never asks', async () => {
    const bridge = fakeBridge();
    window.kiosk = bridge;
    const store = createAppStore({ platform: 'web' });
    store.dispatch(authFailed());
    await Promise.resolve();
    expect(bridge.reload).not.toHaveBeenCalled();
  });
});
