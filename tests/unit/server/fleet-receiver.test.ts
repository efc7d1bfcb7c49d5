// Issue 25 §3: the emulator's OTLP/HTTP receiver takes the kiosks' metrics in OTLP's JSON encoding, from
// registered devices only, and answers as OTLP/HTTP expects: 200 and an empty response when all is
// taken, 200 with partialSuccess when some points are refused, a 4xx (French messageError, repeated in
// the Status `message`) when nothing can be taken.
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { readMetrics } from '../../../src/server/fleet/otlp-metrics';
import {
  attribute,
  counter,
  gauge,
  kioskMetrics,
  kioskResource,
  metricsBody,
  point,
  postMetrics,
} from './fleet-helpers';
import { server } from './helpers';
import { DEVICE_ID, DEVICES, OTHER_DEVICE_ID } from './terminal-helpers';

let app: FastifyInstance;
afterEach(() => app?.close());

const kiosks = () => server({ devices: DEVICES });

/** A failure as OTLP/HTTP wants it: JSON, the French message twice (ours, and the Status's). */
function expectFailure(response: Awaited<ReturnType<typeof postMetrics>>, status: number, text: string) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.json()).toEqual({ messageError: text, message: text });
}

describe('POST /v1/metrics: what a kiosk sends', () => {
  it('takes a whole kiosk report: 200 with the empty ExportMetricsServiceResponse', async () => {
    app = await kiosks();
    const response = await postMetrics(app, metricsBody());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({});
  });

  it('reads every instrument of ours, int64 as strings or numbers, and the versions', () => {
    const intake = readMetrics(metricsBody(), (id) => id === DEVICE_ID);
    expect(intake.rejected).toBe(0);
    expect(intake.accepted).toEqual([
      {
        deviceId: DEVICE_ID,
        appVersion: '1.4.0',
        configVersion: '2026-11-20',
        values: {
          'kiosk.paper.state': 0,
          'kiosk.terminal.state': 0,
          'kiosk.payments.pending': 0,
          'kiosk.payments.unknown': 1,
          'kiosk.sales': 12,
          'kiosk.refusals': 2,
          'kiosk.errors': 0,
          'kiosk.uptime': 3600.5,
          'kiosk.report.interval': 60000,
        },
      },
    ]);
  });

  it('a gauge keeps its latest point; a counter adds its points (one per attribute set)', () => {
    const intake = readMetrics(
      metricsBody([
        gauge('kiosk.paper.state', point(1, '300'), point(2, '100')),
        counter('kiosk.sales', point(3), point('4')),
      ]),
      () => true,
    );
    expect(intake.accepted[0]!.values).toEqual({ 'kiosk.paper.state': 1, 'kiosk.sales': 7 });
  });

  it('takes an empty request and metrics that are not ours (an SDK may add its own)', async () => {
    app = await kiosks();
    expect((await postMetrics(app, {})).json()).toEqual({});
    const other = await postMetrics(app, metricsBody([gauge('process.memory.usage', point(123456))]));
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual({});
  });
});

