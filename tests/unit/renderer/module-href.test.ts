// Where a module's link points (tiles and menu entries are real links). On the kiosk, a module of another
// site opens in the frame screen (moduleSaga), so its link says the same: no kiosk link leaves the app.
import { describe, expect, it } from 'vitest';
import type { Module } from '@shared/backoffice';
import { moduleHref } from '../../../src/renderer/src/app/modules/moduleHref';

const PLAN = 'http://127.0.0.1:5180/externe/plan-du-reseau.html';
const base = {
  title: 'T',
  description: 'D',
  buttonLabel: 'B',
  image: { url: '/i.svg', alt: '', width: 1, height: 1 },
};
const external = (newTab: boolean, iframe: boolean): Module => ({
  ...base,
  id: 'PLAN_RESEAU',
  external: { url: PLAN, newTab, iframe },
});
const framed = `/iframe?url=${encodeURIComponent(PLAN)}`;

describe('module links', () => {
  it('an internal module links to its route, on the kiosk too', () => {
    const vpc: Module = { ...base, id: 'VPC' };
    expect(moduleHref(vpc)).toBe('/vpc');
    expect(moduleHref(vpc, true)).toBe('/vpc');
  });

  it('on the web, a new window or another site keeps its address; a framed one the frame screen', () => {
    expect(moduleHref(external(true, false))).toBe(PLAN);
    expect(moduleHref(external(false, false))).toBe(PLAN);
    expect(moduleHref(external(false, true))).toBe(framed);
  });

  it.each([
    [true, false],
    [false, false],
    [false, true],
    [true, true],
  ])('on the kiosk (newTab %s, iframe %s), the frame screen', (newTab, iframe) => {
    expect(moduleHref(external(newTab, iframe), true)).toBe(framed);
  });
});
