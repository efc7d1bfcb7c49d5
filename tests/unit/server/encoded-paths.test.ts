// Issue 10: the guards once read the raw URL while the router matched the decoded path, so
// `POST /%76ente/api/cart/article` filled a cart with no token, cookie nor CSRF header. Every variant of
// every guarded prefix, sent byte for byte over a socket, is refused before any route runs, or reaches
// the same guard as the plain path.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  BACKOFFICE_PREFIXES,
  EMULATOR_CONTROL_PREFIX,
  PERSONNALISATION_PATH,
} from '../../../src/shared/http';
import { TERMINAL_OUTCOME_PATH } from '../../../src/shared/terminal-outcome';
import { PROVIDER_NOTIFICATION_PATH } from '../../../src/server/paths';
import { buildServer, type ServerOptions } from '../../../src/server';
import { cookieOf, secret, server, tokenOf, visitor } from './helpers';
import { raw, type RawResponse } from './raw-http';

let app: FastifyInstance;
afterEach(() => app?.close());

const refused = (reason: string) => ({ messageError: `Chemin de la requête refusé : ${reason}` });
const ambiguous = (escape: string) => refused(`l’encodage « ${escape} » est ambigu ou interdit.`);
const DOTS = refused('les segments « . » et « .. » ne sont pas admis.');
const BACKSLASH = refused('le caractère « \\ » n’est pas admis.');
const FRAGMENT = refused('le caractère « # » n’est pas admis.');
const NOT_ORIGIN_FORM = refused('il doit commencer par « / ».');

/** One route (or, for a prefix without routes, one path) per guarded prefix. */
const SAMPLES: Record<string, { method: string; path: string }> = {
  '/api/': { method: 'GET', path: '/api/preferences' },
  '/vente/api/': { method: 'POST', path: '/vente/api/cart/article' },
  '/paiement/api/': { method: 'GET', path: '/paiement/api/payment/list' },
  '/formulaire/api/': { method: 'GET', path: '/formulaire/api/formulaires/byPage' },
  '/topologie/api/': { method: 'GET', path: '/topologie/api/topologie/ligne' },
  '/commerce/api/': { method: 'POST', path: '/commerce/api/support' },
  '/vpc/api/': { method: 'GET', path: '/vpc/api/categorie' },
  '/gatewaybackoffice/api/': { method: 'GET', path: PERSONNALISATION_PATH },
  [`${EMULATOR_CONTROL_PREFIX}/`]: { method: 'POST', path: `${EMULATOR_CONTROL_PREFIX}/faults` },
};

const hex = (char: string, upper: boolean) => {
  const code = char.charCodeAt(0).toString(16).padStart(2, '0');
  return `%${upper ? code.toUpperCase() : code}`;
};

/** Encoded spellings of a path, each with the refusal it must get. */
function variants(path: string): [string, object][] {
  const first = path[1]!;
  const secondSlash = path.indexOf('/', 1);
  const head = path.slice(0, secondSlash);
  const tail = path.slice(secondSlash + 1);
  const list: [string, object][] = [
    [`/${hex(first, false)}${path.slice(2)}`, ambiguous(hex(first, false))],
    [`/${hex(first, true)}${path.slice(2)}`, ambiguous(hex(first, true))],
    [`/%25${hex(first, false).slice(1)}${path.slice(2)}`, ambiguous('%25')],
    [`${head}%2F${tail}`, ambiguous('%2F')],
    [`${head}%2f${tail}`, ambiguous('%2f')],
    [`${head}%5C${tail}`, ambiguous('%5C')],
    [`${head}%5c${tail}`, ambiguous('%5c')],
    [`${head}\\${tail}`, BACKSLASH],
    [`/x/..${path}`, DOTS],
    [`${head}/.${path.slice(secondSlash)}`, DOTS],
    [`${path}/..`, DOTS],
    [`/x/%2e%2e${path}`, ambiguous('%2e')],
    [`/x/.%2E${path}`, ambiguous('%2E')],
    [`/x%23/..${path}`, DOTS],
    [`/x#${path}`, FRAGMENT],
    [`${path}#`, FRAGMENT],
    // The absolute form, meant for proxies: find-my-way routes on its path, the guards read it whole.
    [`http://127.0.0.1${path}`, NOT_ORIGIN_FORM],
    [`HTTPS://emulateur.example:8443${path}?x=1`, NOT_ORIGIN_FORM],
  ];
  // The underscore of /__emulator has an escape with a letter in it: both spellings.
  if (first === '_') list.push([`/_%5f${path.slice(3)}`, ambiguous('%5f')]);
  return list;
}

