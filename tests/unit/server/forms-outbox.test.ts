import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  CARD_REQUEST,
  client,
  creationUrl,
  formsServer,
  openedRequest,
  outbox,
  solvedToken,
  type Client,
} from './forms-helpers';

let app: FastifyInstance;
afterEach(() => app?.close());

const page = () => app.inject({ method: 'GET', url: '/emulateur/courriels' });
const create = async (c: Client, body: object) =>
  expect((await c.post(creationUrl(await solvedToken(c)), body)).statusCode).toBe(201);

describe('outbox page (GET /emulateur/courriels)', () => {
  it('is always on, needs no token, and says when nothing was sent', async () => {
    app = await formsServer({ control: false });
    const response = await page();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.body).toContain('<html lang="fr">');
    expect(response.body).toContain('<h1>Courriels envoyés</h1>');
    expect(response.body).toContain('<p>Aucun courriel n’a encore été envoyé.</p>');
    expect(response.body).toContain('<link rel="stylesheet" href="/externe/page.css" />');
  });

  it('shows the e-mails newest first, with clickable links, escaped', async () => {
    app = await formsServer({ control: false });
    const c = await client(app);
    await create(c, { ...CARD_REQUEST, demandeurPrenom: '<b>Zoé</b>' });
    const first = await page();
    const link =
      /<dt>Lien<\/dt><dd><a href="(http:\/\/localhost\/demandes\/formulaire\/[0-9a-f-]{36})">\1<\/a><\/dd>/.exec(
        first.body,
      );
    expect(link).not.toBeNull();
    // The link in the text is a link too, and the name is shown as text, never as markup.
    expect(first.body).toContain(`ce lien :<br />\n<a href="${link![1]}">${link![1]}</a></p>`);
    expect(first.body).toContain('Bonjour &lt;b&gt;Zoé&lt;/b&gt; Lefèvre,');
    expect(first.body).not.toContain('<b>Zoé</b>');
    expect(first.body).toContain('<dt>Destinataire</dt><dd>zoe.lefevre@exemple.fr</dd>');
    expect(first.body).toMatch(/<dt>Envoyé le<\/dt><dd>\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}<\/dd>/);

    await create(c, { ...CARD_REQUEST, formulaireId: 2, demandeurEmail: 'paul@exemple.fr' });
    const body = (await page()).body;
    const subjects = [...body.matchAll(/<h2 id="courriel-(\d+)">([^<]+)<\/h2>/g)].map((m) => [m[1], m[2]]);
    expect(subjects).toEqual([
      ['2', 'Finalisez votre demande « Renouvellement de carte Ligéo »'],
      ['1', 'Finalisez votre demande « Demande de carte Ligéo »'],
    ]);
  });
});

describe('outbox and link control API', () => {
  it('does not exist without the control API', async () => {
    app = await formsServer({ control: false });
    for (const [method, url] of [
      ['GET', '/__emulator/outbox'],
      ['DELETE', '/__emulator/outbox'],
      ['POST', '/__emulator/demandes/abc/expire'],
    ] as const) {
      expect((await app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('GET lists the e-mails newest first, DELETE empties the outbox', async () => {
    app = await formsServer();
    const c = await client(app);
    const request = await openedRequest(app, c);
    await openedRequest(app, c, { ...CARD_REQUEST, demandeurEmail: 'paul@exemple.fr' });
    const mails = await outbox(app);
    expect(mails.map((m) => [m.id, m.to])).toEqual([
      [2, 'paul@exemple.fr'],
      [1, 'zoe.lefevre@exemple.fr'],
    ]);
    expect(mails[1]!.link).toBe(`http://localhost/demandes/formulaire/${request.guid}`);
    const emptied = await app.inject({ method: 'DELETE', url: '/__emulator/outbox' });
    expect(emptied.statusCode).toBe(204);
    expect(await outbox(app)).toEqual([]);
    expect((await page()).body).toContain('Aucun courriel n’a encore été envoyé.');
  });

  it('makes a request’s link expire (25 h old) without touching the clock, so tokens stay valid', async () => {
    app = await formsServer();
    const c = await client(app);
    const request = await openedRequest(app, c);
    const response = await app.inject({ method: 'POST', url: `/__emulator/demandes/${request.guid}/expire` });
    expect(response.statusCode).toBe(200);
    const { dateCreation } = response.json() as { dateCreation: string };
    const age = Date.now() - Date.parse(dateCreation);
    expect(age).toBeGreaterThanOrEqual(25 * 60 * 60 * 1000);
    expect(age).toBeLessThan(25 * 60 * 60 * 1000 + 60 * 1000);
    const read = await c.get(`/formulaire/api/demande/${request.guid}`);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ messageError: 'Cette demande est introuvable ou son lien a expiré.' });
    // Same token, another route: still authenticated.
    expect((await c.get('/formulaire/api/liste/1')).statusCode).toBe(200);
  });

  it('answers 404 in French to expire an unknown request', async () => {
    app = await formsServer();
    const response = await app.inject({ method: 'POST', url: '/__emulator/demandes/inconnue/expire' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ messageError: 'Cette demande est introuvable ou son lien a expiré.' });
  });
});
