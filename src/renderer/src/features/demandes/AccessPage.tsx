// /demandes/access 'Effectuer une demande' (SPEC §2 "Request creation", §8): the form, or why there is
// none, then the link-sent view.
import { useEffect } from 'react';
import { enDemandes } from '../../i18n/en/demandes';
import { frDemandes } from '../../i18n/fr/demandes';
import { enPages } from '../../i18n/en/pages';
import { frPages } from '../../i18n/fr/pages';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { AccessForm } from './AccessForm';
import { accessOpened } from './creationActions';
import { selectCreation } from './creationSelectors';
import './demandes.css';
import { HomeButton } from './HomeButton';
import { useCatalog } from '../../i18n/language';

function LinkSent() {
  const t = useCatalog(frDemandes, enDemandes);
  return (
    <>
      <Alert tone="success">
        <p className="demandes__outcome">{t.linkSent}</p>
      </Alert>
      <p>{t.linkExplanation}</p>
      <HomeButton />
    </>
  );
}

export default function AccessPage() {
  const tPages = useCatalog(frPages, enPages);
  const t = useCatalog(frDemandes, enDemandes);
  const dispatch = useAppDispatch();
  const creation = useAppSelector(selectCreation);
  useEffect(() => {
    dispatch(accessOpened());
  }, [dispatch]);
  const { formsStatus, forms } = creation;

  return (
    <section className="page demandes">
      <h1>{tPages.demandesAccess}</h1>
      {creation.sent ? (
        <LinkSent />
      ) : (
        <>
          {creation.error ? <Alert tone="error">{creation.error}</Alert> : null}
          {formsStatus === 'loading' ? <Spinner /> : null}
          {formsStatus === 'loaded' && forms.length === 0 ? <Alert tone="info">{t.noForm}</Alert> : null}
          {formsStatus === 'loaded' && forms.length > 0 ? <AccessForm /> : null}
        </>
      )}
    </section>
  );
}
