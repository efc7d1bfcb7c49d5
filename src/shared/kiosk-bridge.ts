// The kiosk bridge contract (DESIGN "Kiosk bridge contract"): the one object the preload exposes as
// `window.kiosk`, typed once for preload, main and renderer. The renderer detects a device (kiosk or
// counter) by its presence, and which of the two by `info().mode`.
import type { KioskAbilities, SaleKind } from './kiosk-abilities';
import type { TillBridge } from './till-bridge';

export type { KioskAbilities, SaleKind };

export type PaymentStatus = 'approved' | 'declined' | 'cancelled' | 'unknown' | 'error';

export interface StartPaymentRequest {
  /** Back-office order number the payment settles. */
  orderId: string;
  /** Amount to debit, in euro cents (integer, > 0). */
  amountCents: number;
  currency: 'EUR';
  /** Short text for the journal and the terminal (e.g. "Commande n° 10001"). */
  label: string;
  /** Same key → same payment: main never debits twice for one key. */
  idempotencyKey: string;
  /** What the basket sells (one kind per kind of line, no repeat): main refuses to start a payment for a
   * sale it cannot deliver now (a printed ticket without paper), before any debit. */
  saleKinds: SaleKind[];
  /** Counter only: the sale line by line for the till's closing report (issue 29 §3); their amounts add up
   * to amountCents. Refused on a kiosk. */
  saleLines?: SaleLine[];
  /** Counter only: a cash sale, with what the customer handed over (at least amountCents); main records it
   * in the till and reports it, signed, to the back office. Refused on a kiosk. */
  cash?: { givenCents: number };
}

export interface SaleLine {
  label: string;
  quantity: number;
  /** The line's total, cents. */
  amountCents: number;
}

/** How many lines a counter sale may carry to the till. */
export const MAX_SALE_LINES = 50;

/**
 * What the terminal decided. `approved`: debited. `declined`/`cancelled`: nothing debited.
 * `unknown`: the answer was lost (timeout, connection dropped): main reconciles it, the customer must not
 * pay again. `error`: the payment could not start (terminal unreachable, bad request): nothing debited.
 */
export interface PaymentOutcome {
  status: PaymentStatus;
  /** Terminal's transaction / authorisation reference (approved payments). */
  reference?: string;
  /** Card number as the terminal masks it ("**** **** **** 0003"). */
  maskedPan?: string;
  /** French text for the customer (reason of a refusal, why it could not start). */
  message?: string;
  /** HMAC of the signed report main delivered to the back office (src/shared/terminal-outcome.ts). */
  signature?: string;
  /** A cash sale at the counter: what was handed over and the change to give back, cents. */
  cash?: { givenCents: number; changeCents: number };
}

export interface ReceiptLine {
  label: string;
  quantity: number;
  /** Line total including VAT, cents. */
  totalCents: number;
  /** VAT included in the line total, cents. */
  vatCents: number;
}

/** The languages a receipt's own texts are printed in (the customer's choice on the page). */
export const RECEIPT_LANGUAGES = ['fr', 'en'] as const;
export type ReceiptLanguage = (typeof RECEIPT_LANGUAGES)[number];

/** Structured receipt data, never markup: main lays it out for the thermal printer. */
export interface Receipt {
  orderId: string;
  /** ISO 8601 date-time of the order. */
  orderDate: string;
  /** Header: the operator's shop name and address lines (preferences footer). */
  shopName: string;
  addressLines: string[];
  lines: ReceiptLine[];
  shippingCents: number;
  totalCents: number;
  /** Label of the payment mode ("Carte bancaire"). */
  paymentMode: string;
  paymentReference?: string;
  maskedPan?: string;
  /** One QR code per ticket: the payload printed (shared/ticket-qr.ts: the ticket number, and a reserved
   * seat's departure day). */
  ticketQrCodes: string[];
  /** What each ticket is good for, printed under its QR code (line, stops, validity, the 30-minute
   * rule): one list per entry of ticketQrCodes, in the same order. */
  ticketDetails?: string[][];
  /** Shop goods collected at the agency (a kiosk ships nothing): printed with the header's agency name
   * and address lines; never with a shipping fee. */
  pickupAtAgency?: boolean;
  /** What the paper is when it is not an order's receipt, printed under the header (« Justificatif de
   * paiement à bord »). */
  title?: string;
  /** A counter's cash sale (issue 29 §2): printed under the payment mode. */
  cash?: { givenCents: number; changeCents: number };
  /** The language of the receipt's own texts (« Total payé », « Merci et bon voyage ! »...); French when
   * absent. The back office's texts (shop, products, payment mode) are printed as sent. */
  language?: ReceiptLanguage;
}

/** Bounds main enforces on a receipt (IPC validation); the renderer never sends more. */
export const RECEIPT_LIMITS = {
  lines: 50,
  text: 120,
  addressLines: 6,
  qrCodes: 20,
  qrPayload: 64,
  ticketDetailLines: 4,
  maxCents: 100_000_000,
} as const;

