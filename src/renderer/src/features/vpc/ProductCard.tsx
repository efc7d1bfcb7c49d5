// A shop product: image, label, description, price, quantity and 'Ajouter'. A click anywhere on the card
// opens the detail (SPEC §2 "Shop") through its one link, the title, stretched over the card (vpc.css):
// one Tab stop and one link name for keyboards and screen readers, nothing interactive nested in it.
import type { ShopProduct } from '@shared/shop';
import { formatEuros } from '@shared/money';
import { enVpc } from '../../i18n/en/vpc';
import { frVpc } from '../../i18n/fr/vpc';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { QuantitySelect } from './QuantitySelect';
import './vpc.css';
import { addToCartRequested, productOpened, quantityChosen, selectVpc } from './vpcSlice';
import { useCatalog, useLocale } from '../../i18n/language';

export function ProductCard({ product }: { product: ShopProduct }) {
  const tVpc = useCatalog(frVpc, enVpc);
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const { quantities, adding } = useAppSelector(selectVpc);
  const quantity = quantities[product.id] ?? product.quantities[0]!;
  const open = (event: React.MouseEvent) => {
    event.preventDefault();
    dispatch(productOpened(product.id));
  };

  return (
    <li className="product">
      <article className="product__card" aria-labelledby={`produit-${product.id}`}>
        <img className="product__image" src={product.productImageUrl} alt="" width={160} height={160} />
        <h3 id={`produit-${product.id}`} className="product__label">
          <a href="/vpc/item" onClick={open} className="product__link">
            {product.label}
          </a>
        </h3>
        <p className="product__description">{product.description}</p>
        <p className="product__price">{formatEuros(product.price, locale)}</p>
        <QuantitySelect
          quantities={product.quantities}
          value={quantity}
          onChange={(q) => dispatch(quantityChosen({ productId: product.id, quantity: q }))}
        />
        {/* aria-disabled, not disabled: a disabled button drops the keyboard focus it had. */}
        <button
          type="button"
          className="button"
          aria-disabled={adding || undefined}
          aria-label={`${tVpc.add} ${product.label}`}
          onClick={() => !adding && dispatch(addToCartRequested({ productId: product.id, quantity }))}
        >
          {tVpc.add}
        </button>
      </article>
    </li>
  );
}
