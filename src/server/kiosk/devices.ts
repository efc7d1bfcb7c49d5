// The kiosks the back office knows: each device id with the secret its main process signs terminal
// outcomes with. A request is a kiosk's when it carries DEVICE_ID_HEADER naming a registered device.
import type { FastifyRequest } from 'fastify';
import { DEVICE_ID_HEADER } from '../../shared/terminal-outcome';

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

export class DeviceRegistry {
  private secrets: Map<string, string>;

  /** `configured`: the devices of the server options, already checked; they survive reset(). */
  constructor(private readonly configured: Record<string, string> = {}) {
    this.secrets = new Map(Object.entries(configured));
  }

  /** Registers (or re-keys) a device; the pair must have passed invalidDevice. */
  add(deviceId: string, secret: string): void {
    this.secrets.set(deviceId, secret);
  }

  /** Forgets the devices added at run time: back to the configured ones. */
  reset(): void {
    this.secrets = new Map(Object.entries(this.configured));
  }

  secretOf(deviceId: string): string | null {
    return this.secrets.get(deviceId) ?? null;
  }

  ids(): string[] {
    return [...this.secrets.keys()];
  }

  /** The registered device a request comes from, by its DEVICE_ID_HEADER; null for web clients. */
  deviceOf(request: FastifyRequest): string | null {
    const value = request.headers[DEVICE_ID_HEADER.toLowerCase()];
    return typeof value === 'string' && this.secrets.has(value) ? value : null;
  }
}
