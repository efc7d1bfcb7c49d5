// Issue 26 §4: a new version waits for the customer's next change of page, read from the router; a new
// query on the same page (a tab) is no change of page.
import { afterEach, describe, expect, it } from 'vitest';
import {
  nextRouteChange,
  watchRoutes,
  type WatchedRouter,
} from '../../../src/renderer/src/features/pwa/routeChanges';

/** A router whose page the test moves to. */
function fakeRouter(pathname: string) {
  const listeners = new Set<(state: { location: { pathname: string } }) => void>();
  const router: WatchedRouter = {
    state: { location: { pathname } },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const go = (to: string) => {
    router.state = { location: { pathname: to } };
    for (const listener of [...listeners]) listener(router.state);
  };
  return { router, go, listeners };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

afterEach(() => watchRoutes(null));

describe('nextRouteChange', () => {
  it('resolves once the router shows another page, and stops listening', async () => {
    const { router, go, listeners } = fakeRouter('/demandes/access');
    watchRoutes(router);
    const change = nextRouteChange();
    go('/demandes/access');
    expect(await settled(change)).toBe(false);
    go('/home');
    expect(await settled(change)).toBe(true);
    expect(listeners.size).toBe(0);
  });

  it('never resolves without a router', async () => {
    expect(await settled(nextRouteChange())).toBe(false);
  });
});
