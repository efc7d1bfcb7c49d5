// Public API of the kiosk's fleet telemetry (issue 25 §3, DESIGN "Station operations").
export { otlpUrls, startKioskTelemetry, type KioskTelemetry, type KioskTelemetryOptions } from './exporter';
export { watchOutages } from './outage';
export {
  createOutcomeTally,
  logText,
  openPayments,
  paperStateOf,
  terminalStateOf,
  type OpenPayments,
  type OutcomeTally,
} from './values';
