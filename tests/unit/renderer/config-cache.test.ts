// The last modules and look kept for the next visit (app/config/configCache): display only, and a copy
// that is not what this version wrote is ignored rather than rendered.
import { describe, expect, it } from 'vitest';
import type { Module, Preferences } from '@shared/backoffice';
import { readCachedConfig, writeCachedConfig } from '../../../src/renderer/src/app/config/configCache';
import { lookOf } from '../../../src/renderer/src/app/config/configSlice';
import { localStore, STORAGE_KEYS } from '../../../src/renderer/src/platform/storage';

const modules: Module[] = [
  {
    id: 'VPC',
    title: 'Boutique',
    description: 'Nos produits',
    buttonLabel: 'Voir la boutique',
    image: { url: '/content/images/module-boutique.svg', alt: '', width: 64, height: 64 },
  },
  {
    id: 'PLAN',
    title: 'Plan du réseau',
    description: 'Le plan',
    buttonLabel: 'Ouvrir le plan',
    image: { url: '/plan.svg', alt: '' },
    external: { url: 'https://www.reseau.example.fr/plan', newTab: true, iframe: false },
  },
];

const preferences = {
  logo: { url: '/logo.svg', alt: 'Ligéo', width: 180, height: 48 },
  banner: { url: '/banniere.svg', alt: 'Bienvenue', width: 1200, height: 220 },
  footer: { shopName: 'Agence', lines: ['12 place de la Gare'], links: [{ label: 'CGV', url: '/cgv' }] },
  allowedOrigins: ['https://www.reseau.example.fr'],
  paymentProviderUrl: 'https://paiement.example/',
} as Preferences;

describe('configuration kept for the next visit', () => {
  it('keeps the modules and the look, and nothing a decision could rest on', () => {
    writeCachedConfig({ modules, look: lookOf(preferences) });
    const kept = localStore.get(STORAGE_KEYS.configCache)!;
    expect(kept).not.toContain('allowedOrigins');
    expect(kept).not.toContain('paiement.example');
    expect(readCachedConfig()).toEqual({
      modules,
      look: { logo: preferences.logo, banner: preferences.banner, footer: preferences.footer },
    });
  });

  it('a look without banner stays without one', () => {
    writeCachedConfig({ modules, look: lookOf({ ...preferences, banner: undefined }) });
    expect(readCachedConfig()?.look).not.toHaveProperty('banner');
  });

  it('nothing kept, or something else than this version wrote: none', () => {
    expect(readCachedConfig()).toBeNull();
    const look = lookOf(preferences);
    for (const text of [
      'pas du JSON',
      'null',
      JSON.stringify({ modules }),
      JSON.stringify({ modules: 'VPC', look }),
      JSON.stringify({ modules: [{ ...modules[0], image: null }], look }),
      JSON.stringify({ modules: [{ ...modules[1], external: {} }], look }),
      JSON.stringify({ modules, look: { ...look, logo: {} } }),
      JSON.stringify({ modules, look: { ...look, footer: { ...look.footer, lines: [1] } } }),
      JSON.stringify({ modules, look: { ...look, footer: { ...look.footer, links: [{ label: 'x' }] } } }),
    ]) {
      localStore.set(STORAGE_KEYS.configCache, text);
      expect([text, readCachedConfig()]).toEqual([text, null]);
    }
  });
});
