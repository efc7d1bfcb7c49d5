// One product on offer: its name, price, validity, start of validity and quantity (SPEC §2 "Card reload",
// issue 12 contract §2 "Titres à recharger").
import { memo, useCallback, useDeferredValue } from 'react';
import { formatEuros } from '@shared/money';
import { isPurchasableType, maxQuantity, type SellableProduct } from '@shared/reload';
import { useAppDispatch } from '../../../app/hooks';
import { enRechargement } from '../../../i18n/en/rechargement';
import { frRechargement } from '../../../i18n/fr/rechargement';
import { Alert } from '../../../ui/Alert';
import { QuantityField } from '../../../ui/QuantityField';
import { formatDay } from '../../../ui/dates';
import { quantityChosen, type ValidityMessage } from './productChoiceSlice';
import { unitPrice } from './rules';
import { useValidityRequest, ValidityPicker } from './ValidityPicker';
import { validityRule } from './validityRule';
import { enValidityRules } from '../../../i18n/en/validityRules';
import { frValidityRules } from '../../../i18n/fr/validityRules';
import { useCatalog, useLocale } from '../../../i18n/language';

interface Props {
  product: SellableProduct;
  ddv: string;
  message: ValidityMessage | null;
  onCard: boolean;
  /** The card holds every start offered: one is to be chosen before a quantity. */
  unset: boolean;
}

/** Memoised: a quantity or a start of validity changes one product; the others keep their objects (the
 * slice keeps them), so their calendars and fields are not drawn again on a slow kiosk. */
export const ProductRow = memo(function ProductRow({ product, ddv, message, onCard, unset }: Props) {
  const t = useCatalog(frRechargement, enRechargement).products;
  const rule = validityRule(product, onCard, useCatalog(frValidityRules, enValidityRules));
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const headingId = `titre-${product.id}`;
  const unsetHintId = `debut-${product.id}`;
  const purchasable = isPurchasableType(product.typeValidite);
  const productId = product.id;
  const requestValidity = useValidityRequest(productId);
  const chooseQuantity = useCallback(
    (quantity: number) => dispatch(quantityChosen({ productId, quantity })),
    [dispatch, productId],
  );
  // The first '+' locks every other title (one at a time): the pressed number is drawn in the press's
  // frame, the others' locked fields just after it (the slice refuses their quantities meanwhile).
  const locked = useDeferredValue(product.locked === true);
  return (
    <li className="reload-product">
      <article className="reload-product__card" aria-labelledby={headingId}>
        <div className="reload-product__head">
          <div className="reload-product__name">
            <h3 id={headingId} className="reload-product__label">
              {product.label}
            </h3>
            {rule ? <p className="reload-product__rule">{rule}</p> : null}
          </div>
          <p className="reload-product__price">
            <span className="visually-hidden">{t.price} : </span>
            {formatEuros(unitPrice(product), locale)}
          </p>
        </div>
        <p className="reload-product__validity">
          {t.validity(formatDay(product.ddv), formatDay(product.dfv))}
        </p>
        {purchasable ? (
          <div className="reload-product__choices">
            <ValidityPicker
              product={product}
              ddv={ddv}
              onChange={requestValidity}
              unsetHintId={unset ? unsetHintId : null}
            />
            <QuantityField
              label={t.quantity}
              labelSuffix={product.label}
              value={product.quantity ?? 0}
              max={maxQuantity(product)}
              isDisabled={locked || unset}
              description={locked ? t.oneAtATime : null}
              onChange={chooseQuantity}
            />
            {unset ? (
              <p id={unsetHintId} className="reload-product__hint">
                {t.allStartsHeld}
              </p>
            ) : null}
          </div>
        ) : (
          <p className="reload-product__unavailable">{t.notForSale}</p>
        )}
        {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      </article>
    </li>
  );
});
