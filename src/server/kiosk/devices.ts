// The devices the back office knows: each device id with the secret its main process signs terminal
// outcomes with, and whether it is a station kiosk or a ticket-office counter PC (issue 29: the counter
// also takes cash and asks the customer's full form). A request is a device's when it carries
// DEVICE_ID_HEADER naming a registered device.
import type { FastifyRequest } from 'fastify';
import type { DeviceMode } from '../../shared/kiosk-bridge';
import { DEVICE_ID_HEADER } from '../../shared/terminal-outcome';

export const DEVICE_MODES: readonly DeviceMode[] = ['kiosk', 'counter'];

/** Letters, digits, '.', '_' and '-': the id travels in a header and in the signed string. */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;
export const DEVICE_ID_RULE =
  'doit compter de 1 à 64 caractères parmi les lettres, les chiffres, « . », « _ » et « - ».';
export const MIN_SECRET_LENGTH = 32;
const MAX_SECRET_LENGTH = 512;

/** A French reason when the pair cannot be registered, else null. */
export function invalidDevice(deviceId: unknown, secret: unknown): string | null {
  if (typeof deviceId !== 'string' || !DEVICE_ID_PATTERN.test(deviceId))
    return `Le champ « deviceId » ${DEVICE_ID_RULE}`;
  if (typeof secret !== 'string' || secret.length < MIN_SECRET_LENGTH || secret.length > MAX_SECRET_LENGTH)
    return `Le secret de la borne « ${deviceId} » doit compter de ${MIN_SECRET_LENGTH} à ${MAX_SECRET_LENGTH} caractères.`;
  return null;
}

/** Checks every configured device; throws the first French reason (the server then does not start). */
export function checkedDevices(devices: Record<string, string>): Record<string, string> {
  for (const [deviceId, secret] of Object.entries(devices)) {
    const reason = invalidDevice(deviceId, secret);
    if (reason) throw new Error(`Configuration des bornes invalide : ${reason}`);
  }
  return { ...devices };
}

/** EMULATOR_DEVICES ("id=secret,id2=secret2") as the `devices` option; throws on a malformed entry. */
export function parseDevicesEnv(value: string | undefined): Record<string, string> {
  const devices: Record<string, string> = {};
  for (const entry of (value ?? '').split(',')) {
    if (entry.trim() === '') continue;
    const at = entry.indexOf('=');
    if (at === -1)
      throw new Error(`EMULATOR_DEVICES : l’entrée « ${entry.trim()} » doit avoir la forme id=secret.`);
    devices[entry.slice(0, at).trim()] = entry.slice(at + 1).trim();
  }
  return checkedDevices(devices);
}

interface Device {
  secret: string;
  mode: DeviceMode;
}

export class DeviceRegistry {
  private devices: Map<string, Device>;

  /** `configured`: the kiosks of the server options, `counters` its counter PCs, already checked; they
   * survive reset(). */
  constructor(
    private readonly configured: Record<string, string> = {},
    private readonly counters: Record<string, string> = {},
  ) {
    this.devices = this.configuredDevices();
  }

  private configuredDevices(): Map<string, Device> {
    const entries = (devices: Record<string, string>, mode: DeviceMode): [string, Device][] =>
      Object.entries(devices).map(([id, secret]) => [id, { secret, mode }]);
    return new Map([...entries(this.configured, 'kiosk'), ...entries(this.counters, 'counter')]);
  }

  /** Registers (or re-keys) a device; the pair must have passed invalidDevice. */
  add(deviceId: string, secret: string, mode: DeviceMode = 'kiosk'): void {
    this.devices.set(deviceId, { secret, mode });
  }

  /** Forgets the devices added at run time: back to the configured ones. */
  reset(): void {
    this.devices = this.configuredDevices();
  }

  secretOf(deviceId: string): string | null {
    return this.devices.get(deviceId)?.secret ?? null;
  }

  modeOf(deviceId: string): DeviceMode | null {
    return this.devices.get(deviceId)?.mode ?? null;
  }

  ids(): string[] {
    return [...this.devices.keys()];
  }

  /** The station kiosks (the fleet page's rows: counters send no telemetry). */
  kioskIds(): string[] {
    return [...this.devices].filter(([, device]) => device.mode === 'kiosk').map(([id]) => id);
  }

  /** The registered device a request comes from, by its DEVICE_ID_HEADER; null for web clients. */
  deviceOf(request: FastifyRequest): string | null {
    const value = request.headers[DEVICE_ID_HEADER.toLowerCase()];
    return typeof value === 'string' && this.devices.has(value) ? value : null;
  }

  /** Who is asking: a web client, a kiosk or a counter PC. */
  clientOf(request: FastifyRequest): { device: null; mode: 'web' } | { device: string; mode: DeviceMode } {
    const device = this.deviceOf(request);
    return device === null ? { device, mode: 'web' } : { device, mode: this.devices.get(device)!.mode };
  }
}