export interface PrintResult {
  ok: boolean;
  /** French text when not printed; the receipt stays queued and can be printed again. */
  message?: string;
}

export type DeviceMode = 'kiosk' | 'counter';

/** Where the card terminal's reader is, seen from the customer facing the screen (device config
 * `terminal.readerSide`): the payment screen points at it. */
export type ReaderSide = 'left' | 'right' | 'below';
export const READER_SIDES: readonly ReaderSide[] = ['left', 'right', 'below'];

/** Which payment to abort: the key its startPayment carried. */
export interface CancelPaymentRequest {
  idempotencyKey: string;
}

/**
 * `accepted`: the terminal was asked to abort; its answer to startPayment still says what happened (an
 * abort may come too late: the card may already be debited). Not accepted: the terminal's protocol has no
 * abort, or no such payment is in progress; the page waits for the terminal's own answer. `message`:
 * French, for the customer.
 */
export interface CancelPaymentAnswer {
  accepted: boolean;
  message: string;
}

export interface DeviceInfo {
  deviceId: string;
  mode: DeviceMode;
  versions: Record<string, string>;
  /** Kiosk idle reset: inactivity before the warning, then the warning's length (at least 20 s). */
  idleTimeoutMs: number;
  idleWarningMs: number;
  /** The device config lets the page use a camera (QR code of a ticket); otherwise it has none. */
  camera: boolean;
  /** The kiosk's stop code (device config `station`): ticket sale from its destinations; absent: none. */
  station?: string | null;
  /** Where the card terminal's reader is (device config `terminal.readerSide`). */
  readerSide: ReaderSide;
  /** A counter also sells through the card provider's page (device config `cardNotPresent`, issue 29 §1). */
  cardNotPresent?: boolean;
}

/** The operator screen's PIN, as typed: 4 to 12 digits (src/shared/operator-pin.ts). */
export interface OperatorUnlockRequest {
  pin: string;
}

/**
 * A correct PIN opens an operator session. Otherwise `message` (French) says why: a wrong PIN with the
 * attempts left, or the lock and its end (`lockedUntil`, ISO).
 */
export type OperatorUnlockAnswer =
  { ok: true } | { ok: false; message: string; attemptsLeft?: number; lockedUntil?: string };

export interface OperatorStatus {
  /** A session is open: the operator screen may show; it ends after 2 minutes without an action. */
  sessionOpen: boolean;
  /** ISO time the PIN lock ends; null when not locked. */
  lockedUntil: string | null;
}

/** What the operator screen shows (issue 25 §2), read by main inside an open operator session. */
export interface OperatorOverview {
  /** The terminal's last connection check; `unknown` before the first one. */
  terminal: 'reachable' | 'unreachable' | 'unknown';
  /** The printer's last status; `paper` null when the printer did not answer. */
  printer: {
    answered: boolean;
    paper: 'ok' | 'near-end' | 'end' | null;
    coverOpen: boolean;
    offline: boolean;
  };
  /** ISO time of the back office's last successful answer; null: none since the start. */
  backOfficeLastSuccessAt: string | null;
  /** Main's French warnings for the operator (paper near end, printer fault, silent back office…). */
  warnings: string[];
  /** The payment journal: awaiting an outcome, outcome unknown, signed reports not yet delivered. */
  journal: { pending: number; unknown: number; undeliveredReports: number };
  /** Free bytes on the disk of the app's data; null when it cannot be read. */
  freeDiskBytes: number | null;
  /** `configuration`: a fingerprint of the device configuration in use (its secrets left out);
   * `configVersion`: that configuration's own version (device config key), null when it has none. */
  versions: { app: string; configuration: string; configVersion: string | null };
  uptimeSeconds: number;
  /** Main's last errors, newest first, in French. */
  lastErrors: { at: string; message: string }[];
  /** The payments whose outcome is unknown, oldest first: the operator may settle each (issue 25 §2). */
  unknownPayments: UnknownPayment[];
}

/** A payment the terminal left without outcome, as the operator screen lists it. */
export interface UnknownPayment {
  /** The payment's idempotency key: what operator:settle-payment names. */
  key: string;
  orderId: string;
  amountCents: number;
  /** ISO time of the payment's last attempt; null when the journal does not say. */
  attemptedAt: string | null;
}

/** operator:settle-payment: what the operator read on the terminal's own journal, with a note. */
export interface OperatorSettleRequest {
  key: string;
  decision: 'approved' | 'declined';
  /** 3 to 200 characters, one line (src/shared/operator-settlement.ts). */
  note: string;
}

export type OperatorOverviewAnswer = { ok: true; overview: OperatorOverview } | KioskRefusal;

/** An operator action's result, in French; `ok` false when it failed or could not run. */
export interface OperatorActionAnswer {
  ok: boolean;
  message: string;
}

/**
 * The operator screen's part of the bridge (issue 25 §2). Present only on a kiosk whose configuration
 * holds an operator PIN: never on the counter nor on the web. Refusals answer a KioskRefusal.
 */
