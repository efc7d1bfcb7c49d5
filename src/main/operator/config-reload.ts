// « Recharger la configuration » (issue 25 §2): the device configuration read again, as at the start
// (src/main/config/load.ts). Invalid: nothing changes and the old one stays. Valid: it becomes the
// configuration main reads live, which applies at once to what is read per request:
//   - the renderer's info(): idle timings, the kiosk's stop, the reader's side (the page reads them
//     on its next start, e.g. its next idle reset);
//   - the operator overview's versions (fingerprint and configVersion).
// Everything else was built from the configuration at the start and needs a restart: the printer and
// the terminal connections, the back office (and its embedded emulator), the mode, the device id and
// secret (signed outcomes, telemetry's resource), the allowed origins and the camera (window and
// permission guards), the telemetry exporter (endpoint, interval, the configVersion it exports), the PIN.
import type { DeviceConfig } from '../../shared/device-config';
import type { LoadedConfig, ResolvedDeviceConfig } from '../config/load';

export type ConfigReload =
  { ok: true; version: string | null; restartNeeded: string[] } | { ok: false; errors: string[] };

/** What each setting read at the start is called for the operator, when changing it needs a restart. */
const RESTART_PARTS: Partial<Record<keyof DeviceConfig, string>> = {
  backofficeUrl: 'back office',
  mode: 'mode',
  printer: 'imprimante',
  terminal: 'terminal de paiement',
  deviceId: 'identifiant de la borne',
  deviceSecret: 'secret de la borne',
  allowedOrigins: 'origines autorisées',
  camera: 'caméra',
  telemetryEndpoint: 'télémétrie',
  telemetryIntervalMs: 'télémétrie',
  operatorPinHash: 'code opérateur',
  tillAgents: 'agents de caisse',
  cardNotPresent: 'vente par la page de paiement',
};

/** The terminal's reader side is read per request; its connection settings are not. */
function startOnly(config: ResolvedDeviceConfig, key: keyof DeviceConfig): string {
  if (key === 'terminal') {
    const connection: Partial<DeviceConfig['terminal']> = { ...config.terminal };
    delete connection.readerSide;
    return JSON.stringify(connection);
  }
  return JSON.stringify(config[key]);
}

export function restartNeeded(running: ResolvedDeviceConfig, next: ResolvedDeviceConfig): string[] {
  const parts = new Set<string>();
  for (const [key, part] of Object.entries(RESTART_PARTS) as [keyof DeviceConfig, string][])
    if (startOnly(running, key) !== startOnly(next, key)) parts.add(part);
  return [...parts];
}

/** The configuration main reads live, and its reload. */
export interface LiveConfig {
  current(): ResolvedDeviceConfig;
  reload(): ConfigReload;
}

export function createLiveConfig(
  initial: ResolvedDeviceConfig,
  load: () => LoadedConfig,
  log: (message: string) => void,
): LiveConfig {
  let config = initial;
  return {
    current: () => config,
    reload() {
      let loaded: LoadedConfig;
      try {
        loaded = load();
      } catch (error) {
        loaded = { ok: false, errors: [error instanceof Error ? error.message : String(error)] };
      }
      if (!loaded.ok) {
        log(`Configuration rechargée invalide, l’ancienne reste en service : ${loaded.errors.join(' ')}`);
        return { ok: false, errors: loaded.errors };
      }
      // A secret drawn at this start (embedded emulator) stays: a new one would not match the journal's.
      const next = loaded.generatedSecret
        ? { ...loaded.config, deviceSecret: config.deviceSecret }
        : loaded.config;
      const restart = restartNeeded(config, next);
      config = next;
      return { ok: true, version: next.configVersion, restartNeeded: restart };
    },
  };
}
