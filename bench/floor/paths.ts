// Where the floor page lives: a bench-only path on the emulator's origin (no route of the portal, no API
// of the back office), and its build under node_modules/.cache, never in out/ (the portal, the app).
import { resolve } from 'node:path';

export const FLOOR_BASE = '/bench-floor/';
export const FLOOR_PAGE = `${FLOOR_BASE}home-like`;
export const floorOutDir = resolve(import.meta.dirname, '../../node_modules/.cache/bench-floor');