export interface OperatorBridge {
  unlock(request: OperatorUnlockRequest): Promise<OperatorUnlockAnswer>;
  status(): Promise<OperatorStatus>;
  /** Only inside an open session; reading it does not keep the session alive. */
  overview(): Promise<OperatorOverviewAnswer>;
  /** Checks the payment terminal's connection now (logged, keeps the session alive). */
  checkTerminal(): Promise<OperatorActionAnswer>;
  /** 'Quitter': ends the session. */
  leave(): Promise<void>;
  /** Prints a test ticket now, if the printer's status allows it (never queued). */
  testPrint(): Promise<OperatorActionAnswer>;
  /** Prints the last receipt again, if there is one and the printer's status allows it (never queued). */
  reprintLast(): Promise<OperatorActionAnswer>;
  /** Reads the device configuration again: invalid, the running one stays. */
  reloadConfiguration(): Promise<OperatorActionAnswer>;
  /** Restarts the app, refused while a payment is in progress (then the app is gone: no answer). */
  restart(): Promise<OperatorActionAnswer>;
  /** Records an unknown payment's outcome as the terminal's journal shows it (logged, reported). */
  settlePayment(request: OperatorSettleRequest): Promise<OperatorActionAnswer>;
}

export interface KioskBridge {
  startPayment(request: StartPaymentRequest): Promise<PaymentOutcome>;
  /** Asks the terminal to abort the payment in progress, where its protocol allows it. */
  cancelPayment(request: CancelPaymentRequest): Promise<CancelPaymentAnswer>;
  printReceipt(receipt: Receipt): Promise<PrintResult>;
  /** Reloads the page after the delay (SPEC §9: 5000 ms when services are unavailable). */
  reload(delayMs: number): Promise<void>;
  info(): Promise<DeviceInfo>;
  /** What the kiosk may sell now, as main's readiness last decided it (no device is asked: cheap to poll). */
  abilities(): Promise<KioskAbilities>;
  /** Only on a kiosk with an operator PIN configured. */
  operator?: OperatorBridge;
  /** Only on a counter PC whose till opened (issue 29 §3). */
  till?: TillBridge;
}

/**
 * Answer of reload and info when refused or failed: their contract has no error shape, and an error
 * must never be thrown across IPC. Only a renderer bug or a foreign frame ever receives it.
 */
export interface KioskRefusal {
  ok: false;
  message: string;
}

/**
 * The value answered when a channel's payload is refused (reason: French, from the validators), by
 * main, or already by the preload for an oversized argument: the page sees the same either way.
 */
export const INVALID_PAYLOAD = {
  startPayment: (reason: string): PaymentOutcome => ({
    status: 'error',
    message: `Demande de paiement invalide : ${reason}.`,
  }),
  cancelPayment: (reason: string): CancelPaymentAnswer => ({
    accepted: false,
    message: `Demande d’annulation invalide : ${reason}.`,
  }),
  printReceipt: (reason: string): PrintResult => ({ ok: false, message: `Reçu invalide : ${reason}.` }),
  reload: (reason: string): KioskRefusal => ({
    ok: false,
    message: `Demande de rechargement invalide : ${reason}.`,
  }),
  operatorUnlock: (reason: string): OperatorUnlockAnswer => ({
    ok: false,
    message: `Code opérateur invalide : ${reason}.`,
  }),
  operatorSettle: (reason: string): OperatorActionAnswer => ({
    ok: false,
    message: `Règlement refusé : ${reason}.`,
  }),
} as const;

/** IPC channel names, defined once for preload and main. */
export const KIOSK_CHANNELS = {
  startPayment: 'kiosk:start-payment',
  cancelPayment: 'kiosk:cancel-payment',
  printReceipt: 'kiosk:print-receipt',
  reload: 'kiosk:reload',
  info: 'kiosk:info',
  abilities: 'kiosk:abilities',
} as const;

export type KioskChannel = (typeof KIOSK_CHANNELS)[keyof typeof KIOSK_CHANNELS];

/** The operator screen's channels: registered only on a kiosk with an operator PIN. */
export const OPERATOR_CHANNELS = {
  unlock: 'operator:unlock',
  status: 'operator:status',
  leave: 'operator:leave',
  overview: 'operator:overview',
  checkTerminal: 'operator:check-terminal',
  testPrint: 'operator:test-print',
  reprintLast: 'operator:reprint-last',
  reloadConfiguration: 'operator:reload-configuration',
  restart: 'operator:restart',
  settlePayment: 'operator:settle-payment',
} as const;

export type OperatorChannel = (typeof OPERATOR_CHANNELS)[keyof typeof OPERATOR_CHANNELS];

/**
 * Main adds this to the kiosk window's renderer arguments (webPreferences.additionalArguments) when the
 * operator channels exist; the preload then exposes `window.kiosk.operator`.
 */
export const OPERATOR_SCREEN_ARGUMENT = '--portail-operator-screen';

/** SPEC §9: the kiosk reloads 5000 ms after services became unavailable. */
export const SERVICES_DOWN_RELOAD_MS = 5000;
