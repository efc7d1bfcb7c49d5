// The printed header of every receipt: the operator's shop name and address lines (preferences footer),
// cleaned and cut as main counts them; without preferences the portal names itself (it cannot be empty).
import type { Preferences } from '@shared/backoffice';
import { RECEIPT_LIMITS, type Receipt } from '@shared/kiosk-bridge';
import { fr } from '../../i18n/fr';
import { receiptText } from './receiptText';

export function receiptHeader(preferences: Preferences | null): Pick<Receipt, 'shopName' | 'addressLines'> {
  const footer = preferences?.footer;
  return {
    shopName: receiptText(footer?.shopName) || receiptText(fr.app.documentTitle),
    addressLines: (footer?.lines ?? [])
      .slice(0, RECEIPT_LIMITS.addressLines)
      .map((line) => receiptText(line)),
  };
}
