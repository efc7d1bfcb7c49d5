// The kiosk's journeys' code, loaded while its home screen waits for a customer (issue 27 goal 4): a
// route's chunk loaded only after the tap made that tap's next screen wait for the network and the
// chunk's evaluation (about a second at 4× CPU), where a kiosk has all the time in the world before.
// One chunk per idle period, after a quiet start, so a customer's tap waits at most for one chunk's
// evaluation; a chunk that fails is simply loaded again by its route.

type Loader = () => Promise<unknown>;

/** How long after the first screen the loading starts: the start-up's own work is done by then. */
export const PRELOAD_AFTER_MS = 1000;

export const idle = (): Promise<void> =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 0);
  });

export function preloadWhenIdle(loaders: readonly Loader[], afterMs = PRELOAD_AFTER_MS): void {
  setTimeout(() => {
    void (async () => {
      for (const load of loaders) {
        await idle();
        await load().catch(() => undefined);
      }
    })();
  }, afterMs);
}
