import { describe, expect, it } from 'vitest';
import { deviceIdFromHostname, loadDeviceConfig, type ConfigSources } from '../../../../src/main/config/load';

const GENERATED = 'g'.repeat(64);
const PROVISIONED = 'p'.repeat(48);

function sources(overrides: Partial<ConfigSources> = {}): ConfigSources {
  return {
    stored: { layer: {}, errors: [] },
    env: {},
    argv: [],
    hostname: 'borne-gare',
    randomSecret: () => GENERATED,
    ...overrides,
  };
}

describe('loadDeviceConfig', () => {
  it('merges defaults ← store ← environment ← flags, key by key', () => {
    const result = loadDeviceConfig(
      sources({
        stored: {
          layer: {
            mode: 'kiosk',
            printer: { interface: 'tcp://10.0.0.1:9100', width: 42 },
            terminal: { driver: 'caisse-ap', host: '10.0.0.9' },
            deviceId: 'from-store',
          },
          errors: [],
        },
        env: { PORTAIL_DEVICE_ID: 'from-env', PORTAIL_MODE: 'counter' },
        argv: ['--mode=kiosk', '--printer.interface=tcp://10.0.0.5:9100'],
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.mode).toBe('kiosk'); // flag over environment over store
    expect(result.config.deviceId).toBe('from-env'); // environment over store
    expect(result.config.printer).toEqual({
      type: 'epson', // default
      interface: 'tcp://10.0.0.5:9100', // flag
      characterSet: 'PC858_EURO', // default
      width: 42, // store
      timeoutMs: 5000,
    });
    expect(result.config.terminal).toMatchObject({
      driver: 'caisse-ap',
      host: '10.0.0.9',
      timeoutMs: 200000,
    });
  });

  it('derives the device id from the host name by default', () => {
    const result = loadDeviceConfig(sources({ hostname: 'Borne Gare #1' }));
    expect(result.ok && result.config.deviceId).toBe('Borne-Gare--1');
    expect(deviceIdFromHostname('###')).toBe('borne');
    expect(deviceIdFromHostname('x'.repeat(80))).toHaveLength(64);
  });

  it('with the embedded emulator and no secret, generates one for this run', () => {
    const result = loadDeviceConfig(sources());
    expect(result).toMatchObject({
      ok: true,
      generatedSecret: true,
      config: { backofficeUrl: null, deviceSecret: GENERATED },
    });
  });

  it('keeps a provisioned secret', () => {
    const result = loadDeviceConfig(sources({ env: { PORTAIL_DEVICE_SECRET: PROVISIONED } }));
    expect(result).toMatchObject({ ok: true, generatedSecret: false, config: { deviceSecret: PROVISIONED } });
  });

  it('with a configured back office, refuses to start without a provisioned secret', () => {
    const result = loadDeviceConfig(sources({ argv: ['--backoffice-url=https://bo.example.fr'] }));
    expect(result).toEqual({
      ok: false,
      errors: [
        'Configuration invalide : « deviceSecret » doit être fourni (configuration ou PORTAIL_DEVICE_SECRET) quand un back office est configuré : il est enregistré chez l’exploitant, la borne ne l’invente pas.',
      ],
    });
  });

  it('with a configured back office and its secret, starts', () => {
    const result = loadDeviceConfig(
      sources({ env: { BACKOFFICE_URL: 'https://bo.example.fr', PORTAIL_DEVICE_SECRET: PROVISIONED } }),
    );
    expect(result).toMatchObject({
      ok: true,
      generatedSecret: false,
      config: { backofficeUrl: 'https://bo.example.fr/' },
    });
  });

  it('gathers store, flag and validation errors together', () => {
    const result = loadDeviceConfig(
      sources({
        stored: {
          layer: { printer: { width: 5 } },
          errors: ['Configuration invalide : « config.json » illisible.'],
        },
        argv: ['--printer.color=rouge'],
      }),
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        'Configuration invalide : « config.json » illisible.',
        'Configuration invalide : « printer.color » n’est pas un réglage connu.',
        'Configuration invalide : « printer.width » doit être un nombre entier de caractères entre 24 et 96.',
      ],
    });
  });
});
