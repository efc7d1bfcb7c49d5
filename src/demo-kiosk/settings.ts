// The demo kiosk's settings from the environment (scripts/demo-kiosk.ts reads them at `npm start`): its
// telemetry interval and its operator PIN. A bad value stops the start with one French line.
import { DEVICE_CONFIG_DEFAULTS } from '../shared/device-config';
import { OPERATOR_PIN_PATTERN } from '../shared/operator-pin';
import { DEMO_OPERATOR_PIN } from './operator';

/** The shortest interval the exporter takes: it keeps a second for each export to end within it. */
const DEMO_TELEMETRY_MIN_MS = 2_000;

/** DEMO_KIOSK_TELEMETRY_MS (the e2e runs shorten it), or a real kiosk's default interval (60 s). */
export function demoTelemetryIntervalFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.DEMO_KIOSK_TELEMETRY_MS;
  if (raw === undefined) return DEVICE_CONFIG_DEFAULTS.telemetryIntervalMs;
  const value = Number(raw);
  if (!/^\d{4,7}$/.test(raw) || value < DEMO_TELEMETRY_MIN_MS || value > 3_600_000)
    throw new Error(
      `DEMO_KIOSK_TELEMETRY_MS invalide : « ${raw} » (attendu : des millisecondes entre 2000 et 3600000)`,
    );
  return value;
}

/** DEMO_KIOSK_OPERATOR_PIN, or the documented demo PIN: 4 to 12 digits, as a real kiosk's. */
export function demoOperatorPinFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const pin = env.DEMO_KIOSK_OPERATOR_PIN ?? DEMO_OPERATOR_PIN;
  if (!OPERATOR_PIN_PATTERN.test(pin))
    throw new Error('DEMO_KIOSK_OPERATOR_PIN invalide (attendu : de 4 à 12 chiffres).');
  return pin;
}
