// The kiosk's titles (issue 24 item 2): one large card per title with its price, its validity rule in
// words and 'Acheter', which takes one and moves on to the payment; the rule is read before paying. A
// title whose start the customer chooses (a day, a week, a month, a year: validityPicker) shows that choice
// on its card, set to the back office's first start: 'Acheter' buys at the start shown, and waits while a
// new start's price is being recalculated.
import { formatEuros } from '@shared/money';
import { isPurchasableType, type SellableProduct } from '@shared/reload';
import { useAppSelector } from '../../../app/hooks';
import { enRechargement } from '../../../i18n/en/rechargement';
import { enValidityRules } from '../../../i18n/en/validityRules';
import { frRechargement } from '../../../i18n/fr/rechargement';
import { frValidityRules } from '../../../i18n/fr/validityRules';
import { useCatalog, useLocale } from '../../../i18n/language';
import { Alert } from '../../../ui/Alert';
import { formatDay } from '../../../ui/dates';
import { ProductNamesNote } from '../../../ui/ProductNamesNote';
import { Spinner } from '../../../ui/Spinner';
import { selectProductChoice, shownDdv, type ValidityMessage } from './productChoiceSlice';
import { unitPrice } from './rules';
import { useValidityRequest, ValidityPicker } from './ValidityPicker';
import { validityRule } from './validityRule';
import './products.css';

interface Props {
  emptyText: string;
  /** Loaded onto a card (reload, top-up), not sold as a ticket: the simple title's rule differs. */
  onCard: boolean;
  busy: boolean;
  error: string | null;
  onBuy: (productId: number) => void;
}

export function KioskTitleCards({ emptyText, onCard, busy, error, onBuy }: Props) {
  const choice = useAppSelector(selectProductChoice);
  if (choice.status === 'loading') return <Spinner />;
  if (choice.status === 'failed') return <Alert tone="error">{choice.error}</Alert>;
  if (choice.status !== 'loaded') return null;
  // Nothing offered that sells nothing: a title listed but not for sale is no card (issue 24 item 7).
  const titles = choice.products.filter((product) => isPurchasableType(product.typeValidite));
  if (titles.length === 0) return <p className="reload-empty">{emptyText}</p>;
  return (
    <>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <ProductNamesNote />
      <ul className="title-cards">
        {titles.map((product) => (
          <TitleCard
            key={product.id}
            product={product}
            ddv={shownDdv(choice, product)}
            message={choice.validityMessage?.productId === product.id ? choice.validityMessage : null}
            onCard={onCard}
            busy={busy || choice.pendingDdv[product.id] !== undefined}
            unset={choice.noFreeStart.includes(product.id)}
            onBuy={onBuy}
          />
        ))}
      </ul>
    </>
  );
}

interface TitleCardProps extends Pick<Props, 'onCard' | 'busy' | 'onBuy'> {
  product: SellableProduct;
  /** The start of validity shown: the one being recalculated, else the product's. */
  ddv: string;
  message: ValidityMessage | null;
  /** The card holds every start offered: one is to be chosen before 'Acheter'. */
  unset: boolean;
}

function TitleCard({ product, ddv, message, onCard, busy, onBuy, unset }: TitleCardProps) {
  const t = useCatalog(frRechargement, enRechargement).products;
  const requestValidity = useValidityRequest(product.id);
  const rules = useCatalog(frValidityRules, enValidityRules);
  const locale = useLocale();
  const headingId = `carte-titre-${product.id}`;
  const unsetHintId = `carte-debut-${product.id}`;
  const rule = validityRule(product, onCard, rules);
  return (
    <li>
      <article className="title-card" aria-labelledby={headingId}>
        <h3 id={headingId} className="title-card__label">
          {product.label}
        </h3>
        <p className="title-card__price">
          <span className="visually-hidden">{t.price} : </span>
          {formatEuros(unitPrice(product), locale)}
        </p>
        {rule ? <p className="title-card__rule">{rule}</p> : null}
        <p className="title-card__dates">{t.validity(formatDay(product.ddv), formatDay(product.dfv))}</p>
        <ValidityPicker
          product={product}
          ddv={ddv}
          onChange={requestValidity}
          unsetHintId={unset ? unsetHintId : null}
        />
        {unset ? (
          <p id={unsetHintId} className="reload-product__hint">
            {t.allStartsHeld}
          </p>
        ) : null}
        {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
        <button
          type="button"
          className="button title-card__buy"
          aria-disabled={busy || unset || undefined}
          aria-describedby={unset ? unsetHintId : undefined}
          onClick={() => {
            if (!busy && !unset) onBuy(product.id);
          }}
        >
          {t.buy}
          <span className="visually-hidden"> {product.label}</span>
        </button>
      </article>
    </li>
  );
}
