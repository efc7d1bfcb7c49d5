// The contactless-transactions provider on the providers' listener: its page (framed by the portal
// only, its own script only, the portal's origins given to the script), its JSON API (formats, French
// 400s, unknown cards told nothing, bursts throttled, own origin only) and its logs (never a card number).
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEMO_ONBOARD_CARDS } from '../../../src/server/onboard/demo-cards';
import { TRANSACTIONS_PATHS } from '../../../src/server/providers/transactions/api';
import {
  TRANSACTIONS_MESSAGE_TYPE,
  TRANSACTIONS_MESSAGE_VERSION,
} from '../../../src/shared/onboard-payments';
import { testClock } from './mobile-ticket-helpers';
import {
  card,
  EXPIRY,
  isComplete,
  NOW,
  PROVIDERS_HOST,
  recordsOf,
  search,
  transactionsProviders,
} from './onboard-helpers';

let providers: FastifyInstance;
afterEach(() => providers?.close());

const page = (url: string = TRANSACTIONS_PATHS.page, host = PROVIDERS_HOST) =>
  providers.inject({ method: 'GET', url, headers: { host } });

const PAGE_POLICY = (ancestors: string) =>
  "default-src 'none'; script-src 'self'; connect-src 'self'; require-trusted-types-for 'script'; " +
  `style-src 'self'; img-src 'self'; form-action 'none'; frame-ancestors ${ancestors}; base-uri 'none'`;

