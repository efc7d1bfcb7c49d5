// The device configuration of the kiosk / counter app (DESIGN "Electron security", issue 4): its typed
// schema, its defaults and one pure validator whose French messages name the bad key, so main can refuse
// to start half-configured. Main merges defaults ← electron-store ← environment ← command-line flags.
import { READER_SIDES, type DeviceMode, type ReaderSide } from './kiosk-bridge';
import { parsePinHash } from './operator-pin';

export type PrinterType = 'epson' | 'star';
export type TerminalDriver = 'simulator' | 'caisse-ap';

export interface PrinterSettings {
  type: PrinterType;
  /** 'tcp://host:9100', 'printer:Name' (system driver) or a device path ('/dev/usb/lp0'). */
  interface: string;
  /** node-thermal-printer character set; PC858_EURO prints French accents and '€'. */
  characterSet: string;
  /** Characters per line (48 on 80 mm paper). */
  width: number;
  timeoutMs: number;
}

export interface TerminalSettings {
  driver: TerminalDriver;
  host: string;
  port: number;
  /** Caisse-AP point-of-sale number (field CA, 1 or 2 digits). */
  posNumber: string;
  /** The customer dialog on the terminal can last about 3 minutes. */
  timeoutMs: number;
  /** Silence after the result field (AE) that ends a Caisse-AP answer still missing fields. */
  quietSeconds: number;
  /** Where the card reader is, seen from the customer: the payment screen draws a pointer to it. */
  readerSide: ReaderSide;
}

export interface DeviceConfig {
  /** The operator's back office; null: the emulator embedded in the app. */
  backofficeUrl: string | null;
  mode: DeviceMode;
  printer: PrinterSettings;
  terminal: TerminalSettings;
  /** Inactivity before the idle warning, then the warning's length (at least 20 s, RGAA 13.1). */
  idleTimeoutMs: number;
  idleWarningMs: number;
  deviceId: string;
  /** HMAC key of the terminal outcomes; null only with the embedded emulator (main generates one). */
  deviceSecret: string | null;
  /** Extra http(s) origins the window may navigate to or frame (e.g. the card provider's). */
  allowedOrigins: string[];
  /** A camera the app's own page may use (video only) to read a ticket's QR code; off unless enabled. */
  camera: boolean;
  /** The kiosk's stop (a physical stop code of the topology): its ticket sale starts from the
   * destinations reachable from it (issue 24 item 1); null: SPEC's line → origin → destination. */
  station: string | null;
  /** Where the kiosk exports its OpenTelemetry metrics and logs (OTLP/HTTP JSON, issue 25 §3): an
   * origin, the exporters add /v1/metrics and /v1/logs; null: the back office's address (the emulator). */
  telemetryEndpoint: string | null;
  /** Between two telemetry exports. */
  telemetryIntervalMs: number;
  /** The version of this configuration as the operator names it (exported with the telemetry); null: none. */
  configVersion: string | null;
  /** The operator screen's PIN as a scrypt hash (src/shared/operator-pin.ts); null: no operator screen. */
  operatorPinHash: string | null;
  /** The agents who may open and close the counter's till (issue 29 §3), each PIN as a scrypt hash. */
  tillAgents: TillAgent[];
  /** The counter also sells through the card provider's page (phone orders: card not present). Off by
   * default: at the counter the customer's card goes on the terminal. */
  cardNotPresent: boolean;
}

export interface TillAgent {
  /** What the agent types with the PIN, printed on the closing report. */
  id: string;
  pinHash: string;
}

/** An agent id: letters, digits, '.', '_' and '-' (it is printed and written in the till's journal). */
export const TILL_AGENT_ID_PATTERN = /^[A-Za-z0-9._-]{1,32}$/;
export const MAX_TILL_AGENTS = 50;

/** A stop code's shape as the back office writes them ('BLO-GARE'); the topology decides if it exists. */
export const STATION_PATTERN = /^[A-Z0-9-]{1,20}$/;

export const MIN_DEVICE_SECRET_LENGTH = 32;
export const MAX_DEVICE_SECRET_LENGTH = 512;
export const MIN_IDLE_WARNING_MS = 20_000;
export const CONFIG_VERSION_PATTERN = /^[A-Za-z0-9._:+-]{1,64}$/;

