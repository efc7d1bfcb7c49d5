// Issue 16 "PWA": the pieces of "stable" (SPEC §4) as stable.ts defines them, the guard that keeps a
// service worker off Electron and off pages that cannot have one, and the browser's connectivity.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextConnectivityChange } from '../../../src/renderer/src/features/pwa/connectivity';
import { canRegisterServiceWorker } from '../../../src/renderer/src/features/pwa/serviceWorker';
import {
  firstScreenRendered,
  NETWORK_QUIET_MS,
  networkQuiet,
} from '../../../src/renderer/src/features/pwa/stable';

describe('the first screen is rendered', () => {
  afterEach(() => document.body.replaceChildren());

  it('once a page heading is in <main>, not before', async () => {
    document.body.innerHTML = '<div id="root"><p>Chargement en cours…</p></div>';
    let rendered = false;
    void firstScreenRendered().then(() => (rendered = true));
    document.body.insertAdjacentHTML('beforeend', '<h1>Pas dans main</h1><main></main>');
    await Promise.resolve();
    expect(rendered).toBe(false);
    document.querySelector('main')!.innerHTML = '<section><h1>Accueil</h1></section>';
    await vi.waitFor(() => expect(rendered).toBe(true));
  });
});

describe('the network is quiet', () => {
  /** Stands in for the browser's Resource Timing: the test says when a resource finished. */
  let report: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        constructor(callback: () => void) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it(`after ${NETWORK_QUIET_MS} ms without a resource finishing; each one starts the wait again`, async () => {
    let quiet = false;
    void networkQuiet().then(() => (quiet = true));
    await vi.advanceTimersByTimeAsync(NETWORK_QUIET_MS - 100);
    report();
    await vi.advanceTimersByTimeAsync(NETWORK_QUIET_MS - 1);
    expect(quiet).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(quiet).toBe(true);
  });
});

describe('a service worker may register', () => {
  const page = (overrides: Record<string, unknown> = {}) =>
    ({
      navigator: { serviceWorker: {} },
      isSecureContext: true,
      location: { protocol: 'https:' },
      ...overrides,
    }) as unknown as Window;

  it('on a web page of the portal (https, or http on the local machine)', () => {
    expect(canRegisterServiceWorker(page())).toBe(true);
    expect(canRegisterServiceWorker(page({ location: { protocol: 'http:' } }))).toBe(true);
  });

  it('never under the kiosk bridge (Electron, kiosk or counter), even served over http', () => {
    expect(canRegisterServiceWorker(page({ kiosk: { info: async () => ({}) } }))).toBe(false);
  });

  it('never from app:// (the Electron renderer), an insecure page, or a browser without them', () => {
    expect(canRegisterServiceWorker(page({ location: { protocol: 'app:' } }))).toBe(false);
    expect(canRegisterServiceWorker(page({ isSecureContext: false }))).toBe(false);
    expect(canRegisterServiceWorker(page({ navigator: {} }))).toBe(false);
  });
});

describe('connectivity', () => {
  it("answers the browser's next online or offline event, and only that one", async () => {
    const offline = nextConnectivityChange();
    window.dispatchEvent(new Event('offline'));
    await expect(offline).resolves.toBe(false);
    const online = nextConnectivityChange();
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('offline'));
    await expect(online).resolves.toBe(true);
  });
});
