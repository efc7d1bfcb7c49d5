// The operator's mobile app in both stores (/appli's download badges, not in SPEC beyond "store-download
// links"): the back office's preferences may name other listings (Preferences.mobileAppLinks); without
// them, or with one that is not a page of its store, these are shown. One place for the emulator's seed
// and the portal's fallback.
import type { MobileAppLinks } from './backoffice';

/** Ligéo's listings (fictional) in Apple's App Store and Google Play. */
export const DEFAULT_MOBILE_APP_LINKS: MobileAppLinks = {
  appStore: 'https://apps.apple.com/fr/app/ligeo-billets/id6400000000',
  googlePlay: 'https://play.google.com/store/apps/details?id=fr.ligeo.billets',
};

/** Each store's site: a link elsewhere (another site, '#', javascript:) is no store page. */
export const STORE_ORIGINS: Record<keyof MobileAppLinks, string> = {
  appStore: 'https://apps.apple.com',
  googlePlay: 'https://play.google.com',
};

/** Longest store address taken from the preferences. */
const MAX_URL = 500;

/** `value` when it is a page of `store`'s site (https, its exact origin, parsed), else null. */
export function storePage(store: keyof MobileAppLinks, value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_URL) return null;
  try {
    const url = new URL(value);
    return url.origin === STORE_ORIGINS[store] && url.pathname.length > 1 ? url.href : null;
  } catch {
    return null;
  }
}

/** The preferences' store pages, each replaced by the operator's when missing or not a page of its store. */
export function mobileAppLinksOf(
  links: Partial<Record<keyof MobileAppLinks, unknown>> | undefined,
): MobileAppLinks {
  return {
    appStore: storePage('appStore', links?.appStore) ?? DEFAULT_MOBILE_APP_LINKS.appStore,
    googlePlay: storePage('googlePlay', links?.googlePlay) ?? DEFAULT_MOBILE_APP_LINKS.googlePlay,
  };
}
