import { Link } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { useAppSelector } from '../../app/hooks';
import { Alert } from '../../ui/Alert';
import { selectVpc } from './vpcSlice';

/** Error banner, and the success banner with its link to the cart. */
export function ShopBanners() {
  const { error, added } = useAppSelector(selectVpc);
  return (
    <>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {added ? (
        <Alert tone="success">
          {fr.vpc.added} <Link to="/cart">{fr.vpc.goToCart}</Link>
        </Alert>
      ) : null}
    </>
  );
}
