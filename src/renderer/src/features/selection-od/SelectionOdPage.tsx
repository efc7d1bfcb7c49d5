// /selection-od 'Acheter un titre' and /selection-od?carte=true 'Recharger un trajet' (SPEC §2
// "Selection-od", §4 "Top-up (OD)"): line, journey, titles, total and 'Valider'. A top-up needs the card
// looked up on /rechargement/infos-od, and starts from its origin-destination title.
import { formatCardNumber } from '@shared/card-number';
import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { I18nProvider } from 'react-aria-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { InBandOnKiosk } from '../../app/layout/PageActions';
import { enPages } from '../../i18n/en/pages';
import { frPages } from '../../i18n/fr/pages';
import { enRechargement } from '../../i18n/en/rechargement';
import { frRechargement } from '../../i18n/fr/rechargement';
import { enSelectionOd } from '../../i18n/en/selectionOd';
import { frSelectionOd } from '../../i18n/fr/selectionOd';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import {
  cardStateText,
  isUsableCard,
  ChoiceSummary,
  KioskTitleCards,
  ProductChooser,
  useOneTapTitles,
  selectCard,
} from '../rechargement';
import { selectDevice, selectPlatform } from '../../app/appSlice';
import { selectTopology } from '../topology';
import { isComplete } from './journeyRules';
import { JourneySteps } from './JourneySteps';
import { StationJourney } from './StationJourney';
import { isKnownStop, stationOf } from './stationRules';
import { odAddRequested, odBuyOneRequested, odOpened, selectSelectionOd } from './selectionOdSlice';
import './selection-od.css';
import { useCatalog, useLocale } from '../../i18n/language';

export default function SelectionOdPage() {
  const locale = useLocale();
  const tPages = useCatalog(frPages, enPages);
  const tRechargement = useCatalog(frRechargement, enRechargement);
  const t = useCatalog(frSelectionOd, enSelectionOd);
  const dispatch = useAppDispatch();
  const carte = useSearchParams()[0].get('carte') === 'true';
  const card = useAppSelector(selectCard);
  const topology = useAppSelector(selectTopology);
  const od = useAppSelector(selectSelectionOd);
  const kiosk = useAppSelector(selectPlatform) === 'kiosk';
  const { oneTap, toggle } = useOneTapTitles();
  // A kiosk that knows its stop starts a ticket from where the customer stands (issue 24 item 1); a
  // top-up starts from the card's own journey, the counter and the web keep SPEC's steps.
  const device = useAppSelector(selectDevice);
  const station = kiosk && !carte ? stationOf(device) : null;
  // The kiosk shows its lines once it knows which sell nothing (checkSoldLines).
  const loaded = topology.status === 'loaded' && !(kiosk && !carte && od.unsoldLines === null);
  const unknownStation = station !== null && loaded && !isKnownStop(station, topology);
  const fromStation = station !== null && loaded && !unknownStation && !od.otherStop;
  useEffect(() => {
    dispatch(odOpened({ carte }));
  }, [dispatch, carte, card]);

  if (carte && !card) return <Navigate to="/rechargement/infos-od" replace />;
  // A deleted or blacklisted card is shown, never topped up.
  const blocked = carte && card !== null && !isUsableCard(card.etat);

  return (
    <I18nProvider locale={locale}>
      <section className="page selection-od">
        <h1>{carte ? tPages.selectionOdCarte : tPages.selectionOd}</h1>
        {carte && card ? (
          <div className="card-summary">
            <p className="card-summary__number">
              {tRechargement.card.number(formatCardNumber(card.numeroAffiche))}
            </p>
            {blocked ? <Alert tone="error">{cardStateText(card.etat, tRechargement.card)}</Alert> : null}
          </div>
        ) : null}
        {blocked ? null : (
          <>
            {topology.status === 'failed' ? <Alert tone="error">{t.unavailable}</Alert> : null}
            {topology.status === 'loading' || (topology.status === 'loaded' && !loaded) ? <Spinner /> : null}
            {unknownStation ? <Alert tone="error">{t.station.unknown(station)}</Alert> : null}
            {fromStation ? <StationJourney station={station} /> : null}
            {loaded && !fromStation ? <JourneySteps /> : null}
            {loaded && isComplete(od) ? (
              <>
                <section className="od-step" aria-labelledby="etape-titre">
                  <h2 id="etape-titre">{fromStation ? t.station.productStep : t.productStep}</h2>
                  {oneTap ? (
                    <KioskTitleCards
                      emptyText={t.noProduct}
                      onCard={carte}
                      busy={od.adding}
                      error={od.error}
                      onBuy={(id) => dispatch(odBuyOneRequested(id))}
                    />
                  ) : (
                    <ProductChooser onCard={carte} emptyText={t.noProduct} />
                  )}
                  {toggle}
                </section>
                {oneTap ? null : (
                  // 'Total' and 'Valider' together in the kiosk's band (issue 24 item 7).
                  <InBandOnKiosk>
                    <ChoiceSummary
                      busy={od.adding}
                      error={od.error}
                      onValidate={() => dispatch(odAddRequested())}
                    />
                  </InBandOnKiosk>
                )}
              </>
            ) : null}
          </>
        )}
      </section>
    </I18nProvider>
  );
}
