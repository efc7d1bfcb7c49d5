// Issue 27 §3: a route whose code cannot come (offline, never opened under the service worker) says so in
// the layout, in French; any other error of a page is not explained as a network one: which errors are
// a chunk that did not come.
import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from '../../../src/renderer/src/features/pwa/RouteUnavailable';

// The page itself, in the layout, offline: tests/e2e/pwa.spec.ts (a route never opened).
describe('a route whose code cannot load', () => {
  it("knows each browser's wording of a chunk that did not come, and Vite's CSS preload", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://x/a.js',
      'error loading dynamically imported module: http://x/a.js',
      'Importing a module script failed.',
      'Unable to preload CSS for http://x/assets/a.css',
    ])
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
    expect(isChunkLoadError(new Error('Network Error'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
