import { Link } from 'react-router-dom';
import { enVpc } from '../../i18n/en/vpc';
import { frVpc } from '../../i18n/fr/vpc';
import { useAppSelector } from '../../app/hooks';
import { Alert } from '../../ui/Alert';
import { selectVpc } from './vpcSlice';
import { useCatalog } from '../../i18n/language';

/** Error banner, and the success banner with its link to the cart. */
export function ShopBanners() {
  const tVpc = useCatalog(frVpc, enVpc);
  const { error, added } = useAppSelector(selectVpc);
  return (
    <>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {added ? (
        <Alert tone="success">
          {tVpc.added} <Link to="/cart">{tVpc.goToCart}</Link>
        </Alert>
      ) : null}
    </>
  );
}
