// The mobile-ticket provider's memory and settings: its accounts, the tokens it gave, the login
// throttle, its orders, its clock and key, and the portal's site its return pages must stay on.
import type { FastifyRequest } from 'fastify';
import { AccountBook, type Account } from './accounts';
import { AttemptThrottle, LOOKUP_RULES } from '../../throttle';
import { MobileOrders } from './orders';
import { MobileTokens } from './tokens';

export interface MobileTicketOptions {
  /** The card provider's key: the notifications of payments are signed with it. */
  key: Uint8Array;
  now: () => Date;
  /** Lifetime of a login token; 30 minutes by default. */
  tokenTtlMs?: number;
  /** The portal's site (the back office's origin) as this request's browser sees it; throws when it
   * is not known yet. */
  portalSite: (request: FastifyRequest) => string;
}

export interface MobileTicketProvider {
  accounts: AccountBook;
  tokens: MobileTokens;
  throttle: AttemptThrottle;
  orders: MobileOrders;
  key: Uint8Array;
  now: () => Date;
  portalSite: (request: FastifyRequest) => string;
}

export function createMobileTicketProvider(options: MobileTicketOptions): MobileTicketProvider {
  const { key, now, portalSite } = options;
  return {
    accounts: new AccountBook(now),
    tokens: new MobileTokens(now, options.tokenTtlMs),
    // The emulator's look-up rules (../../throttle): 5 failures in 15 min, then 1 s… up to 5 min.
    throttle: new AttemptThrottle(now, LOOKUP_RULES),
    orders: new MobileOrders(now),
    key,
    now,
    portalSite,
  };
}

/** The account requireAccount found; the routes that call this have that hook. */
export function accountOf(request: FastifyRequest): Account {
  if (!request.mobileAccount) throw new Error('Route sans compte : requireAccount manque.');
  return request.mobileAccount;
}
