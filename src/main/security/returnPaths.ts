// Counter mode (issue 10 §4): the payment providers send the customer back to the portal's pages on the
// back office's origin, where the web portal lives. In the app those pages are app://portail's: a
// navigation to exactly one of them comes back into the app, with its query string; nothing else of the
// back office's origin is let through as a page.
import { APP_ORIGIN } from '../appProtocol';

/** The portal's pages a provider returns to (card, wallet, mobile ticket). */
export const RETURN_PATHS: readonly string[] = ['recapitulatif', 'payment', 'appli'];

/** The app URL standing for a return URL of the back office (below its base path), or null. */
export function appReturnUrl(text: string, backoffice: URL): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.origin !== backoffice.origin || url.username || url.password) return null;
  if (!url.pathname.startsWith(backoffice.pathname)) return null;
  const page = url.pathname.slice(backoffice.pathname.length);
  return RETURN_PATHS.includes(page) ? `${APP_ORIGIN}/${page}${url.search}` : null;
}
