// The terminal outcome's body is checked field by field (400 with a French message) before the device
// or the order is looked at; nothing changes on a bad body.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { TERMINAL_OUTCOME_PATH } from '../../../src/shared/terminal-outcome';
import { server } from './helpers';
import {
  client,
  DEVICE_ID,
  DEVICES,
  postOutcome,
  report,
  signed,
  terminalOrder,
  waitAnswer,
} from './terminal-helpers';

let app: FastifyInstance;
afterEach(() => app?.close());

const NOT_FINISHED = { finished: false, error: false };

async function kioskOrder() {
  app = await server({ devices: DEVICES });
  const kiosk = await client(app, DEVICE_ID);
  return { kiosk, orderId: await terminalOrder(kiosk) };
}

describe('terminal outcome body', () => {
  it.each([
    ['deviceId', 'Le champ « deviceId » doit être un texte.'],
    ['orderId', 'Le champ « orderId » doit être un texte.'],
    ['amountCents', 'Le champ « amountCents » doit être un entier de 1 à 100000000 (centimes).'],
    ['currency', 'Le champ « currency » doit valoir « EUR ».'],
    ['idempotencyKey', 'Le champ « idempotencyKey » doit être un texte.'],
    [
      'status',
      'Le champ « status » doit valoir « approved », « declined », « cancelled », « unknown », « error ».',
    ],
    ['reference', 'Le champ « reference » doit être un texte.'],
    ['signedAt', 'Le champ « signedAt » doit être un texte.'],
    ['signature', 'Le champ « signature » doit être un texte.'],
  ])('a missing %s: 400 with its message, the order stays unpaid', async (field, message) => {
    const { kiosk, orderId } = await kioskOrder();
    const body: Record<string, unknown> = { ...signed(report(orderId)) };
    delete body[field];
    const answer = await postOutcome(app, body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ messageError: message });
    expect(await waitAnswer(kiosk)).toEqual(NOT_FINISHED);
  });

  it.each([
    ['deviceId', 'borne avec espace', 'doit compter de 1 à 64 caractères parmi les lettres'],
    ['deviceId', 'b'.repeat(65), 'doit compter de 1 à 64 caractères parmi les lettres'],
    ['orderId', 10001, 'doit être un texte.'],
    ['orderId', '10001a', 'doit être un numéro de commande.'],
    ['amountCents', '2080', 'doit être un entier de 1 à 100000000 (centimes).'],
    ['amountCents', 20.8, 'doit être un entier de 1 à 100000000 (centimes).'],
    ['amountCents', 0, 'doit être un entier de 1 à 100000000 (centimes).'],
    ['amountCents', 100_000_001, 'doit être un entier de 1 à 100000000 (centimes).'],
    ['currency', 'USD', 'doit valoir « EUR ».'],
    ['idempotencyKey', '', 'doit compter de 1 à 128 caractères imprimables, sans espace.'],
    ['idempotencyKey', 'k'.repeat(129), 'doit compter de 1 à 128 caractères imprimables, sans espace.'],
    ['idempotencyKey', 'cle\nforgee', 'doit compter de 1 à 128 caractères imprimables, sans espace.'],
    ['status', 'APPROVED', 'doit valoir « approved »'],
    ['reference', 'r'.repeat(65), 'doit compter au plus 64 caractères, sans caractère de contrôle.'],
    ['reference', 'AUTO\nunknown', 'doit compter au plus 64 caractères, sans caractère de contrôle.'],
    ['signedAt', '14/03/2025 09:26', 'doit être une date et heure ISO 8601'],
    ['signedAt', '2025-02-30T25:61:00Z', 'n’est pas une date valide.'],
    ['signature', 'A'.repeat(64), 'doit être un HMAC-SHA256 en hexadécimal minuscule (64 caractères).'],
    ['signature', 'ab', 'doit être un HMAC-SHA256 en hexadécimal minuscule (64 caractères).'],
  ])('%s = %j: 400', async (field, value, message) => {
    const { kiosk, orderId } = await kioskOrder();
    const answer = await postOutcome(app, { ...signed(report(orderId)), [field]: value });
    expect(answer.statusCode).toBe(400);
    const { messageError } = answer.json() as { messageError: string };
    expect(messageError.startsWith(`Le champ « ${field} » `)).toBe(true);
    expect(messageError).toContain(message);
    expect(await waitAnswer(kiosk)).toEqual(NOT_FINISHED);
  });

  it('a body that is not an object, not JSON, or too large: 400 or 413 with a French message', async () => {
    const { kiosk, orderId } = await kioskOrder();
    const list = await postOutcome(app, [signed(report(orderId))]);
    expect(list.statusCode).toBe(400);
    expect(list.json()).toEqual({ messageError: 'Le corps de la requête doit être un objet JSON.' });

    const notJson = await app.inject({
      method: 'POST',
      url: TERMINAL_OUTCOME_PATH,
      headers: { 'content-type': 'application/json' },
      payload: '{"deviceId":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ messageError: 'Le corps de la requête n’est pas un JSON valide.' });

    const huge = await postOutcome(app, { ...signed(report(orderId)), padding: 'x'.repeat(5000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ messageError: 'Le corps de la requête est trop volumineux.' });
    expect(await waitAnswer(kiosk)).toEqual(NOT_FINISHED);
  });

  it('an unsigned report is refused as a bad body before anything else', async () => {
    const { kiosk, orderId } = await kioskOrder();
    const answer = await postOutcome(app, { ...signed(report(orderId)), signature: '' });
    expect(answer.statusCode).toBe(400);
    expect(await waitAnswer(kiosk)).toEqual(NOT_FINISHED);
  });

  it('a report with a new key after a declined one is refused (409): retrying takes a new order', async () => {
    const { kiosk, orderId } = await kioskOrder();
    await postOutcome(app, signed(report(orderId, { status: 'declined', reference: '' })));
    const retry = await postOutcome(app, signed(report(orderId, { idempotencyKey: 'paiement-2' })));
    expect(retry.statusCode).toBe(409);
    expect(await waitAnswer(kiosk)).toEqual({ finished: true, error: true });
  });
});
