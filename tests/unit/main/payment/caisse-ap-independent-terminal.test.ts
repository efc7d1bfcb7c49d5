// The Caisse-AP driver against a second terminal simulator, written apart from the codec and from
// tests/support/caisse-ap-terminal.ts (plain string slicing, as the reference Python simulator does): the
// answer's fields go out one write at a time with the pauses a real terminal makes, and the driver runs
// with its default quiet time.
import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createCaisseApDriver } from '../../../../src/main/payment/caisse-ap/driver';

interface Script {
  /** Fields after the echoed request, in order; each `pause` ms after the field before it. */
  fields: { tag: string; value: string; pause?: number }[];
  /** Written after the last field. */
  trailer?: string;
  close?: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const tlv = (tag: string, value: string) => `${tag}${String(value.length).padStart(3, '0')}${value}`;

/** Tag → value of a whole request, or undefined while bytes are missing. */
function parseRequest(text: string): Map<string, string> | undefined {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    if (at + 5 > text.length) return undefined;
    const size = Number(text.slice(at + 2, at + 5));
    if (at + 5 + size > text.length) return undefined;
    fields.set(text.slice(at, at + 2), text.slice(at + 5, at + 5 + size));
    at += 5 + size;
  }
  return ['CZ', 'CA', 'CB', 'CD', 'CE'].every((tag) => fields.has(tag)) ? fields : undefined;
}

let server: Server | undefined;
const sockets = new Set<Socket>();
afterEach(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

async function terminalScripted(script: Script): Promise<number> {
  server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      const before = received;
      received += chunk.toString('ascii');
      const request = parseRequest(received);
      if (!request || parseRequest(before)) return;
      void (async () => {
        // The reference simulator echoes every field of the request, CZ first.
        socket.write([...request].map(([tag, value]) => tlv(tag, value)).join(''));
        for (const { tag, value, pause } of script.fields) {
          if (pause) await sleep(pause);
          if (socket.destroyed) return;
          socket.write(tlv(tag, value));
        }
        if (script.trailer) socket.write(script.trailer);
        if (script.close) socket.end();
      })();
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as { port: number }).port;
}

async function pay(script: Script) {
  const port = await terminalScripted(script);
  const driver = createCaisseApDriver({ host: '127.0.0.1', port, posNumber: 1, log: () => undefined });
  return driver.pay({ idempotencyKey: 'k-1', amountCents: 890, currency: 'EUR', label: 'Commande n° 10002' });
}

const approvalAfterAe = (pause: number): Script['fields'] => [
  { tag: 'AE', value: '10' },
  { tag: 'CC', value: '001', pause },
  { tag: 'CI', value: '1' },
  { tag: 'AC', value: '482913' },
  { tag: 'AA', value: '513254######6719' },
  { tag: 'AI', value: 'A0000000421010' },
  { tag: 'AB', value: '2712' },
  { tag: 'CF', value: '1010000000' },
  { tag: 'CG', value: '424242' },
];
const APPROVED = {
  status: 'approved',
  reference: '482913',
  maskedPan: '513254######6719',
  message: 'Paiement accepté.',
};

describe('Caisse-AP driver against an independent terminal simulator', () => {
  it.each([500, 2_000])(
    'an approval paused %i ms after AE keeps its authorisation number and masked card number',
    async (pause) => {
      expect(await pay({ fields: approvalAfterAe(pause) })).toEqual(APPROVED);
    },
  );

  it('a customer abandon whose AF comes 500 ms after AE is cancelled, not declined', async () => {
    expect(
      await pay({
        fields: [
          { tag: 'AE', value: '01' },
          { tag: 'AF', value: '11', pause: 500 },
        ],
      }),
    ).toEqual({ status: 'cancelled', message: 'Paiement annulé sur le terminal.' });
  });

  it('an input time-out whose AF comes 2 s after AE is cancelled with its reason', async () => {
    expect(
      await pay({
        fields: [
          { tag: 'AE', value: '01' },
          { tag: 'AF', value: '08', pause: 2_000 },
        ],
      }),
    ).toEqual({
      status: 'cancelled',
      message: 'Paiement annulé : le délai de saisie sur le terminal est dépassé.',
    });
  });

  it('an approval followed by CR LF is approved', async () => {
    expect(await pay({ fields: approvalAfterAe(0), trailer: '\r\n' })).toEqual(APPROVED);
  });

  it('a refusal followed by CR LF, then a close, is declined', async () => {
    expect(
      await pay({
        fields: [
          { tag: 'AE', value: '01' },
          { tag: 'AF', value: '04' },
        ],
        trailer: '\r\n',
        close: true,
      }),
    ).toEqual({ status: 'declined', message: 'Paiement refusé par votre banque.' });
  });
});
