import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  MODULE_IDS,
  type Module,
  type Personnalisation,
  type Preferences,
} from '../../../src/shared/backoffice';
import { modules as seedModules } from '../../../src/server/fixtures/modules';
import { personnalisation as seedPersonnalisation } from '../../../src/server/fixtures/personnalisation';
import { buildProviders } from '../../../src/server';
import { server, tokenOf } from './helpers';

let app: FastifyInstance;
afterEach(() => app?.close());

/** Providers' stand-ins on a host of their own, so the two origins cannot be mistaken for each other. */
const providersUrl = 'https://paiement.example:8443/';

async function get<T>(url: string, host = 'borne.example:5180'): Promise<T> {
  const authorization = `Bearer ${await tokenOf(app)}`;
  const response = await app.inject({ method: 'GET', url, headers: { authorization, host } });
  expect(response.statusCode).toBe(200);
  return response.json() as T;
}

describe('configuration routes', () => {
  it('preferences: seeded network data, providers on their origin, both origins allowlisted', async () => {
    app = await server({ providersUrl });
    const preferences = await get<Preferences>('/api/preferences');
    expect(preferences.footer.shopName).toBe('Agence commerciale Ligéo');
    expect(preferences.footer.lines).toContain('41000 Blois');
    expect(preferences.footer.links.map((l) => l.label)).toEqual([
      'Mentions légales',
      'Conditions générales de vente',
      'Nous contacter',
    ]);
    expect(preferences.paymentProviderUrl).toBe('https://paiement.example:8443/fournisseur/paiement-carte');
    expect(preferences.paymentProviderMobileUrl).toBe(
      'https://paiement.example:8443/fournisseur/paiement-carte/mobile',
    );
    expect(preferences.walletProviderUrl).toBe('https://paiement.example:8443/fournisseur/portefeuille');
    expect(preferences.mobileTicketUrl).toBe(
      'https://paiement.example:8443/fournisseur/billettique-mobile/api',
    );
    expect(preferences.allowedOrigins).toEqual([
      'http://borne.example:5180',
      'https://paiement.example:8443',
    ]);
    // The network's own pages stay on the back office's origin.
    expect(preferences.termsUrl).toBe('http://borne.example:5180/externe/conditions-generales-de-vente.html');
    expect(preferences.tpassUrl).toBe('http://borne.example:5180/externe/tpass.html');
    for (const link of preferences.footer.links)
      expect(new URL(link.url).origin).toBe('http://borne.example:5180');
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
    app = await server({ providersUrl });
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
      url: 'https://paiement.example:8443/fournisseur/transactions-cb/index.html',
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

  it('by default, providers on 127.0.0.1:5181, under the loopback name the client used', async () => {
    app = await server();
    for (const [host, providers] of [
      ['127.0.0.1:5180', 'http://127.0.0.1:5181'],
      ['localhost:5180', 'http://localhost:5181'],
    ]) {
      const preferences = await get<Preferences>('/api/preferences', host);
      expect(preferences.paymentProviderUrl).toBe(`${providers}/fournisseur/paiement-carte`);
      expect(preferences.allowedOrigins).toEqual([`http://${host}`, providers]);
      const modules = await get<Module[]>('/api/modules/list', host);
      expect(modules.find((m) => m.external?.iframe)?.external?.url).toBe(
        `${providers}/fournisseur/transactions-cb/index.html`,
      );
    }
    // A back office reached under another name does not rename the providers.
    const remote = await get<Preferences>('/api/preferences', 'borne.example:5180');
    expect(remote.paymentProviderUrl).toBe('http://127.0.0.1:5181/fournisseur/paiement-carte');
  });

  it('refuses a providers URL that is not an absolute http(s) URL, in French', async () => {
    await expect(server({ providersUrl: '/fournisseur' })).rejects.toThrow(
      'providersUrl invalide : « /fournisseur » (attendu : une URL http ou https absolue)',
    );
    await expect(server({ providersUrl: 'ftp://paiement.example/' })).rejects.toThrow(
      'providersUrl invalide',
    );
  });

  it('serves every image and page the seed points to, each on its origin', async () => {
    app = await server({ providersUrl });
    const providers = await buildProviders({
      providerSecret: new Uint8Array(64),
      backofficeUrl: 'http://borne.example:5180/',
    });
    onTestFinished(() => providers.close());
    const preferences = await get<Preferences>('/api/preferences');
    const modules = await get<Module[]>('/api/modules/list');
    const paths = [
      preferences.logo.url,
      preferences.banner!.url,
      preferences.carteRechargement.url,
      ...modules.map((m) => m.image.url),
      ...modules.flatMap((m) => (m.external ? [m.external.url] : [])),
      ...preferences.footer.links.map((l) => l.url),
      preferences.tpassUrl,
    ];
    for (const url of paths) {
      const target = new URL(url, 'http://borne.example:5180');
      const onProviders = target.origin === 'https://paiement.example:8443';
      const response = await (onProviders ? providers : app).inject({ method: 'GET', url: target.pathname });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(
        url.endsWith('.svg') ? /^image\/svg\+xml/ : /^text\/html/,
      );
    }
    expect(paths.filter((url) => url.startsWith('https://paiement.example:8443/'))).toEqual([
      'https://paiement.example:8443/fournisseur/transactions-cb/index.html',
    ]);
  });
});
