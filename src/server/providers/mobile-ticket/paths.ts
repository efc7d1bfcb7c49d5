// Where the mobile-ticket API lives on the providers' listener (preferences.mobileTicketUrl).
export const MOBILE_TICKET_PREFIX = '/fournisseur/billettique-mobile/api';

/** A route the router matched is the API's (decided on the matched path, never the raw URL). */
export const isMobileTicketRoute = (routeUrl: string | undefined) =>
  routeUrl !== undefined &&
  (routeUrl === MOBILE_TICKET_PREFIX || routeUrl.startsWith(`${MOBILE_TICKET_PREFIX}/`));
