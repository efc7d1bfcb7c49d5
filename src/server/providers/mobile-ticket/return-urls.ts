// The return pages of a payment (SPEC §7: /appli, /recapitulatif?cancel=true, /recapitulatif): paths
// of the portal, resolved against its site (the back office's origin as this browser sees it), or
// absolute URLs on exactly that origin. Anything that could send the customer elsewhere is refused:
// another origin, "//host", backslashes, other schemes, control characters, credentials.
import { MOBILE_LIMITS } from '../../../shared/mobile-ticket';

const CONTROL_OR_BACKSLASH = /[\p{Cc}\\]/u;

/** The absolute URL of a return page on `site` (an origin), or null when it is not one. */
export function returnUrl(value: unknown, site: string): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MOBILE_LIMITS.returnUrl) return null;
  if (CONTROL_OR_BACKSLASH.test(value) || value.startsWith('//')) return null;
  let url: URL;
  try {
    url = value.startsWith('/') ? new URL(value, site) : new URL(value);
  } catch {
    return null;
  }
  const web = url.protocol === 'http:' || url.protocol === 'https:';
  if (!web || url.origin !== site || url.username !== '' || url.password !== '') return null;
  return url.href;
}
