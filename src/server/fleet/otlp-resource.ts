// The kiosk an OTLP resource speaks for: its device id (a registered device, else nothing it says is
// taken) and its versions, read from the resource attributes named in src/shared/fleet-telemetry.ts.
import {
  APP_VERSION_ATTRIBUTE,
  CONFIG_VERSION_ATTRIBUTE,
  DEVICE_ID_ATTRIBUTE,
} from '../../shared/fleet-telemetry';
import { DEVICE_ID_PATTERN, DEVICE_ID_RULE } from '../kiosk/devices';
import { attributes, keptText, optionalMessage, type Message } from './otlp-json';

export interface KioskResource {
  deviceId: string;
  appVersion?: string;
  configVersion?: string;
}

/** A resource whose data is refused: the status it gets when nothing else in the request is taken. */
export class ResourceRefused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 403,
  ) {
    super(message);
  }
}

const MAX_VERSION_LENGTH = 64;

function stringAttribute(byKey: Map<string, Message>, key: string): string | undefined {
  const value = byKey.get(key);
  if (value === undefined) return undefined;
  if (typeof value.stringValue !== 'string')
    throw new ResourceRefused(`L’attribut de ressource « ${key} » doit être un texte (stringValue).`, 400);
  return value.stringValue;
}

function version(byKey: Map<string, Message>, key: string): string | undefined {
  const value = stringAttribute(byKey, key);
  if (value === undefined) return undefined;
  const kept = keptText(value, MAX_VERSION_LENGTH);
  if ('problem' in kept)
    throw new ResourceRefused(`L’attribut de ressource « ${key} » ${kept.problem}.`, 400);
  return kept.text;
}

/** The kiosk of a `resource` message; throws ResourceRefused (French reason) when it is none of ours. */
export function kioskResource(resource: unknown, isRegistered: (deviceId: string) => boolean): KioskResource {
  const byKey = attributes(optionalMessage(resource, 'resource').attributes, 'resource.attributes');
  const deviceId = stringAttribute(byKey, DEVICE_ID_ATTRIBUTE);
  if (deviceId === undefined)
    throw new ResourceRefused(
      `L’attribut de ressource « ${DEVICE_ID_ATTRIBUTE} » (l’identifiant de la borne) manque.`,
      400,
    );
  if (!DEVICE_ID_PATTERN.test(deviceId))
    throw new ResourceRefused(`L’attribut de ressource « ${DEVICE_ID_ATTRIBUTE} » ${DEVICE_ID_RULE}`, 400);
  if (!isRegistered(deviceId)) throw new ResourceRefused(`Borne inconnue : « ${deviceId} ».`, 403);
  const kiosk: KioskResource = { deviceId };
  const appVersion = version(byKey, APP_VERSION_ATTRIBUTE);
  const configVersion = version(byKey, CONFIG_VERSION_ATTRIBUTE);
  if (appVersion !== undefined) kiosk.appVersion = appVersion;
  if (configVersion !== undefined) kiosk.configVersion = configVersion;
  return kiosk;
}
