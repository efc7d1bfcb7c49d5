// The signed-in mobile-ticket account (its e-mail and the provider's bearer) and the purchase made with it,
// as this tab keeps them: in session storage only, on every platform. They survive a reload and the round
// trip through the card provider (same tab), and die with the tab or the counter's window: a counter
// restarted, or a browser closed on a shared computer, leaves no bearer behind for the next customer. Read
// back as checked as an answer would be: storage is text anyone at the keyboard can change.
import { localStore, sessionStore, STORAGE_KEYS } from '../../platform/storage';

/** A bearer: base64url, JWT dots and padding, nothing that could break a header. */
export const BEARER = /^[A-Za-z0-9._~+/=-]{1,4096}$/;
/** An e-mail that looks like one (the login form's rule). */
export const ACCOUNT_MAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** MOBILE_LIMITS.mail of @shared/mobile-ticket, spelled here: that module would pull the whole
 * mobile-ticket contract into home's bundle (a test keeps both equal). */
export const ACCOUNT_MAIL_MAX = 254;

export interface MobileAccount {
  mail: string;
  token: string;
}

const isMail = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= ACCOUNT_MAIL_MAX && ACCOUNT_MAIL.test(value);

export function storedMobileAccount(): MobileAccount | null {
  const text = sessionStore.get(STORAGE_KEYS.mobileTicketAccount);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as { mail?: unknown; token?: unknown } | null;
    if (!value || !isMail(value.mail) || typeof value.token !== 'string' || !BEARER.test(value.token))
      return null;
    return { mail: value.mail, token: value.token };
  } catch {
    return null;
  }
}

export function storeMobileAccount(account: MobileAccount): void {
  sessionStore.set(
    STORAGE_KEYS.mobileTicketAccount,
    JSON.stringify({ mail: account.mail, token: account.token }),
  );
}

/** The bearer refused or never confirmed: the account is gone, the purchase stays (a new login pays it). */
export function forgetMobileAccount(): void {
  sessionStore.remove(STORAGE_KEYS.mobileTicketAccount);
}

/** Signing out: the account, and what was bought with it (the product its profile was checked for, the
 * order sent to the card provider, the mobile-ticket cart). The back office's carts are not the account's. */
export function forgetAccountAndPurchase(): void {
  forgetMobileAccount();
  sessionStore.remove(STORAGE_KEYS.mobileTicketProduct);
  sessionStore.remove(STORAGE_KEYS.mobileTicketOrder);
  if (localStore.get(STORAGE_KEYS.cartType) === 'appli') localStore.remove(STORAGE_KEYS.cartType);
}

/** An earlier version kept the bearer and the purchase in local storage, where they outlived every
 * session: removed when the app starts. */
export function forgetLegacyCopies(): void {
  localStore.remove(STORAGE_KEYS.legacyMobileTicketToken);
  localStore.remove(STORAGE_KEYS.mobileTicketProduct);
  localStore.remove(STORAGE_KEYS.mobileTicketOrder);
}
