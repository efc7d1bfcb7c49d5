// The kiosk bridge contract (DESIGN "Kiosk bridge contract"): the one object the preload exposes as
// `window.kiosk`. The renderer detects the kiosk by its presence.

export type PaymentStatus = 'approved' | 'declined' | 'cancelled' | 'unknown' | 'error';

export interface StartPaymentRequest {
  orderId: string;
  amountCents: number;
  currency: 'EUR';
  label: string;
  idempotencyKey: string;
}

export interface PaymentOutcome {
  status: PaymentStatus;
  reference?: string;
  maskedPan?: string;
  message?: string;
  signature?: string;
}

export interface ReceiptLine {
  label: string;
  quantity: number;
  totalCents: number;
  vatCents: number;
}

export interface Receipt {
  orderId: string;
  orderDate: string;
  lines: ReceiptLine[];
  shippingCents: number;
  totalCents: number;
  paymentReference?: string;
  ticketQrCodes: string[];
}

export interface PrintResult {
  ok: boolean;
  message?: string;
}

export type DeviceMode = 'kiosk' | 'counter';

export interface DeviceInfo {
  deviceId: string;
  mode: DeviceMode;
  versions: Record<string, string>;
}

export interface KioskBridge {
  startPayment(request: StartPaymentRequest): Promise<PaymentOutcome>;
  printReceipt(receipt: Receipt): Promise<PrintResult>;
  reload(delayMs: number): Promise<void>;
  info(): Promise<DeviceInfo>;
}

/** IPC channel names, defined once for preload and main. */
export const KIOSK_CHANNELS = {
  startPayment: 'kiosk:start-payment',
  printReceipt: 'kiosk:print-receipt',
  reload: 'kiosk:reload',
  info: 'kiosk:info',
} as const;
