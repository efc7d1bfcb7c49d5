// Shop goods collected at the agency instead of shipped (a kiosk asks no address): where, with the
// agency's name and address lines from the preferences' footer (only the notice when they are not loaded).
import { useId } from 'react';
import { useAppSelector } from '../app/hooks';
import { selectPreferences } from '../app/config/configSlice';
import { enCart } from '../i18n/en/cart';
import { frCart } from '../i18n/fr/cart';
import './agency-pickup.css';
import { useCatalog } from '../i18n/language';

export function AgencyPickup() {
  const tCart = useCatalog(frCart, enCart);
  const footer = useAppSelector(selectPreferences)?.footer;
  const titleId = useId();
  return (
    <section className="agency-pickup" aria-labelledby={titleId}>
      <h2 id={titleId}>{tCart.pickupTitle}</h2>
      <p>{tCart.pickupNotice}</p>
      {footer?.shopName ? (
        <address className="agency-pickup__address">
          <span className="agency-pickup__name">{footer.shopName}</span>
          {footer.lines.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      ) : null}
    </section>
  );
}
