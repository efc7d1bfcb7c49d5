// What the kiosk IPC handlers need from the rest of main, as small interfaces. The handlers stay plain
// TypeScript (no Electron import) so that unit tests and the kiosk e2e runs call these very functions.
import type {
  CancelPaymentAnswer,
  CancelPaymentRequest,
  DeviceInfo,
  KioskAbilities,
  KioskChannel,
  KioskRefusal,
  PaymentOutcome,
  PrintResult,
  Receipt,
} from '../../shared/kiosk-bridge';
import type { JournaledRequest } from '../payment/journal-state';

export type { KioskRefusal };

export interface KioskDeps {
  payment: {
    /** A checked request; without `saleKinds` only when a page resumes a payment of a previous build. */
    start(request: JournaledRequest): Promise<PaymentOutcome>;
    cancel(request: CancelPaymentRequest): Promise<CancelPaymentAnswer>;
  };
  printer: { print(receipt: Receipt): Promise<PrintResult> };
  /** Reloads the page now (the reload handler owns the delay and the de-duplication). */
  reload(): void;
  info(): DeviceInfo;
  /** A counter PC: payments may carry the sale's lines and be paid in cash (the till records them). */
  counter?: boolean;
  /** The readiness service's latest decision; absent where nothing is checked before selling (counter). */
  abilities?: () => KioskAbilities;
}

/** The frame that sent a message (Electron's event.senderFrame); null when the frame is gone. */
export interface IpcSender {
  url: string;
  isMainFrame: boolean;
}

/** Never rejects: every refusal or failure is answered as a value. */
export type KioskHandler = (sender: IpcSender | null, payload: unknown) => Promise<unknown>;

export type KioskHandlers = Record<KioskChannel, KioskHandler>;

export type KioskLog = (message: string, detail?: unknown) => void;

export interface KioskHandlerOptions {
  /** The one origin allowed to call, e.g. 'app://portail'. */
  allowedOrigin: string;
  /** Where refusals and dependency failures are reported; console.error by default. */
  log?: KioskLog;
  /** Where the reload's delay is scheduled; the global setTimeout by default. */
  timers?: KioskTimers;
}

/** The part of a timer API the handlers use (main's watchdog Timers fit). */
export interface KioskTimers {
  setTimeout(callback: () => void, ms: number): unknown;
}

/** Options with their defaults applied, as each channel's handler receives them. */
export interface HandlerContext {
  allowedOrigin: string;
  log: KioskLog;
  timers: KioskTimers;
}
