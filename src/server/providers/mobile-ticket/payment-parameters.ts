// The card provider's form for a mobile-ticket order: signed like the shop's (signedPaybox), as the
// mobile-ticket merchant, the account's mail as holder; the provider notifies this provider (its own
// origin and notification path) and sends the customer back to the portal's return pages.
import { MOBILE_TICKET_PATHS } from '../../../shared/mobile-ticket';
import type { PayboxParameters } from '../../../shared/payment';
import { MERCHANTS, signedPaybox } from '../paybox-parameters';
import { MOBILE_TICKET_PREFIX } from './paths';
import type { MobileOrder } from './orders';

export interface ReturnPages {
  success: string;
  rejected: string;
  cancel: string;
}

export function mobilePayboxParameters(
  order: MobileOrder,
  back: ReturnPages,
  /** The providers' origin as the customer's browser sees it. */
  providersOrigin: string,
  key: Uint8Array,
  now: Date,
): PayboxParameters {
  const { account } = order;
  return signedPaybox(
    {
      merchant: MERCHANTS.mobileTicket,
      reference: order.id,
      totalCents: order.totalTTC,
      quantity: order.lines.reduce((sum, line) => sum + line.quantite, 0),
      billing: { firstname: account.firstname, lastname: account.lastname },
      holder: { porteur: account.mail },
      back: { valide: back.success, refuse: back.rejected, annule: back.cancel },
      repondreA: `${providersOrigin}${MOBILE_TICKET_PREFIX}${MOBILE_TICKET_PATHS.notification}`,
      providersOrigin,
      now,
    },
    key,
  );
}
