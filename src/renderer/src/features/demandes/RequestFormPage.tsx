// /demandes/formulaire/:guid (SPEC §2 "Request processing", §4, §8): the request's form, or why it
// cannot be filled (expired link, lookup failure, already processed), then the recorded view.
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { enDemandes } from '../../i18n/en/demandes';
import { frDemandes } from '../../i18n/fr/demandes';
import { enPages } from '../../i18n/en/pages';
import { frPages } from '../../i18n/fr/pages';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { clearChosenFiles } from './chosenFiles';
import { requestOpened } from './processingActions';
import { selectProcessing } from './processingSelectors';
import { RequestForm } from './RequestForm';
import { RequestSent } from './RequestSent';
import './demandes.css';
import { useCatalog } from '../../i18n/language';

function Body() {
  const t = useCatalog(frDemandes, enDemandes);
  const state = useAppSelector(selectProcessing);
  switch (state.phase) {
    case 'expired':
      return (
        <Alert tone="error">
          <p>{t.expired}</p>
          <p>
            <Link to="/demandes/access">{t.renew}</Link>
          </p>
        </Alert>
      );
    case 'failed':
      return <Alert tone="error">{state.loadError}</Alert>;
    case 'processed':
      return <Alert tone="info">{t.alreadyProcessed}</Alert>;
    case 'ready':
      return <RequestForm />;
    case 'sent':
      return <RequestSent request={state.request} form={state.form} />;
    default:
      return <Spinner />;
  }
}

export default function RequestFormPage() {
  const tPages = useCatalog(frPages, enPages);
  const dispatch = useAppDispatch();
  const { guid } = useParams();
  const form = useAppSelector((state) => selectProcessing(state).form);
  useEffect(() => {
    if (guid) dispatch(requestOpened(guid));
    // Chosen files are not kept once the requester leaves the page (a kiosk's next customer).
    return clearChosenFiles;
  }, [dispatch, guid]);

  return (
    <section className="page demandes">
      <h1>{form?.nom || tPages.demandesFormulaire}</h1>
      <Body />
    </section>
  );
}
