// Kiosk devices: the `devices` option checked when the server is built, EMULATOR_DEVICES for
// `npm run serve`, and the control routes that register and forget devices (only with `control`).
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { PaymentMode } from '../../../src/shared/payment';
import { buildServer } from '../../../src/server';
import { parseDevicesEnv } from '../../../src/server/kiosk/devices';
import { server } from './helpers';
import { client, DEVICE_ID, DEVICE_SECRET, DEVICES, OTHER_DEVICE_ID, OTHER_SECRET } from './terminal-helpers';

let app: FastifyInstance;
afterEach(() => app?.close());

const DEVICES_PATH = '/__emulator/devices';
const offersTerminal = async (deviceId: string) =>
  ((await (await client(app, deviceId)).get('/paiement/api/payment/list')).json() as PaymentMode[]).some(
    (mode) => mode.value === 'TPE',
  );

describe('devices option', () => {
  it('refuses to build with a secret under 32 characters, naming the device', async () => {
    await expect(buildServer({ devices: { [DEVICE_ID]: 'x'.repeat(31) } })).rejects.toThrow(
      'Configuration des bornes invalide : Le secret de la borne « borne-blois-01 » doit compter de 32 à 512 caractères.',
    );
  });

  it('refuses to build with a malformed device id', async () => {
    await expect(buildServer({ devices: { 'borne blois': DEVICE_SECRET } })).rejects.toThrow(
      'Configuration des bornes invalide : Le champ « deviceId » doit compter de 1 à 64 caractères parmi les lettres, les chiffres, « . », « _ » et « - ».',
    );
  });

  it('accepts a secret of exactly 32 characters', async () => {
    app = await server({ devices: { [DEVICE_ID]: 's'.repeat(32) } });
    expect(await offersTerminal(DEVICE_ID)).toBe(true);
  });
});

describe('EMULATOR_DEVICES', () => {
  it('reads id=secret pairs separated by commas', () => {
    expect(parseDevicesEnv(`${DEVICE_ID}=${DEVICE_SECRET}, ${OTHER_DEVICE_ID}=${OTHER_SECRET}`)).toEqual(
      DEVICES,
    );
  });

  it('is empty when unset or blank', () => {
    expect(parseDevicesEnv(undefined)).toEqual({});
    expect(parseDevicesEnv(' ')).toEqual({});
  });

  it('keeps "=" inside a secret', () => {
    expect(parseDevicesEnv(`${DEVICE_ID}=${DEVICE_SECRET}==`)).toEqual({ [DEVICE_ID]: `${DEVICE_SECRET}==` });
  });

  it('throws a French message for an entry without "=" or a short secret', () => {
    expect(() => parseDevicesEnv('borne-seule')).toThrow(
      'EMULATOR_DEVICES : l’entrée « borne-seule » doit avoir la forme id=secret.',
    );
    expect(() => parseDevicesEnv(`${DEVICE_ID}=court`)).toThrow(
      'Configuration des bornes invalide : Le secret de la borne « borne-blois-01 » doit compter de 32 à 512 caractères.',
    );
  });
});

describe('device control routes', () => {
  it('are absent without control', async () => {
    app = await server();
    const post = await app.inject({
      method: 'POST',
      url: DEVICES_PATH,
      payload: { deviceId: DEVICE_ID, secret: DEVICE_SECRET },
    });
    expect(post.statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: DEVICES_PATH })).statusCode).toBe(404);
    expect(await offersTerminal(DEVICE_ID)).toBe(false);
  });

  it('register a device (201, secret never echoed), then forget it (204); configured ones stay', async () => {
    app = await server({ control: true, devices: { [OTHER_DEVICE_ID]: OTHER_SECRET } });
    expect(await offersTerminal(DEVICE_ID)).toBe(false);
    const post = await app.inject({
      method: 'POST',
      url: DEVICES_PATH,
      payload: { deviceId: DEVICE_ID, secret: DEVICE_SECRET },
    });
    expect(post.statusCode).toBe(201);
    expect(post.json()).toEqual({ deviceIds: [OTHER_DEVICE_ID, DEVICE_ID] });
    expect(await offersTerminal(DEVICE_ID)).toBe(true);

    const forget = await app.inject({ method: 'DELETE', url: DEVICES_PATH });
    expect(forget.statusCode).toBe(204);
    expect(await offersTerminal(DEVICE_ID)).toBe(false);
    expect(await offersTerminal(OTHER_DEVICE_ID)).toBe(true);
  });

  it.each([
    ['a list', [], 'La borne doit être un objet JSON { deviceId, secret, mode? }.'],
    [
      'an unknown mode',
      { deviceId: DEVICE_ID, secret: DEVICE_SECRET, mode: 'admin' },
      'Le champ « mode » doit valoir « kiosk » ou « counter ».',
    ],
    [
      'a missing device id',
      { secret: DEVICE_SECRET },
      'Le champ « deviceId » doit compter de 1 à 64 caractères parmi les lettres, les chiffres, « . », « _ » et « - ».',
    ],
    [
      'a short secret',
      { deviceId: DEVICE_ID, secret: 'court' },
      'Le secret de la borne « borne-blois-01 » doit compter de 32 à 512 caractères.',
    ],
    [
      'a secret that is not a text',
      { deviceId: DEVICE_ID, secret: 1e40 },
      'Le secret de la borne « borne-blois-01 » doit compter de 32 à 512 caractères.',
    ],
  ])('refuse %s with 400 and register nothing', async (_name, payload, message) => {
    app = await server({ control: true });
    const post = await app.inject({ method: 'POST', url: DEVICES_PATH, payload });
    expect(post.statusCode).toBe(400);
    expect(post.json()).toEqual({ messageError: message });
    expect(await offersTerminal(DEVICE_ID)).toBe(false);
  });
});
