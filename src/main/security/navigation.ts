// Navigation and new-window guards (Electron security checklist items 13 and 14), applied to every
// webContents the app creates: pages and their redirects only to the app and the trusted sites, the
// back office's return paths brought back into the app, sub-frames only to trusted origins, no new
// windows ever (an allowlisted https link may open in the system browser, counter mode only), and no
// <webview> (item 12).
import { isAllowedUrl, type AppOrigins } from './origins';
import { appReturnUrl } from './returnPaths';

export interface PreventableEvent {
  preventDefault(): void;
}

export interface NavigationEvent extends PreventableEvent {
  url: string;
  /** Given by will-frame-navigate and will-redirect (Electron ≥ 25); absent: the main frame. */
  isMainFrame?: boolean;
}

export interface GuardedContents {
  on(
    event: 'will-navigate' | 'will-redirect' | 'will-frame-navigate',
    listener: (event: NavigationEvent) => void,
  ): unknown;
  on(event: 'will-attach-webview', listener: (event: PreventableEvent) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
  loadURL(url: string): Promise<void>;
}

export interface NavigationPolicy {
  /** Parsed origins for pages and for frames (origins.ts); they may grow (preferences). */
  origins: AppOrigins;
  /** Asked for every window.open / target=_blank; opens it outside the app or not (openExternal.ts). */
  openOutside: (url: string) => void;
  log: (message: string) => void;
  /** Runs a task once the current navigation event is over (setImmediate by default). */
  defer?: (task: () => void) => void;
}

/** Documents a frame may hold without any network: they take the origin of the page that made them. */
const LOCAL_FRAME_DOCUMENTS = new Set(['about:blank', 'about:srcdoc']);

export function guardNavigation(contents: GuardedContents, policy: NavigationPolicy): void {
  const { origins, log } = policy;
  const defer = policy.defer ?? ((task: () => void) => void setImmediate(task));
  let pendingReturn: string | null = null;

  const page = (kind: string, event: NavigationEvent) => {
    const back = appReturnUrl(event.url, origins.backoffice);
    if (back !== null) {
      event.preventDefault();
      // The same navigation may be seen by will-frame-navigate then will-navigate: one load.
      if (pendingReturn === back) return;
      pendingReturn = back;
      log(`Retour du prestataire ramené dans l’application : ${back}`);
      // Loaded after Electron is done with the navigation it was asked to cancel.
      defer(() => {
        pendingReturn = null;
        contents
          .loadURL(back)
          .catch((error: unknown) => log(`Chargement impossible de ${back} : ${String(error)}`));
      });
      return;
    }
    if (isAllowedUrl(event.url, origins.topLevel)) return;
    event.preventDefault();
    log(`${kind} refusée vers une origine non autorisée : ${event.url}`);
  };
  const frame = (kind: string, event: NavigationEvent) => {
    if (LOCAL_FRAME_DOCUMENTS.has(event.url) || isAllowedUrl(event.url, origins.frames)) return;
    event.preventDefault();
    log(`${kind} refusée vers une origine non autorisée : ${event.url}`);
  };

  contents.on('will-navigate', (event) => page('Navigation', event));
  contents.on('will-redirect', (event) =>
    event.isMainFrame === false ? frame('Redirection d’un cadre', event) : page('Redirection', event),
  );
  // Every frame's navigations (Electron ≥ 22); the main frame's get the page rules, as in will-navigate.
  contents.on('will-frame-navigate', (event) =>
    event.isMainFrame === false ? frame('Navigation d’un cadre', event) : page('Navigation', event),
  );
  contents.setWindowOpenHandler(({ url }) => {
    policy.openOutside(url);
    return { action: 'deny' };
  });
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
    log('Balise <webview> refusée.');
  });
}
