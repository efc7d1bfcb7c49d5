import { Link } from 'react-router-dom';
import { enVpc } from '../../i18n/en/vpc';
import { frVpc } from '../../i18n/fr/vpc';
import { useAppSelector } from '../../app/hooks';
import { selectPlatform } from '../../app/appSlice';
import { cartPath } from '../../app/goToCart';
import { Alert } from '../../ui/Alert';
import { selectVpc } from './vpcSlice';
import { useCatalog } from '../../i18n/language';

/** Error banner, and the success banner with its link to the cart. */
export function ShopBanners() {
  const tVpc = useCatalog(frVpc, enVpc);
  const { error, added } = useAppSelector(selectVpc);
  const platform = useAppSelector(selectPlatform);
  return (
    <>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {added ? (
        <Alert tone="success">
          {tVpc.added} <Link to={cartPath(platform)}>{tVpc.goToCart}</Link>
        </Alert>
      ) : null}
    </>
  );
}
