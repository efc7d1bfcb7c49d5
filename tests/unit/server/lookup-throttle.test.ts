// Issue 23: the back office's look-ups on customer data (card, a card's titles, reservation ticket,
// on-board proofs) share one throttle: failures counted per key and per client (a kiosk's device id at
// its address, else the address; X-Forwarded-For only from a trusted proxy), 5 within 15 minutes, then
// 1 s, 2 s… up to 5 minutes, a French 429 with Retry-After. On a clock the test moves.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer } from '../../../src/server';
import { LOOKUP_RESET_PATH } from '../../../src/server/control';
import { parseTrustedProxiesEnv } from '../../../src/server/trusted-proxies';
import { DEVICE_ID_HEADER } from '../../../src/shared/terminal-outcome';
import { PDF_ACHAT_BORNE_PATH } from '../../../src/shared/onboard-payments';
import { visitor } from './helpers';
import { testClock } from './mobile-ticket-helpers';
import { BORN, CARDS, NOT_FOUND, NOW, reloadServer } from './reload-helpers';
import { TOMORROW } from './reservation-helpers';
import { DEVICE_ID, OTHER_DEVICE_ID } from './terminal-helpers';

let app: FastifyInstance;
afterEach(() => app?.close());

const TOO_MANY = (wait: string) => ({
  messageError: `Trop de tentatives infructueuses. Veuillez réessayer dans ${wait}.`,
});

interface From {
  remoteAddress?: string;
  headers?: Record<string, string>;
}

