// The new day of the modification and its runs (SPEC §2 "Modification page": new date picker, 'Chercher',
// trip cards): the day is required, today or later; the runs leaving after now between the ticket's two
// stops, each with its places left; a run with a place opens the confirmation.
import { useId, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { PageActions } from '../../../app/layout/PageActions';
import { enReservation } from '../../../i18n/en/reservation';
import { frReservation } from '../../../i18n/fr/reservation';
import { enModification } from '../../../i18n/en/reservationModification';
import { frModification } from '../../../i18n/fr/reservationModification';
import { Alert } from '../../../ui/Alert';
import { Spinner } from '../../../ui/Spinner';
import { TripCard } from '../trajets/TripCard';
import { parisToday } from './clock';
import { DayField } from '../../../ui/DayField';
import { newDayError } from './modificationRules';
import { newDayChanged, searchRequested, selectModification, tripChosen } from './modificationSlice';
import { useCatalog } from '../../../i18n/language';

export function TripSearch() {
  const t = useCatalog(frReservation, enReservation);
  const m = useCatalog(frModification, enModification);
  const dispatch = useAppDispatch();
  const { newDay, searchAttempted, searching, searchError, trips } = useAppSelector(selectModification);
  const today = parisToday();
  const error = newDayError(newDay, today, m);
  const results = useRef<HTMLElement>(null);
  const formId = useId();
  return (
    <>
      <section className="trip-search" aria-labelledby="nouvelle-date-titre">
        <h2 id="nouvelle-date-titre">{m.newDateTitle}</h2>
        <form
          id={formId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!searching) dispatch(searchRequested());
          }}
        >
          <DayField
            label={t.newDate}
            value={newDay}
            min={today}
            error={searchAttempted ? error : null}
            onChange={(day) => dispatch(newDayChanged(day))}
          />
          {/* On the kiosk, in the band below the page, where every screen's main action is (issue 24 item 7). */}
          <PageActions>
            {/* aria-disabled, not disabled: pressed without a day, it says what is missing. */}
            <button
              type="submit"
              form={formId}
              className="button"
              aria-disabled={error !== null || searching || undefined}
            >
              {t.search}
            </button>
          </PageActions>
        </form>
      </section>
      {searching ? <Spinner label={m.searching} /> : null}
      {searchError ? (
        <Alert tone={searchError === t.noTrip ? 'warning' : 'error'}>{searchError}</Alert>
      ) : null}
      {trips && trips.length > 0 ? (
        <section ref={results} className="trip-results" aria-labelledby="trajets-jour-titre">
          <h2 id="trajets-jour-titre">{m.tripsTitle}</h2>
          <div className="trip-results__list">
            {trips.map((trip) => (
              <TripCard
                key={`${trip.leg.codeCourse}-${trip.leg.dateDepart}`}
                leg={trip.leg}
                places={trip.places}
                onChoose={() => dispatch(tripChosen(trip))}
              />
            ))}
          </div>
        </section>
      ) : null}
    </>
  );
}
