// Every path pattern of the route table (src/shared/portal-routes.ts, from which
// src/renderer/src/app/routes.tsx builds its routes) and the router's fallback for an unknown path, for the
// e2e sweeps that visit every screen (tests/e2e/kiosk.spec.ts...). tests/unit/renderer/kiosk-routes.test.ts
// keeps this list equal to the router's table. Plain data: Playwright imports it.
import { PORTAL_ROUTE_PATTERNS, type PortalRoutePattern } from '../../../src/shared/portal-routes';

export type RoutePattern = PortalRoutePattern | '/*';

export const ROUTE_PATTERNS: readonly RoutePattern[] = [...PORTAL_ROUTE_PATTERNS, '/*'];
