// The one door to local and session storage, so the kiosk idle reset can wipe everything in one place.

export const STORAGE_KEYS = {
  /** The customer's language ('fr' or 'en'); the kiosk's wipe brings French back. */
  language: 'language',
  /** Machine bearer token for the back office (SPEC §7 "Configuration and auth"). */
  token: 'authenticationToken',
  /** The last modules and look of the back office, painted at once on the next visit (app/config/configCache). */
  configCache: 'configurationCache',
  /** Module the app is locked onto by `?module=` (session only). */
  lockedModule: 'lockedModule',
  /** The lock of the tab that left for a payment provider, for the summary it returns to (app/modules/returnLock). */
  returnLock: 'paymentReturnLock',
  /** Cart type of the current purchase (SPEC §3: held in local storage). */
  cartType: 'cartType',
  /** Payment form data, restored when the customer comes back (SPEC §2 "Payment"). */
  paymentForm: 'paymentForm',
  /** The strong-authentication notice was dismissed. */
  strongAuthNoticeDismissed: 'strongAuthNoticeDismissed',
  /** The card of the last reload lookup (session only): another card empties the reload cart. */
  reloadCard: 'reloadCardNumber',
  /** Kiosk: the payment sent to the card terminal, so a reloaded page resumes it instead of paying twice. */
  terminalPayment: 'terminalPayment',
  /** The signed-in mobile-ticket account, its e-mail and bearer (session only; SPEC §4: cleared on a 401
   * or 'Annuler'; app/session/mobileAccount). */
  mobileTicketAccount: 'mobileTicketAccount',
  /** Where an earlier version kept the account's bearer, in local storage: removed at start. */
  legacyMobileTicketToken: 'mobileTicketToken',
  /** The mobile ticket chosen after the provider's cart check: the appli cart's one line (session only). */
  mobileTicketProduct: 'mobileTicketProduct',
  /** The mobile-ticket order sent to the card provider (id, date, article), for the summary it returns to
   * (session only). */
  mobileTicketOrder: 'mobileTicketOrder',
  /** The web's support number for the mobile-ticket provider: a random id this browser keeps. */
  mobileSupportNumero: 'mobileSupportNumero',
  /** The on-board taps the provider's framed page sent (session only), for /justification. */
  onboardTaps: 'onboardTaps',
  /** The framed URL they came from (session only), for 'Recommencer'. */
  onboardFrameUrl: 'onboardFrameUrl',
} as const;

type Area = 'local' | 'session';

function area(which: Area): Storage | undefined {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage can be disabled (private mode, sandboxed frames): behave as empty.
    return undefined;
  }
}

function store(which: Area) {
  return {
    get(key: string): string | null {
      return area(which)?.getItem(key) ?? null;
    },
    set(key: string, value: string): void {
      area(which)?.setItem(key, value);
    },
    remove(key: string): void {
      area(which)?.removeItem(key);
    },
  };
}

export const localStore = store('local');
export const sessionStore = store('session');

/** Forget everything the previous customer left behind. */
export function wipeAllStorage(): void {
  area('local')?.clear();
  area('session')?.clear();
}
