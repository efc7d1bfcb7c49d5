import { describe, expect, it } from 'vitest';
import {
  DEVICE_CONFIG_DEFAULTS,
  originOf,
  validateDeviceConfig,
  type DeviceConfig,
} from '../../../src/shared/device-config';

const SECRET = 's'.repeat(32);

function valid(): Record<string, unknown> {
  return structuredClone({ ...DEVICE_CONFIG_DEFAULTS, deviceId: 'borne-gare-01' });
}

/** The errors of a configuration built from the valid one with `change` applied. */
function errorsOf(change: (config: Record<string, unknown>) => void): string[] {
  const config = valid();
  change(config);
  const result = validateDeviceConfig(config);
  return result.ok ? [] : result.errors;
}

const section = (config: Record<string, unknown>, name: 'printer' | 'terminal') =>
  config[name] as Record<string, unknown>;

describe('validateDeviceConfig', () => {
  it('accepts the defaults with a device id and types them', () => {
    const result = validateDeviceConfig(valid());
    expect(result).toEqual({
      ok: true,
      config: {
        backofficeUrl: null,
        mode: 'counter',
        printer: {
          type: 'epson',
          interface: 'tcp://127.0.0.1:9100',
          characterSet: 'PC858_EURO',
          width: 48,
          timeoutMs: 5000,
        },
        terminal: {
          driver: 'simulator',
          host: '127.0.0.1',
          port: 8888,
          posNumber: '01',
          timeoutMs: 200000,
          quietSeconds: 5,
          readerSide: 'below',
        },
        idleTimeoutMs: 90000,
        idleWarningMs: 30000,
        deviceId: 'borne-gare-01',
        deviceSecret: null,
        allowedOrigins: [],
        camera: false,
        station: null,
        telemetryEndpoint: null,
        telemetryIntervalMs: 60000,
        configVersion: null,
        operatorPinHash: null,
        tillAgents: [],
        cardNotPresent: false,
      } satisfies DeviceConfig,
    });
  });

  it('accepts a full kiosk configuration and normalises URLs and origins', () => {
    const result = validateDeviceConfig({
      ...valid(),
      backofficeUrl: 'https://backoffice.reseau.example.fr',
      mode: 'kiosk',
      printer: {
        type: 'star',
        interface: '/dev/usb/lp0',
        characterSet: 'PC850_MULTILINGUAL',
        width: 42,
        timeoutMs: 3000,
      },
      terminal: {
        driver: 'caisse-ap',
        host: '10.0.0.7',
        port: 8888,
        posNumber: '12',
        timeoutMs: 200000,
        quietSeconds: 3,
        readerSide: 'left',
      },
      deviceSecret: SECRET,
      allowedOrigins: [
        'https://paiement.example.fr/',
        'https://paiement.example.fr',
        'http://127.0.0.1:5180',
      ],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.backofficeUrl).toBe('https://backoffice.reseau.example.fr/');
    expect(result.config.allowedOrigins).toEqual(['https://paiement.example.fr', 'http://127.0.0.1:5180']);
    expect(result.config.deviceSecret).toBe(SECRET);
    expect(result.config.terminal.readerSide).toBe('left');
  });

  it('knows where the card reader is: left, right or below the screen (below by default)', () => {
    expect(DEVICE_CONFIG_DEFAULTS.terminal.readerSide).toBe('below');
    for (const side of ['left', 'right', 'below'])
      expect(errorsOf((c) => ((c.terminal as Record<string, unknown>).readerSide = side))).toEqual([]);
    expect(errorsOf((c) => ((c.terminal as Record<string, unknown>).readerSide = 'above'))).toEqual([
      expect.stringContaining(
        'doit valoir left (à gauche de l’écran), right (à droite) ou below (sous l’écran).',
      ),
    ]);
  });

  it('names the kiosk’s stop by a stop code, or none (the default)', () => {
    expect(DEVICE_CONFIG_DEFAULTS.station).toBeNull();
    const result = validateDeviceConfig({ ...valid(), station: 'BLO-GARE' });
    expect(result.ok && result.config.station).toBe('BLO-GARE');
    const none = validateDeviceConfig({ ...valid(), station: null });
    expect(none.ok && none.config.station).toBeNull();
    expect(errorsOf((c) => (c.station = 'blo gare'))).toEqual([
      'Configuration invalide : « station » doit être le code d’un arrêt du réseau (lettres majuscules, chiffres et tirets, 20 au plus), par exemple BLO-GARE, ou null.',
    ]);
    expect(errorsOf((c) => (c.station = ''))).toHaveLength(1);
    expect(errorsOf((c) => (c.station = 'A'.repeat(21)))).toHaveLength(1);
    expect(errorsOf((c) => (c.station = 12))).toHaveLength(1);
  });

  it('sends the telemetry to an origin, the back office’s by default, every minute unless told', () => {
    const result = validateDeviceConfig({
      ...valid(),
      telemetryEndpoint: 'https://telemetrie.exemple.fr:4318/',
      telemetryIntervalMs: 30_000,
      configVersion: '2026-11-20',
    });
    expect(result.ok && result.config).toMatchObject({
      telemetryEndpoint: 'https://telemetrie.exemple.fr:4318',
      telemetryIntervalMs: 30_000,
      configVersion: '2026-11-20',
    });
    expect(errorsOf((c) => (c.telemetryEndpoint = 'http://127.0.0.1:5180'))).toEqual([]);
  });

  it.each([
    'ftp://telemetrie.exemple.fr',
    'http://telemetrie.exemple.fr:4318',
    'https://kiosque:motdepasse@telemetrie.exemple.fr',
    'https://telemetrie.exemple.fr/v1/metrics',
    'https://telemetrie.exemple.fr/?jeton=1',
    'telemetrie.exemple.fr',
    '',
    42,
  ])('names telemetryEndpoint when it is %j', (value) => {
    expect(errorsOf((c) => (c.telemetryEndpoint = value))).toEqual([
      'Configuration invalide : « telemetryEndpoint » doit être une origine https:// sans identifiants ni chemin (http:// seulement pour 127.0.0.1 ou localhost), par exemple https://telemetrie.exemple.fr:4318, ou null pour l’adresse du back office.',
    ]);
  });

  it('bounds the telemetry interval and checks the configuration’s version', () => {
    for (const value of [9_999, 3_600_001, 60_000.5, '60000'])
      expect(errorsOf((c) => (c.telemetryIntervalMs = value))).toEqual([
        'Configuration invalide : « telemetryIntervalMs » doit être un nombre entier de millisecondes entre 10 000 et 3 600 000.',
      ]);
    for (const value of ['', 'version 2', 'v'.repeat(65), '2026-11-20\n', 7])
      expect(errorsOf((c) => (c.configVersion = value))).toEqual([
        'Configuration invalide : « configVersion » doit compter de 1 à 64 caractères parmi les lettres, les chiffres, « . », « _ », « : », « + » et « - », par exemple 2026-11-20, ou null.',
      ]);
  });

  it('keeps the operator PIN as a scrypt hash, or none (no operator screen, the default)', () => {
    const hash = `scrypt$131072$8$1$${'A'.repeat(22)}==$${'B'.repeat(43)}=`;
    const config = valid();
    config.operatorPinHash = hash;
    const result = validateDeviceConfig(config);
    expect(result.ok && result.config.operatorPinHash).toBe(hash);
    const rule =
      'Configuration invalide : « operatorPinHash » doit être une empreinte scrypt de la forme scrypt$N$r$p$sel$empreinte, calculée par npm run operator:pin, ou null (pas d’écran opérateur).';
    for (const bad of ['1234', 'scrypt$1024$8$1$x$y', 1234, hash.replace('131072', '131071')])
      expect(errorsOf((c) => (c.operatorPinHash = bad))).toEqual([rule]);
  });

  it('keeps the till agents with their PIN hashes, each id once (issue 29 §3)', () => {
    const hash = `scrypt$131072$8$1$${'A'.repeat(22)}==$${'B'.repeat(43)}=`;
    const agents = [
      { id: 'agent-1', pinHash: hash },
      { id: 'guichet.B_2', pinHash: hash },
    ];
    const result = validateDeviceConfig({ ...valid(), tillAgents: agents });
    expect(result.ok && result.config.tillAgents).toEqual(agents);
    const rule =
      'Configuration invalide : « tillAgents » doit être une liste d’au plus 50 agents, chacun avec son identifiant (lettres, chiffres, « . », « _ » et « - », 32 au plus, sans doublon) et l’empreinte scrypt de son code calculée par npm run operator:pin, par exemple [{ "id": "agent-1", "pinHash": "scrypt$…" }] (ou agent-1:scrypt$… dans l’environnement).';
    const bad: unknown[] = [
      'agent-1',
      [{ id: 'agent 1', pinHash: hash }],
      [{ id: 'a', pinHash: '1234' }],
      [{ id: 'a', pinHash: hash, role: 'admin' }],
      [
        { id: 'a', pinHash: hash },
        { id: 'a', pinHash: hash },
      ],
      [{ id: '../x', pinHash: hash }],
      Array.from({ length: 51 }, (_, i) => ({ id: `a${i}`, pinHash: hash })),
    ];
    for (const value of bad) expect(errorsOf((c) => (c.tillAgents = value))).toEqual([rule]);
  });

  it('sells through the card page at the counter only when told to (card not present, off by default)', () => {
    expect(DEVICE_CONFIG_DEFAULTS.cardNotPresent).toBe(false);
    const result = validateDeviceConfig({ ...valid(), cardNotPresent: true });
    expect(result.ok && result.config.cardNotPresent).toBe(true);
    expect(errorsOf((c) => (c.cardNotPresent = 'yes'))).toEqual([
      'Configuration invalide : « cardNotPresent » doit valoir true (le guichet vend aussi par la page de paiement du prestataire, commandes par téléphone) ou false.',
    ]);
  });

  it('lets the camera be enabled, a boolean only (off by default)', () => {
    expect(DEVICE_CONFIG_DEFAULTS.camera).toBe(false);
    const result = validateDeviceConfig({ ...valid(), camera: true });
    expect(result.ok && result.config.camera).toBe(true);
    expect(errorsOf((c) => (c.camera = 'true'))).toHaveLength(1);
    expect(errorsOf((c) => (c.camera = 1))).toHaveLength(1);
    expect(errorsOf((c) => delete c.camera)).toHaveLength(1);
  });

  it.each([
    'tcp://10.0.0.5:9100',
    'tcp://imprimante.local:9100',
    'printer:EPSON_TM_T20',
    '/dev/usb/lp0',
    '\\\\.\\COM3',
  ])('accepts the printer interface %s', (value) => {
    expect(errorsOf((c) => (section(c, 'printer').interface = value))).toEqual([]);
  });

  it.each([
    '',
    'tcp://10.0.0.5',
    'tcp://10.0.0.5:0',
    'tcp://10.0.0.5:70000',
    'printer:',
    'lp0',
    'http://x:9100',
    42,
  ])('names printer.interface when it is %j', (value) => {
    expect(errorsOf((c) => (section(c, 'printer').interface = value))).toEqual([
      'Configuration invalide : « printer.interface » doit être de la forme tcp://hôte:port, printer:Nom ou un chemin de périphérique.',
    ]);
  });

  it.each<[string, (c: Record<string, unknown>) => void, string]>([
    [
      'backofficeUrl',
      (c) => (c.backofficeUrl = 'ftp://backoffice.example.fr'),
      'Configuration invalide : « backofficeUrl » doit être une adresse https:// complète (http:// seulement pour 127.0.0.1 ou localhost), ou null pour l’émulateur embarqué.',
    ],
    [
      'mode',
      (c) => (c.mode = 'borne'),
      'Configuration invalide : « mode » doit valoir kiosk (borne) ou counter (guichet).',
    ],
    [
      'printer.type',
      (c) => (section(c, 'printer').type = 'zebra'),
      'Configuration invalide : « printer.type » doit valoir epson ou star.',
    ],
    [
      'printer.characterSet',
      (c) => (section(c, 'printer').characterSet = 'utf-8'),
      'Configuration invalide : « printer.characterSet » doit être un jeu de caractères de l’imprimante, par exemple PC858_EURO.',
    ],
    [
      'printer.width',
      (c) => (section(c, 'printer').width = 12),
      'Configuration invalide : « printer.width » doit être un nombre entier de caractères entre 24 et 96.',
    ],
    [
      'printer.timeoutMs',
      (c) => (section(c, 'printer').timeoutMs = 'vite'),
      'Configuration invalide : « printer.timeoutMs » doit être un nombre entier de millisecondes entre 100 et 120 000.',
    ],
    [
      'terminal.driver',
      (c) => (section(c, 'terminal').driver = 'ingenico'),
      'Configuration invalide : « terminal.driver » doit valoir simulator ou caisse-ap.',
    ],
    [
      'terminal.host',
      (c) => (section(c, 'terminal').host = 'tpe caisse'),
      'Configuration invalide : « terminal.host » doit être un nom d’hôte ou une adresse IP.',
    ],
    [
      'terminal.port',
      (c) => (section(c, 'terminal').port = 70000),
      'Configuration invalide : « terminal.port » doit être un numéro de port entier entre 1 et 65 535.',
    ],
    [
      'terminal.posNumber',
      (c) => (section(c, 'terminal').posNumber = '123'),
      'Configuration invalide : « terminal.posNumber » doit être un numéro de caisse de 1 ou 2 chiffres.',
    ],
    [
      'terminal.timeoutMs',
      (c) => (section(c, 'terminal').timeoutMs = 500),
      'Configuration invalide : « terminal.timeoutMs » doit être un nombre entier de millisecondes entre 1 000 et 600 000.',
    ],
    [
      'terminal.quietSeconds',
      (c) => (section(c, 'terminal').quietSeconds = 0.3),
      'Configuration invalide : « terminal.quietSeconds » doit être un nombre entier de secondes entre 1 et 60.',
    ],
    [
      'idleTimeoutMs',
      (c) => (c.idleTimeoutMs = 1.5),
      'Configuration invalide : « idleTimeoutMs » doit être un nombre entier de millisecondes entre 10 000 et 3 600 000.',
    ],
    [
      'idleWarningMs',
      (c) => (c.idleWarningMs = 19999),
      'Configuration invalide : « idleWarningMs » doit être un nombre entier de millisecondes entre 20 000 et 300 000.',
    ],
    [
      'deviceId',
      (c) => (c.deviceId = 'borne gare'),
      'Configuration invalide : « deviceId » doit compter de 1 à 64 caractères parmi les lettres, les chiffres, « . », « _ » et « - ».',
    ],
    [
      'deviceSecret',
      (c) => (c.deviceSecret = 'court'),
      'Configuration invalide : « deviceSecret » doit compter de 32 à 512 caractères.',
    ],
    [
      'allowedOrigins',
      (c) => (c.allowedOrigins = ['https://paiement.example.fr/chemin']),
      'Configuration invalide : « allowedOrigins » doit être une liste d’origines https:// (http:// seulement pour 127.0.0.1 ou localhost), par exemple https://paiement.exemple.fr.',
    ],
    [
      'camera',
      (c) => (c.camera = 'oui'),
      'Configuration invalide : « camera » doit valoir true (caméra permise à la page de l’application) ou false.',
    ],
    [
      'printer',
      (c) => (c.printer = 'tcp://10.0.0.5:9100'),
      'Configuration invalide : « printer » doit être un objet de réglages.',
    ],
    [
      'an unknown key',
      (c) => (c.imprimante = 'x'),
      'Configuration invalide : « imprimante » n’est pas un réglage connu.',
    ],
    [
      'an unknown section key',
      (c) => (section(c, 'terminal').adresse = 'x'),
      'Configuration invalide : « terminal.adresse » n’est pas un réglage connu.',
    ],
  ])('names %s in French', (_name, change, message) => {
    expect(errorsOf(change)).toEqual([message]);
  });

  it('requires a provisioned secret with a configured back office, never one made up', () => {
    expect(errorsOf((c) => (c.backofficeUrl = 'https://backoffice.example.fr'))).toEqual([
      'Configuration invalide : « deviceSecret » doit être fourni (configuration ou PORTAIL_DEVICE_SECRET) quand un back office est configuré : il est enregistré chez l’exploitant, la borne ne l’invente pas.',
    ]);
  });

  it('refuses plain http back offices and origins except on this machine', () => {
    expect(errorsOf((c) => (c.backofficeUrl = 'http://backoffice.example.fr'))).toHaveLength(1);
    expect(errorsOf((c) => (c.allowedOrigins = ['http://paiement.example.fr']))).toHaveLength(1);
    expect(
      errorsOf((c) => ((c.backofficeUrl = 'http://localhost:5180/'), (c.deviceSecret = SECRET))),
    ).toEqual([]);
    expect(errorsOf((c) => (c.backofficeUrl = 'https://user:pass@backoffice.example.fr'))).toHaveLength(1);
  });

  it('reports every bad key at once', () => {
    const errors = errorsOf((c) => {
      c.mode = 'x';
      section(c, 'printer').width = 0;
      c.idleWarningMs = 1000;
    });
    expect(errors.map((e) => /« (.+?) »/.exec(e)?.[1])).toEqual(['mode', 'printer.width', 'idleWarningMs']);
  });

  it('refuses what is not an object', () => {
    expect(validateDeviceConfig(null)).toEqual({
      ok: false,
      errors: ['Configuration invalide : « configuration » doit être un objet de réglages.'],
    });
  });
});

describe('originOf', () => {
  it('parses origins instead of comparing strings', () => {
    expect(originOf('https://pay.example.fr')).toBe('https://pay.example.fr');
    expect(originOf('https://pay.example.fr:443/')).toBe('https://pay.example.fr');
    expect(originOf('https://pay.example.fr@evil.test')).toBeNull();
    expect(originOf('https://pay.example.fr/?x=1')).toBeNull();
    expect(originOf('javascript:alert(1)')).toBeNull();
  });
});
