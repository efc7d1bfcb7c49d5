// The sender check run on every kiosk message: the main frame of a page from the allowed origin, compared
// by parsed origin, never by string prefix ('app://portail.evil', 'app://portail@x' are other origins).
import type { IpcSender } from './kiosk-deps';

export const SENDER_REFUSED_MESSAGE = 'Appel refusé : origine non autorisée.';

/**
 * scheme://host[:port] of a URL, or null when it cannot be parsed, has no host or carries credentials.
 * Built by hand because WHATWG `URL.origin` is 'null' for non-special schemes such as app://.
 */
export function originOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.username !== '' || parsed.password !== '' || parsed.host === '') return null;
  return `${parsed.protocol}//${parsed.host}`;
}

/** The configured origin in the form originOf gives; a path, query or credentials are a setup error. */
export function normaliseAllowedOrigin(allowedOrigin: string): string {
  const origin = originOf(allowedOrigin);
  const parsed = origin === null ? null : new URL(allowedOrigin);
  if (!parsed || !['', '/'].includes(parsed.pathname) || parsed.search !== '' || parsed.hash !== '') {
    throw new Error(`Origine autorisée invalide pour l’IPC du kiosque : « ${allowedOrigin} ».`);
  }
  return origin!;
}

/** allowedOrigin must come from normaliseAllowedOrigin. */
export function isAllowedSender(sender: IpcSender | null, allowedOrigin: string): boolean {
  if (!sender || sender.isMainFrame !== true || typeof sender.url !== 'string') return false;
  return originOf(sender.url) === allowedOrigin;
}
