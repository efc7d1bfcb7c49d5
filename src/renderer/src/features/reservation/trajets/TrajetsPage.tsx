// /reservation/trajets 'Trajets disponibles' (SPEC §2 "Reservation", §4 "Reservation flow", §9): the day's
// runs between the searched stops with their full fare, lowest price and places; those already gone are listed apart
// and cannot be booked; a run with places opens 'Détails de votre réservation'. Without a search, back to
// 'Mon trajet'.
import { PageActions } from '../../../app/layout/PageActions';
import { useEffect } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { I18nProvider } from 'react-aria-components';
import { tripFares } from '@shared/reservation-rules';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { enPages } from '../../../i18n/en/pages';
import { frPages } from '../../../i18n/fr/pages';
import { enReservation } from '../../../i18n/en/reservation';
import { frReservation } from '../../../i18n/fr/reservation';
import { Alert } from '../../../ui/Alert';
import { formatDay } from '../../../ui/dates';
import { Spinner } from '../../../ui/Spinner';
import { INFOS_PATH } from '../reservationSaga';
import { selectSearch } from '../reservationSlice';
import { dialogClosed, tripChosen } from './dialogSlice';
import { ReservationDialog } from './ReservationDialog';
import { selectTrajets, trajetsOpened } from './trajetsSlice';
import { TripCard } from './TripCard';
import '../reservation.css';
import { useCatalog, useLocale } from '../../../i18n/language';

export default function TrajetsPage() {
  const locale = useLocale();
  const tPages = useCatalog(frPages, enPages);
  const t = useCatalog(frReservation, enReservation);
  const dispatch = useAppDispatch();
  const search = useAppSelector(selectSearch);
  const { status, error, offered, earlier, products } = useAppSelector(selectTrajets);
  useEffect(() => {
    dispatch(trajetsOpened());
    return () => {
      dispatch(dialogClosed());
    };
  }, [dispatch]);

  if (!search) return <Navigate to={INFOS_PATH} replace />;
  const faresOf = (line: string, day: string) => tripFares(products[line] ?? [], day);

  return (
    <I18nProvider locale={locale}>
      <section className="page reservation trajets">
        <h1>{tPages.reservationTrajets}</h1>
        <p className="trajets__search">
          {t.searchSummary(search.origin.libelle, search.destination.libelle, formatDay(search.date))}
        </p>
        {status === 'loading' || status === 'idle' ? <Spinner /> : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
        {status === 'loaded' ? (
          <>
            <section className="trip-section" aria-labelledby="trajets-proposes">
              <h2 id="trajets-proposes">{t.offered}</h2>
              {offered.length > 0 ? (
                <ul className="trip-list">
                  {offered.map((trip) => {
                    const fares = faresOf(trip.leg.codeLigne, trip.day);
                    return (
                      <li key={trip.leg.codeCourse}>
                        <TripCard
                          leg={trip.leg}
                          places={trip.places}
                          fares={fares}
                          unavailable={fares === null ? t.noProduct : null}
                          onChoose={() => dispatch(tripChosen(trip))}
                        />
                      </li>
                    );
                  })}
                </ul>
              ) : (
                <p>{t.noTrip}</p>
              )}
            </section>
            {earlier.length > 0 ? (
              <section className="trip-section" aria-labelledby="trajets-partis">
                <h2 id="trajets-partis">{t.alternatives}</h2>
                <ul className="trip-list trip-list--earlier">
                  {earlier.map((trip) => (
                    <li key={trip.leg.codeCourse}>
                      <TripCard
                        leg={trip.leg}
                        places={trip.places}
                        fares={faresOf(trip.leg.codeLigne, trip.day)}
                      />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        ) : null}
        <PageActions
          back={
            <Link className="button button--secondary" to={INFOS_PATH}>
              {t.back}
            </Link>
          }
        />
        <ReservationDialog />
      </section>
    </I18nProvider>
  );
}
