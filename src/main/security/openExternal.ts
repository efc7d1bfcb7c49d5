// shell.openExternal never receives an untrusted URL (checklist item 15): in kiosk mode nothing leaves
// the app; at the counter, only https links to the configured extra origins open in the system browser.
import type { WindowMode } from './windowOptions';
import { isAllowedUrl } from './origins';

export interface ExternalShell {
  openExternal(url: string): Promise<void>;
}

export interface ExternalOpenerOptions {
  mode: WindowMode;
  allowedOrigins: readonly string[];
  shell: ExternalShell;
  log: (message: string) => void;
}

/** Returns the function the window-open handler calls; true when the URL was handed to the system. */
export function externalOpener({ mode, allowedOrigins, shell, log }: ExternalOpenerOptions) {
  const allowed = new Set(allowedOrigins);
  return (url: string): boolean => {
    const https = url.startsWith('https://');
    if (mode === 'kiosk' || !https || !isAllowedUrl(url, allowed)) {
      log(`Ouverture externe refusée : ${url}`);
      return false;
    }
    const safeUrl = new URL(url).href;
    // Reviewed: checked just above, https and one of the configured origins.
    const opening = shell.openExternal(safeUrl); // eng-disable OPEN_EXTERNAL_JS_CHECK
    opening.catch((error: unknown) => log(`Ouverture externe impossible : ${String(error)}`));
    return true;
  };
}
