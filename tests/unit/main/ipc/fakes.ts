// Fakes shared by the kiosk IPC tests: services that record calls, a valid request and receipt, and the
// allowed sender.
import { vi } from 'vitest';
import type {
  CancelPaymentAnswer,
  CancelPaymentRequest,
  DeviceInfo,
  KioskAbilities,
  PaymentOutcome,
  PrintResult,
  Receipt,
  StartPaymentRequest,
} from '../../../../src/shared/kiosk-bridge';
import { createKioskHandlers } from '../../../../src/main/ipc/kiosk-handlers';
import type { IpcSender, KioskDeps } from '../../../../src/main/ipc/kiosk-deps';

export const ALLOWED_ORIGIN = 'app://portail';
export const PAGE: IpcSender = { url: 'app://portail/payment', isMainFrame: true };

export const APPROVED: PaymentOutcome = {
  status: 'approved',
  reference: 'A12345',
  maskedPan: '**** **** **** 0003',
  signature: 'ab'.repeat(32),
};

export const DEVICE: DeviceInfo = {
  deviceId: 'borne-gare-01',
  mode: 'kiosk',
  versions: { app: '0.1.0', electron: '45.4.1' },
  idleTimeoutMs: 90_000,
  idleWarningMs: 30_000,
  camera: false,
  readerSide: 'below',
};

export function validRequest(): StartPaymentRequest {
  return {
    orderId: '10001',
    amountCents: 1250,
    currency: 'EUR',
    label: 'Commande n° 10001',
    idempotencyKey: 'order-10001:attempt-1',
    saleKinds: ['origin-destination'],
  };
}

export function validReceipt(): Receipt {
  return {
    orderId: '10001',
    orderDate: '2026-11-22T10:30:00.000Z',
    shopName: 'Réseau Transports de l’Agglo',
    addressLines: ['Gare routière', '1 place de la Gare', '75000 Paris'],
    lines: [
      { label: 'Ticket 1 voyage', quantity: 2, totalCents: 340, vatCents: 31 },
      { label: 'Pass journée', quantity: 1, totalCents: 580, vatCents: 53 },
    ],
    shippingCents: 0,
    totalCents: 920,
    paymentMode: 'Carte bancaire',
    paymentReference: 'A12345',
    maskedPan: '**** **** **** 0003',
    ticketQrCodes: ['T-0001', 'T-0002', 'T-0003'],
  };
}

export function fakeDeps() {
  const start = vi.fn(async (_request: StartPaymentRequest): Promise<PaymentOutcome> => APPROVED);
  const cancel = vi.fn(async (_request: CancelPaymentRequest): Promise<CancelPaymentAnswer> => ({
    accepted: true,
    message: 'L’annulation a été demandée au terminal. Attendez sa réponse.',
  }));
  const print = vi.fn(async (_receipt: Receipt): Promise<PrintResult> => ({ ok: true }));
  const reload = vi.fn((): void => undefined);
  const info = vi.fn((): DeviceInfo => DEVICE);
  const abilities = vi.fn((): KioskAbilities => {
    throw new Error('Aucune décision dans ce test.');
  });
  const deps: KioskDeps = { payment: { start, cancel }, printer: { print }, reload, info, abilities };
  return { deps, start, cancel, print, reload, info, abilities };
}

/** Handlers over fresh fakes, with a recording log; reload delays use the global (fakeable) timers. */
export function setup() {
  const fakes = fakeDeps();
  const log = vi.fn();
  const handlers = createKioskHandlers(fakes.deps, { allowedOrigin: ALLOWED_ORIGIN, log });
  return { ...fakes, log, handlers };
}