/** Every default but the device id, which main derives from the host name. */
export const DEVICE_CONFIG_DEFAULTS: Omit<DeviceConfig, 'deviceId'> = {
  backofficeUrl: null,
  mode: 'counter',
  printer: {
    type: 'epson',
    interface: 'tcp://127.0.0.1:9100',
    characterSet: 'PC858_EURO',
    width: 48,
    timeoutMs: 5_000,
  },
  terminal: {
    driver: 'simulator',
    host: '127.0.0.1',
    port: 8888,
    posNumber: '01',
    timeoutMs: 200_000,
    quietSeconds: 5,
    // Most station kiosks hold the terminal on a shelf under the screen.
    readerSide: 'below',
  },
  idleTimeoutMs: 90_000,
  idleWarningMs: 30_000,
  deviceSecret: null,
  allowedOrigins: [],
  camera: false,
  station: null,
  telemetryEndpoint: null,
  // OpenTelemetry's own default export interval (OTEL_METRIC_EXPORT_INTERVAL).
  telemetryIntervalMs: 60_000,
  configVersion: null,
  operatorPinHash: null,
  tillAgents: [],
  cardNotPresent: false,
};

/** How a setting is written as text (environment, command line): the value type of each dotted key. */
export type SettingKind =
  | 'text'
  | 'integer'
  | 'boolean'
  | 'url-or-null'
  | 'origin-list'
  | 'secret-or-null'
  | 'text-or-null'
  | 'agent-list';

export const DEVICE_CONFIG_KEYS = {
  backofficeUrl: 'url-or-null',
  mode: 'text',
  'printer.type': 'text',
  'printer.interface': 'text',
  'printer.characterSet': 'text',
  'printer.width': 'integer',
  'printer.timeoutMs': 'integer',
  'terminal.driver': 'text',
  'terminal.host': 'text',
  'terminal.port': 'integer',
  'terminal.posNumber': 'text',
  'terminal.timeoutMs': 'integer',
  'terminal.quietSeconds': 'integer',
  'terminal.readerSide': 'text',
  idleTimeoutMs: 'integer',
  idleWarningMs: 'integer',
  deviceId: 'text',
  deviceSecret: 'secret-or-null',
  allowedOrigins: 'origin-list',
  camera: 'boolean',
  station: 'text-or-null',
  telemetryEndpoint: 'url-or-null',
  telemetryIntervalMs: 'integer',
  configVersion: 'text-or-null',
  operatorPinHash: 'text-or-null',
  tillAgents: 'agent-list',
  cardNotPresent: 'boolean',
} as const satisfies Record<string, SettingKind>;

export type DeviceConfigKey = keyof typeof DEVICE_CONFIG_KEYS;

export function isDeviceConfigKey(key: string): key is DeviceConfigKey {
  return Object.hasOwn(DEVICE_CONFIG_KEYS, key);
}

export type DeviceConfigValidation = { ok: true; config: DeviceConfig } | { ok: false; errors: string[] };

/** The French message for one bad key; `rule` ends with a full stop. */
export function configError(key: string, rule: string): string {
  return `Configuration invalide : « ${key} » ${rule}`;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
const DEVICE_ID = /^[A-Za-z0-9._-]{1,64}$/;
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}))*|\[[0-9A-Fa-f:.]+\])$/;
const CHARACTER_SET = /^[A-Z][A-Z0-9_]{1,31}$/;

/** https everywhere; http only on this machine (the embedded emulator, test stand-ins). */
function secureUrl(text: string): URL | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.protocol === 'https:') return url;
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname) ? url : null;
}

/** The origin a text names ('https://pay.example.fr' or with a trailing '/'); null otherwise. */
export function originOf(text: string): string | null {
  const url = secureUrl(text);
  if (!url || url.pathname !== '/' || url.search || url.hash) return null;
  return url.origin;
}

