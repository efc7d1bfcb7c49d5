// 'Début de validité' of a product, by the picker its validity and period call for (validityPicker()):
// a calendar for a free date or a week, a selector of months or of years.
import { memo, useCallback } from 'react';
import { isCalendarValidity, validityPicker, type SellableProduct } from '@shared/reload';
import { enRechargement } from '../../../i18n/en/rechargement';
import { frRechargement } from '../../../i18n/fr/rechargement';
import { useAppDispatch } from '../../../app/hooks';
import { ChoiceSelect } from '../fields/ChoiceSelect';
import { DayPicker } from '../fields/DayPicker';
import { isMonday } from './days';
import { validityRequested } from './productChoiceSlice';
import { monthOptions, optionOf, yearOptions } from './rules';
import { useCatalog, useLanguage } from '../../../i18n/language';
import { DATE_FNS_LOCALES } from '../dateLocale';

interface Props {
  product: SellableProduct;
  /** The start shown: the one being recalculated, else the product's. */
  ddv: string;
  onChange: (ddv: string) => void;
  /** The card holds every start offered: none is shown chosen, and this hint says why. */
  unsetHintId?: string | null;
}

function ValidityPickerView({ product, ddv, onChange, unsetHintId }: Props) {
  const t = useCatalog(frRechargement, enRechargement).products;
  const language = useLanguage();
  const kind = validityPicker(product);
  if (kind === 'none') return null;
  if (kind === 'month' || kind === 'year') {
    const choices =
      kind === 'month'
        ? monthOptions(product.ddvMin, product.ddvMax, DATE_FNS_LOCALES[language])
        : yearOptions(product.ddvMin, product.ddvMax);
    return (
      <ChoiceSelect
        className="validity-select"
        label={t.validityStart}
        labelSuffix={product.label}
        choices={choices}
        value={unsetHintId ? null : optionOf(choices, ddv)}
        describedBy={unsetHintId ?? undefined}
        onChange={(value) => value && (unsetHintId || value !== ddv) && onChange(value)}
      />
    );
  }
  // Calendar weeks start on a Monday; a rolling week starts any day.
  const mondaysOnly = kind === 'week' && isCalendarValidity(product.typeValidite);
  return (
    <DayPicker
      label={t.validityStart}
      labelSuffix={product.label}
      value={ddv}
      min={product.ddvMin}
      max={product.ddvMax}
      isDayAvailable={mondaysOnly ? isMonday : undefined}
      description={mondaysOnly ? t.mondaysOnly : null}
      onChange={onChange}
    />
  );
}

/** What the picker shows of a product: a quantity or a lock (another title chosen) leaves it as it is. */
const SHOWN = ['id', 'label', 'ddvModifiable', 'typeValidite', 'typePeriode', 'ddvMin', 'ddvMax'] as const;

/** Memoised on what it shows: its row draws again on each quantity, its calendar or selector does not. */
export const ValidityPicker = memo(
  ValidityPickerView,
  (before, after) =>
    before.ddv === after.ddv &&
    before.onChange === after.onChange &&
    before.unsetHintId === after.unsetHintId &&
    SHOWN.every((field) => before.product[field] === after.product[field]),
);

/** The picker's onChange for a product: the start asked of the back office. One function per product, so
 * the memoised picker is not drawn again. */
export function useValidityRequest(productId: number): (ddv: string) => void {
  const dispatch = useAppDispatch();
  return useCallback((ddv: string) => dispatch(validityRequested({ productId, ddv })), [dispatch, productId]);
}
