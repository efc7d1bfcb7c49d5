// The on-board payments' sagas branch by branch (issue 15, SPEC §4 "Justification", §7, §8): the frame's
// taps stored then the summary; the frame's load timer; the summary without stored taps, without taps,
// without a bound order, failing with or without messageError, asking 100 taps at a time; downloads of one
// payment and of all shown (ok, error, over 100 orders); printing one receipt per payment (ok, refused,
// bridge failing).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KioskBridge, Receipt } from '@shared/kiosk-bridge';
import type { CardValidatorOrder, SmactTransaction } from '@shared/onboard-payments';
import * as onboardApi from '../../../src/renderer/src/api/onboard';
import { preferencesLoaded } from '../../../src/renderer/src/app/config/configSlice';
import * as navigation from '../../../src/renderer/src/app/navigation';
import { createAppStore } from '../../../src/renderer/src/app/store';
import * as download from '../../../src/renderer/src/platform/download';
import { FRAME_LOAD_TIMEOUT_MS, frameSaga } from '../../../src/renderer/src/features/iframe/frameSaga';
import {
  frameClosed,
  frameFailed,
  frameLoaded,
  frameOpened,
  selectFrame,
  transactionsReceived,
} from '../../../src/renderer/src/features/iframe/frameSlice';
import { justificationSaga } from '../../../src/renderer/src/features/justification/justificationSaga';
import {
  ALL_PROOFS,
  filterRequested,
  justificationOpened,
  periodChanged,
  proofsDownloadRequested,
  proofsPrintRequested,
  selectJustification,
} from '../../../src/renderer/src/features/justification/justificationSlice';
import {
  ARC002_ITEMS,
  bridgeWith,
  FRAME_URL,
  KEYS,
  order,
  ORDERS,
  PREFERENCES,
  storeTapsForTest,
  NOW,
  TAPS,
} from './onboard-fixtures';
import { httpError } from './http-error';
import { receiptProblems } from './receipt-rules';

vi.mock('../../../src/renderer/src/api/onboard', () => ({
  getCardValidatorOrders: vi.fn(),
  getProofsPdf: vi.fn(),
}));
vi.mock('../../../src/renderer/src/app/navigation', () => ({ navigate: vi.fn() }));
vi.mock('../../../src/renderer/src/platform/download', () => ({ saveBlob: vi.fn() }));

const api = vi.mocked(onboardApi);
const DEFAULT_ERROR = 'Une erreur s’est produite.';
const PDF = new Blob(['%PDF-1.7'], { type: 'application/pdf' });

/** The back office binds ORDERS (or `orders`) to the taps asked. */
function bindOrders(orders: CardValidatorOrder[] = ORDERS) {
  api.getCardValidatorOrders.mockImplementation(async (ids) =>
    orders.filter((o) => ids.includes(o.numTransaction)),
  );
}

function setup() {
  const store = createAppStore();
  store.dispatch(preferencesLoaded(PREFERENCES));
  store.runFeatureSaga('frame', frameSaga);
  store.runFeatureSaga('justification', justificationSaga);
  const state = () => selectJustification(store.getState());
  return { store, state };
}

/** The summary opened on stored taps, once its rows are shown (or whatever it ended with). */
async function opened(taps: unknown = TAPS) {
  storeTapsForTest(taps);
  const view = setup();
  view.store.dispatch(justificationOpened());
  await vi.waitFor(() => expect(view.state().phase).not.toBe('loading'));
  return view;
}

beforeEach(() => {
  // The taps' last 30 days (only the clock's date is set).
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  vi.clearAllMocks();
  bindOrders();
  api.getProofsPdf.mockResolvedValue(PDF);
});

afterEach(() => {
  vi.useRealTimers();
  delete window.kiosk;
});