function isPrinterInterface(text: string): boolean {
  const tcp = /^tcp:\/\/([^/:]+|\[[0-9A-Fa-f:.]+\]):(\d{1,5})$/.exec(text);
  if (tcp) return HOST.test(tcp[1]!) && Number(tcp[2]) >= 1 && Number(tcp[2]) <= 65_535;
  if (text.startsWith('printer:')) return text.length > 'printer:'.length && !/[\0\n\r]/.test(text);
  // A device path: absolute POSIX path or a Windows device/share path (\\.\COM1, \\host\printer).
  return /^(?:\/[^\0\s]+|\\\\[^\0\s]+)$/.test(text);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

interface IntegerRule {
  min: number;
  max: number;
  unit: 'millisecondes' | 'secondes' | 'caractères' | 'port';
}

const INTEGER_RULES: Record<string, IntegerRule> = {
  'printer.width': { min: 24, max: 96, unit: 'caractères' },
  'printer.timeoutMs': { min: 100, max: 120_000, unit: 'millisecondes' },
  'terminal.port': { min: 1, max: 65_535, unit: 'port' },
  'terminal.timeoutMs': { min: 1_000, max: 600_000, unit: 'millisecondes' },
  'terminal.quietSeconds': { min: 1, max: 60, unit: 'secondes' },
  idleTimeoutMs: { min: 10_000, max: 3_600_000, unit: 'millisecondes' },
  idleWarningMs: { min: MIN_IDLE_WARNING_MS, max: 300_000, unit: 'millisecondes' },
  telemetryIntervalMs: { min: 10_000, max: 3_600_000, unit: 'millisecondes' },
};

function integerRuleText({ min, max, unit }: IntegerRule): string {
  // Thousands grouped with a plain space, as French writes them ("200 000").
  const n = (value: number) => String(value).replace(/\B(?=(\d{3})+$)/g, ' ');
  if (unit === 'port') return `doit être un numéro de port entier entre ${n(min)} et ${n(max)}.`;
  return `doit être un nombre entier de ${unit} entre ${n(min)} et ${n(max)}.`;
}

/** The French rule each key breaks, by key (what the messages say after the key's name). */
export const CONFIG_RULES = {
  backofficeUrl:
    'doit être une adresse https:// complète (http:// seulement pour 127.0.0.1 ou localhost), ou null pour l’émulateur embarqué.',
  mode: 'doit valoir kiosk (borne) ou counter (guichet).',
  'printer.type': 'doit valoir epson ou star.',
  'printer.interface': 'doit être de la forme tcp://hôte:port, printer:Nom ou un chemin de périphérique.',
  'printer.characterSet': 'doit être un jeu de caractères de l’imprimante, par exemple PC858_EURO.',
  'terminal.driver': 'doit valoir simulator ou caisse-ap.',
  'terminal.host': 'doit être un nom d’hôte ou une adresse IP.',
  'terminal.posNumber': 'doit être un numéro de caisse de 1 ou 2 chiffres.',
  'terminal.readerSide': 'doit valoir left (à gauche de l’écran), right (à droite) ou below (sous l’écran).',
  deviceId: 'doit compter de 1 à 64 caractères parmi les lettres, les chiffres, « . », « _ » et « - ».',
  deviceSecret: `doit compter de ${MIN_DEVICE_SECRET_LENGTH} à ${MAX_DEVICE_SECRET_LENGTH} caractères.`,
  deviceSecretMissing:
    'doit être fourni (configuration ou PORTAIL_DEVICE_SECRET) quand un back office est configuré : il est enregistré chez l’exploitant, la borne ne l’invente pas.',
  allowedOrigins:
    'doit être une liste d’origines https:// (http:// seulement pour 127.0.0.1 ou localhost), par exemple https://paiement.exemple.fr.',
  camera: 'doit valoir true (caméra permise à la page de l’application) ou false.',
  station:
    'doit être le code d’un arrêt du réseau (lettres majuscules, chiffres et tirets, 20 au plus), par exemple BLO-GARE, ou null.',
  telemetryEndpoint:
    'doit être une origine https:// sans identifiants ni chemin (http:// seulement pour 127.0.0.1 ou localhost), par exemple https://telemetrie.exemple.fr:4318, ou null pour l’adresse du back office.',
  configVersion:
    'doit compter de 1 à 64 caractères parmi les lettres, les chiffres, « . », « _ », « : », « + » et « - », par exemple 2026-11-20, ou null.',
  operatorPinHash:
    'doit être une empreinte scrypt de la forme scrypt$N$r$p$sel$empreinte, calculée par npm run operator:pin, ou null (pas d’écran opérateur).',
  tillAgents: `doit être une liste d’au plus ${MAX_TILL_AGENTS} agents, chacun avec son identifiant (lettres, chiffres, « . », « _ » et « - », 32 au plus, sans doublon) et l’empreinte scrypt de son code calculée par npm run operator:pin, par exemple [{ "id": "agent-1", "pinHash": "scrypt$…" }] (ou agent-1:scrypt$… dans l’environnement).`,
  cardNotPresent:
    'doit valoir true (le guichet vend aussi par la page de paiement du prestataire, commandes par téléphone) ou false.',
  object: 'doit être un objet de réglages.',
  unknown: 'n’est pas un réglage connu.',
} as const;

/**
 * Checks a merged configuration (defaults already applied) and returns it typed, or every error, each
 * naming its key in French. Unknown keys are errors too: a misspelt setting must not be ignored.
 */
export function validateDeviceConfig(raw: unknown): DeviceConfigValidation {
  const errors: string[] = [];
  // A section that is not an object is one error, not one more per setting it should hold.
  const brokenSections = new Set<string>();
  const bad = (key: string, rule: string) => {
    if (!brokenSections.has(key.split('.')[0]!) || !key.includes('.')) errors.push(configError(key, rule));
  };
  if (!isPlainObject(raw)) return { ok: false, errors: [configError('configuration', CONFIG_RULES.object)] };

  const sections = { printer: raw.printer, terminal: raw.terminal };
  for (const key of Object.keys(raw)) {
    if (!isDeviceConfigKey(key) && key !== 'printer' && key !== 'terminal') bad(key, CONFIG_RULES.unknown);
  }
  for (const [name, section] of Object.entries(sections)) {
    if (!isPlainObject(section)) {
      bad(name, CONFIG_RULES.object);
      brokenSections.add(name);
      continue;
    }
    for (const key of Object.keys(section)) {
      if (!isDeviceConfigKey(`${name}.${key}`)) bad(`${name}.${key}`, CONFIG_RULES.unknown);
    }
  }
  const printer = isPlainObject(sections.printer) ? sections.printer : {};
  const terminal = isPlainObject(sections.terminal) ? sections.terminal : {};
  const value = (key: DeviceConfigKey): unknown => {
    const [head, tail] = key.split('.') as [string, string | undefined];
    if (tail === undefined) return raw[head];
    return (head === 'printer' ? printer : terminal)[tail];
  };
  const text = (key: DeviceConfigKey, test: (v: string) => boolean, rule: string): string => {
    const v = value(key);
    if (typeof v === 'string' && test(v)) return v;
    bad(key, rule);
    return '';
  };
  const integer = (key: keyof typeof INTEGER_RULES & DeviceConfigKey): number => {
    const v = value(key);
    const rule = INTEGER_RULES[key]!;
    if (typeof v === 'number' && Number.isInteger(v) && v >= rule.min && v <= rule.max) return v;
    bad(key, integerRuleText(rule));
    return 0;
  };
  const oneOf = <T extends string>(key: DeviceConfigKey, allowed: readonly T[], rule: string): T =>
    text(key, (v) => (allowed as readonly string[]).includes(v), rule) as T;

  let backofficeUrl: string | null = null;
  const rawUrl = value('backofficeUrl');
  if (rawUrl !== null) {
    const url = typeof rawUrl === 'string' ? secureUrl(rawUrl) : null;
    if (url && !url.search && !url.hash) backofficeUrl = url.href;
    else bad('backofficeUrl', CONFIG_RULES.backofficeUrl);
  }

  let deviceSecret: string | null = null;
  const rawSecret = value('deviceSecret');
  if (rawSecret === null || rawSecret === undefined) {
    if (backofficeUrl !== null) bad('deviceSecret', CONFIG_RULES.deviceSecretMissing);
  } else if (
    typeof rawSecret === 'string' &&
    rawSecret.length >= MIN_DEVICE_SECRET_LENGTH &&
    rawSecret.length <= MAX_DEVICE_SECRET_LENGTH
  ) {
    deviceSecret = rawSecret;
  } else {
    bad('deviceSecret', CONFIG_RULES.deviceSecret);
  }

  const rawOrigins = value('allowedOrigins');
  const allowedOrigins: string[] = [];
  if (Array.isArray(rawOrigins) && rawOrigins.every((o) => typeof o === 'string' && originOf(o))) {
    for (const o of rawOrigins as string[]) allowedOrigins.push(originOf(o)!);
  } else {
    bad('allowedOrigins', CONFIG_RULES.allowedOrigins);
  }

  const rawCamera = value('camera');
  if (typeof rawCamera !== 'boolean') bad('camera', CONFIG_RULES.camera);

  const rawStation = value('station') ?? null;
  let station: string | null = null;
  if (typeof rawStation === 'string' && STATION_PATTERN.test(rawStation)) station = rawStation;
  else if (rawStation !== null) bad('station', CONFIG_RULES.station);

  // One origin, parsed: the exporters' paths are OTLP's, a path or a query here would be dropped silently.
  const rawEndpoint = value('telemetryEndpoint') ?? null;
  const telemetryEndpoint = typeof rawEndpoint === 'string' ? originOf(rawEndpoint) : null;
  if (rawEndpoint !== null && telemetryEndpoint === null)
    bad('telemetryEndpoint', CONFIG_RULES.telemetryEndpoint);

  const rawConfigVersion = value('configVersion') ?? null;
  let configVersion: string | null = null;
  if (typeof rawConfigVersion === 'string' && CONFIG_VERSION_PATTERN.test(rawConfigVersion))
    configVersion = rawConfigVersion;
  else if (rawConfigVersion !== null) bad('configVersion', CONFIG_RULES.configVersion);

  const rawPinHash = value('operatorPinHash') ?? null;
  let operatorPinHash: string | null = null;
  if (typeof rawPinHash === 'string' && parsePinHash(rawPinHash)) operatorPinHash = rawPinHash;
  else if (rawPinHash !== null) bad('operatorPinHash', CONFIG_RULES.operatorPinHash);

  const rawAgents = value('tillAgents');
  const tillAgents: TillAgent[] = [];
  const agentIds = new Set<string>();
  const agentsOk =
    Array.isArray(rawAgents) &&
    rawAgents.length <= MAX_TILL_AGENTS &&
    rawAgents.every((agent: unknown) => {
      if (!isPlainObject(agent) || Object.keys(agent).some((key) => key !== 'id' && key !== 'pinHash'))
        return false;
      const { id, pinHash } = agent;
      if (typeof id !== 'string' || !TILL_AGENT_ID_PATTERN.test(id) || agentIds.has(id)) return false;
      if (typeof pinHash !== 'string' || !parsePinHash(pinHash)) return false;
      agentIds.add(id);
      tillAgents.push({ id, pinHash });
      return true;
    });
  if (!agentsOk) bad('tillAgents', CONFIG_RULES.tillAgents);

  const rawCardNotPresent = value('cardNotPresent');
  if (typeof rawCardNotPresent !== 'boolean') bad('cardNotPresent', CONFIG_RULES.cardNotPresent);

  const config: DeviceConfig = {
    backofficeUrl,
    mode: oneOf('mode', ['kiosk', 'counter'], CONFIG_RULES.mode),
    printer: {
      type: oneOf('printer.type', ['epson', 'star'], CONFIG_RULES['printer.type']),
      interface: text('printer.interface', isPrinterInterface, CONFIG_RULES['printer.interface']),
      characterSet: text(
        'printer.characterSet',
        (v) => CHARACTER_SET.test(v),
        CONFIG_RULES['printer.characterSet'],
      ),
      width: integer('printer.width'),
      timeoutMs: integer('printer.timeoutMs'),
    },
    terminal: {
      driver: oneOf('terminal.driver', ['simulator', 'caisse-ap'], CONFIG_RULES['terminal.driver']),
      host: text('terminal.host', (v) => HOST.test(v), CONFIG_RULES['terminal.host']),
      port: integer('terminal.port'),
      posNumber: text('terminal.posNumber', (v) => /^\d{1,2}$/.test(v), CONFIG_RULES['terminal.posNumber']),
      timeoutMs: integer('terminal.timeoutMs'),
      quietSeconds: integer('terminal.quietSeconds'),
      readerSide: oneOf('terminal.readerSide', READER_SIDES, CONFIG_RULES['terminal.readerSide']),
    },
    idleTimeoutMs: integer('idleTimeoutMs'),
    idleWarningMs: integer('idleWarningMs'),
    deviceId: text('deviceId', (v) => DEVICE_ID.test(v), CONFIG_RULES.deviceId),
    deviceSecret,
    allowedOrigins: [...new Set(allowedOrigins)],
    camera: rawCamera === true,
    station,
    telemetryEndpoint,
    telemetryIntervalMs: integer('telemetryIntervalMs'),
    configVersion,
    operatorPinHash,
    tillAgents: agentsOk ? tillAgents : [],
    cardNotPresent: rawCardNotPresent === true,
  };
  return errors.length > 0 ? { ok: false, errors } : { ok: true, config };
}
