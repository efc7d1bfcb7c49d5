import { Link } from 'react-router-dom';
import { frVpc } from '../../i18n/fr/vpc';
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
          {frVpc.added} <Link to="/cart">{frVpc.goToCart}</Link>
        </Alert>
      ) : null}
    </>
  );
}
