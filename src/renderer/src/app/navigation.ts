// Navigation from sagas goes through here, never through window.location directly (DESIGN "Data flow").

import { onLocationShown } from './shownLocation';

type NavigateFn = (to: string | number, options?: { replace?: boolean }) => unknown;

let navigator: NavigateFn | null = null;
/** A navigation asked for before the router was there (a saga answering appStarted): it goes first. */
let pending: { to: string; options?: { replace?: boolean } } | null = null;

/** Called by the router's bridge (routerBridge.tsx) with its navigate function, null once it is gone. */
export function setNavigator(fn: NavigateFn | null): void {
  navigator = fn;
  if (fn && pending) {
    const { to, options } = pending;
    pending = null;
    void fn(to, options);
  }
}

export function navigate(to: string, options?: { replace?: boolean }): void {
  if (navigator) void navigator(to, options);
  else pending = { to, options };
}

/** Navigates, and resolves once the new page is on screen (the router commits it as a transition, after
 * its chunk has come); at once when no router is there to show it. */
export function arrive(to: string, options?: { replace?: boolean }): Promise<void> {
  if (!navigator) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = onLocationShown(() => {
      stop();
      resolve();
    });
    navigate(to, options);
  });
}

/** Back in history when there is somewhere to go back to inside the app, else home. */
export function goBack(): void {
  const state = window.history.state as { idx?: number } | null;
  if (navigator && state && typeof state.idx === 'number' && state.idx > 0) void navigator(-1);
  else navigate('/home');
}

/** Leaves the app for another site (already checked against the allowlist by the caller). */
export function leaveTo(url: string): void {
  window.location.assign(url);
}

export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** The next customer starts at the top of the page, not where the last one scrolled to. */
export function scrollToTop(): void {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
}
