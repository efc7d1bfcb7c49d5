// The location the router last put on screen, for what waits outside React for a page to show (`arrive`,
// the PWA's next change of page). Fed by routerBridge.tsx at each commit of the router.

/** The part of the router's location read outside React. */
export interface ShownLocation {
  readonly pathname: string;
  readonly search: string;
  readonly key: string;
}

let shown: ShownLocation | null = null;
const listeners = new Set<(location: ShownLocation) => void>();

/** The location on screen; null before the router's first commit or once it is gone. */
export function shownLocation(): ShownLocation | null {
  return shown;
}

/** Calls `listener` with each location the router commits after this call; returns the unsubscribe. */
export function onLocationShown(listener: (location: ShownLocation) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The router committed `location` (null: the router is gone). */
export function locationShown(location: ShownLocation | null): void {
  shown = location;
  if (location) for (const listener of [...listeners]) listener(location);
}
