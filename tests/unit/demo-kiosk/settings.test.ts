// src/demo-kiosk/settings.ts: the demo kiosk's telemetry interval and operator PIN from the environment, with a
// real kiosk's default interval and the demo PIN of the README and docs/start.md; a bad value stops the start
// with a French line.
import { describe, expect, it } from 'vitest';
import { demoOperatorPinFromEnv, demoTelemetryIntervalFromEnv } from '../../../src/demo-kiosk/settings';
import { DEMO_OPERATOR_PIN } from '../../../src/demo-kiosk';

describe('demo kiosk settings from the environment', () => {
  it('reports every 60 s unless DEMO_KIOSK_TELEMETRY_MS says otherwise, within 2 s to 1 h', () => {
    expect(demoTelemetryIntervalFromEnv({})).toBe(60_000);
    expect(demoTelemetryIntervalFromEnv({ DEMO_KIOSK_TELEMETRY_MS: '2000' })).toBe(2_000);
    for (const raw of ['1999', '0', '-5000', '2e3', ' 2000', '3600001', ''])
      expect(() => demoTelemetryIntervalFromEnv({ DEMO_KIOSK_TELEMETRY_MS: raw })).toThrow(
        `DEMO_KIOSK_TELEMETRY_MS invalide : « ${raw} »`,
      );
  });

  it('takes the demo PIN unless DEMO_KIOSK_OPERATOR_PIN gives 4 to 12 digits', () => {
    expect(DEMO_OPERATOR_PIN).toBe('2580');
    expect(demoOperatorPinFromEnv({})).toBe('2580');
    expect(demoOperatorPinFromEnv({ DEMO_KIOSK_OPERATOR_PIN: '482916' })).toBe('482916');
    for (const pin of ['123', '1234567890123', '12a4', '', ' 2580'])
      expect(() => demoOperatorPinFromEnv({ DEMO_KIOSK_OPERATOR_PIN: pin })).toThrow(
        'DEMO_KIOSK_OPERATOR_PIN invalide (attendu : de 4 à 12 chiffres).',
      );
  });
});
