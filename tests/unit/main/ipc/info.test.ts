import { describe, expect, it } from 'vitest';
import { KIOSK_CHANNELS } from '../../../../src/shared/kiosk-bridge';
import { DEVICE, PAGE, setup } from './fakes';

const channel = KIOSK_CHANNELS.info;

describe('kiosk:info', () => {
  it('answers the device information', async () => {
    const { handlers, info } = setup();
    await expect(handlers[channel](PAGE, undefined)).resolves.toEqual(DEVICE);
    expect(info).toHaveBeenCalledTimes(1);
  });

  it.each([null, {}, 'deviceId', 0])('refuses a payload (%j)', async (payload) => {
    const { handlers, info, log } = setup();
    await expect(handlers[channel](PAGE, payload)).resolves.toEqual({
      ok: false,
      message: 'Demande d’informations invalide : aucun paramètre n’est attendu.',
    });
    expect(info).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('kiosk:info refusé : paramètre inattendu');
  });

  it('answers a value, never a throw, when the information cannot be read', async () => {
    const { handlers, info, log } = setup();
    info.mockImplementationOnce(() => {
      throw new Error('config absente');
    });
    await expect(handlers[channel](PAGE, undefined)).resolves.toEqual({
      ok: false,
      message: 'Les informations de l’appareil sont indisponibles.',
    });
    expect(log).toHaveBeenCalledWith(
      'kiosk:info : les informations de l’appareil ont échoué',
      new Error('config absente'),
    );
  });
});
