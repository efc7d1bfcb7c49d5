// Start-up configuration: defaults ← electron-store ← environment ← command-line flags, validated as a
// whole. With a configured back office the device secret must be provisioned; with the embedded emulator
// and none provisioned, one is generated for this run (the emulator is told it at start).
import { DEVICE_CONFIG_DEFAULTS, validateDeviceConfig, type DeviceConfig } from '../../shared/device-config';
import { configFromEnv } from './env';
import { configFromFlags } from './flags';
import { mergeLayers, type ConfigLayer } from './layers';

export type ResolvedDeviceConfig = DeviceConfig & { deviceSecret: string };

export interface ConfigSources {
  stored: { layer: ConfigLayer; errors: string[] };
  env: Record<string, string | undefined>;
  argv: readonly string[];
  hostname: string;
  /** A fresh secret of at least 32 characters (crypto in main, fixed in tests). */
  randomSecret: () => string;
}

export type LoadedConfig =
  { ok: true; config: ResolvedDeviceConfig; generatedSecret: boolean } | { ok: false; errors: string[] };

/** The host name as a device id: letters, digits, '.', '_', '-', at most 64 characters. */
export function deviceIdFromHostname(hostname: string): string {
  const id = hostname.replace(/[^A-Za-z0-9._-]/g, '-').slice(0, 64);
  return /[A-Za-z0-9]/.test(id) ? id : 'borne';
}

export function loadDeviceConfig(sources: ConfigSources): LoadedConfig {
  const flags = configFromFlags(sources.argv);
  const merged = mergeLayers(
    { ...DEVICE_CONFIG_DEFAULTS, deviceId: deviceIdFromHostname(sources.hostname) },
    sources.stored.layer,
    configFromEnv(sources.env),
    flags.layer,
  );
  const checked = validateDeviceConfig(merged);
  const errors = [...sources.stored.errors, ...flags.errors, ...(checked.ok ? [] : checked.errors)];
  if (!checked.ok || errors.length > 0) return { ok: false, errors };
  const { config } = checked;
  if (config.deviceSecret !== null)
    return { ok: true, config: { ...config, deviceSecret: config.deviceSecret }, generatedSecret: false };
  // validateDeviceConfig already refused a missing secret with a configured back office.
  return { ok: true, config: { ...config, deviceSecret: sources.randomSecret() }, generatedSecret: true };
}
