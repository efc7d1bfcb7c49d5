// Cart lines: 'label x quantity', delete icon, price incl. VAT and VAT; trip and OD details.
import { ProductNamesNote } from '../../ui/ProductNamesNote';
import type { CartLine } from '@shared/shop';
import { formatEuros } from '@shared/money';
import { enCart } from '../../i18n/en/cart';
import { frCart } from '../../i18n/fr/cart';
import { formatBackOfficeDateTime, formatDay } from '../../ui/dates';
import { useCatalog, useLocale } from '../../i18n/language';

/** A title loaded onto a card: which card, and from when to when. */
function ReloadDetails({ line }: { line: CartLine }) {
  const tCart = useCatalog(frCart, enCart);
  const period = line.ddv && line.dfv ? tCart.validity(formatDay(line.ddv), formatDay(line.dfv)) : null;
  if (!line.numSupport && !period) return null;
  return (
    <>
      {line.numSupport ? <p className="cart-line__detail">{tCart.card(line.numSupport)}</p> : null}
      {period ? <p className="cart-line__detail">{period}</p> : null}
    </>
  );
}

/** A reserved trip (Paris local date-times, read as text) or an origin-destination title. */
function TripDetails({ line }: { line: CartLine }) {
  const tCart = useCatalog(frCart, enCart);
  const from = line.libelleOrigine;
  const to = line.libelleDestination;
  if (!from && !to && !line.libelleLigne) return null;
  return (
    <dl className="cart-line__details">
      {from ? (
        <>
          <dt>{tCart.departure}</dt>
          <dd>{from}</dd>
        </>
      ) : null}
      {to ? (
        <>
          <dt>{tCart.arrival}</dt>
          <dd>{to}</dd>
        </>
      ) : null}
      {line.libelleLigne ? (
        <>
          <dt>{tCart.line}</dt>
          <dd>{line.libelleLigne}</dd>
        </>
      ) : null}
      {line.dateDepart ? (
        <>
          <dt>{tCart.dates}</dt>
          <dd>
            {formatBackOfficeDateTime(line.dateDepart)}
            {line.dateArrivee ? ` – ${formatBackOfficeDateTime(line.dateArrivee)}` : ''}
          </dd>
        </>
      ) : null}
      {line.allerRetour && line.dateDepartRetour ? (
        <>
          <dt>{tCart.returnLeg}</dt>
          <dd>
            {formatBackOfficeDateTime(line.dateDepartRetour)}
            {line.dateArriveeRetour ? ` – ${formatBackOfficeDateTime(line.dateArriveeRetour)}` : ''}
            {line.libelleLigneRetour ? ` (${line.libelleLigneRetour})` : ''}
          </dd>
        </>
      ) : null}
    </dl>
  );
}

export function CartLines({ lines, onRemove }: { lines: CartLine[]; onRemove?: (id: number) => void }) {
  const tCart = useCatalog(frCart, enCart);
  const locale = useLocale();
  return (
    <>
      <ProductNamesNote />
      <ul className="cart-lines">
        {lines.map((line) => (
          <li key={line.id} className="cart-line">
            <div className="cart-line__main">
              <span className="cart-line__label">
                {line.label} x {line.quantity}
              </span>
              <span className="cart-line__price">{formatEuros(line.totalPrice, locale)}</span>
              {onRemove ? (
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`${tCart.remove} ${line.label}`}
                  onClick={() => onRemove(line.id)}
                >
                  <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
                    <path d="M9 3h6l1 2h4v2H4V5h4zm-3 6h12l-1 12H7z" fill="currentColor" />
                  </svg>
                </button>
              ) : null}
            </div>
            <p className="cart-line__vat">
              {tCart.vatIncluded} {formatEuros(line.montantTva * line.quantity, locale)}
            </p>
            <ReloadDetails line={line} />
            <TripDetails line={line} />
          </li>
        ))}
      </ul>
    </>
  );
}
