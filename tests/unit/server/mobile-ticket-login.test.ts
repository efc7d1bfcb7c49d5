// The mobile-ticket provider's login (SPEC §7, §8): token for the right pair, the same 401 for a wrong
// password and an unknown mail, strict bodies, the headers every call carries, the connexion codes,
// a burst of wrong passwords slowed down (per mail and per address), and tokens that expire.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  API,
  apiCall,
  authenticate,
  MAILS,
  mobileProviders,
  PASSWORD,
  testClock,
  tokenFor,
} from './mobile-ticket-helpers';

let providers: FastifyInstance;
afterEach(() => providers?.close());

const WRONG_PAIR = { messageError: 'Adresse e-mail ou mot de passe incorrect.' };

describe('POST /token/authenticate', () => {
  it('gives a 32-byte token for the right pair, whatever the mail’s case', async () => {
    providers = await mobileProviders();
    const response = await authenticate(providers, 'Camille.Durand@Exemple.fr');
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('http://127.0.0.1:5180');
    const { token } = response.json() as { token: string };
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(await tokenFor(providers, MAILS.confirmed)).not.toBe(token);
  });

  it('answers the same 401 for a wrong password and for an unknown mail', async () => {
    providers = await mobileProviders();
    const wrong = await authenticate(providers, MAILS.confirmed, 'ligeo-2026');
    const unknown = await authenticate(providers, 'personne@exemple.fr', PASSWORD);
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(WRONG_PAIR);
    }
  });

  it('refuses a malformed body with a French 400, checking no password', async () => {
    providers = await mobileProviders();
    const good = { mail: MAILS.confirmed, password: PASSWORD, supportNumero: 'poste-guichet-1' };
    const cases: [unknown, string][] = [
      [[good], 'Le corps de la requête doit être un objet JSON.'],
      [
        { ...good, mail: 'camille' },
        'Le champ « mail » doit être une adresse e-mail valide (254 caractères au plus).',
      ],
      [
        { ...good, mail: `${'a'.repeat(250)}@exemple.fr` },
        'Le champ « mail » doit être une adresse e-mail valide (254 caractères au plus).',
      ],
      [
        { ...good, mail: 'camille durand@exemple.fr' },
        'Le champ « mail » doit être une adresse e-mail valide (254 caractères au plus).',
      ],
      [
        { ...good, mail: 42 },
        'Le champ « mail » doit être une adresse e-mail valide (254 caractères au plus).',
      ],
      [{ ...good, password: '' }, 'Le champ « password » doit être un mot de passe de 1 à 128 caractères.'],
      [
        { ...good, password: 'x'.repeat(129) },
        'Le champ « password » doit être un mot de passe de 1 à 128 caractères.',
      ],
      [
        { ...good, password: 'Ligeo-2026\u0000' },
        'Le champ « password » doit être un mot de passe de 1 à 128 caractères.',
      ],
      [
        { ...good, password: ['Ligeo-2026'] },
        'Le champ « password » doit être un mot de passe de 1 à 128 caractères.',
      ],
      [
        { ...good, supportNumero: undefined },
        'Le champ « supportNumero » doit compter 1 à 64 lettres, chiffres ou signes « - _ . : ».',
      ],
      [
        { ...good, supportNumero: 'poste 1' },
        'Le champ « supportNumero » doit compter 1 à 64 lettres, chiffres ou signes « - _ . : ».',
      ],
      [
        { ...good, supportNumero: 'p'.repeat(65) },
        'Le champ « supportNumero » doit compter 1 à 64 lettres, chiffres ou signes « - _ . : ».',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await apiCall(providers, 'POST', '/token/authenticate', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json()).toEqual({ messageError: message });
    }
    // None of them counted as a failed attempt: the account is not slowed down.
    for (let i = 0; i < 6; i++)
      expect(
        (await apiCall(providers, 'POST', '/token/authenticate', { ...good, password: '' })).statusCode,
      ).toBe(400);
    expect((await authenticate(providers, MAILS.confirmed)).statusCode).toBe(200);
  });

  it('wants X-Requested-With on every call but the notification (403 in French, with CORS)', async () => {
    providers = await mobileProviders();
    const token = await tokenFor(providers, MAILS.confirmed);
    const calls: ['GET' | 'POST', string, unknown][] = [
      ['POST', '/token/authenticate', { mail: MAILS.confirmed, password: PASSWORD, supportNumero: 'a' }],
      ['POST', '/user/connexion', undefined],
      ['GET', '/produit/getProduits', undefined],
      ['POST', '/paiement/checkpanier', { proIds: [1001] }],
      ['POST', '/paiement/init/paybox', {}],
      ['GET', '/billets', undefined],
    ];
    for (const [method, path, body] of calls) {
      for (const value of [undefined, 'fetch', 'xmlhttprequest']) {
        const response = await apiCall(providers, method, path, body, {
          token,
          headers: { 'x-requested-with': value },
        });
        expect(response.statusCode, `${path} ${value}`).toBe(403);
        expect(response.json()).toEqual({
          messageError: 'Requête refusée : l’en-tête X-Requested-With: XMLHttpRequest est obligatoire.',
        });
        expect(response.headers['access-control-allow-origin']).toBe('http://127.0.0.1:5180');
      }
    }
  });

  it('takes JSON only', async () => {
    providers = await mobileProviders();
    const response = await apiCall(providers, 'POST', '/token/authenticate', undefined, {
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('POST /user/connexion', () => {
  it('answers each account’s code, without a body or with an empty JSON one', async () => {
    providers = await mobileProviders();
    for (const [mail, code] of [
      [MAILS.confirmed, 'OK'],
      [MAILS.unconfirmed, 'COMPTE_NON_CONFIRME'],
      [MAILS.withoutStudent, 'OK'],
      [MAILS.studentOutOfDate, 'OK'],
      [MAILS.disabled, 'COMPTE_DESACTIVE'],
    ] as const) {
      const token = await tokenFor(providers, mail);
      // As axios posts without data: no Content-Type, no body.
      const bare = await apiCall(providers, 'POST', '/user/connexion', undefined, { token });
      expect(bare.statusCode, mail).toBe(200);
      expect(bare.json()).toEqual({ authenticationCode: code });
      const labelled = await apiCall(providers, 'POST', '/user/connexion', undefined, {
        token,
        headers: { 'content-type': 'application/json' },
      });
      expect(labelled.json()).toEqual({ authenticationCode: code });
    }
  });

  it('reads the bearer in X-Authorization only, never in Authorization', async () => {
    providers = await mobileProviders();
    const token = await tokenFor(providers, MAILS.confirmed);
    const response = await apiCall(providers, 'POST', '/user/connexion', undefined, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(401);
    const lowercase = await apiCall(providers, 'POST', '/user/connexion', undefined, {
      headers: { 'x-authorization': `bearer ${token}` },
    });
    expect(lowercase.statusCode).toBe(200);
    for (const header of [
      token,
      `Bearer ${token}x`,
      `Bearer ${'A'.repeat(43)}`,
      'Bearer ',
      `Basic ${token}`,
    ]) {
      const refused = await apiCall(providers, 'POST', '/user/connexion', undefined, {
        headers: { 'x-authorization': header },
      });
      expect(refused.statusCode, header).toBe(401);
      expect(refused.json()).toEqual({
        statusWsResponse: 'KO_TOKEN',
        messageError: 'Session expirée ou invalide : veuillez vous reconnecter.',
      });
    }
  });
});

describe('login throttling', () => {
  const TOO_MANY = (delay: string) => ({
    messageError: `Trop de tentatives de connexion. Veuillez réessayer dans ${delay}.`,
  });

  it('after 5 failures in 15 minutes, waits 1 s, 2 s, 4 s… without checking the password', async () => {
    const clock = testClock();
    providers = await mobileProviders({ now: clock.now });
    for (let i = 0; i < 5; i++)
      expect((await authenticate(providers, MAILS.confirmed, 'faux')).statusCode).toBe(401);
    // Even the right password waits: it is not checked.
    const held = await authenticate(providers, MAILS.confirmed);
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe('1');
    expect(held.json()).toEqual(TOO_MANY('1 seconde'));
    expect(held.headers['access-control-allow-origin']).toBe('http://127.0.0.1:5180');
    // The portal says when to try again: its script may read Retry-After across origins.
    expect(held.headers['access-control-expose-headers']).toBe('Retry-After');

    clock.advance(1000);
    expect((await authenticate(providers, MAILS.confirmed, 'faux')).statusCode).toBe(401);
    const second = await authenticate(providers, MAILS.confirmed, 'faux');
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe('2');
    expect(second.json()).toEqual(TOO_MANY('2 secondes'));
    clock.advance(1500);
    expect((await authenticate(providers, MAILS.confirmed)).headers['retry-after']).toBe('1');
    clock.advance(500);
    expect((await authenticate(providers, MAILS.confirmed, 'faux')).statusCode).toBe(401);
    // Doubling up to 5 minutes at most, each wait taken in full.
    for (const seconds of [4, 8, 16, 32, 64, 128, 256, 300]) {
      const waiting = await authenticate(providers, MAILS.confirmed);
      expect(waiting.headers['retry-after']).toBe(String(seconds));
      clock.advance(seconds * 1000 - 1);
      expect((await authenticate(providers, MAILS.confirmed)).statusCode).toBe(429);
      clock.advance(1);
      expect((await authenticate(providers, MAILS.confirmed, 'faux')).statusCode).toBe(401);
    }
    const capped = await authenticate(providers, MAILS.confirmed);
    expect(capped.json()).toEqual(TOO_MANY('5 minutes'));
  });

  it('counts per mail whatever its case, and forgets failures older than 15 minutes', async () => {
    const clock = testClock();
    providers = await mobileProviders({ now: clock.now });
    const address = (i: number) => `10.0.0.${i}`;
    for (let i = 0; i < 4; i++) await authenticate(providers, MAILS.confirmed, 'faux', address(i));
    clock.advance(15 * 60 * 1000);
    await authenticate(providers, 'CAMILLE.DURAND@exemple.fr', 'faux', address(9));
    // The four old ones are forgotten: one failure only.
    expect((await authenticate(providers, MAILS.confirmed, 'faux', address(10))).statusCode).toBe(401);
    for (let i = 0; i < 3; i++) await authenticate(providers, MAILS.confirmed, 'faux', address(20 + i));
    const held = await authenticate(providers, 'Camille.Durand@exemple.fr', PASSWORD, address(30));
    expect(held.statusCode).toBe(429);
    // Another account from the same addresses is not held.
    expect((await authenticate(providers, MAILS.withoutStudent, PASSWORD, address(30))).statusCode).toBe(200);
  });

  it('a success clears the mail’s failures', async () => {
    const clock = testClock();
    providers = await mobileProviders({ now: clock.now });
    for (let i = 0; i < 4; i++) await authenticate(providers, MAILS.confirmed, 'faux', `10.0.1.${i}`);
    expect((await authenticate(providers, MAILS.confirmed, PASSWORD, '10.0.1.9')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await authenticate(providers, MAILS.confirmed, 'faux', `10.0.2.${i}`)).statusCode).toBe(401);
    expect((await authenticate(providers, MAILS.confirmed, PASSWORD, '10.0.2.9')).statusCode).toBe(200);
  });

  it('counts per address across mails, and a success on one account does not clear the address', async () => {
    const clock = testClock();
    providers = await mobileProviders({ now: clock.now });
    const guesses = ['a@exemple.fr', 'b@exemple.fr', 'c@exemple.fr', 'd@exemple.fr'];
    for (const mail of guesses) await authenticate(providers, mail, 'faux', '192.0.2.7');
    expect((await authenticate(providers, MAILS.confirmed, PASSWORD, '192.0.2.7')).statusCode).toBe(200);
    await authenticate(providers, 'e@exemple.fr', 'faux', '192.0.2.7');
    const held = await authenticate(providers, MAILS.withoutStudent, PASSWORD, '192.0.2.7');
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe('1');
    // Another address is free.
    expect((await authenticate(providers, MAILS.withoutStudent, PASSWORD, '192.0.2.8')).statusCode).toBe(200);
  });

  it('counts parallel attempts before their passwords are checked', async () => {
    providers = await mobileProviders();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => authenticate(providers, MAILS.unconfirmed, 'faux')),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(7);
  });
});

describe('token expiry', () => {
  const routes: ['GET' | 'POST', string, unknown][] = [
    ['POST', '/user/connexion', undefined],
    ['GET', '/produit/getProduits', undefined],
    ['POST', '/paiement/checkpanier', { proIds: [1001] }],
    ['POST', '/paiement/init/paybox', { produits: [] }],
    ['GET', '/billets', undefined],
  ];
  const expectAll = async (token: string, status: number) => {
    for (const [method, path, body] of routes) {
      const response = await apiCall(providers, method, path, body, { token });
      if (status === 401) {
        expect(response.statusCode, path).toBe(401);
        expect(response.json()).toMatchObject({ statusWsResponse: 'KO_TOKEN' });
        expect(response.headers['access-control-allow-origin']).toBe('http://127.0.0.1:5180');
      } else expect(response.statusCode, path).not.toBe(401);
    }
  };

  it('after 30 minutes on the provider’s clock, on every token route', async () => {
    const clock = testClock();
    providers = await mobileProviders({ now: clock.now });
    const token = await tokenFor(providers, MAILS.confirmed);
    clock.advance(30 * 60 * 1000 - 1);
    await expectAll(token, 200);
    clock.advance(1);
    await expectAll(token, 401);
  });

  it('after the lifetime the option gives', async () => {
    const clock = testClock();
    providers = await mobileProviders({ now: clock.now, mobileTokenTtlSeconds: 60 });
    const token = await tokenFor(providers, MAILS.confirmed);
    clock.advance(60_000);
    await expectAll(token, 401);
  });

  it('at once by the control API: one account’s tokens, or all', async () => {
    providers = await mobileProviders({ control: true });
    const expire = (payload?: object) =>
      providers.inject({
        method: 'POST',
        url: '/__emulator/billettique-mobile/jetons/expiration',
        ...(payload ? { payload } : {}),
      });
    const camille = await tokenFor(providers, MAILS.confirmed);
    const camille2 = await tokenFor(providers, MAILS.confirmed);
    const lea = await tokenFor(providers, MAILS.withoutStudent);
    const hugo = await tokenFor(providers, MAILS.unconfirmed);
    const one = await expire({ mail: 'Camille.Durand@exemple.fr' });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ expired: 2 });
    await expectAll(camille, 401);
    await expectAll(camille2, 401);
    await expectAll(lea, 200);
    expect((await expire()).json()).toEqual({ expired: 2 });
    await expectAll(lea, 401);
    await expectAll(hugo, 401);
    expect((await expire({})).json()).toEqual({ expired: 0 });
    // A new login works again.
    await expectAll(await tokenFor(providers, MAILS.confirmed), 200);
    for (const payload of [{ mail: 'camille' }, { mail: 3 }, ['x']]) {
      const refused = await expire(payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toHaveProperty('messageError');
    }
  });

  it('has no control route unless enabled', async () => {
    providers = await mobileProviders();
    const response = await providers.inject({
      method: 'POST',
      url: '/__emulator/billettique-mobile/jetons/expiration',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('the API base', () => {
  it('answers unknown paths and methods with a French 404 carrying the portal’s CORS header', async () => {
    providers = await mobileProviders();
    for (const [method, path] of [
      ['GET', '/token/authenticate'],
      ['POST', '/produit/getProduits'],
      ['GET', '/inconnu'],
    ] as const) {
      const response = await apiCall(providers, method, path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toEqual({ messageError: `Ressource introuvable : ${method} ${API}${path}` });
      expect(response.headers['access-control-allow-origin']).toBe('http://127.0.0.1:5180');
    }
  });
});
