// Emulator control API for kiosks (mounted only with `control`, like the faults): tests and demos
// register a device and its secret at run time, then forget them.
import type { FastifyInstance } from 'fastify';
import { EMULATOR_CONTROL_PREFIX } from '../../shared/http';
import type { DeviceMode } from '../../shared/kiosk-bridge';
import { DEVICE_MODES, invalidDevice, type DeviceRegistry } from './devices';

export const DEVICES_CONTROL_PATH = `${EMULATOR_CONTROL_PREFIX}/devices`;

export function registerDeviceControl(app: FastifyInstance, devices: DeviceRegistry): void {
  app.post(DEVICES_CONTROL_PATH, async (request, reply) => {
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body))
      return reply
        .code(400)
        .send({ messageError: 'La borne doit être un objet JSON { deviceId, secret, mode? }.' });
    const { deviceId, secret, mode = 'kiosk' } = body as Record<string, unknown>;
    const reason = invalidDevice(deviceId, secret);
    if (reason) return reply.code(400).send({ messageError: reason });
    if (!DEVICE_MODES.includes(mode as DeviceMode))
      return reply
        .code(400)
        .send({ messageError: 'Le champ « mode » doit valoir « kiosk » ou « counter ».' });
    devices.add(deviceId as string, secret as string, mode as DeviceMode);
    // Secrets are never echoed back.
    return reply.code(201).send({ deviceIds: devices.ids() });
  });
  app.delete(DEVICES_CONTROL_PATH, async (_request, reply) => {
    devices.reset();
    return reply.code(204).send();
  });
}