describe('the page', () => {
  it('is framed by the portal only, runs its own script file only, and gives it the portal’s origins', async () => {
    providers = await transactionsProviders();
    for (const [host, portal] of [
      [PROVIDERS_HOST, 'http://127.0.0.1:5180'],
      ['localhost:5181', 'http://localhost:5180'],
    ] as const) {
      for (const url of [TRANSACTIONS_PATHS.page, TRANSACTIONS_PATHS.index]) {
        const response = await page(url, host);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.headers['content-security-policy']).toBe(PAGE_POLICY(`${portal} app://portail`));
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        const html = response.body;
        expect(html).toContain('<html lang="fr">');
        expect(html).toContain(`data-origines-portail="${portal} app://portail"`);
        expect(html).toContain(`data-type-message="${TRANSACTIONS_MESSAGE_TYPE}"`);
        expect(html).toContain(`data-version-message="${TRANSACTIONS_MESSAGE_VERSION}"`);
        expect(html).toContain(`data-api="${TRANSACTIONS_PATHS.search}"`);
        // One script, a file of this origin; no inline script, handler or style.
        expect(html.match(/<script\b[^>]*>/g)).toEqual([`<script src="${TRANSACTIONS_PATHS.script}" defer>`]);
        expect(html).toMatch(/<script src="[^"]+" defer><\/script>/);
        expect(html).not.toMatch(/\son[a-z]+=|style=|javascript:/i);
      }
    }
  });

  it('says what to type, with labels, hints, alerts and the keypad', async () => {
    providers = await transactionsProviders();
    const html = (await page()).body;
    expect(html).toContain('<h1>Vos paiements sans contact à bord</h1>');
    expect(html).toContain('<label for="numero-carte">Numéro de la carte bancaire</label>');
    expect(html).toContain('<label for="expiration">Date d’expiration (MM/AA)</label>');
    expect(html).toContain('aria-describedby="numero-carte-aide numero-carte-erreur"');
    expect(html).toContain('<p id="numero-carte-erreur" class="erreur" role="alert"></p>');
    expect(html).toContain('<p id="echec" role="alert"></p>');
    expect(html).toContain('<p id="statut" role="status"></p>');
    expect(html).toContain('<button type="submit" id="rechercher">Rechercher mes trajets</button>');
    for (const key of ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'])
      expect(html).toContain(`<button type="button" data-touche="${key}">${key}</button>`);
    expect(html).toContain('<button type="button" data-touche="effacer">Effacer</button>');
    expect(html).toContain('role="group" aria-labelledby="pave-titre"');
    // The card is never sent by the form itself (form-action 'none'), and never to a URL.
    expect(html).toContain(`<form id="recherche" method="post" action="${TRANSACTIONS_PATHS.search}"`);
    expect(html).toContain('autocomplete="off"');
  });

  it('serves its script and stylesheet as files of this origin, and nothing else of its folder', async () => {
    providers = await transactionsProviders();
    const script = await page(TRANSACTIONS_PATHS.script);
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(script.body).toContain('window.parent.postMessage(message, origin)');
    expect(script.body).not.toMatch(/postMessage\([^)]*['"]\*['"]|innerHTML|eval\(|new Function|Storage\b/);
    const css = await page(TRANSACTIONS_PATHS.stylesheet);
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    for (const url of [`${TRANSACTIONS_PATHS.page}inconnu.js`, `${TRANSACTIONS_PATHS.page}api`])
      expect((await page(url)).statusCode, url).toBe(404);
  });
});

describe('the API', () => {
  it('answers card A’s records of the last 30 days, incomplete ones included, with spaces or without', async () => {
    providers = await transactionsProviders();
    const response = await search(providers, card('withTrips'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { transactions } = response.json() as { transactions: unknown[] };
    expect(transactions).toHaveLength(11);
    expect(transactions[0]).toMatchObject({ montant: 230, remise: 0, debitEnAttente: true });
    const compact = await search(providers, { ...card('withTrips'), numeroCarte: '4970150000000019' });
    expect(compact.json()).toEqual(response.json());
    const incomplete = await recordsOf(providers, 'incomplete');
    expect(incomplete).toHaveLength(5);
    expect(incomplete.filter(isComplete)).toHaveLength(3);
  });

  it('gives the same empty answer for a card without recent taps, an unknown card and a wrong expiry', async () => {
    providers = await transactionsProviders();
    for (const body of [
      card('nothingRecent'),
      { numeroCarte: '4970 1500 0000 0092', expiration: EXPIRY },
      { ...card('withTrips'), expiration: '11/29' },
    ]) {
      const response = await search(providers, body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ transactions: [] });
    }
  });

  it('refuses a malformed search in French, the number never echoed', async () => {
    providers = await transactionsProviders();
    const cases: [unknown, string][] = [
      [[], 'Le corps de la requête doit être un objet JSON.'],
      [{ ...card('withTrips'), cvv: '123' }, 'Champ inconnu : « cvv ».'],
      [
        { expiration: EXPIRY },
        'Le numéro de carte doit compter de 13 à 19 chiffres (les espaces sont permis).',
      ],
      [
        { ...card('withTrips'), numeroCarte: '4970-1500-0000-0019' },
        'Le numéro de carte doit compter de 13 à 19 chiffres (les espaces sont permis).',
      ],
      [
        { ...card('withTrips'), numeroCarte: '4970 1500 0000' },
        'Le numéro de carte doit compter de 13 à 19 chiffres (les espaces sont permis).',
      ],
      [
        { ...card('withTrips'), numeroCarte: 4970150000000019 },
        'Le numéro de carte doit compter de 13 à 19 chiffres (les espaces sont permis).',
      ],
      [
        { ...card('withTrips'), numeroCarte: '4970 1500 0000 0018' },
        'Le numéro de carte n’est pas valide : vérifiez chaque chiffre.',
      ],
      [
        { ...card('withTrips'), expiration: '1229' },
        'La date d’expiration doit être au format MM/AA (par exemple 12/29).',
      ],
      [
        { ...card('withTrips'), expiration: '13/29' },
        'La date d’expiration doit être au format MM/AA (par exemple 12/29).',
      ],
      [
        { ...card('withTrips'), expiration: '02/26' },
        'Cette carte est expirée : saisissez une carte en cours de validité.',
      ],
    ];
    for (const [body, messageError] of cases) {
      const response = await search(
        providers,
        body,
        {},
        `192.0.2.${cases.findIndex((c) => c[0] === body) + 20}`,
      );
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ messageError });
      expect(response.body).not.toContain('0018');
    }
    const bad = await search(providers, '{"numeroCarte":', {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ messageError: 'Le corps de la requête n’est pas un JSON valide.' });
    const form = await search(providers, 'numeroCarte=4970150000000019', { 'content-type': 'text/plain' });
    expect(form.statusCode).toBe(415);
  });

  it('answers its own page only: another origin is refused before anything is read', async () => {
    providers = await transactionsProviders();
    for (const origin of ['http://127.0.0.1:5180', 'app://portail', 'https://site-pirate.example', 'null']) {
      const response = await search(providers, card('withTrips'), { origin });
      expect(response.statusCode, origin).toBe(403);
      expect(response.json()).toEqual({
        messageError: `Requête refusée : origine « ${origin} » non autorisée.`,
      });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
    // Without Origin (a same-origin GET-less client, curl), the answer is the same as from the page.
    expect((await search(providers, card('withTrips'), { origin: undefined })).statusCode).toBe(200);
    // The API takes no GET: a number never travels in a URL.
    const get = await providers.inject({
      method: 'GET',
      url: `${TRANSACTIONS_PATHS.search}?numeroCarte=4970150000000019&expiration=12/29`,
      headers: { host: PROVIDERS_HOST },
    });
    expect(get.statusCode).toBe(404);
  });

  it('slows a burst from one address down: 10 searches a minute, then 1 s, 2 s…', async () => {
    const clock = testClock(NOW.toISOString());
    providers = await transactionsProviders({ now: clock.now });
    for (let i = 0; i < 10; i++) expect((await search(providers, card('withTrips'))).statusCode).toBe(200);
    const slowed = await search(providers, card('withTrips'));
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers['retry-after']).toBe('1');
    expect(slowed.json()).toEqual({
      messageError: 'Trop de recherches en peu de temps. Veuillez réessayer dans 1 seconde.',
    });
    // Malformed searches count too; another address is not slowed down.
    expect((await search(providers, {}, {}, '192.0.2.99')).statusCode).toBe(400);
    expect((await search(providers, card('withTrips'), {}, '192.0.2.99')).statusCode).toBe(200);
    clock.advance(1000);
    expect((await search(providers, card('withTrips'))).statusCode).toBe(200);
    const again = await search(providers, card('withTrips'));
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('2');
    clock.advance(60_000);
    expect((await search(providers, card('withTrips'))).statusCode).toBe(200);
  });

  it('has its throttle reset by the control API only', async () => {
    providers = await transactionsProviders({ control: true });
    for (let i = 0; i < 10; i++) await search(providers, card('nothingRecent'));
    expect((await search(providers, card('nothingRecent'))).statusCode).toBe(429);
    const reset = await providers.inject({ method: 'DELETE', url: '/__emulator/transactions-cb/recherches' });
    expect(reset.statusCode).toBe(204);
    expect((await search(providers, card('nothingRecent'))).statusCode).toBe(200);
    await providers.close();
    providers = await transactionsProviders();
    const absent = await providers.inject({
      method: 'DELETE',
      url: '/__emulator/transactions-cb/recherches',
    });
    expect(absent.statusCode).toBe(404);
  });

  it('logs a search with the last 4 digits only, never the number or the expiry', async () => {
    const lines: string[] = [];
    providers = await transactionsProviders({
      logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } },
    });
    await search(providers, card('withTrips'));
    await search(providers, { ...card('withTrips'), numeroCarte: '4970 1500 0000 0018' });
    await search(providers, '{"numeroCarte":"4970150000000019", "expiration": ', {});
    const log = lines.join('\n');
    expect(log).toContain('"carte":"**** **** **** 0019"');
    expect(log).toContain('"trajets":11');
    for (const number of Object.values(DEMO_ONBOARD_CARDS)) {
      expect(log).not.toContain(number);
      expect(log).not.toContain(number.replace(/ /g, ''));
    }
    expect(log).not.toContain('4970150000000018');
    expect(log).not.toContain('1500 0000');
    expect(log).not.toContain(EXPIRY);
  });
});
