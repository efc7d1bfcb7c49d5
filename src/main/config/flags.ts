// Command-line flags: `--backoffice-url=` and `--mode=` (docs/configuration.md's), and `--<dotted.key>=value` for
// every setting (`--printer.interface=tcp://10.0.0.5:9100`). Other flags belong to Chromium or Node
// (`--no-sandbox`, `--lang=fr`...) and are left alone, except misspelt ones in our sections.
import {
  configError,
  CONFIG_RULES,
  isDeviceConfigKey,
  type DeviceConfigKey,
} from '../../shared/device-config';
import { setDotted, type ConfigLayer } from './layers';
import { settingFromText } from './text-values';

const ALIASES: Record<string, DeviceConfigKey> = {
  'backoffice-url': 'backofficeUrl',
  mode: 'mode',
};

const OUR_SECTIONS = ['printer.', 'terminal.'];

export interface FlagsLayer {
  layer: ConfigLayer;
  errors: string[];
}

export function configFromFlags(argv: readonly string[]): FlagsLayer {
  const layer: ConfigLayer = {};
  const errors: string[] = [];
  for (const arg of argv) {
    if (!arg.startsWith('--')) continue;
    const equals = arg.indexOf('=');
    const name = arg.slice(2, equals === -1 ? undefined : equals);
    const key = ALIASES[name] ?? (isDeviceConfigKey(name) ? name : null);
    if (key === null) {
      if (OUR_SECTIONS.some((section) => name.startsWith(section)))
        errors.push(configError(name, CONFIG_RULES.unknown));
      continue;
    }
    if (equals === -1) {
      errors.push(configError(key, `attend une valeur : --${name}=valeur.`));
      continue;
    }
    setDotted(layer, key, settingFromText(key, arg.slice(equals + 1)));
  }
  return { layer, errors };
}
