// kiosk:cancel-payment: only the app's page, only a well-formed key reaches the payment service; its
// failure is an answer that makes the page wait for the terminal, never a thrown error.
import { describe, expect, it } from 'vitest';
import { KIOSK_CHANNELS } from '../../../../src/shared/kiosk-bridge';
import { PAGE, setup } from './fakes';

const handle = (handlers: ReturnType<typeof setup>['handlers'], payload: unknown, sender = PAGE) =>
  handlers[KIOSK_CHANNELS.cancelPayment](sender, payload);

describe('kiosk:cancel-payment', () => {
  it('passes the checked key to the payment service and answers what it says', async () => {
    const { handlers, cancel } = setup();
    expect(await handle(handlers, { idempotencyKey: 'commande-10001-abc' })).toEqual({
      accepted: true,
      message: 'L’annulation a été demandée au terminal. Attendez sa réponse.',
    });
    expect(cancel).toHaveBeenCalledWith({ idempotencyKey: 'commande-10001-abc' });
  });

  it.each([
    ['no object', 'commande-1', 'Demande d’annulation invalide : un objet est attendu.'],
    ['an extra field', { idempotencyKey: 'commande-10001-abc', amountCents: 1 }, null],
    ['a key with a space', { idempotencyKey: 'commande 10001' }, null],
    ['a short key', { idempotencyKey: 'k' }, null],
  ])('refuses %s and never reaches the service', async (_name, payload, message) => {
    const { handlers, cancel } = setup();
    const answer = (await handle(handlers, payload)) as { accepted: boolean; message: string };
    expect(answer.accepted).toBe(false);
    expect(answer.message).toMatch(/^Demande d’annulation invalide : .+\.$/);
    if (message) expect(answer.message).toBe(message);
    expect(cancel).not.toHaveBeenCalled();
  });

  it('a service that throws is answered: not accepted, wait for the terminal', async () => {
    const { handlers, cancel } = setup();
    cancel.mockRejectedValueOnce(new Error('journal plein'));
    expect(await handle(handlers, { idempotencyKey: 'commande-10001-abc' })).toEqual({
      accepted: false,
      message: 'L’annulation n’a pas pu être demandée au terminal : attendez sa réponse.',
    });
  });
});
