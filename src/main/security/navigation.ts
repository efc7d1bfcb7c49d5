// Navigation and new-window guards (Electron security checklist items 13 and 14), applied to every
// webContents the app creates: top-level navigations and redirects only to trusted origins, no new
// windows ever (an allowlisted https link may open in the system browser, counter mode only), and no
// <webview> (item 12).
import { isAllowedUrl } from './origins';

export interface PreventableEvent {
  preventDefault(): void;
}

export interface NavigationEvent extends PreventableEvent {
  url: string;
}

export interface GuardedContents {
  on(event: 'will-navigate' | 'will-redirect', listener: (event: NavigationEvent) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: PreventableEvent) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

export interface NavigationPolicy {
  /** Parsed origins the window may navigate to (origins.ts). */
  allowed: ReadonlySet<string>;
  /** Asked for every window.open / target=_blank; opens it outside the app or not (openExternal.ts). */
  openOutside: (url: string) => void;
  log: (message: string) => void;
}

export function guardNavigation(contents: GuardedContents, policy: NavigationPolicy): void {
  const limit = (kind: string) => (event: NavigationEvent) => {
    if (isAllowedUrl(event.url, policy.allowed)) return;
    event.preventDefault();
    policy.log(`${kind} refusée vers une origine non autorisée : ${event.url}`);
  };
  contents.on('will-navigate', limit('Navigation'));
  contents.on('will-redirect', limit('Redirection'));
  contents.setWindowOpenHandler(({ url }) => {
    policy.openOutside(url);
    return { action: 'deny' };
  });
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
    policy.log('Balise <webview> refusée.');
  });
}
