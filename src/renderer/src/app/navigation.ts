// Navigation from sagas goes through here, never through window.location directly (DESIGN "Data flow").

type NavigateFn = (to: string | number, options?: { replace?: boolean; flushSync?: boolean }) => unknown;

let navigator: NavigateFn | null = null;

/** Called once by the app with the router's navigate function. */
export function setNavigator(fn: NavigateFn | null): void {
  navigator = fn;
}

export function navigate(to: string, options?: { replace?: boolean }): void {
  if (navigator) void navigator(to, options);
}

/** Navigates, and resolves once the new page is on screen: the router's navigation is asynchronous and
 * React renders it as a transition, after any urgent update; flushSync renders it at once. */
export async function arrive(to: string, options?: { replace?: boolean }): Promise<void> {
  if (navigator) await navigator(to, { ...options, flushSync: true });
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
