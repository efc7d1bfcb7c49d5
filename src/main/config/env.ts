// The environment variables docs/configuration.md documents. An empty variable counts as unset.
import type { DeviceConfigKey } from '../../shared/device-config';
import { setDotted, type ConfigLayer } from './layers';
import { settingFromText } from './text-values';

export const CONFIG_ENV_VARIABLES: Record<string, DeviceConfigKey> = {
  BACKOFFICE_URL: 'backofficeUrl',
  PORTAIL_MODE: 'mode',
  PORTAIL_DEVICE_ID: 'deviceId',
  PORTAIL_DEVICE_SECRET: 'deviceSecret',
};

export function configFromEnv(env: Record<string, string | undefined>): ConfigLayer {
  const layer: ConfigLayer = {};
  for (const [name, key] of Object.entries(CONFIG_ENV_VARIABLES)) {
    const text = env[name];
    if (text !== undefined && text.trim() !== '') setDotted(layer, key, settingFromText(key, text));
  }
  return layer;
}
