// SPEC §7 "Access requests": the exact calls of the form service, through the app's HTTP client.
import { beforeEach, describe, expect, it } from 'vitest';
import axios, { type AxiosAdapter } from 'axios';
import { createApiClient } from '../../../src/renderer/src/api/client';
import { setHttpClient } from '../../../src/renderer/src/api/http';
import * as api from '../../../src/renderer/src/api/forms';
import { cardForm, waitingRequest } from './demandes-fixtures';

interface Sent {
  method: string;
  url: string;
  body: unknown;
  authorization: unknown;
}

let sent: Sent[] = [];

beforeEach(() => {
  sent = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push({
      method: (config.method ?? 'get').toUpperCase(),
      url: axios.getUri(config),
      body: config.data ? JSON.parse(config.data as string) : undefined,
      authorization: config.headers.get('Authorization'),
    });
    return {
      data: config.url?.includes('jwttoken') ? { id_token: 'jeton' } : { ok: true },
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    };
  };
  setHttpClient(createApiClient({ providerUrls: () => [], onAuthFailure: () => undefined }, { adapter }));
});

const calls = () => sent.filter((c) => !c.url.includes('jwttoken')).map((c) => `${c.method} ${c.url}`);

describe('form service calls', () => {
  it('reads forms, lists, the challenge, a request and a form with its sections', async () => {
    await api.getVisibleForms();
    await api.getList(20);
    await api.getCaptchaChallenge();
    await api.getRequest('9b1c2d3e-guid');
    await api.getForm(1);
    expect(calls()).toEqual([
      'GET /formulaire/api/formulaires/byPage?status=VISIBLE',
      'GET /formulaire/api/liste/20',
      'GET /formulaire/api/captcha/challenge',
      'GET /formulaire/api/demande/9b1c2d3e-guid',
      'GET /formulaire/api/formulaire/1?withSections=true',
    ]);
    expect(sent.every((c) => c.authorization === 'Bearer jeton' || c.url.includes('jwttoken'))).toBe(true);
  });

  it('puts the widget payload in the tokenCaptcha query, encoded', async () => {
    const token = 'eyJh+b/c==';
    await api.createRequest({ ...waitingRequest, id: undefined, guid: undefined }, token);
    const [call] = sent.filter((c) => c.method === 'POST');
    expect(call!.url).toBe('/formulaire/api/demande?tokenCaptcha=eyJh%2Bb%2Fc%3D%3D');
    expect(new URL(call!.url, 'http://x').searchParams.get('tokenCaptcha')).toBe(token);
    expect((call!.body as { demandeurNom: string }).demandeurNom).toBe('Morel');
  });

  it('uploads a document and puts the request under its id', async () => {
    const champDTO = cardForm.sections![0]!.champs[1]!;
    const upload = {
      documentDTO: { donnees: 'JVBERg==', donneesContentType: 'application/pdf' },
      champDTO,
      section: 'Pièces justificatives',
    };
    await api.uploadDocument(57, upload);
    await api.updateRequest(waitingRequest);
    expect(calls()).toEqual(['POST /formulaire/api/demande/57/document', 'PUT /formulaire/api/demande/57']);
    expect(sent.at(-2)!.body).toEqual(upload);
    expect(sent.at(-1)!.body).toEqual(waitingRequest);
  });
});