describe('POST /v1/metrics: encodings refused before the body is read', () => {
  it('refuses protobuf with 415, saying to export http/json', async () => {
    app = await kiosks();
    const response = await postMetrics(app, 'binaire', { 'content-type': 'application/x-protobuf' });
    expectFailure(
      response,
      415,
      'Type de contenu non pris en charge : « application/x-protobuf ». Ce récepteur OTLP/HTTP n’accepte que l’encodage JSON (Content-Type: application/json) : réglez l’exportateur sur le protocole http/json.',
    );
  });

  it('refuses text/plain and a body without a type the same way', async () => {
    app = await kiosks();
    const plain = await postMetrics(app, JSON.stringify(metricsBody()), { 'content-type': 'text/plain' });
    expect(plain.statusCode).toBe(415);
    expect(plain.json().messageError).toMatch(/^Type de contenu non pris en charge : « text\/plain »\./);
    const none = await app.inject({ method: 'POST', url: '/v1/metrics', payload: Buffer.from('{}') });
    expect(none.statusCode).toBe(415);
    expect(none.json().messageError).toMatch(/^Type de contenu non pris en charge : « absent »\./);
  });

  it('takes a gzip body (OTLP/HTTP compression), read like any other', async () => {
    app = await kiosks();
    const payload = gzipSync(JSON.stringify(metricsBody([gauge('kiosk.paper.state', point(9))])));
    const response = await app.inject({
      method: 'POST',
      url: '/v1/metrics',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      partialSuccess: {
        rejectedDataPoints: '1',
        errorMessage: '« kiosk.paper.state » doit valoir un état connu : un entier de 0 à 4.',
      },
    });
  });

  it('refuses another compression with 415', async () => {
    app = await kiosks();
    expectFailure(
      await postMetrics(app, metricsBody(), { 'content-encoding': 'br' }),
      415,
      'Encodage du corps non pris en charge : « br ». Envoyez le JSON tel quel ou compressé en gzip.',
    );
  });

  it.each([
    [
      'inflating past 256 Kio (a zip bomb)',
      gzipSync(`{"x":"${' '.repeat(262_144)}"}`),
      413,
      'Le corps de la requête est trop volumineux.',
    ],
    [
      'over 256 Kio compressed',
      gzipSync(randomBytes(270_000)),
      413,
      'Le corps de la requête est trop volumineux.',
    ],
    [
      'that is not gzip',
      Buffer.from('{"resourceMetrics":[]}'),
      400,
      'Le corps compressé (gzip) est illisible.',
    ],
  ])('refuses a gzip body %s', async (_case, payload, status, text) => {
    app = await kiosks();
    const response = await app.inject({
      method: 'POST',
      url: '/v1/metrics',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload,
    });
    expectFailure(response, status, text);
  });

  it('refuses JSON in another charset than UTF-8 (the parser’s 415, with the Status message too)', async () => {
    app = await kiosks();
    expectFailure(
      await postMetrics(app, metricsBody(), { 'content-type': 'application/json; charset=latin1' }),
      415,
      'Type de contenu non pris en charge : application/json; charset=latin1.',
    );
  });

  it('refuses a plain body over 256 Kio with 413', async () => {
    app = await kiosks();
    const large = metricsBody(
      [gauge('autre', point(1))],
      kioskResource(DEVICE_ID, [attribute('x', 'y'.repeat(262_144))]),
    );
    expectFailure(await postMetrics(app, large), 413, 'Le corps de la requête est trop volumineux.');
  });

  it('refuses a post from a web page (a foreign Origin)', async () => {
    app = await kiosks();
    expectFailure(
      await postMetrics(app, metricsBody(), { origin: 'https://ailleurs.example' }),
      403,
      'Requête refusée : origine « https://ailleurs.example » non autorisée.',
    );
  });
});

describe('POST /v1/metrics: a body that is not an OTLP request (400, nothing taken)', () => {
  it.each([
    ['invalid JSON', '{"resourceMetrics": [', 'Le corps de la requête n’est pas un JSON valide.'],
    ['an array', '[]', 'Le corps de la requête doit être un objet JSON.'],
    [
      'resourceMetrics not a list',
      { resourceMetrics: {} },
      'Le champ « resourceMetrics » doit être une liste.',
    ],
    [
      'a resource that is no object',
      { resourceMetrics: [1] },
      'Le champ « resourceMetrics » doit être un objet.',
    ],
    [
      'attributes not a list',
      metricsBody([], { attributes: 'service.instance.id' }),
      'Le champ « resource.attributes » doit être une liste.',
    ],
    [
      'an attribute without a key',
      metricsBody([], { attributes: [{ value: { stringValue: DEVICE_ID } }] }),
      'Le champ « resource.attributes » doit être une liste de paires { key, value }.',
    ],
    [
      'a metric without a name',
      metricsBody([{ gauge: { dataPoints: [point(0)] } }]),
      'Le champ « metrics.name » doit être un texte.',
    ],
    [
      'dataPoints not a list',
      metricsBody([{ name: 'kiosk.paper.state', gauge: { dataPoints: 0 } }]),
      'Le champ « metrics.gauge.dataPoints » doit être une liste.',
    ],
    [
      'a forbidden key',
      '{"resourceMetrics":[],"__proto__":{"x":1}}',
      'Le corps de la requête contient une clé interdite : « __proto__ ».',
    ],
  ])('%s', async (_case, body, text) => {
    app = await kiosks();
    expectFailure(await postMetrics(app, body), 400, text);
  });
});

