// /vpc/item: the chosen product's detail; back to /vpc when none is chosen (SPEC §2 "Shop").
import { PageBack } from '../../app/layout/PageActions';
import { Link, Navigate } from 'react-router-dom';
import { formatEuros } from '@shared/money';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import { enVpc } from '../../i18n/en/vpc';
import { frVpc } from '../../i18n/fr/vpc';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { MiniCart } from './MiniCart';
import { QuantitySelect } from './QuantitySelect';
import { ShopBanners } from './ShopBanners';
import { addToCartRequested, quantityChosen, selectSelectedProduct, selectVpc } from './vpcSlice';
import { useCatalog, useLocale } from '../../i18n/language';

export default function ItemPage() {
  const tShell = useCatalog(fr, en);
  const tVpc = useCatalog(frVpc, enVpc);
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const product = useAppSelector(selectSelectedProduct);
  const { quantities, adding } = useAppSelector(selectVpc);
  if (!product) return <Navigate to="/vpc" replace />;
  const quantity = quantities[product.id] ?? product.quantities[0]!;

  return (
    <section className="page shop">
      <h1>{product.label}</h1>
      <ShopBanners />
      <div className="shop__body">
        <div className="product-detail">
          <img
            className="product-detail__image"
            src={product.productImageUrl}
            alt={product.label}
            width={280}
            height={280}
          />
          <div className="product-detail__info">
            <p className="product__price">{formatEuros(product.price, locale)}</p>
            <p>{product.description}</p>
            <QuantitySelect
              quantities={product.quantities}
              value={quantity}
              onChange={(q) => dispatch(quantityChosen({ productId: product.id, quantity: q }))}
            />
            <div className="actions">
              {/* aria-disabled, not disabled: a disabled button drops the keyboard focus it had. */}
              <button
                type="button"
                className="button"
                aria-disabled={adding || undefined}
                onClick={() => !adding && dispatch(addToCartRequested({ productId: product.id, quantity }))}
              >
                {tVpc.add}
              </button>
              {/* On the kiosk, where every screen's 'Retour' is (app/layout/PageActions). */}
              <PageBack>
                <Link className="button button--secondary" to="/vpc/itemlist">
                  {tShell.app.back}
                </Link>
              </PageBack>
            </div>
          </div>
        </div>
        <MiniCart />
      </div>
    </section>
  );
}
