// The kiosk e2e sweep (kiosk-layout.spec.ts: layout, the accessibility mode and no file chooser) visits
// the list in tests/e2e/support/route-patterns.ts: it must name every route of the table, so a
// route added later is swept too.
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { createRoutes } from '../../../src/renderer/src/app/routes';
import { ROUTE_PATTERNS } from '../../e2e/support/route-patterns';

function patterns(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path =
      route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`;
    return [path || '/', ...patterns(route.children ?? [], path)];
  });
}

describe('kiosk route sweep', () => {
  it('names every route of the table', () => {
    const table = new Set(patterns(createRoutes(() => undefined)));
    expect([...new Set(ROUTE_PATTERNS)].sort()).toEqual([...table].sort());
  });
});