describe('the frame screen', () => {
  it('stores the taps and the framed URL in session storage, then opens the summary', async () => {
    const { store } = setup();
    store.dispatch(transactionsReceived({ taps: TAPS, frameUrl: FRAME_URL }));
    await vi.waitFor(() => expect(navigation.navigate).toHaveBeenCalledWith('/justification'));
    expect(JSON.parse(window.sessionStorage.getItem(KEYS.taps)!)).toEqual(TAPS);
    expect(window.sessionStorage.getItem(KEYS.frameUrl)).toBe(FRAME_URL);
  });

  it('a frame that never loads has failed after 15 s; one that loads has not', async () => {
    vi.useFakeTimers();
    const { store } = setup();
    store.dispatch(frameOpened(FRAME_URL));
    await vi.advanceTimersByTimeAsync(FRAME_LOAD_TIMEOUT_MS - 1);
    expect(selectFrame(store.getState())).toEqual({ href: FRAME_URL, status: 'loading' });
    await vi.advanceTimersByTimeAsync(1);
    expect(FRAME_LOAD_TIMEOUT_MS).toBe(15_000);
    expect(selectFrame(store.getState()).status).toBe('failed');

    store.dispatch(frameOpened(FRAME_URL));
    store.dispatch(frameLoaded());
    await vi.advanceTimersByTimeAsync(FRAME_LOAD_TIMEOUT_MS * 2);
    expect(selectFrame(store.getState()).status).toBe('loaded');
  });

  it('the frame’s error is a failure; leaving the screen stops the timer', async () => {
    vi.useFakeTimers();
    const { store } = setup();
    store.dispatch(frameOpened(FRAME_URL));
    store.dispatch(frameFailed());
    expect(selectFrame(store.getState()).status).toBe('failed');

    store.dispatch(frameOpened(FRAME_URL));
    store.dispatch(frameClosed());
    await vi.advanceTimersByTimeAsync(FRAME_LOAD_TIMEOUT_MS * 2);
    expect(selectFrame(store.getState()).status).toBe('loading');
  });
});

describe('opening the summary', () => {
  it('without stored taps goes back to the frame with the stored URL', async () => {
    window.sessionStorage.setItem(KEYS.frameUrl, FRAME_URL);
    const { store } = setup();
    store.dispatch(justificationOpened());
    await vi.waitFor(() =>
      expect(navigation.navigate).toHaveBeenCalledWith(`/iframe?url=${encodeURIComponent(FRAME_URL)}`, {
        replace: true,
      }),
    );
    expect(api.getCardValidatorOrders).not.toHaveBeenCalled();
  });

  it('without stored taps nor URL (a direct visit) goes home', async () => {
    const { store } = setup();
    store.dispatch(justificationOpened());
    await vi.waitFor(() => expect(navigation.navigate).toHaveBeenCalledWith('/home', { replace: true }));
    expect(api.getCardValidatorOrders).not.toHaveBeenCalled();
  });

  it('with no tap in 30 days: the warning, nothing asked', async () => {
    const { state } = await opened([]);
    expect(state().phase).toBe('empty');
    expect(api.getCardValidatorOrders).not.toHaveBeenCalled();
    expect(state().frameUrl).toBe(FRAME_URL);
  });

  it('with taps but no bound order: the warning', async () => {
    bindOrders([]);
    const { state } = await opened();
    expect(api.getCardValidatorOrders).toHaveBeenCalledWith(['TS-001', 'TS-002', 'TS-003']);
    expect(state()).toMatchObject({ phase: 'empty', rows: [] });
  });

  it('lists the rows newest first, the period from the earliest to the latest day', async () => {
    const { state } = await opened();
    expect(state().phase).toBe('ready');
    expect(state().rows.map((row) => row.orderId)).toEqual([5004, 5003, 5002, 5001]);
    expect(state().period).toEqual({ start: '2026-03-02', end: '2026-03-20' });
    expect(state().draft).toEqual({ start: '2026-03-02', end: '2026-03-20' });
    expect(state().bounds).toEqual({ start: '2026-03-02', end: '2026-03-20' });
  });

  it.each([
    [
      'the server’s messageError',
      httpError(500, { messageError: 'Service des ventes indisponible.' }),
      'Service des ventes indisponible.',
    ],
    ['the default text without one', httpError(503, { error: 'x' }), DEFAULT_ERROR],
    ['the default text when unreachable', new Error('Network Error'), DEFAULT_ERROR],
  ])('a failure shows %s', async (_name, error, text) => {
    api.getCardValidatorOrders.mockRejectedValue(error);
    const { state } = await opened();
    expect(state()).toMatchObject({ phase: 'error', message: text });
  });

  it('an answer that is not a list is a failure', async () => {
    api.getCardValidatorOrders.mockResolvedValue({ commandes: ORDERS } as unknown as CardValidatorOrder[]);
    const { state } = await opened();
    expect(state()).toMatchObject({ phase: 'error', message: DEFAULT_ERROR });
  });

  it('asks 100 taps at a time (250 taps: three calls) and joins every answer', async () => {
    const taps: SmactTransaction[] = Array.from({ length: 250 }, (_, i) => ({
      ...TAPS[0]!,
      idTransSec: `TS-${i}`,
      refArchi: `ARC${i}`,
    }));
    bindOrders(taps.map((tap, i) => order(10_000 + i, tap.idTransSec)));
    const { state } = await opened(taps);
    expect(api.getCardValidatorOrders.mock.calls.map(([ids]) => ids.length)).toEqual([100, 100, 50]);
    expect(api.getCardValidatorOrders.mock.calls[1]![0][0]).toBe('TS-100');
    expect(state().rows).toHaveLength(250);
  });

  it('a failure on the second call of several is shown, nothing listed', async () => {
    const taps = Array.from({ length: 101 }, (_, i) => ({ ...TAPS[0]!, idTransSec: `TS-${i}` }));
    api.getCardValidatorOrders
      .mockResolvedValueOnce([order(1, 'TS-0')])
      .mockRejectedValueOnce(httpError(500, { messageError: 'Trop de demandes.' }));
    const { state } = await opened(taps);
    expect(state()).toMatchObject({ phase: 'error', message: 'Trop de demandes.', rows: [] });
  });
});

