// Public API of the kiosk's readiness (DESIGN "Station operations").
export {
  decideReadiness,
  DEFAULT_READINESS_RULES,
  printerProblem,
  PRINTED_SALES,
  SALE_KINDS,
  type KioskAbilities,
  type OperatorWarning,
  type PrinterProblem,
  type ReadinessInputs,
  type ReadinessRules,
  type SaleAbility,
  type SaleKind,
  type TerminalState,
} from './decide';
export { OPERATOR_MESSAGES, PAYMENT_REFUSED_MESSAGES, PRINTING_UNAVAILABLE_TEXT } from './messages';
export {
  createReadinessService,
  DEFAULT_IDLE_INTERVAL_MS,
  DEFAULT_RETRY_INTERVAL_MS,
  type PaymentGate,
  type ReadinessService,
  type ReadinessServiceOptions,
} from './service';
export { watchBackOffice, type BackOfficeWatch } from './back-office-watch';
