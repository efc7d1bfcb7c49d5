// A sellable title's validity rule in words (issue 24 item 2), from SPEC §3's enumerations: read before
// paying, on the kiosk's title cards. typeValidite: 1 simple, 2 glissant à la vente, 3 calendaire, 4 libre,
// 5 glissant à la validation, 6 calendaire étendu, 7 post-paiement; typePeriode J, S, M, A.
import { PERIOD_TYPES, type SellableProduct } from '@shared/reload';
import type { Catalog } from '../../../i18n/catalog';
import type { frValidityRules } from '../../../i18n/fr/validityRules';

export type ValidityRuleProduct = Pick<SellableProduct, 'typeValidite' | 'typePeriode' | 'nbPeriode'>;

/**
 * `onCard`: loaded onto a transport card (reload, top-up) rather than sold as a ticket: a simple title on a
 * card runs from its purchase, a ticket boards within SPEC §9's 30 minutes. Null for a validity or a
 * period the back office sent that SPEC does not name: no rule is better than a wrong one.
 */
export function validityRule(
  product: ValidityRuleProduct,
  onCard: boolean,
  t: Catalog<typeof frValidityRules>,
): string | null {
  const { typeValidite, typePeriode: period } = product;
  if (!PERIOD_TYPES.includes(period)) return null;
  const count = Number.isInteger(product.nbPeriode) && product.nbPeriode >= 1 ? product.nbPeriode : 1;
  switch (typeValidite) {
    case 1:
      return onCard ? t.fromPurchase(count, period) : t.boardingAfterPurchase;
    case 2:
      return t.fromPurchase(count, period);
    case 3:
      return count === 1 ? t.calendarOne(period) : t.calendarMany(count, period);
    case 4:
      return count === 1 && period === 'J' ? t.chosenDay : t.fromChosenDay(count, period);
    case 5:
      return t.fromValidation(count, period);
    case 6:
      return count === 1 ? t.extendedOne(period) : t.extendedMany(count, period);
    case 7:
      return t.postPayment;
    default:
      return null;
  }
}