describe('the filter', () => {
  it('applies a period within the rows’ days; a start after the end is refused and nothing changes', async () => {
    const { store, state } = await opened();
    store.dispatch(periodChanged({ start: '2026-03-09', end: '2026-03-09' }));
    store.dispatch(filterRequested());
    expect(state()).toMatchObject({ period: { start: '2026-03-09', end: '2026-03-09' }, periodError: null });

    store.dispatch(periodChanged({ start: '2026-03-20', end: '2026-03-02' }));
    store.dispatch(filterRequested());
    expect(state().periodError).toBe('periodOrder');
    expect(state().period).toEqual({ start: '2026-03-09', end: '2026-03-09' });
  });
});

describe('downloads', () => {
  it('one payment: its orders in one call, saved as Justificatif_cb_<refArchi>.pdf', async () => {
    const { store, state } = await opened();
    store.dispatch(proofsDownloadRequested('ARC002'));
    await vi.waitFor(() => expect(download.saveBlob).toHaveBeenCalledTimes(1));
    expect(api.getProofsPdf).toHaveBeenCalledWith(ARC002_ITEMS);
    expect(download.saveBlob).toHaveBeenCalledWith(PDF, 'Justificatif_cb_ARC002.pdf');
    expect(state().download).toEqual({ busy: null, error: null });
  });

  it('all: the rows shown (after a filter) in one call, saved as Justificatifs_cb.pdf', async () => {
    const { store } = await opened();
    store.dispatch(periodChanged({ start: '2026-03-02', end: '2026-03-09' }));
    store.dispatch(filterRequested());
    store.dispatch(proofsDownloadRequested(ALL_PROOFS));
    await vi.waitFor(() => expect(download.saveBlob).toHaveBeenCalledTimes(1));
    expect(api.getProofsPdf).toHaveBeenCalledTimes(1);
    expect(api.getProofsPdf.mock.calls[0]![0].map((item) => item.idCommande)).toEqual([5003, 5002, 5001]);
    expect(download.saveBlob).toHaveBeenCalledWith(PDF, 'Justificatifs_cb.pdf');
  });

  it('all, over 100 orders: 100 per call, one file per call', async () => {
    const taps = Array.from({ length: 150 }, (_, i) => ({
      ...TAPS[0]!,
      idTransSec: `TS-${i}`,
      refArchi: `ARC${i}`,
    }));
    bindOrders(taps.map((tap, i) => order(10_000 + i, tap.idTransSec)));
    const { store } = await opened(taps);
    store.dispatch(proofsDownloadRequested(ALL_PROOFS));
    await vi.waitFor(() => expect(download.saveBlob).toHaveBeenCalledTimes(2));
    expect(api.getProofsPdf.mock.calls.map(([items]) => items.length)).toEqual([100, 50]);
    expect(vi.mocked(download.saveBlob).mock.calls.map(([, name]) => name)).toEqual([
      'Justificatifs_cb_1.pdf',
      'Justificatifs_cb_2.pdf',
    ]);
  });

  it.each([
    [
      'the server’s messageError',
      httpError(400, { messageError: 'Commande inconnue : 5003.' }),
      'Commande inconnue : 5003.',
    ],
    ['the default text', httpError(500), DEFAULT_ERROR],
    [
      'when to try again for a 429 (issue 23), from Retry-After',
      httpError(429, { messageError: 'Trop de tentatives infructueuses.' }, { 'retry-after': '1' }),
      'Trop de tentatives. Veuillez réessayer dans 1 seconde.',
    ],
    [
      'the default text for what is not a PDF',
      new Error('Le justificatif reçu n’est pas un PDF'),
      DEFAULT_ERROR,
    ],
  ])('an error shows %s; nothing is saved', async (_name, error, text) => {
    api.getProofsPdf.mockRejectedValue(error);
    const { store, state } = await opened();
    store.dispatch(proofsDownloadRequested('ARC001'));
    await vi.waitFor(() => expect(state().download.error).toBe(text));
    expect(download.saveBlob).not.toHaveBeenCalled();
    expect(state().download.busy).toBeNull();
  });

  it('an unknown payment asks nothing', async () => {
    const { store } = await opened();
    store.dispatch(proofsDownloadRequested('ARC999'));
    await Promise.resolve();
    expect(api.getProofsPdf).not.toHaveBeenCalled();
  });
});

