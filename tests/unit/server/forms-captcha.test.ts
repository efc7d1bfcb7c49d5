import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Challenge } from 'altcha-lib';
import { CAPTCHA_CHALLENGE_PATH } from '../../../src/shared/access-requests';
import { CAPTCHA_REFUSED, DEFAULT_CAPTCHA_WORK } from '../../../src/server/forms/captcha';
import { server } from './helpers';
import {
  CARD_REQUEST,
  client,
  clock,
  creationUrl,
  formsServer,
  outbox,
  widgetPayload,
  type Client,
} from './forms-helpers';

let app: FastifyInstance;
afterEach(() => app?.close());

const challengeOf = async (c: Client) => (await c.get(CAPTCHA_CHALLENGE_PATH)).json() as Challenge;
const base64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

async function expectRefused(c: Client, url: string) {
  const response = await c.post(url, CARD_REQUEST);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ messageError: CAPTCHA_REFUSED });
}

describe('captcha challenge (GET CAPTCHA_CHALLENGE_PATH)', () => {
  it('is a signed ALTCHA PoW v2 challenge expiring in 10 minutes by the server clock, never cached', async () => {
    const time = clock();
    app = await server({ control: true, now: time.now });
    const c = await client(app);
    const response = await c.get(CAPTCHA_CHALLENGE_PATH);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json() as Challenge;
    expect(challenge.parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1000,
      keyLength: 32,
      expiresAt: Math.floor(time.now().getTime() / 1000) + 600,
    });
    expect(challenge.parameters.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect((await challengeOf(c)).parameters.nonce).not.toBe(challenge.parameters.nonce);
  });
});

describe('POST /formulaire/api/demande?tokenCaptcha=', () => {
  it('creates the request when the token solves a challenge of the default work, as the widget does', async () => {
    // The real cost, solved by altcha-lib's solver (the same PBKDF2 the widget's workers run).
    app = await server({ control: true });
    const c = await client(app);
    const { token, counter } = await widgetPayload(await challengeOf(c));
    // The work is bounded by the secret counter: at most maxCounter + 1 derivations of `cost` iterations.
    expect(counter).toBeGreaterThanOrEqual(DEFAULT_CAPTCHA_WORK.minCounter);
    expect(counter).toBeLessThanOrEqual(DEFAULT_CAPTCHA_WORK.maxCounter);
    const response = await c.post(creationUrl(token), CARD_REQUEST);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ statut: 'A_CONFIRMER', formulaireId: 1 });
    expect(await outbox(app)).toHaveLength(1);
  });

  it('refuses a missing token, and creates nothing', async () => {
    app = await formsServer();
    const c = await client(app);
    await expectRefused(c, '/formulaire/api/demande');
    await expectRefused(c, '/formulaire/api/demande?tokenCaptcha=');
    expect(await outbox(app)).toEqual([]);
  });

  it('refuses malformed tokens: not base64, not JSON, the widget’s test mode, a missing solution', async () => {
    app = await formsServer();
    const c = await client(app);
    const challenge = await challengeOf(c);
    for (const token of [
      'pas-un-jeton',
      Buffer.from('{ pas du JSON').toString('base64'),
      base64({ challenge: null, solution: null, test: true }),
      base64({ challenge: { parameters: challenge.parameters, signature: challenge.signature } }),
      base64({ challenge, solution: { counter: 'un', derivedKey: 'zz' } }),
      base64({
        challenge: { parameters: { ...challenge.parameters, nonce: 'zz' }, signature: challenge.signature },
        solution: { counter: 1, derivedKey: '00' },
      }),
      'A'.repeat(5000),
    ])
      await expectRefused(c, creationUrl(token));
    expect(await outbox(app)).toEqual([]);
  });

  it('refuses a wrong answer, altered parameters and a challenge of another server', async () => {
    app = await formsServer();
    const c = await client(app);
    const challenge = await challengeOf(c);
    const { token } = await widgetPayload(challenge);
    const payload = JSON.parse(Buffer.from(token, 'base64').toString());
    const wrongKey = { ...payload, solution: { ...payload.solution, derivedKey: '00'.repeat(32) } };
    const extended = {
      ...payload,
      challenge: {
        ...payload.challenge,
        parameters: {
          ...payload.challenge.parameters,
          expiresAt: payload.challenge.parameters.expiresAt + 3600,
        },
      },
    };
    for (const altered of [wrongKey, extended]) await expectRefused(c, creationUrl(base64(altered)));
    const other = await formsServer();
    const foreign = await widgetPayload(
      (await (await client(other)).get(CAPTCHA_CHALLENGE_PATH)).json() as Challenge,
    );
    await other.close();
    await expectRefused(c, creationUrl(foreign.token));
    expect(await outbox(app)).toEqual([]);
    // The genuine payload still works: only the alterations were refused.
    expect((await c.post(creationUrl(token), CARD_REQUEST)).statusCode).toBe(201);
  });

  it('refuses a token used already (replay): one request per solved challenge', async () => {
    app = await formsServer();
    const c = await client(app);
    const { token } = await widgetPayload(await challengeOf(c));
    expect((await c.post(creationUrl(token), CARD_REQUEST)).statusCode).toBe(201);
    await expectRefused(c, creationUrl(token));
    expect(await outbox(app)).toHaveLength(1);
  });

  it('creates one request only when the same token arrives twice at once', async () => {
    app = await formsServer();
    const c = await client(app);
    const { token } = await widgetPayload(await challengeOf(c));
    const answers = await Promise.all([
      c.post(creationUrl(token), CARD_REQUEST),
      c.post(creationUrl(token), CARD_REQUEST),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    expect(await outbox(app)).toHaveLength(1);
  });

  it('refuses an expired challenge (10 minutes, by the server clock)', async () => {
    const time = clock();
    app = await formsServer({ now: time.now });
    const c = await client(app);
    const { token } = await widgetPayload(await challengeOf(c));
    time.advance(10 * 60 * 1000);
    await expectRefused(c, creationUrl(token));
    expect(await outbox(app)).toEqual([]);
  });

  it('keeps the token usable when the body is refused, so the visitor can correct the form', async () => {
    app = await formsServer();
    const c = await client(app);
    const { token } = await widgetPayload(await challengeOf(c));
    const refused = await c.post(creationUrl(token), { ...CARD_REQUEST, demandeurNom: '' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ messageError: 'Veuillez saisir votre nom.' });
    expect((await c.post(creationUrl(token), CARD_REQUEST)).statusCode).toBe(201);
  });

  it('reads a token sent without percent-encoding (ASCII JSON in base64 has no "+" or "/", only "=")', async () => {
    app = await formsServer();
    const c = await client(app);
    let token = '';
    while (!token.endsWith('=')) token = (await widgetPayload(await challengeOf(c))).token;
    expect(token).toMatch(/^[A-Za-z0-9]+=+$/);
    const response = await c.post(`/formulaire/api/demande?tokenCaptcha=${token}`, CARD_REQUEST);
    expect(response.statusCode).toBe(201);
  });
});
