import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  MODULE_IDS,
  type Module,
  type Personnalisation,
  type Preferences,
} from '../../../src/shared/backoffice';
import { modules as seedModules } from '../../../src/server/fixtures/modules';
import { personnalisation as seedPersonnalisation } from '../../../src/server/fixtures/personnalisation';
import { server, tokenOf } from './helpers';

let app: FastifyInstance;
afterEach(() => app?.close());

async function get<T>(url: string): Promise<T> {
  const authorization = `Bearer ${await tokenOf(app)}`;
  const response = await app.inject({
    method: 'GET',
    url,
    headers: { authorization, host: 'borne.example:5180' },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as T;
}

describe('configuration routes', () => {
  it('preferences: seeded network data with absolute provider urls and the request origin allowlisted', async () => {
    app = await server();
    const preferences = await get<Preferences>('/api/preferences');
    expect(preferences.footer.shopName).toBe('Agence commerciale Ligéo');
    expect(preferences.footer.lines).toContain('41000 Blois');
    expect(preferences.footer.links.map((l) => l.label)).toEqual([
      'Mentions légales',
      'Conditions générales de vente',
      'Nous contacter',
    ]);
    expect(preferences.paymentProviderUrl).toBe('http://borne.example:5180/fournisseur/paiement-carte');
    expect(preferences.mobileTicketUrl).toBe('http://borne.example:5180/fournisseur/billettique-mobile/api');
    expect(preferences.allowedOrigins).toContain('http://borne.example:5180');
    expect(preferences.logo.url).toBe('/content/images/logo-ligeo.svg');
    expect(preferences.banner?.alt).toBe('Bienvenue sur la boutique en ligne Ligéo');
  });

  it('personnalisation: the seeded reservation products', async () => {
    app = await server();
    expect(await get<Personnalisation>('/gatewaybackoffice/api/parametre/agence/personnalisation')).toEqual(
      seedPersonnalisation,
    );
  });

  it('modules: the seven SPEC ids then a new-tab tile and an iframe tile, with absolute external urls', async () => {
    app = await server();
    const modules = await get<Module[]>('/api/modules/list');
    expect(modules.slice(0, 7).map((m) => m.id)).toEqual([...MODULE_IDS]);
    expect(modules).toHaveLength(seedModules.length);
    const [newTab, iframe] = modules.slice(7);
    expect(newTab?.external).toEqual({
      url: 'http://borne.example:5180/externe/plan-du-reseau.html',
      newTab: true,
      iframe: false,
    });
    expect(iframe?.external).toEqual({
      url: 'http://borne.example:5180/fournisseur/transactions-cb/index.html',
      newTab: false,
      iframe: true,
    });
    for (const module of modules) {
      expect(
        module.title && module.description && module.buttonLabel && module.image.alt,
        module.id,
      ).toBeTruthy();
    }
    expect(modules.find((m) => m.id === 'RESERVATION')?.sousFonction).toBe('1');
  });

  it('serves every image and page the seed points to', async () => {
    app = await server();
    const preferences = await get<Preferences>('/api/preferences');
    const modules = await get<Module[]>('/api/modules/list');
    const paths = [
      preferences.logo.url,
      preferences.banner!.url,
      preferences.carteRechargement.url,
      ...modules.map((m) => m.image.url),
      ...modules.flatMap((m) => (m.external ? [new URL(m.external.url).pathname] : [])),
      ...preferences.footer.links.map((l) => new URL(l.url).pathname),
      new URL(preferences.tpassUrl).pathname,
    ];
    for (const url of paths) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(
        url.endsWith('.svg') ? /^image\/svg\+xml/ : /^text\/html/,
      );
    }
  });
});
