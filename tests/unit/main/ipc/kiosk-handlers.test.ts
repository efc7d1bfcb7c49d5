import { describe, expect, it } from 'vitest';
import { KIOSK_CHANNELS, type KioskChannel } from '../../../../src/shared/kiosk-bridge';
import { createKioskHandlers } from '../../../../src/main/ipc/kiosk-handlers';
import type { IpcSender } from '../../../../src/main/ipc/kiosk-deps';
import { fakeDeps, setup, validReceipt, validRequest } from './fakes';

const REFUSED = 'Appel refusé : origine non autorisée.';

const VALID_PAYLOAD: Record<KioskChannel, unknown> = {
  [KIOSK_CHANNELS.startPayment]: validRequest(),
  [KIOSK_CHANNELS.cancelPayment]: { idempotencyKey: validRequest().idempotencyKey },
  [KIOSK_CHANNELS.printReceipt]: validReceipt(),
  [KIOSK_CHANNELS.reload]: 5000,
  [KIOSK_CHANNELS.info]: undefined,
  [KIOSK_CHANNELS.abilities]: undefined,
};

const REFUSAL: Record<KioskChannel, unknown> = {
  [KIOSK_CHANNELS.startPayment]: { status: 'error', message: REFUSED },
  [KIOSK_CHANNELS.cancelPayment]: { accepted: false, message: REFUSED },
  [KIOSK_CHANNELS.printReceipt]: { ok: false, message: REFUSED },
  [KIOSK_CHANNELS.reload]: { ok: false, message: REFUSED },
  [KIOSK_CHANNELS.info]: { ok: false, message: REFUSED },
  [KIOSK_CHANNELS.abilities]: { ok: false, message: REFUSED },
};

const BAD_SENDERS: [string, IpcSender | null][] = [
  ['another origin', { url: 'https://evil.example/', isMainFrame: true }],
  ['a look-alike host', { url: 'app://portail.evil/payment', isMainFrame: true }],
  ['credentials before the host', { url: 'app://portail@evil/payment', isMainFrame: true }],
  ['http with the same host', { url: 'http://portail/payment', isMainFrame: true }],
  ['a sub-frame of the allowed origin', { url: 'app://portail/iframe', isMainFrame: false }],
  ['a frame that is gone', null],
];

describe('createKioskHandlers', () => {
  it('has exactly one handler per channel', () => {
    const { handlers } = setup();
    expect(Object.keys(handlers).sort()).toEqual(Object.values(KIOSK_CHANNELS).sort());
  });

  describe.each(Object.values(KIOSK_CHANNELS))('%s', (channel) => {
    it.each(BAD_SENDERS)('refuses %s and reaches no service', async (_name, sender) => {
      const { handlers, start, print, reload, info, abilities, log } = setup();
      await expect(handlers[channel](sender, VALID_PAYLOAD[channel])).resolves.toEqual(REFUSAL[channel]);
      expect(start).not.toHaveBeenCalled();
      expect(print).not.toHaveBeenCalled();
      expect(reload).not.toHaveBeenCalled();
      expect(info).not.toHaveBeenCalled();
      expect(abilities).not.toHaveBeenCalled();
      expect(log).toHaveBeenCalledWith(`${channel} refusé : origine non autorisée`, sender);
    });
  });

  it('refuses a setup with an allowed origin that is not a bare origin', () => {
    expect(() => createKioskHandlers(fakeDeps().deps, { allowedOrigin: 'app://portail/home' })).toThrow(
      'Origine autorisée invalide',
    );
  });

  it('compares with the configured origin whatever its trailing slash', async () => {
    const { deps, start } = fakeDeps();
    const handlers = createKioskHandlers(deps, { allowedOrigin: 'app://portail/', log: () => undefined });
    const sender = { url: 'app://portail/payment', isMainFrame: true };
    await handlers[KIOSK_CHANNELS.startPayment](sender, validRequest());
    expect(start).toHaveBeenCalledTimes(1);
  });
});
