// Issue 25 §3: /emulateur/bornes shows one row per registered kiosk (last report, paper, terminal,
// unknown outcomes, version) and « Muette depuis … » once three report intervals passed without a
// report, on the emulator's clock (injected here), in Paris time.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  attribute,
  factsOf,
  gauge,
  kioskMetrics,
  kioskResource,
  logsBody,
  metricsBody,
  point,
  postLogs,
  postMetrics,
} from './fleet-helpers';
import { server } from './helpers';
import { DEVICE_ID, DEVICES, OTHER_DEVICE_ID } from './terminal-helpers';

let app: FastifyInstance;
afterEach(() => app?.close());

/** 22/11/2026 10:05 in Paris. */
const START = Date.parse('2026-11-22T09:05:00Z');
let clock = START;
const at = (ms: number) => {
  clock = START + ms;
};

async function kiosks(devices: Record<string, string> = DEVICES) {
  clock = START;
  app = await server({ devices, now: () => new Date(clock) });
}

const page = () => app.inject({ method: 'GET', url: '/emulateur/bornes', headers: { accept: 'text/html' } });

const decode = (html: string) =>
  html.replace(
    /&(lt|gt|amp|quot|#39);/g,
    (_m, e: string) => ({ lt: '<', gt: '>', amp: '&', quot: '"', '#39': "'" })[e]!,
  );

/** The table's rows as a person reads them: the kiosk, then each cell. */
async function rows(): Promise<string[][]> {
  const html = (await page()).body;
  return [...html.matchAll(/<tr>\s*<th scope="row">(.*?)<\/th>([\s\S]*?)<\/tr>/g)].map((row) => [
    decode(row[1]!),
    ...[...row[2]!.matchAll(/<td>(.*?)<\/td>/g)].map((cell) => decode(cell[1]!)),
  ]);
}

const rowOf = async (deviceId: string) => (await rows()).find((row) => row[0] === deviceId);

describe('/emulateur/bornes', () => {
  it('is a French page with its caption and headers, served as HTML with the page policy', async () => {
    await kiosks();
    const response = await page();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(response.body).toContain('<html lang="fr">');
    expect(response.body).toContain('<h1>Bornes</h1>');
    expect(response.body).toContain(
      '<caption id="etat-bornes">État des bornes le 22/11/2026 à 10:05</caption>',
    );
    // A phone scrolls the table in its own labelled, focusable box, never the whole page sideways.
    expect(response.body).toContain(
      '<div class="defilement" role="region" aria-labelledby="etat-bornes" tabindex="0">',
    );
    expect([...response.body.matchAll(/<th scope="col">(.*?)<\/th>/g)].map((m) => m[1])).toEqual([
      'Borne',
      'Dernier rapport',
      'Papier',
      'Terminal',
      'Paiements inconnus',
      'Version',
      'État',
    ]);
    expect(response.body).not.toMatch(/<script|style=/);
  });

  it('says when no kiosk is registered', async () => {
    await kiosks({});
    expect((await page()).body).toContain('<p>Aucune borne n’est enregistrée auprès de l’émulateur.</p>');
  });

  it('lists every registered kiosk, by id, even one that never reported', async () => {
    await kiosks();
    expect(await rows()).toEqual([
      [DEVICE_ID, 'Aucun', 'Inconnu', 'Inconnu', 'Inconnu', 'Inconnue', 'Aucun rapport reçu'],
      [OTHER_DEVICE_ID, 'Aucun', 'Inconnu', 'Inconnu', 'Inconnu', 'Inconnue', 'Aucun rapport reçu'],
    ]);
  });

  it('shows what the last report said, and the rest of it below the table', async () => {
    await kiosks();
    await postMetrics(app, metricsBody());
    expect(await rowOf(DEVICE_ID)).toEqual([
      DEVICE_ID,
      '22/11/2026 10:05',
      'Normal',
      'Joignable',
      '1',
      '1.4.0 (configuration 2026-11-20)',
      'Active',
    ]);
    const body = (await page()).body;
    expect(body).toContain(`<h2 id="borne-0">${DEVICE_ID}</h2>`);
    expect(factsOf(body)).toEqual({
      Ventes: '12',
      'Paiements refusés': '2',
      'Paiements en attente': '0',
      Erreurs: '0',
      'En marche depuis': '1 h 00 min',
      'Intervalle des rapports': '60 s',
    });
    expect(body).toContain('<p>Aucune erreur signalée.</p>');
    // The kiosk that never reported has no section.
    expect(body).not.toContain(`<h2 id="borne-1">`);
  });

  it.each([
    [0, 'Normal'],
    [1, 'Bientôt épuisé'],
    [2, 'Épuisé'],
    [3, 'Capot ouvert'],
    [4, 'Imprimante hors ligne'],
  ])('paper state %i reads « %s »', async (code, label) => {
    await kiosks();
    await postMetrics(
      app,
      metricsBody([gauge('kiosk.paper.state', point(code)), gauge('kiosk.terminal.state', point(1))]),
    );
    expect((await rowOf(DEVICE_ID))?.slice(2, 4)).toEqual([label, 'Injoignable']);
  });

  it('a later report replaces what it says and keeps what it omits', async () => {
    await kiosks();
    await postMetrics(app, metricsBody());
    at(60_000);
    await postMetrics(
      app,
      metricsBody([gauge('kiosk.paper.state', point(1))], {
        attributes: [attribute('service.instance.id', DEVICE_ID)],
      }),
    );
    expect(await rowOf(DEVICE_ID)).toEqual([
      DEVICE_ID,
      '22/11/2026 10:06',
      'Bientôt épuisé',
      'Joignable',
      '1',
      '1.4.0 (configuration 2026-11-20)',
      'Active',
    ]);
  });

  it('keeps a text in the NFC form it was checked in (an accent sent as a combining mark)', async () => {
    await kiosks();
    await postMetrics(
      app,
      metricsBody([], kioskResource(DEVICE_ID, [attribute('kiosk.config.version', 'e\u0301te\u0301-2026')])),
    );
    expect((await rowOf(DEVICE_ID))?.[5]).toBe('1.4.0 (configuration \u00e9t\u00e9-2026)');
  });

  it('escapes what a kiosk sends (a version holding markup)', async () => {
    await kiosks();
    await postMetrics(
      app,
      metricsBody(kioskMetrics(), kioskResource(DEVICE_ID, [attribute('service.version', '<b>2.0</b>')])),
    );
    const body = (await page()).body;
    expect(body).toContain('<td>&lt;b&gt;2.0&lt;/b&gt; (configuration 2026-11-20)</td>');
    expect(body).not.toContain('<b>2.0</b>');
  });
});

describe('« Muette depuis … »', () => {
  it('after three missed reports at the default interval (60 s), until the next report', async () => {
    await kiosks();
    await postMetrics(app, metricsBody([gauge('kiosk.paper.state', point(0))]));
    at(180_000);
    expect((await rowOf(DEVICE_ID))?.[6]).toBe('Active');
    at(180_001);
    expect((await rowOf(DEVICE_ID))?.[6]).toBe('Muette depuis le 22/11/2026 à 10:05');
    await postMetrics(app, metricsBody([gauge('kiosk.paper.state', point(0))]));
    expect((await rowOf(DEVICE_ID))?.slice(1)).toEqual([
      '22/11/2026 10:08',
      'Normal',
      'Inconnu',
      'Inconnu',
      '1.4.0 (configuration 2026-11-20)',
      'Active',
    ]);
  });

  it('after three of the intervals the kiosk announces (kiosk.report.interval)', async () => {
    await kiosks();
    await postMetrics(app, metricsBody([gauge('kiosk.report.interval', point(10_000))]));
    at(30_000);
    expect((await rowOf(DEVICE_ID))?.[6]).toBe('Active');
    at(30_001);
    expect((await rowOf(DEVICE_ID))?.[6]).toBe('Muette depuis le 22/11/2026 à 10:05');
    expect(factsOf((await page()).body)['Intervalle des rapports']).toBe('10 s');
  });

  it('in Paris time, summer time included', async () => {
    await kiosks();
    clock = Date.parse('2026-07-14T21:59:00Z');
    await postMetrics(app, metricsBody([]));
    clock += 3_600_000;
    expect((await rowOf(DEVICE_ID))?.slice(1)).toEqual([
      '14/07/2026 23:59',
      'Inconnu',
      'Inconnu',
      'Inconnu',
      '1.4.0 (configuration 2026-11-20)',
      'Muette depuis le 14/07/2026 à 23:59',
    ]);
  });
});

describe('what is refused changes nothing on the page', () => {
  it('an unknown kiosk gets no row; a refused point leaves the last value', async () => {
    await kiosks();
    await postMetrics(app, metricsBody());
    at(60_000);
    await postMetrics(app, metricsBody(kioskMetrics(), kioskResource('borne-inconnue-09')));
    await postMetrics(
      app,
      metricsBody([gauge('kiosk.paper.state', point(9)), gauge('kiosk.payments.unknown', point(-3))]),
    );
    const all = await rows();
    expect(all.map((row) => row[0])).toEqual([DEVICE_ID, OTHER_DEVICE_ID]);
    // The refused points did not change paper nor unknown outcomes (the report still counts as one).
    expect(all[0]).toEqual([
      DEVICE_ID,
      '22/11/2026 10:06',
      'Normal',
      'Joignable',
      '1',
      '1.4.0 (configuration 2026-11-20)',
      'Active',
    ]);
  });

  it('a request refused as a whole is no report', async () => {
    await kiosks();
    await postMetrics(app, metricsBody(), { 'content-type': 'application/x-protobuf' });
    await postMetrics(app, metricsBody(kioskMetrics(), { attributes: [] }));
    expect((await rowOf(DEVICE_ID))?.[6]).toBe('Aucun rapport reçu');
  });
});

describe('POST /v1/logs: the errors a kiosk logs', () => {
  it('keeps records from ERROR up, newest first, and shows them under the kiosk', async () => {
    await kiosks();
    const response = await postLogs(
      app,
      logsBody([
        {
          timeUnixNano: '1795338000000000000',
          severityNumber: 17,
          severityText: 'ERROR',
          body: { stringValue: 'Imprimante : papier épuisé.' },
        },
        { timeUnixNano: '1795338060000000000', severityNumber: 9, body: { stringValue: 'Vente terminée.' } },
        {
          timeUnixNano: '0',
          observedTimeUnixNano: '1795338240000000000',
          severityNumber: 21,
          body: { stringValue: 'Terminal <injoignable>.' },
        },
      ]),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    const body = (await page()).body;
    expect([...body.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1])).toEqual([
      '22/11/2026 10:04 : Terminal &lt;injoignable&gt;.',
      '22/11/2026 10:00 : Imprimante : papier épuisé.',
    ]);
    expect(body).not.toContain('Vente terminée.');
    // A logs report is a sign of life too.
    expect((await rowOf(DEVICE_ID))?.[1]).toBe('22/11/2026 10:05');
  });

  it('refuses records that break a rule (partial success) and keeps the others', async () => {
    await kiosks();
    const ok = { severityNumber: 17, body: { stringValue: 'Panne du lecteur.' } };
    const response = await postLogs(
      app,
      logsBody([
        ok,
        { severityNumber: 25, body: { stringValue: 'x' } },
        { severityNumber: 'ERROR', body: { stringValue: 'x' } },
        { severityNumber: 17, body: { stringValue: 'ligne 1\nligne 2' } },
        { severityNumber: 17, body: { stringValue: 'x'.repeat(501) } },
        { severityNumber: 17, body: { intValue: '3' } },
        { severityNumber: 17, timeUnixNano: 'maintenant', body: { stringValue: 'x' } },
      ]),
    );
    expect(response.json()).toEqual({
      partialSuccess: {
        rejectedLogRecords: '6',
        errorMessage: [
          'Le champ « severityNumber » doit être un entier de 0 à 24.',
          'Le corps d’un enregistrement d’erreur contient des caractères de contrôle.',
          'Le corps d’un enregistrement d’erreur doit compter de 1 à 500 caractères.',
          'Le corps d’un enregistrement d’erreur doit être un texte (stringValue).',
          'Les horodatages d’un enregistrement doivent être des entiers de nanosecondes.',
        ].join(' ; '),
      },
    });
    expect([...(await page()).body.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1])).toEqual([
      '22/11/2026 10:05 : Panne du lecteur.',
    ]);
  });

  it('dates a record from a clock running ahead at its arrival', async () => {
    await kiosks();
    await postLogs(
      app,
      logsBody([
        { timeUnixNano: '1900000000000000000', severityNumber: 17, body: { stringValue: 'Erreur.' } },
      ]),
    );
    expect((await page()).body).toContain('<li>22/11/2026 10:05 : Erreur.</li>');
  });

  it('refuses an unknown kiosk with 403, and protobuf with 415', async () => {
    await kiosks();
    const unknown = await postLogs(
      app,
      logsBody([{ severityNumber: 17, body: { stringValue: 'x' } }], kioskResource('borne-inconnue-09')),
    );
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json().messageError).toBe('Télémétrie refusée : Borne inconnue : « borne-inconnue-09 ».');
    const protobuf = await postLogs(app, 'binaire', { 'content-type': 'application/x-protobuf' });
    expect(protobuf.statusCode).toBe(415);
    const malformed = await postLogs(app, { resourceLogs: [{ scopeLogs: [{ logRecords: {} }] }] });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().messageError).toBe('Le champ « logRecords » doit être une liste.');
    expect((await rowOf(DEVICE_ID))?.[6]).toBe('Aucun rapport reçu');
  });
});
