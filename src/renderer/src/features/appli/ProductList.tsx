// The account's products, one list per network (SPEC §2 "Mobile ticket"): label, price (cents shown in
// euros, SPEC §9) and 'Choisir', which runs the provider's cart check; 'Annuler' signs out (SPEC §4).
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { signOutRequested } from '../../app/session/accountSlice';
import { enAppli } from '../../i18n/en/appli';
import { frAppli } from '../../i18n/fr/appli';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { productChosen, selectAppli } from './appliSlice';
import { formatCents } from '../../purchase/mobilePrices';
import { useCatalog, useLocale } from '../../i18n/language';

export function ProductList({ onSignOut }: { onSignOut: () => void }) {
  const t = useCatalog(frAppli, enAppli).products;
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const { productsStatus, networks, productsError, checking, checkError } = useAppSelector(selectAppli);
  const loading = productsStatus === 'idle' || productsStatus === 'loading';
  return (
    <div className="appli-products">
      <h2>{t.title}</h2>
      {loading ? <Spinner /> : null}
      {productsError ? <Alert tone="error">{productsError}</Alert> : null}
      {checkError ? <Alert tone="error">{checkError}</Alert> : null}
      {productsStatus === 'loaded' && networks.length === 0 ? <p>{t.none}</p> : null}
      {networks.map((network) => (
        <section key={network.id} className="appli-network" aria-labelledby={`reseau-${network.id}`}>
          <h3 id={`reseau-${network.id}`}>{network.label}</h3>
          <ul className="appli-network__products">
            {network.produits.map((product) => {
              const price = formatCents(product.prixTTC, locale);
              return (
                <li key={product.id} className="appli-product">
                  <span className="appli-product__label">{product.label}</span>
                  <span className="appli-product__price">{price}</span>
                  <button
                    type="button"
                    className="button"
                    aria-disabled={checking !== null || undefined}
                    aria-busy={checking === product.id || undefined}
                    onClick={() => dispatch(productChosen(product))}
                  >
                    {t.choose}
                    <span className="visually-hidden">
                      {' '}
                      {product.label}, {price}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <div className="actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            onSignOut();
            dispatch(signOutRequested({ reason: 'customer' }));
          }}
        >
          {t.logout}
        </button>
      </div>
    </div>
  );
}
