// /appli (SPEC §2 "Mobile ticket"): the login, then the signed-in account with 'Se déconnecter' and its
// products by network; the app's store links.
import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectAccountMail } from '../../app/session/accountSlice';
import { enPages } from '../../i18n/en/pages';
import { frPages } from '../../i18n/fr/pages';
import { AccountBar } from './AccountBar';
import { appliOpened, selectAppli } from './appliSlice';
import { LOGIN_HEADING_ID, LoginForm } from './LoginForm';
import { ProductList } from './ProductList';
import { StoreLinks } from './StoreLinks';
import './appli.css';
import { useCatalog } from '../../i18n/language';

export default function AppliPage() {
  const tPages = useCatalog(frPages, enPages);
  const dispatch = useAppDispatch();
  const { phase } = useAppSelector(selectAppli);
  const mail = useAppSelector(selectAccountMail);
  // The button pressed is gone with the account: the focus goes to the login that replaces it.
  const focusLogin = useRef(false);
  useEffect(() => {
    dispatch(appliOpened());
  }, [dispatch]);
  useEffect(() => {
    if (phase !== 'login' || !focusLogin.current) return;
    focusLogin.current = false;
    document.getElementById(LOGIN_HEADING_ID)?.focus();
  }, [phase]);
  return (
    <section className="page appli">
      <h1>{tPages.appli}</h1>
      {phase === 'products' && mail ? (
        <AccountBar mail={mail} onSignOut={() => (focusLogin.current = true)} />
      ) : null}
      {phase === 'login' ? <LoginForm /> : <ProductList onSignOut={() => (focusLogin.current = true)} />}
      <StoreLinks />
    </section>
  );
}
