import { describe, expect, it, vi } from 'vitest';
import { KIOSK_CHANNELS, type KioskAbilities } from '../../../../src/shared/kiosk-bridge';
import { createKioskHandlers } from '../../../../src/main/ipc/kiosk-handlers';
import { ALLOWED_ORIGIN, fakeDeps, PAGE } from './fakes';

const channel = KIOSK_CHANNELS.abilities;

const NO_PAPER: KioskAbilities = {
  outOfService: false,
  sales: {
    'origin-destination': {
      canStart: false,
      reason: 'printing-unavailable',
      message: 'Impression indisponible sur cette borne',
    },
    reservation: {
      canStart: false,
      reason: 'printing-unavailable',
      message: 'Impression indisponible sur cette borne',
    },
    'shop-pickup': {
      canStart: false,
      reason: 'printing-unavailable',
      message: 'Impression indisponible sur cette borne',
    },
    reload: { canStart: true, receipt: 'e-mailed' },
  },
  warnings: [{ code: 'printer-unavailable', problem: 'paper-end', message: 'Plus de papier.' }],
};

function handlersWith(abilities?: () => KioskAbilities) {
  const counter = { ...fakeDeps().deps };
  delete counter.abilities;
  const log = vi.fn();
  const handlers = createKioskHandlers(abilities ? { ...counter, abilities } : counter, {
    allowedOrigin: ALLOWED_ORIGIN,
    log,
  });
  return { handler: handlers[channel], log };
}

describe('kiosk:abilities', () => {
  it('answers the readiness service’s latest decision', async () => {
    const abilities = vi.fn(() => NO_PAPER);
    const { handler } = handlersWith(abilities);
    await expect(handler(PAGE, undefined)).resolves.toEqual(NO_PAPER);
    expect(abilities).toHaveBeenCalledTimes(1);
  });

  it('refuses a payload, asking nothing', async () => {
    const abilities = vi.fn(() => NO_PAPER);
    const { handler, log } = handlersWith(abilities);
    await expect(handler(PAGE, { force: true })).resolves.toEqual({
      ok: false,
      message: 'Demande d’état de la borne invalide : aucun paramètre n’est attendu.',
    });
    expect(abilities).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('kiosk:abilities refusé : paramètre inattendu');
  });

  it('says so where nothing is checked before selling (the counter)', async () => {
    const { handler } = handlersWith();
    await expect(handler(PAGE, undefined)).resolves.toEqual({
      ok: false,
      message: 'Ce poste ne contrôle pas son imprimante ni son terminal avant de vendre.',
    });
  });

  it('answers a failure of the readiness as a refusal, never a throw', async () => {
    const { handler, log } = handlersWith(() => {
      throw new Error('cassé');
    });
    await expect(handler(PAGE, undefined)).resolves.toEqual({
      ok: false,
      message: 'L’état de la borne est indisponible.',
    });
    expect(log).toHaveBeenCalledWith('kiosk:abilities : l’état de la borne a échoué', expect.any(Error));
  });
});