/** A back office on a clock the test moves, and a visitor's token. */
async function start(options: Parameters<typeof reloadServer>[0] = {}) {
  const clock = testClock(NOW.toISOString());
  const backOffice = await reloadServer({ now: clock.now, control: true, ...options });
  app = backOffice;
  const token = (
    (await backOffice.inject({ method: 'GET', url: '/api/jwttoken/generate' })).json() as { id_token: string }
  ).id_token;
  const get = (url: string, from: From = {}) =>
    backOffice.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}`, ...from.headers },
      remoteAddress: from.remoteAddress ?? '192.0.2.1',
    });
  return { clock, get };
}

const support = (numero: string, birthDate?: string) =>
  `/commerce/api/support?cardNumber=${numero}${birthDate ? `&birthDate=${birthDate}` : ''}`;
const titles = (numero: string, birthDate: string) =>
  `/vente/api/produit_vendable?numSupport=${numero}&dateNaissance=${birthDate}`;
const tickets = (numero: string, day: string) =>
  `/vente/api/commandesReservation?numSupport=${numero}&dateDepartArticle=${day}`;

/** The n-th wrong birth date of card 2 (never the right one). */
const wrongDate = (n: number) => `1991-01-${String(1 + (n % 28)).padStart(2, '0')}`;

const expectHeld = (response: LightMyRequestResponse, seconds: number, wait: string) => {
  expect(response.statusCode).toBe(429);
  expect(response.headers['retry-after']).toBe(String(seconds));
  expect(response.json()).toEqual(TOO_MANY(wait));
};

describe('the card lookup (GET /commerce/api/support)', () => {
  it('stops a birth-date guess after 5 misses: 429, Retry-After and the French text, the right date not checked', async () => {
    const { clock, get } = await start();
    for (let n = 0; n < 5; n++) {
      const miss = await get(support(CARDS.personalised, wrongDate(n)));
      expect(miss.statusCode).toBe(404);
      expect(miss.json()).toEqual({ messageError: NOT_FOUND });
    }
    expectHeld(await get(support(CARDS.personalised, BORN)), 1, '1 seconde');
    clock.advance(999);
    expectHeld(await get(support(CARDS.personalised, BORN)), 1, '1 seconde');
    clock.advance(1);
    expect((await get(support(CARDS.personalised, BORN))).statusCode).toBe(200);
  });

  it('doubles the wait from 1 s up to 5 minutes, each wait taken in full', async () => {
    const { clock, get } = await start();
    for (let n = 0; n < 5; n++) await get(support(CARDS.personalised, wrongDate(n)));
    let n = 5;
    // The 10th wait ends 15 minutes after the first misses: the window then holds fewer than 5.
    for (const seconds of [1, 2, 4, 8, 16, 32, 64, 128, 256, 300]) {
      const wait =
        seconds < 60 ? `${seconds} seconde${seconds > 1 ? 's' : ''}` : `${Math.ceil(seconds / 60)} minutes`;
      expectHeld(await get(support(CARDS.personalised, wrongDate(n))), seconds, wait);
      clock.advance(seconds * 1000 - 1);
      expect((await get(support(CARDS.personalised, wrongDate(n)))).statusCode).toBe(429);
      clock.advance(1);
      expect((await get(support(CARDS.personalised, wrongDate(n++)))).statusCode).toBe(404);
    }
  });

  it('the issue’s attack (1 967 guesses in 3.2 s): 200 guesses now wait over 3 hours, whatever the address', async () => {
    // A token that outlives the attack (the default one would expire after an hour).
    const { clock, get } = await start({ tokenTtlSeconds: 7 * 24 * 3600 });
    const start0 = clock.now().getTime();
    let answered = 0;
    for (let n = 0; n < 200; n++) {
      // A fresh address each guess: the card's own count holds them.
      const from = { remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
      let response = await get(support(CARDS.personalised, wrongDate(n)), from);
      while (response.statusCode === 429) {
        clock.advance(Number(response.headers['retry-after']) * 1000);
        response = await get(support(CARDS.personalised, wrongDate(n)), from);
      }
      expect(response.statusCode).toBe(404);
      answered += 1;
    }
    expect(answered).toBe(200);
    expect(clock.now().getTime() - start0).toBeGreaterThan(3 * 3600 * 1000);
  });

  it('counts parallel attempts when they are let through: 5 answered, the others held', async () => {
    const { get } = await start();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => get(support(CARDS.personalised, wrongDate(n)))),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 404)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(7);
  });

  it('a found card does not count; a success clears that card’s misses, not the client’s', async () => {
    const { get } = await start();
    for (let n = 0; n < 4; n++) await get(support(CARDS.personalised, wrongDate(n)));
    for (let n = 0; n < 10; n++) expect((await get(support(CARDS.reload))).statusCode).toBe(200);
    expect((await get(support(CARDS.personalised, BORN))).statusCode).toBe(200);
    // The card is free again for another client…
    const other = { remoteAddress: '192.0.2.2' };
    for (let n = 0; n < 4; n++)
      expect((await get(support(CARDS.personalised, wrongDate(n)), other)).statusCode).toBe(404);
    // …but this client keeps its 4 misses: one more, then it waits, whatever card it asks.
    expect((await get(support('999999999999'))).statusCode).toBe(404);
    expectHeld(await get(support(CARDS.reload)), 1, '1 seconde');
  });

  it('adds up a client’s misses across cards and across the look-ups', async () => {
    const { get } = await start();
    expect((await get(support('999999999991'))).statusCode).toBe(404);
    expect((await get(support('999999999992'))).statusCode).toBe(404);
    expect((await get(titles(CARDS.personalised, wrongDate(0)))).statusCode).toBe(404);
    expect((await get(tickets('4113000000000099', TOMORROW))).statusCode).toBe(404);
    expect((await get(tickets('4113000000000001', '2026-12-01'))).json()).toEqual([]);
    expectHeld(await get(support(CARDS.reload)), 1, '1 seconde');
  });
});

describe('the other look-ups', () => {
  it('a card’s titles with a birth date: the same card count as its lookup', async () => {
    const { get } = await start();
    const from = (n: number) => ({ remoteAddress: `198.51.100.${n}` });
    for (let n = 0; n < 3; n++)
      expect((await get(support(CARDS.personalised, wrongDate(n)), from(n))).statusCode).toBe(404);
    for (let n = 3; n < 5; n++) {
      const miss = await get(titles(CARDS.personalised, wrongDate(n)), from(n));
      expect(miss.statusCode).toBe(404);
      expect(miss.json()).toEqual({ messageError: NOT_FOUND });
    }
    expectHeld(await get(titles(CARDS.personalised, BORN), from(9)), 1, '1 seconde');
    expectHeld(await get(support(CARDS.personalised, BORN), from(9)), 1, '1 seconde');
    // Another card is free for another client.
    expect((await get(titles(CARDS.reload, BORN), from(9))).statusCode).toBe(200);
  });

  it('the reservation ticket: an unknown number and a wrong day are misses; a found ticket clears them', async () => {
    const { get } = await start();
    const from = (n: number) => ({ remoteAddress: `198.51.100.${n}` });
    const web = '4113000000000001';
    for (let n = 0; n < 4; n++)
      expect((await get(tickets(web, `2026-12-0${n + 1}`), from(n))).json()).toEqual([]);
    expect((await get(tickets(web, TOMORROW), from(8))).json()).toHaveLength(1);
    for (let n = 0; n < 5; n++)
      expect((await get(tickets(web, `2026-12-0${n + 1}`), from(n))).statusCode).toBe(200);
    expectHeld(await get(tickets(web, TOMORROW), from(8)), 1, '1 seconde');
    const unknown = '4113000000000077';
    for (let n = 0; n < 5; n++) {
      const miss = await get(tickets(unknown, TOMORROW), from(20 + n));
      expect(miss.statusCode).toBe(404);
      expect(miss.json()).toEqual({
        messageError: 'Ticket non trouvé. Veuillez vérifier le numéro de ticket saisi.',
      });
    }
    expectHeld(await get(tickets(unknown, TOMORROW), from(30)), 1, '1 seconde');
  });

  it('on-board proofs: refused requests are counted per order and per client', async () => {
    const { clock } = await start();
    const v = await visitor(app);
    const item = {
      idCommande: 123_456_789,
      refPaiement: 'RA261125ABCDEF01',
      dateRefPaiement: '2026-11-25T07:15:00.000Z',
      prixTtcRefPaiement: 230,
      montant: 230,
      remise: 0,
    };
    for (let n = 0; n < 5; n++)
      expect((await v.post(PDF_ACHAT_BORNE_PATH, [{ ...item, montant: n }])).statusCode).toBe(400);
    const held = await v.post(PDF_ACHAT_BORNE_PATH, [item]);
    expectHeld(held, 1, '1 seconde');
    clock.advance(1000);
    expect((await v.post(PDF_ACHAT_BORNE_PATH, [item])).statusCode).toBe(400);
  });
});

describe('who a client is', () => {
  it('a registered kiosk by its device id: apart from its address, which stays apart from it', async () => {
    const { get } = await start();
    const kiosk = { remoteAddress: '192.0.2.1', headers: { [DEVICE_ID_HEADER]: DEVICE_ID } };
    for (let n = 0; n < 5; n++) await get(support(`99999999999${n}`));
    expectHeld(await get(support(CARDS.reload)), 1, '1 seconde');
    // The kiosk behind the same address (a station's NAT) is not held.
    expect((await get(support(CARDS.reload), kiosk)).statusCode).toBe(200);
    for (let n = 0; n < 5; n++) await get(support(`88888888888${n}`), kiosk);
    expectHeld(await get(support(CARDS.reload), kiosk), 1, '1 seconde');
    // An unknown device id is no kiosk: it is its address.
    const unknown = { remoteAddress: '192.0.2.1', headers: { [DEVICE_ID_HEADER]: 'BORNE-INCONNUE' } };
    expectHeld(await get(support(CARDS.reload), unknown), 1, '1 seconde');
    expect((await get(support(CARDS.reload), { remoteAddress: '192.0.2.3' })).statusCode).toBe(200);
    // The header is not signed: a page elsewhere naming the kiosk misses on its own count, not the kiosk's.
    const forged = { remoteAddress: '203.0.113.66', headers: { [DEVICE_ID_HEADER]: OTHER_DEVICE_ID } };
    for (let n = 0; n < 5; n++) await get(support(`77777777777${n}`), forged);
    expectHeld(await get(support(CARDS.reload), forged), 1, '1 seconde');
    const otherKiosk = { remoteAddress: '192.0.2.1', headers: { [DEVICE_ID_HEADER]: OTHER_DEVICE_ID } };
    expect((await get(support(CARDS.reload), otherKiosk)).statusCode).toBe(200);
  });

  it('X-Forwarded-For names the client only when a trusted proxy sends it', async () => {
    const { get } = await start({ trustedProxies: ['10.0.0.1', '172.16.0.0/12'] });
    const viaProxy = (client: string, proxy = '10.0.0.1') => ({
      remoteAddress: proxy,
      headers: { 'x-forwarded-for': client },
    });
    for (let n = 0; n < 5; n++) await get(support(`99999999999${n}`), viaProxy('203.0.113.7'));
    expectHeld(await get(support(CARDS.reload), viaProxy('203.0.113.7', '172.20.1.1')), 1, '1 seconde');
    // Everyone else behind the proxy is not locked out.
    expect((await get(support(CARDS.reload), viaProxy('203.0.113.8'))).statusCode).toBe(200);
    // From an untrusted address, the header is ignored: changing it does not make a new client.
    for (let n = 0; n < 5; n++)
      await get(support(`88888888888${n}`), viaProxy(`203.0.113.${20 + n}`, '192.0.2.50'));
    expectHeld(await get(support(CARDS.reload), viaProxy('203.0.113.99', '192.0.2.50')), 1, '1 seconde');
  });

  it('without trusted proxies, X-Forwarded-For is ignored', async () => {
    const { get } = await start();
    for (let n = 0; n < 5; n++)
      await get(support(`99999999999${n}`), { headers: { 'x-forwarded-for': `203.0.113.${n}` } });
    expectHeld(
      await get(support(CARDS.reload), { headers: { 'x-forwarded-for': '203.0.113.99' } }),
      1,
      '1 seconde',
    );
  });

  it('refuses a malformed trusted proxy at start, in French', async () => {
    for (const wrong of ['10.0.0.0/33', 'proxy.example', '10.0.0.1/8/1', '::1/129', ''])
      await expect(buildServer({ trustedProxies: [wrong] })).rejects.toThrow(
        `Mandataire de confiance invalide : « ${wrong} » (une adresse IP ou un réseau, comme 10.0.0.0/8).`,
      );
    expect(parseTrustedProxiesEnv(' 10.0.0.1, 2001:db8::/32 ,')).toEqual(['10.0.0.1', '2001:db8::/32']);
    expect(parseTrustedProxiesEnv(undefined)).toEqual([]);
    expect(() => parseTrustedProxiesEnv('10.0.0.1,tout')).toThrow('« tout »');
  });
});

describe('the control API', () => {
  it('forgets the counted misses (e2e runs share one server and one address)', async () => {
    const { get } = await start();
    for (let n = 0; n < 5; n++) await get(support(`99999999999${n}`));
    expect((await get(support(CARDS.reload))).statusCode).toBe(429);
    expect((await app.inject({ method: 'DELETE', url: LOOKUP_RESET_PATH })).statusCode).toBe(204);
    expect((await get(support(CARDS.reload))).statusCode).toBe(200);
  });

  it('is not mounted without control', async () => {
    app = await reloadServer();
    expect((await app.inject({ method: 'DELETE', url: LOOKUP_RESET_PATH })).statusCode).not.toBe(204);
  });
});
