import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKioskHandlers } from '../../../../src/main/ipc/kiosk-handlers';
import { KIOSK_CHANNELS, SERVICES_DOWN_RELOAD_MS } from '../../../../src/shared/kiosk-bridge';
import { ALLOWED_ORIGIN, fakeDeps, PAGE, setup } from './fakes';

const channel = KIOSK_CHANNELS.reload;
const DELAY_RULE = '« delayMs » doit être un nombre entier de millisecondes entre 0 et 60\u00a0000';

describe('kiosk:reload', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reloads the page once the requested delay is over, and answers nothing', async () => {
    const { handlers, reload } = setup();
    await expect(handlers[channel](PAGE, SERVICES_DOWN_RELOAD_MS)).resolves.toBeUndefined();
    vi.advanceTimersByTime(4999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
  });

  it.each([0, 60_000])('accepts the bound %d ms', async (delay) => {
    const { handlers, reload } = setup();
    await handlers[channel](PAGE, delay);
    vi.advanceTimersByTime(delay);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads once for a burst of 100 reload(0), however long the burst takes to arrive', async () => {
    const { handlers, reload } = setup();
    const burst = Array.from({ length: 100 }, () => handlers[channel](PAGE, 0));
    await expect(Promise.all(burst)).resolves.toEqual(Array(100).fill(undefined));
    expect(vi.getTimerCount()).toBe(1);
    await vi.runAllTimersAsync();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not stack a reload with another delay while one is scheduled', async () => {
    const { handlers, reload } = setup();
    await handlers[channel](PAGE, 5000);
    vi.advanceTimersByTime(4999);
    await handlers[channel](PAGE, 0);
    await handlers[channel](PAGE, 100);
    await vi.runAllTimersAsync();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('schedules again once the pending reload happened (the reloaded page may ask again)', async () => {
    const { handlers, reload } = setup();
    await handlers[channel](PAGE, 5000);
    vi.advanceTimersByTime(5000);
    await handlers[channel](PAGE, 2000);
    vi.advanceTimersByTime(1999);
    expect(reload).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(2);
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
    expect(vi.getTimerCount()).toBe(0);
    expect(reload).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(`kiosk:reload refusé : ${DELAY_RULE}`);
  });

  it('a refused request does not hold back the next valid one', async () => {
    const { handlers, reload } = setup();
    await handlers[channel](PAGE, -1);
    await handlers[channel](PAGE, 0);
    await vi.runAllTimersAsync();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('refuses an oversized payload before reading it', async () => {
    const { handlers, reload } = setup();
    await expect(handlers[channel](PAGE, 'x'.repeat(70_000))).resolves.toEqual({
      ok: false,
      message: 'Demande de rechargement invalide : données trop volumineuses (plus de 64 Kio).',
    });
    expect(vi.getTimerCount()).toBe(0);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reports a reload that throws without throwing from the timer, and a later request reloads', async () => {
    const { handlers, reload, log } = setup();
    reload.mockImplementationOnce(() => {
      throw new Error('fenêtre détruite');
    });
    await handlers[channel](PAGE, 5000);
    expect(() => vi.advanceTimersByTime(5000)).not.toThrow();
    expect(log).toHaveBeenCalledWith(
      'kiosk:reload : le rechargement a échoué',
      new Error('fenêtre détruite'),
    );
    await handlers[channel](PAGE, 5000);
    vi.advanceTimersByTime(5000);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('answers a value when the reload cannot be scheduled, and a later request may schedule again', async () => {
    const { deps, reload } = fakeDeps();
    const log = vi.fn();
    const setTimeout = vi.fn((callback: () => void, ms: number) => globalThis.setTimeout(callback, ms));
    setTimeout.mockImplementationOnce(() => {
      throw new Error('plus de minuteries');
    });
    const handlers = createKioskHandlers(deps, {
      allowedOrigin: ALLOWED_ORIGIN,
      log,
      timers: { setTimeout },
    });
    await expect(handlers[channel](PAGE, 5000)).resolves.toEqual({
      ok: false,
      message: 'Le rechargement de la page n’a pas pu être programmé.',
    });
    expect(log).toHaveBeenCalledWith(
      'kiosk:reload : le rechargement n’a pas pu être programmé',
      new Error('plus de minuteries'),
    );
    await handlers[channel](PAGE, 5000);
    vi.advanceTimersByTime(5000);
    expect(reload).toHaveBeenCalledOnce();
  });
});
