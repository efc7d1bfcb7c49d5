// Step 3 of the dialog: the runs back on the outbound's line that day. One may be chosen when it leaves
// after the outbound arrives and has a place for every round-trip passenger (SPEC §5); the others say why
// not. 'Aucun trajet retour disponible pour cette date.' when none can be.
import { useId } from 'react';
import type { Leg } from '@shared/reservation';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { enReservation } from '../../../i18n/en/reservation';
import { frReservation } from '../../../i18n/fr/reservation';
import { Alert } from '../../../ui/Alert';
import { Spinner } from '../../../ui/Spinner';
import { returnProblem } from '../reservationRules';
import { returnTripChosen, selectDialog } from './dialogSlice';
import { TripCard } from './TripCard';
import { useCatalog } from '../../../i18n/language';

interface Props {
  outbound: Leg;
  passengers: number;
  /** « Retour : Cheverny – Château → Blois – Gare routière »: the way back, said above its runs. */
  direction: string;
}

export function ReturnTripStep({ outbound, passengers, direction }: Props) {
  const t = useCatalog(frReservation, enReservation);
  const directionId = useId();
  const dispatch = useAppDispatch();
  const { returnStatus, returnTrips, returnError, returnChoice } = useAppSelector(selectDialog);
  if (returnStatus === 'loading' || returnStatus === 'idle') return <Spinner />;
  if (returnStatus === 'failed') return <Alert tone="error">{returnError}</Alert>;
  const reasons = {
    line: null,
    beforeArrival: t.returnBeforeArrival,
    // A full run already says 'Plus de place disponible.'.
    places: passengers > 1 ? t.returnPlaces(passengers) : null,
  };
  const choosable = returnTrips.filter((trip) => returnProblem(outbound, trip, passengers) === null);
  return (
    <>
      <p id={directionId} className="reservation-dialog__direction">
        {direction}
      </p>
      {choosable.length === 0 ? <Alert tone="info">{t.noReturnTrip}</Alert> : null}
      {returnTrips.length > 0 ? (
        <ul className="trip-list trip-list--return" aria-labelledby={directionId}>
          {returnTrips.map((trip) => {
            const problem = returnProblem(outbound, trip, passengers);
            return (
              <li key={trip.leg.codeCourse}>
                <TripCard
                  leg={trip.leg}
                  places={trip.places}
                  selected={returnChoice === trip.leg.codeCourse}
                  unavailable={problem && trip.places > 0 ? reasons[problem] : null}
                  onChoose={() => dispatch(returnTripChosen(trip.leg.codeCourse))}
                />
              </li>
            );
          })}
        </ul>
      ) : null}
    </>
  );
}
