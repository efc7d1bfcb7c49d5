import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Module } from '@shared/backoffice';
import {
  currentModuleId,
  internalTarget,
  routeForModuleId,
  tileWidthPercent,
} from '../../../src/renderer/src/app/modules/moduleRoutes';

const module = (id: string, extra: Partial<Module> = {}): Module => ({
  id,
  title: id,
  description: '',
  buttonLabel: '',
  image: { url: '', alt: '' },
  ...extra,
});

afterEach(() => vi.restoreAllMocks());

describe('module id → route (SPEC §2 Home)', () => {
  it.each([
    ['RECHARGEMENT_ABONNE', '/rechargement'],
    ['RECHARGEMENT_ABONNE_OD', '/rechargement/infos-od'],
    ['VPC', '/vpc'],
    ['DEMANDES', '/demandes'],
    ['RECHARGEMENT_APPLI', '/appli'],
    ['RESERVATION', '/reservation'],
    ['TICKET_OD', '/selection-od'],
  ])('%s goes to %s', (id, route) => {
    expect(routeForModuleId(id)).toBe(route);
  });

  it('an unknown id gives home and a console error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(routeForModuleId('INCONNU')).toBe('/home');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('INCONNU'));
  });

  it('adds the tab query from sousFonction', () => {
    expect(internalTarget(module('RESERVATION', { sousFonction: '2' }))).toBe('/reservation?tab=2');
    expect(internalTarget(module('VPC'))).toBe('/vpc');
    expect(internalTarget(module('VPC', { sousFonction: '' }))).toBe('/vpc');
  });
});

describe('tile width', () => {
  it('is 100 divided by the module count', () => {
    expect(tileWidthPercent([1, 2, 3, 4])).toBe(25);
    expect(tileWidthPercent(new Array(9).fill(0))).toBeCloseTo(11.111, 3);
  });

  it('divides by 5 while modules are not loaded', () => {
    expect(tileWidthPercent(null)).toBe(20);
    expect(tileWidthPercent(undefined)).toBe(20);
  });
});

describe('current module for the menu highlight', () => {
  const modules = [
    module('RECHARGEMENT_ABONNE'),
    module('RECHARGEMENT_ABONNE_OD'),
    module('VPC'),
    module('PLAN', { external: { url: 'https://x.example/vpc', newTab: true, iframe: false } }),
  ];

  it('picks the module whose route holds the path, deepest first', () => {
    expect(currentModuleId('/vpc/itemlist', modules)).toBe('VPC');
    expect(currentModuleId('/rechargement/infos', modules)).toBe('RECHARGEMENT_ABONNE');
    expect(currentModuleId('/rechargement/infos-od', modules)).toBe('RECHARGEMENT_ABONNE_OD');
  });

  it('does not match a path that only shares a string prefix', () => {
    expect(currentModuleId('/vpcx', modules)).toBeNull();
    expect(currentModuleId('/cart', modules)).toBeNull();
  });
});
