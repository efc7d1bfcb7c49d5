// Cart lines: 'label x quantity', delete icon, price incl. VAT and VAT; trip and OD details.
import { ProductNamesNote } from '../ui/ProductNamesNote';
import type { CartLine } from '@shared/shop';
import { formatCardNumber } from '@shared/card-number';
import { parisDay } from '@shared/dates';
import { formatEuros } from '@shared/money';
import { enCart } from '../i18n/en/cart';
import { frCart } from '../i18n/fr/cart';
import { formatBackOfficeDateTime, formatDay } from '../ui/dates';
import { useCatalog, useLocale } from '../i18n/language';

/** A title loaded onto a card: which card, and from when to when. */
function ReloadDetails({ line }: { line: CartLine }) {
  const tCart = useCatalog(frCart, enCart);
  const period = line.ddv && line.dfv ? tCart.validity(formatDay(line.ddv), formatDay(line.dfv)) : null;
  if (!line.numSupport && !period) return null;
  return (
    <>
      {line.numSupport ? (
        <p className="cart-line__detail">{tCart.card(formatCardNumber(line.numSupport))}</p>
      ) : null}
      {period ? <p className="cart-line__detail">{period}</p> : null}
    </>
  );
}

/** A reserved trip's times: boarding – arrival (Paris local date-times, read as text). */
const times = (from: string, to: string | null | undefined) =>
  `${formatBackOfficeDateTime(from)}${to ? ` – ${formatBackOfficeDateTime(to)}` : ''}`;

/** A reserved trip: its line and each leg named, « Aller » and « Retour », with its stops and times. */
function LegDetails({ line, boards }: { line: CartLine; boards: string }) {
  const tCart = useCatalog(frCart, enCart);
  const from = line.libelleOrigine ?? '';
  const to = line.libelleDestination ?? '';
  const back = line.allerRetour && line.dateDepartRetour ? line.dateDepartRetour : null;
  const otherLine = line.libelleLigneRetour && line.libelleLigneRetour !== line.libelleLigne;
  return (
    <dl className="cart-line__details">
      {line.libelleLigne ? (
        <>
          <dt>{tCart.line}</dt>
          <dd>{line.libelleLigne}</dd>
        </>
      ) : null}
      <dt>{tCart.outboundLeg}</dt>
      <dd>{tCart.leg(from, to, times(boards, line.dateArrivee))}</dd>
      {back ? (
        <>
          <dt>{tCart.returnLeg}</dt>
          <dd>
            {tCart.leg(to, from, times(back, line.dateArriveeRetour))}
            {otherLine ? ` (${line.libelleLigneRetour})` : ''}
          </dd>
        </>
      ) : null}
    </dl>
  );
}

/** An origin-destination title: its stops and line; a ticket for today, the 30-minute rule. */
function TripDetails({ line }: { line: CartLine }) {
  const tCart = useCatalog(frCart, enCart);
  if (line.dateDepart) return <LegDetails line={line} boards={line.dateDepart} />;
  const from = line.libelleOrigine;
  const to = line.libelleDestination;
  if (!from && !to && !line.libelleLigne) return null;
  // A ticket (not loaded onto a card) valid today boards within 30 minutes of its purchase (SPEC §9).
  const boardsNow = !line.numSupport && (!line.ddv || line.ddv === parisDay(new Date()));
  return (
    <>
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
      </dl>
      {boardsNow ? <p className="cart-line__detail">{tCart.boarding}</p> : null}
    </>
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
