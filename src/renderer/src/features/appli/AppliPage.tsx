// /appli (SPEC §2 "Mobile ticket"): the login, then the account's products; the app's store links.
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { frPages } from '../../i18n/fr/pages';
import { appliOpened, selectAppli } from './appliSlice';
import { LoginForm } from './LoginForm';
import { ProductList } from './ProductList';
import { StoreLinks } from './StoreLinks';
import './appli.css';

export default function AppliPage() {
  const dispatch = useAppDispatch();
  const { phase } = useAppSelector(selectAppli);
  useEffect(() => {
    dispatch(appliOpened());
  }, [dispatch]);
  return (
    <section className="page appli">
      <h1>{frPages.appli}</h1>
      {phase === 'login' ? <LoginForm /> : <ProductList />}
      <StoreLinks />
    </section>
  );
}
