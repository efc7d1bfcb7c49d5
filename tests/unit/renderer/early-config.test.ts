// The configuration requests the entry starts before React (app/config/earlyConfig): the token first when
// none is stored, then preferences, personalisation and modules together, each with the bearer; a part
// that does not succeed is left for the config saga to ask again.
import { describe, expect, it } from 'vitest';
import type { Module, Preferences } from '@shared/backoffice';
import { requestConfiguration } from '../../../src/renderer/src/app/config/earlyConfig';
import { handOver, takeHandedOver } from '../../../src/renderer/src/app/config/earlyHandover';
import { localStore, STORAGE_KEYS } from '../../../src/renderer/src/platform/storage';

interface Asked {
  path: string;
  authorization: string | null;
  /** How many requests were still unanswered when this one left. */
  inFlight: number;
}

const MODULES = [{ id: 'VPC' }] as Module[];
const PREFERENCES = { tpassUrl: 'https://t.example/' } as Preferences;

/** A back office answering each path with `status` (200 by default) after a turn of the event loop. */
function backOffice(statuses: Record<string, number | 'down'> = {}) {
  const asked: Asked[] = [];
  let inFlight = 0;
  const bodies: Record<string, unknown> = {
    '/api/jwttoken/generate': { id_token: 'jeton-neuf' },
    '/api/preferences': PREFERENCES,
    '/gatewaybackoffice/api/parametre/agence/personnalisation': { produitsVendablesReservation: [] },
    '/api/modules/list': MODULES,
  };
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    asked.push({ path, authorization: new Headers(init?.headers).get('Authorization'), inFlight });
    inFlight += 1;
    await new Promise((resolve) => setTimeout(resolve, 0));
    inFlight -= 1;
    const status = statuses[path] ?? 200;
    if (status === 'down') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(bodies[path]), { status });
  }) as typeof fetch;
  return { fetcher, asked };
}

describe('early configuration requests', () => {
  it('asks a token first when none is stored, keeps it, then the three parts together with it', async () => {
    const { fetcher, asked } = backOffice();
    const answers = await requestConfiguration(fetcher);
    expect(asked.map((a) => a.path)).toEqual([
      '/api/jwttoken/generate',
      '/api/preferences',
      '/gatewaybackoffice/api/parametre/agence/personnalisation',
      '/api/modules/list',
    ]);
    expect(asked[0]!.authorization).toBeNull();
    expect(asked.slice(1).map((a) => [a.authorization, a.inFlight])).toEqual([
      ['Bearer jeton-neuf', 0],
      ['Bearer jeton-neuf', 1],
      ['Bearer jeton-neuf', 2],
    ]);
    expect(localStore.get(STORAGE_KEYS.token)).toBe('jeton-neuf');
    expect(answers).toEqual({
      authenticated: true,
      preferences: PREFERENCES,
      personnalisation: { produitsVendablesReservation: [] },
      modules: MODULES,
    });
  });

  it('uses the stored token without asking for one', async () => {
    localStore.set(STORAGE_KEYS.token, 'jeton-garde');
    const { fetcher, asked } = backOffice();
    await requestConfiguration(fetcher);
    expect(asked.map((a) => a.path)).not.toContain('/api/jwttoken/generate');
    expect(new Set(asked.map((a) => a.authorization))).toEqual(new Set(['Bearer jeton-garde']));
  });

  it.each([503, 'down'] as const)(
    'a token request failing (%s) is an authentication failure, nothing else asked',
    async (status) => {
      const { fetcher, asked } = backOffice({ '/api/jwttoken/generate': status });
      expect(await requestConfiguration(fetcher)).toEqual({ authenticated: false });
      expect(asked).toHaveLength(1);
      expect(localStore.get(STORAGE_KEYS.token)).toBeNull();
    },
  );

  it('a part that does not succeed is left out (401, 500, connection dropped); the others come', async () => {
    localStore.set(STORAGE_KEYS.token, 'jeton-perime');
    const { fetcher } = backOffice({
      '/api/preferences': 401,
      '/gatewaybackoffice/api/parametre/agence/personnalisation': 500,
      '/api/modules/list': 'down',
    });
    expect(await requestConfiguration(fetcher)).toEqual({ authenticated: true });
    const { fetcher: modulesOnly } = backOffice({ '/api/preferences': 500 });
    expect(await requestConfiguration(modulesOnly)).toMatchObject({ authenticated: true, modules: MODULES });
  });
});

describe("the web page's early script hands its requests to the entry", () => {
  const held = () => (globalThis as Record<string, unknown>).__portailConfigurationRequests;

  it('the promise it left, once: the entry takes it and nobody else finds it', async () => {
    const requests = Promise.resolve({ authenticated: false });
    handOver(requests);
    expect(takeHandedOver()).toBe(requests);
    expect(held()).toBeUndefined();
    expect(takeHandedOver()).toBeUndefined();
  });

  it.each([
    ['nothing', undefined],
    ['a string', 'jeton'],
    ['a thenable object', { then: () => {} }],
  ])('ignores %s left in its place (the entry then asks itself)', (_what, value) => {
    (globalThis as Record<string, unknown>).__portailConfigurationRequests = value;
    expect(takeHandedOver()).toBeUndefined();
    expect(held()).toBeUndefined();
  });
});
