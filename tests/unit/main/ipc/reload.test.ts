import { describe, expect, it } from 'vitest';
import { KIOSK_CHANNELS, SERVICES_DOWN_RELOAD_MS } from '../../../../src/shared/kiosk-bridge';
import { PAGE, setup } from './fakes';

const channel = KIOSK_CHANNELS.reload;
const DELAY_RULE = '« delayMs » doit être un nombre entier de millisecondes entre 0 et 60\u00a0000';

describe('kiosk:reload', () => {
  it('schedules the reload with the requested delay and answers nothing', async () => {
    const { handlers, reload } = setup();
    await expect(handlers[channel](PAGE, SERVICES_DOWN_RELOAD_MS)).resolves.toBeUndefined();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledWith(5000);
  });

  it.each([0, 60_000])('accepts the bound %d ms', async (delay) => {
    const { handlers, reload } = setup();
    await handlers[channel](PAGE, delay);
    expect(reload).toHaveBeenCalledWith(delay);
  });

  it('does not stack a second reload while one is scheduled', async () => {
    const { handlers, reload, clock } = setup();
    await handlers[channel](PAGE, 5000);
    clock.now += 1;
    await expect(handlers[channel](PAGE, 5000)).resolves.toBeUndefined();
    clock.now += 4998; // the first reload is due at exactly +5000 ms
    await handlers[channel](PAGE, 100);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('schedules again once the pending reload was due', async () => {
    const { handlers, reload, clock } = setup();
    await handlers[channel](PAGE, 5000);
    clock.now += 5001;
    await handlers[channel](PAGE, 2000);
    expect(reload.mock.calls).toEqual([[5000], [2000]]);
  });

  it('does not stack two immediate reloads asked at the same instant', async () => {
    const { handlers, reload } = setup();
    await handlers[channel](PAGE, 0);
    await handlers[channel](PAGE, 0);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a text', '5000'],
    ['seconds as a fraction', 4.5],
    ['a negative delay', -1],
    ['a delay over a minute', 60_001],
    ['nothing', undefined],
    ['an object', { delayMs: 5000 }],
    ['NaN', Number.NaN],
  ])('refuses %s and schedules nothing', async (_name, payload) => {
    const { handlers, reload, log } = setup();
    await expect(handlers[channel](PAGE, payload)).resolves.toEqual({
      ok: false,
      message: `Demande de rechargement invalide : ${DELAY_RULE}.`,
    });
    expect(reload).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(`kiosk:reload refusé : ${DELAY_RULE}`);
  });

  it('refuses an oversized payload before reading it', async () => {
    const { handlers, reload } = setup();
    await expect(handlers[channel](PAGE, 'x'.repeat(70_000))).resolves.toEqual({
      ok: false,
      message: 'Demande de rechargement invalide : données trop volumineuses (plus de 64 Kio).',
    });
    expect(reload).not.toHaveBeenCalled();
  });

  it('answers a value when scheduling throws, and a later request may schedule again', async () => {
    const { handlers, reload, log } = setup();
    reload.mockImplementationOnce(() => {
      throw new Error('fenêtre détruite');
    });
    await expect(handlers[channel](PAGE, 5000)).resolves.toEqual({
      ok: false,
      message: 'Le rechargement de la page n’a pas pu être programmé.',
    });
    expect(log).toHaveBeenCalledWith(
      'kiosk:reload : le rechargement n’a pas pu être programmé',
      new Error('fenêtre détruite'),
    );
    await handlers[channel](PAGE, 5000);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
