import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../../../src/main/config/env';
import { configFromFlags } from '../../../../src/main/config/flags';

describe('command-line flags', () => {
  it('reads the flags of docs/configuration.md and a dotted flag for every other setting, typed by the schema', () => {
    const { layer, errors } = configFromFlags([
      '/opt/portail/portail',
      '.',
      '--backoffice-url=https://bo.example.fr',
      '--mode=kiosk',
      '--printer.interface=tcp://10.0.0.5:9100',
      '--printer.width=42',
      '--terminal.driver=caisse-ap',
      '--terminal.port=8888',
      '--terminal.posNumber=07',
      '--idleTimeoutMs=120000',
      '--deviceId=borne-12',
      '--deviceSecret=' + 'k'.repeat(40),
      '--allowedOrigins=https://a.example.fr, https://b.example.fr',
      '--camera=true',
    ]);
    expect(errors).toEqual([]);
    expect(layer).toEqual({
      backofficeUrl: 'https://bo.example.fr',
      mode: 'kiosk',
      printer: { interface: 'tcp://10.0.0.5:9100', width: 42 },
      terminal: { driver: 'caisse-ap', port: 8888, posNumber: '07' },
      idleTimeoutMs: 120000,
      deviceId: 'borne-12',
      deviceSecret: 'k'.repeat(40),
      allowedOrigins: ['https://a.example.fr', 'https://b.example.fr'],
      camera: true,
    });
  });

  it('keeps a value that is no number as text, so the validator names the key', () => {
    expect(configFromFlags(['--printer.width=large']).layer).toEqual({ printer: { width: 'large' } });
  });

  it('reads a boolean from true or false only, anything else stays text for the validator', () => {
    expect(configFromFlags(['--camera=false']).layer).toEqual({ camera: false });
    expect(configFromFlags(['--camera=oui']).layer).toEqual({ camera: 'oui' });
  });

  it('reads the kiosk’s stop as text, none when empty or null', () => {
    expect(configFromFlags(['--station=BLO-GARE']).layer).toEqual({ station: 'BLO-GARE' });
    expect(configFromFlags(['--station=']).layer).toEqual({ station: null });
    expect(configFromFlags(['--station=null']).layer).toEqual({ station: null });
  });

  it('reads the till agents as id:hash pairs separated by commas; an entry without ":" stays text', () => {
    const hash = `scrypt$131072$8$1$${'A'.repeat(22)}==$${'B'.repeat(43)}=`;
    expect(configFromFlags([`--tillAgents=agent-1:${hash}, agent-2:${hash}`]).layer).toEqual({
      tillAgents: [
        { id: 'agent-1', pinHash: hash },
        { id: 'agent-2', pinHash: hash },
      ],
    });
    expect(configFromFlags(['--tillAgents=']).layer).toEqual({ tillAgents: [] });
    expect(configFromFlags(['--tillAgents=agent-1']).layer).toEqual({ tillAgents: ['agent-1'] });
  });

  it('an empty --backoffice-url chooses the embedded emulator', () => {
    expect(configFromFlags(['--backoffice-url=']).layer).toEqual({ backofficeUrl: null });
    expect(configFromFlags(['--backofficeUrl=null']).layer).toEqual({ backofficeUrl: null });
  });

  it('the last flag wins', () => {
    expect(configFromFlags(['--mode=kiosk', '--mode=counter']).layer).toEqual({ mode: 'counter' });
  });

  it('leaves Chromium and Node flags alone', () => {
    expect(configFromFlags(['--no-sandbox', '--lang=fr', '--enable-logging', '--inspect=9229'])).toEqual({
      layer: {},
      errors: [],
    });
  });

  it('names a misspelt setting of our sections and a flag without value', () => {
    expect(configFromFlags(['--printer.interfase=tcp://x:1', '--terminal.pin=1', '--mode']).errors).toEqual([
      'Configuration invalide : « printer.interfase » n’est pas un réglage connu.',
      'Configuration invalide : « terminal.pin » n’est pas un réglage connu.',
      'Configuration invalide : « mode » attend une valeur : --mode=valeur.',
    ]);
  });
});

describe('environment', () => {
  it('reads the four documented variables', () => {
    expect(
      configFromEnv({
        BACKOFFICE_URL: 'https://bo.example.fr',
        PORTAIL_MODE: 'kiosk',
        PORTAIL_DEVICE_ID: 'borne-3',
        PORTAIL_DEVICE_SECRET: 'x'.repeat(32),
        PATH: '/usr/bin',
      }),
    ).toEqual({
      backofficeUrl: 'https://bo.example.fr',
      mode: 'kiosk',
      deviceId: 'borne-3',
      deviceSecret: 'x'.repeat(32),
    });
  });

  it('treats empty variables as unset', () => {
    expect(configFromEnv({ BACKOFFICE_URL: '', PORTAIL_MODE: ' ' })).toEqual({});
  });
});
