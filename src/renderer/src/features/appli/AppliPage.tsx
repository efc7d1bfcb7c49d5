// /appli (SPEC §2 "Mobile ticket"): the login, then the account's products; the app's store links.
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { enPages } from '../../i18n/en/pages';
import { frPages } from '../../i18n/fr/pages';
import { appliOpened, selectAppli } from './appliSlice';
import { LoginForm } from './LoginForm';
import { ProductList } from './ProductList';
import { StoreLinks } from './StoreLinks';
import './appli.css';
import { useCatalog } from '../../i18n/language';

export default function AppliPage() {
  const tPages = useCatalog(frPages, enPages);
  const dispatch = useAppDispatch();
  const { phase } = useAppSelector(selectAppli);
  useEffect(() => {
    dispatch(appliOpened());
  }, [dispatch]);
  return (
    <section className="page appli">
      <h1>{tPages.appli}</h1>
      {phase === 'login' ? <LoginForm /> : <ProductList />}
      <StoreLinks />
    </section>
  );
}
