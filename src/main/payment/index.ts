// Public API of the payment part of the main process (DESIGN "Payment terminal").
export type {
  PaymentLog,
  TerminalDriver,
  TerminalReachability,
  TerminalRequest,
  TerminalResult,
} from './driver';
export { defaultPaymentLog } from './driver';
export { PAYMENT_MESSAGES } from './messages';
export {
  createSimulatorDriver,
  SIMULATOR_DEFAULT_DELAY_MS,
  SIMULATOR_MASKED_PAN,
  type SimulatedBehaviour,
  type SimulatorDriver,
  type SimulatorDriverOptions,
} from './simulator-driver';
export { CAISSE_AP_DEFAULTS, createCaisseApDriver, type CaisseApDriverOptions } from './caisse-ap/driver';
export { checkCaisseApConnection, type ConnectionCheckOptions } from './caisse-ap/connection-check';
export {
  CaisseApCodecError,
  CaisseApDecoder,
  encodeCaisseAp,
  fieldValue,
  type CaisseApErrorCode,
  type CaisseApField,
  type CaisseApMessage,
} from './caisse-ap/codec';
export {
  JOURNAL_ROTATION_DEFAULTS,
  openPaymentJournal,
  type JournalRotationOptions,
  type PaymentJournal,
  type PaymentJournalOptions,
  type RotationResult,
} from './journal';
export type { JournalEntry, JournalState, PaymentRecord } from './journal-state';
export { signReport, type UnsignedReport } from './signature';
export {
  createReportDelivery,
  defaultBackoffMs,
  outcomeUrl,
  type ReportDelivery,
  type ReportDeliveryOptions,
} from './delivery';
export { PAYMENT_REQUEST_LIMITS, paymentRequestProblem } from './request-validation';
export {
  createPaymentService,
  DEFAULT_DELIVERY_WAIT_MS,
  type PaymentReadiness,
  type PaymentService,
  type PaymentServiceOptions,
} from './service';
