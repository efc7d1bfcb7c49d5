// The answer of the bridge's info(): who the device is, how the renderer's idle reset is timed, and
// whether the page may use a camera, the kiosk's stop.
import type { DeviceInfo } from '../shared/kiosk-bridge';
import type { ResolvedDeviceConfig } from './config/load';

export function deviceInfo(
  config: ResolvedDeviceConfig,
  appVersion: string,
  versions: Partial<Record<string, string>>,
): DeviceInfo {
  const known: Record<string, string> = { app: appVersion };
  for (const name of ['electron', 'chrome', 'node'] as const) {
    const version = versions[name];
    if (version) known[name] = version;
  }
  return {
    deviceId: config.deviceId,
    mode: config.mode,
    versions: known,
    idleTimeoutMs: config.idleTimeoutMs,
    idleWarningMs: config.idleWarningMs,
    camera: config.camera,
    station: config.station,
    readerSide: config.terminal.readerSide,
    ...(config.mode === 'counter' ? { cardNotPresent: config.cardNotPresent } : {}),
  };
}