describe('printing (kiosk, counter)', () => {
  it('all shown: one titled receipt per payment, through the bridge, then announced', async () => {
    const printReceipt = vi.fn(async (_receipt: Receipt) => ({ ok: true }));
    window.kiosk = bridgeWith(printReceipt);
    const { store, state } = await opened();
    store.dispatch(proofsPrintRequested(ALL_PROOFS));
    await vi.waitFor(() => expect(state().print.status).toBe('printed'));
    const receipts = printReceipt.mock.calls.map(([receipt]) => receipt);
    expect(receipts.map((r) => [r.paymentReference, r.orderId, r.totalCents])).toEqual([
      ['ARC003', '5004', 250],
      ['ARC002', '5003-5002', 450],
      ['ARC001', '5001', 250],
    ]);
    for (const receipt of receipts) {
      expect(receipt.title).toBe('Justificatif de paiement à bord');
      expect(receipt.paymentMode).toBe('Carte bancaire sans contact à bord');
      expect(receipt.ticketQrCodes).toEqual([]);
      expect(receiptProblems(receipt)).toEqual([]);
    }
    expect(state().print).toEqual({ status: 'printed', busy: null, message: null, count: 3 });
    expect(download.saveBlob).not.toHaveBeenCalled();
  });

  it('one payment: its receipt only', async () => {
    const printReceipt = vi.fn(async () => ({ ok: true }));
    window.kiosk = bridgeWith(printReceipt);
    const { store, state } = await opened();
    store.dispatch(proofsPrintRequested('ARC001'));
    await vi.waitFor(() => expect(state().print.status).toBe('printed'));
    expect(printReceipt).toHaveBeenCalledTimes(1);
    expect(state().print.count).toBe(1);
  });

  it('a refusal stops the rest and says how many were printed', async () => {
    const printReceipt = vi
      .fn<KioskBridge['printReceipt']>()
      .mockResolvedValueOnce({ ok: true })
      .mockResolvedValueOnce({ ok: false, message: "L'imprimante n'a plus de papier." });
    window.kiosk = bridgeWith(printReceipt);
    const { store, state } = await opened();
    store.dispatch(proofsPrintRequested(ALL_PROOFS));
    await vi.waitFor(() => expect(state().print.status).toBe('failed'));
    expect(printReceipt).toHaveBeenCalledTimes(2);
    expect(state().print).toEqual({
      status: 'failed',
      busy: null,
      count: 1,
      message: "1 justificatif imprimé sur 3. L'imprimante n'a plus de papier.",
    });
  });

  it.each([
    ['a refusal without a message', () => bridgeWith(async () => ({ ok: false }))],
    ['a bridge that throws', () => bridgeWith(async () => Promise.reject(new Error('IPC')))],
    ['no bridge at all', () => undefined],
  ])('%s: the default print failure', async (_name, bridge) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.kiosk = bridge();
    const { store, state } = await opened();
    store.dispatch(proofsPrintRequested('ARC003'));
    await vi.waitFor(() => expect(state().print.status).toBe('failed'));
    expect(state().print.message).toBe('L’impression du justificatif a échoué. Veuillez réessayer.');
  });
});
