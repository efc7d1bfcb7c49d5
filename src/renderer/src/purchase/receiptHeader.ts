// The printed header of every receipt: the operator's shop name and address lines (preferences footer),
// cleaned and cut as main counts them; without preferences the portal names itself, in the customer's
// language (it cannot be empty).
import type { Preferences } from '@shared/backoffice';
import { RECEIPT_LIMITS, type Receipt } from '@shared/kiosk-bridge';
import { receiptText } from './receiptText';

export function receiptHeader(
  preferences: Preferences | null,
  portalName: string,
): Pick<Receipt, 'shopName' | 'addressLines'> {
  const footer = preferences?.footer;
  return {
    shopName: receiptText(footer?.shopName) || receiptText(portalName),
    addressLines: (footer?.lines ?? [])
      .slice(0, RECEIPT_LIMITS.addressLines)
      .map((line) => receiptText(line)),
  };
}
