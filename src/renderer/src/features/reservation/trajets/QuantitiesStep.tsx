// Step 1 of the dialog: passengers per profile (react-aria NumberFields), never more in all than the run
// has places left (SPEC §5), each with its price for the trip's day (doubled when sold as a round trip).
import { ProductNamesNote } from '../../../ui/ProductNamesNote';
import { formatEuros } from '@shared/money';
import type { PricedProduct } from '@shared/reservation';
import { maxQuantity } from '@shared/reservation-rules';
import { useAppDispatch } from '../../../app/hooks';
import { enReservation } from '../../../i18n/en/reservation';
import { frReservation } from '../../../i18n/fr/reservation';
import { QuantityField } from '../../../ui/QuantityField';
import { quantityChanged } from './dialogSlice';
import { useCatalog, useLocale } from '../../../i18n/language';

export function QuantitiesStep({ products, places }: { products: PricedProduct[]; places: number }) {
  const t = useCatalog(frReservation, enReservation);
  const locale = useLocale();
  const dispatch = useAppDispatch();
  if (products.length === 0) return <p>{t.noProduct}</p>;
  const quantities = Object.fromEntries(products.map((p) => [p.code, p.quantite]));
  return (
    <>
      <p className="reservation-dialog__places">{t.places(places)}</p>
      <ProductNamesNote />
      <ul className="passenger-list" aria-label={t.passengers}>
        {products.map((product) => {
          const price = formatEuros(product.prix, locale);
          return (
            <li key={product.code} className="passenger">
              <div className="passenger__product">
                <span className="passenger__label">{product.label}</span>
                <span className="passenger__price">
                  {product.venteAllerRetour ? t.perPassengerRoundTrip(price) : t.perPassenger(price)}
                </span>
              </div>
              <QuantityField
                label={t.quantity}
                labelSuffix={product.label}
                value={product.quantite}
                max={maxQuantity(places, quantities, product.code)}
                onChange={(quantity) => dispatch(quantityChanged({ code: product.code, quantity }))}
              />
            </li>
          );
        })}
      </ul>
    </>
  );
}
