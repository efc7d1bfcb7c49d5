// Issue 26 §4: a new version waits for the customer's next change of page, read from what the router
// shows; a new query on the same page (a tab) is no change of page.
import { afterEach, describe, expect, it } from 'vitest';
import { locationShown } from '../../../src/renderer/src/app/shownLocation';
import { nextRouteChange } from '../../../src/renderer/src/features/pwa/routeChanges';

/** The router commits a page, as routerBridge.tsx reports it. */
let keys = 0;
const show = (pathname: string, search = '') => locationShown({ pathname, search, key: String(++keys) });

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

afterEach(() => locationShown(null));

describe('nextRouteChange', () => {
  it('resolves once the router shows another page, not another query of the same', async () => {
    show('/demandes/access');
    const change = nextRouteChange();
    show('/demandes/access', '?etape=2');
    expect(await settled(change)).toBe(false);
    show('/home');
    expect(await settled(change)).toBe(true);
  });

  it('never resolves without a router', async () => {
    expect(await settled(nextRouteChange())).toBe(false);
  });
});