async function expectRefused(response: RawResponse, expected: object, what: string) {
  expect(response.status, what).toBe(400);
  expect(response.headers['content-type'], what).toMatch(/^application\/json/);
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.json(), what).toEqual(expected);
}

/** A server that records every route handler reached, so a test can prove none ran. */
async function spied(options: ServerOptions = {}): Promise<string[]> {
  const reached: string[] = [];
  app = await buildServer({ jwtSecret: secret, ...options });
  app.addHook('preHandler', async (request) => {
    if (!request.is404) reached.push(`${request.method} ${request.url}`);
  });
  await app.ready();
  return reached;
}

describe('encoded paths (issue 10)', () => {
  it('has a sample for every back-office prefix', () => {
    for (const prefix of BACKOFFICE_PREFIXES) expect(SAMPLES[prefix], prefix).toBeDefined();
  });

  it('the reported attack: no cart is filled, no catalogue answers without a token', async () => {
    const reached = await spied();
    const article = await raw(
      app,
      'POST',
      '/%76ente/api/cart/article',
      { 'content-type': 'application/json' },
      JSON.stringify({ type: 'VPC', idProduit: 101, quantite: 5 }),
    );
    await expectRefused(article, ambiguous('%76'), 'article');
    await expectRefused(await raw(app, 'GET', '/%76pc/api/categorie'), ambiguous('%76'), 'categorie');
    expect(reached).toEqual([]);
  });

  for (const [prefix, sample] of Object.entries(SAMPLES)) {
    it(`refuses every encoded spelling of ${prefix} before any route runs`, async () => {
      const reached = await spied({ control: true });
      const body = sample.method === 'GET' ? '' : '{}';
      const headers: Record<string, string> = body ? { 'content-type': 'application/json' } : {};
      for (const [target, expected] of variants(sample.path)) {
        await expectRefused(await raw(app, sample.method, target, headers, body), expected, target);
      }
      expect(reached).toEqual([]);
    });
  }

  it('refuses the variants even with a valid bearer and CSRF pair', async () => {
    app = await server();
    const first = await app.inject({ method: 'GET', url: '/api/jwttoken/generate' });
    const csrf = cookieOf(first, 'XSRF-TOKEN')!;
    const response = await raw(
      app,
      'POST',
      '/vente/api/cart/%61rticle',
      {
        authorization: `Bearer ${await tokenOf(app)}`,
        'x-xsrf-token': csrf,
        cookie: `XSRF-TOKEN=${csrf}`,
        'content-type': 'application/json',
      },
      JSON.stringify({ type: 'VPC', idProduit: 101, quantite: 1 }),
    );
    await expectRefused(response, ambiguous('%61'), 'with credentials');
  });

  it('a malformed escape or invalid UTF-8 is refused in French (the router cannot even decode it)', async () => {
    app = await server();
    await expectRefused(
      await raw(app, 'POST', '/vente/api/cart/%zzarticle'),
      refused('« %zz » n’est pas un encodage valide.'),
      '%zz',
    );
    await expectRefused(
      await raw(app, 'GET', '/vpc/api/categorie%'),
      refused('« % » n’est pas un encodage valide.'),
      'trailing %',
    );
    await expectRefused(
      await raw(app, 'GET', '/vpc/api/categorie%4'),
      refused('« %4 » n’est pas un encodage valide.'),
      '%4',
    );
    await expectRefused(
      await raw(app, 'GET', '/%C0%AFvpc/api/categorie'),
      refused('le chemin n’est pas un texte UTF-8 valide.'),
      'overlong /',
    );
    await expectRefused(await raw(app, 'GET', '/externe/%00'), ambiguous('%00'), 'NUL');
    await expectRefused(await raw(app, 'OPTIONS', '*'), NOT_ORIGIN_FORM, 'asterisk form');
  });

  it('another letter case is another path: no route, a JSON 404, no guard skipped', async () => {
    const reached = await spied();
    const post = await raw(
      app,
      'POST',
      '/VENTE/api/cart/article',
      { 'content-type': 'application/json' },
      JSON.stringify({ type: 'VPC', idProduit: 101, quantite: 1 }),
    );
    expect(post.status).toBe(404);
    expect(post.json()).toEqual({ messageError: 'Ressource introuvable : POST /VENTE/api/cart/article' });
    const get = await raw(app, 'GET', '/Vpc/api/categorie', { accept: 'text/html' });
    expect(get.status).toBe(404);
    expect(get.json()).toEqual({ messageError: 'Ressource introuvable : GET /Vpc/api/categorie' });
    expect(reached).toEqual([]);
  });

  it('keeps legitimate escapes: a space in a parameter, an accented letter, a query string', async () => {
    const reached = await spied();
    const v = await visitor(app);
    const towns = await v.get('/vente/api/cities?postalCode=%34%31%30%30%30&countryCode=250');
    expect(towns.statusCode).toBe(200);
    expect(towns.json()).toHaveLength(5);
    expect(reached).toContain('GET /vente/api/cities?postalCode=%34%31%30%30%30&countryCode=250');
    // A parameter with an encoded space and an accented letter reaches its route (and its guard).
    const guarded = await raw(app, 'GET', '/formulaire/api/demande/a%20%C3%A9');
    expect(guarded.status).toBe(401);
  });

  it('the signed server-to-server paths are reached only when spelled plainly', async () => {
    const reached = await spied();
    for (const path of [PROVIDER_NOTIFICATION_PATH, TERMINAL_OUTCOME_PATH]) {
      const headers = { 'content-type': 'application/json' };
      for (const [target, expected] of variants(path)) {
        await expectRefused(await raw(app, 'POST', target, headers, '{}'), expected, target);
      }
    }
    // A browser path dressed as a signed one keeps its guards.
    for (const target of [
      `${TERMINAL_OUTCOME_PATH}/../../payment/init`,
      `${PROVIDER_NOTIFICATION_PATH}%2F..%2F..%2Fpayment%2Finit`,
    ]) {
      const response = await raw(app, 'POST', target, { 'content-type': 'application/json' }, '{}');
      expect(response.status, target).toBe(400);
    }
    const sibling = await raw(
      app,
      'POST',
      `${TERMINAL_OUTCOME_PATH}/`,
      { 'content-type': 'application/json' },
      '{}',
    );
    expect(sibling.status).toBe(403);
    expect(reached).toEqual([]);
  });
});

describe('static files and the app with encoded paths', () => {
  it('traversal stays blocked, in French, whatever the spelling', async () => {
    app = await server();
    for (const [target, expected] of [
      ['/content/images/..%2f..%2f..%2fpackage.json', ambiguous('%2f')],
      ['/content/images/%2e%2e/%2e%2e/%2e%2e/package.json', ambiguous('%2e')],
      ['/content/images/../../../package.json', DOTS],
      ['/content/images/..%5c..%5c..%5cpackage.json', ambiguous('%5c')],
      ['/content/images/..\\..\\..\\package.json', BACKSLASH],
      ['/content/images/%252e%252e/%252e%252e/package.json', ambiguous('%25')],
      ['/externe/..%2F..%2Findex.ts', ambiguous('%2F')],
      ['/content/images/%6Cogo-ligeo.svg', ambiguous('%6C')],
      ['/%68ome', ambiguous('%68')],
    ] as const) {
      await expectRefused(await raw(app, 'GET', target, { accept: 'text/html' }), expected, target);
    }
    const logo = await raw(app, 'GET', '/content/images/logo-ligeo.svg');
    expect(logo.status).toBe(200);
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
  });
});