describe('POST /v1/metrics: only registered kiosks', () => {
  it('refuses an unknown device with 403', async () => {
    app = await kiosks();
    expectFailure(
      await postMetrics(app, metricsBody(kioskMetrics(), kioskResource('borne-inconnue-09'))),
      403,
      'Télémétrie refusée : Borne inconnue : « borne-inconnue-09 ».',
    );
  });

  it.each([
    [
      'no device id',
      { attributes: [attribute('service.name', 'portail-transport-borne')] },
      'L’attribut de ressource « service.instance.id » (l’identifiant de la borne) manque.',
    ],
    [
      'a device id that is no text',
      { attributes: [{ key: 'service.instance.id', value: { intValue: '7' } }] },
      'L’attribut de ressource « service.instance.id » doit être un texte (stringValue).',
    ],
    [
      'markup in the device id',
      kioskResource('<b>borne</b>'),
      'L’attribut de ressource « service.instance.id » doit compter de 1 à 64 caractères parmi les lettres, les chiffres, « . », « _ » et « - ».',
    ],
    [
      'a device id of 65 characters',
      kioskResource('b'.repeat(65)),
      'L’attribut de ressource « service.instance.id » doit compter de 1 à 64 caractères parmi les lettres, les chiffres, « . », « _ » et « - ».',
    ],
    [
      'a line break in a version',
      kioskResource(DEVICE_ID, [attribute('service.version', '1.4.0\nFAUX')]),
      'L’attribut de ressource « service.version » contient des caractères de contrôle.',
    ],
    [
      'a bidirectional override in a version (it would read as another)',
      kioskResource(DEVICE_ID, [attribute('service.version', '1.4.0\u202e0.1')]),
      'L’attribut de ressource « service.version » contient des caractères de contrôle du sens d’écriture.',
    ],
    [
      'a version of 65 characters',
      kioskResource(DEVICE_ID, [attribute('kiosk.config.version', 'v'.repeat(65))]),
      'L’attribut de ressource « kiosk.config.version » doit compter de 1 à 64 caractères.',
    ],
  ])('refuses %s with 400', async (_case, resource, text) => {
    app = await kiosks();
    expectFailure(
      await postMetrics(app, metricsBody(kioskMetrics(), resource)),
      400,
      `Télémétrie refusée : ${text}`,
    );
  });

  it('takes the known kiosk of a batch and refuses the points of the unknown one (partial success)', async () => {
    app = await kiosks();
    const body = {
      resourceMetrics: [
        ...metricsBody().resourceMetrics,
        ...metricsBody(kioskMetrics(), kioskResource('borne-inconnue-09')).resourceMetrics,
        ...metricsBody([gauge('kiosk.paper.state', point(2))], kioskResource(OTHER_DEVICE_ID))
          .resourceMetrics,
      ],
    };
    const response = await postMetrics(app, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      partialSuccess: { rejectedDataPoints: '9', errorMessage: 'Borne inconnue : « borne-inconnue-09 ».' },
    });
  });
});

describe('POST /v1/metrics: points of ours that break their rule (partial success)', () => {
  it('refuses each bad point and counts them; the message quotes the first five reasons', async () => {
    app = await kiosks();
    const response = await postMetrics(
      app,
      metricsBody([
        gauge('kiosk.paper.state', point(9)),
        gauge('kiosk.terminal.state', point(0.5)),
        gauge('kiosk.payments.unknown', point(-1), point('99999999999999999999')),
        gauge('kiosk.payments.pending', { timeUnixNano: 'hier', asInt: 0 }),
        gauge('kiosk.uptime', { timeUnixNano: '1', asDouble: 'NaN' }),
        gauge('kiosk.sales', point(3)),
        {
          name: 'kiosk.errors',
          sum: { dataPoints: [point(1)], aggregationTemporality: 1, isMonotonic: true },
        },
        gauge('kiosk.report.interval', point(10)),
      ]),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      partialSuccess: {
        rejectedDataPoints: '9',
        errorMessage: [
          '« kiosk.paper.state » doit valoir un état connu : un entier de 0 à 4.',
          '« kiosk.terminal.state » doit valoir un état connu : un entier de 0 à 1.',
          '« kiosk.payments.unknown » doit être un entier de 0 à 1000000000.',
          '« kiosk.payments.pending » : l’horodatage timeUnixNano n’est pas un entier de nanosecondes.',
          '« kiosk.uptime » doit être un nombre de secondes de 0 à 315360000.',
        ].join(' ; '),
      },
    });
  });

  it('refuses a counter sent as a gauge or as a delta sum, and an interval out of bounds', () => {
    const intake = readMetrics(
      metricsBody([
        gauge('kiosk.sales', point(3)),
        {
          name: 'kiosk.errors',
          sum: { dataPoints: [point(1)], aggregationTemporality: 1, isMonotonic: true },
        },
        gauge('kiosk.report.interval', point(10)),
      ]),
      () => true,
    );
    expect(intake.rejected).toBe(3);
    expect(intake.accepted[0]!.values).toEqual({});
    expect(intake.message()).toBe(
      [
        '« kiosk.sales » doit être une somme monotone cumulative (sum, isMonotonic, aggregationTemporality 2).',
        '« kiosk.errors » doit être une somme monotone cumulative (sum, isMonotonic, aggregationTemporality 2).',
        '« kiosk.report.interval » doit être un entier de 1000 à 86400000 (millisecondes).',
      ].join(' ; '),
    );
  });
});
