// A payment left unknown, settled by the kiosk's operator (issue 25 §2): the emulator takes the signed
// report (note included in the signature) once, records it, and refuses any other settlement of it.
import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TerminalOutcomeReport } from '../../../src/shared/terminal-outcome';
import { server } from './helpers';
import {
  client,
  DEVICE_ID,
  DEVICE_SECRET,
  DEVICES,
  postOutcome,
  report,
  signed,
  terminalOrder,
} from './terminal-helpers';

let app: FastifyInstance;
afterEach(() => app?.close());

type Unsigned = Omit<TerminalOutcomeReport, 'signature'>;

/** Version 2, signed by hand as docs/back-office-contract.md says: v1's lines, then `operator` and the note. */
function signedSettlement(unsigned: Unsigned, secret = DEVICE_SECRET): TerminalOutcomeReport {
  const text = [
    'portail-terminal-outcome-v2',
    unsigned.deviceId,
    unsigned.orderId,
    String(unsigned.amountCents),
    unsigned.currency,
    unsigned.idempotencyKey,
    unsigned.status,
    unsigned.reference,
    unsigned.signedAt,
    'operator',
    unsigned.settlement!.note,
  ].join('\n');
  return { ...unsigned, signature: createHmac('sha256', secret).update(text, 'utf8').digest('hex') };
}

function settlement(orderId: number, status: 'approved' | 'declined', note: string): Unsigned {
  return report(orderId, {
    status,
    reference: '',
    signedAt: '2025-03-14T10:00:00.000Z',
    settlement: { by: 'operator', note },
  });
}

const terminalOf = async (orderId: number) =>
  (await app.inject({ method: 'GET', url: `/__emulator/commandes/${orderId}/terminal` })).json() as unknown;

/** A kiosk order whose payment the terminal left unknown. */
async function unknownOrder(): Promise<number> {
  app = await server({ devices: DEVICES, control: true });
  const orderId = await terminalOrder(await client(app, DEVICE_ID));
  const unknown = await postOutcome(app, signed(report(orderId, { status: 'unknown', reference: '' })));
  expect(unknown.json()).toEqual({ status: 'PENDING' });
  return orderId;
}

describe('terminal outcome settled by the operator', () => {
  it('is taken once and recorded with its note; its replay answers the same; another is refused', async () => {
    const orderId = await unknownOrder();
    const first = signedSettlement(settlement(orderId, 'approved', 'Ticket 0042 lu sur le TPE'));
    const answer = await postOutcome(app, first);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'PAID' });
    expect(await terminalOf(orderId)).toEqual({
      status: 'PAID',
      terminal: {
        idempotencyKey: `paiement-${orderId}-1`,
        status: 'approved',
        settlement: {
          by: 'operator',
          note: 'Ticket 0042 lu sur le TPE',
          signature: first.signature,
          signedAt: '2025-03-14T10:00:00.000Z',
        },
      },
    });

    // The delivery retried after a lost answer: the same report, the same answer.
    const replay = await postOutcome(app, first);
    expect([replay.statusCode, replay.json()]).toEqual([200, { status: 'PAID' }]);

    // A second settlement of the same payment, whatever it says: refused, the order unchanged.
    for (const second of [
      settlement(orderId, 'declined', 'Finalement refusé'),
      settlement(orderId, 'approved', 'Deuxième note'),
    ]) {
      const refused = await postOutcome(app, signedSettlement(second));
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        messageError: 'Résultat de paiement refusé : ce paiement a déjà été réglé.',
      });
    }
    expect(await terminalOf(orderId)).toMatchObject({
      status: 'PAID',
      terminal: { settlement: { note: 'Ticket 0042 lu sur le TPE' } },
    });
  });

  it('declined refuses the order', async () => {
    const orderId = await unknownOrder();
    const answer = await postOutcome(
      app,
      signedSettlement(settlement(orderId, 'declined', 'Aucune transaction au journal du TPE')),
    );
    expect([answer.statusCode, answer.json()]).toEqual([200, { status: 'REFUSED' }]);
  });

  it('an outcome the terminal already gave cannot be settled by the operator', async () => {
    app = await server({ devices: DEVICES, control: true });
    const orderId = await terminalOrder(await client(app, DEVICE_ID));
    expect((await postOutcome(app, signed(report(orderId)))).json()).toEqual({ status: 'PAID' });
    const refused = await postOutcome(app, signedSettlement(settlement(orderId, 'declined', 'Erreur')));
    expect(refused.statusCode).toBe(409);
    expect(await terminalOf(orderId)).toEqual({
      status: 'PAID',
      terminal: { idempotencyKey: `paiement-${orderId}-1`, status: 'approved' },
    });
  });

  it('the note is signed: changed on the way, or signed as v1, the report is refused', async () => {
    const orderId = await unknownOrder();
    const genuine = signedSettlement(settlement(orderId, 'approved', 'Ticket 0042 lu sur le TPE'));
    const changed = {
      ...genuine,
      settlement: { by: 'operator' as const, note: 'Ticket 0043 lu sur le TPE' },
    };
    expect((await postOutcome(app, changed)).statusCode).toBe(403);
    const asV1 = { ...signed(settlement(orderId, 'approved', 'Ticket 0042 lu sur le TPE')) };
    expect((await postOutcome(app, asV1)).statusCode).toBe(403);
    expect(await terminalOf(orderId)).toMatchObject({ status: 'PENDING' });
  });

  it.each([
    ['a status other than approved or declined', { status: 'unknown' as const }, 'approved'],
    [
      'a line break in the note',
      { settlement: { by: 'operator' as const, note: 'Vu\nTPE' } },
      'settlement.note',
    ],
    ['another author', { settlement: { by: 'borne', note: 'Vu sur le TPE' } }, 'settlement.by'],
    ['a note too short', { settlement: { by: 'operator' as const, note: 'ok' } }, 'settlement.note'],
  ])('%s is a bad request', async (_name, overrides, field) => {
    const orderId = await unknownOrder();
    const body = signedSettlement({
      ...settlement(orderId, 'approved', 'Vu sur le TPE'),
      ...overrides,
    } as Unsigned);
    const answer = await postOutcome(app, body);
    expect(answer.statusCode).toBe(400);
    expect((answer.json() as { messageError: string }).messageError).toContain(field);
  });
});
