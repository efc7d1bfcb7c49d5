// A run offered between two stops (SPEC §2 "Trajets"): day and times, duration, line, the lowest price,
// the places left; a run without a place cannot be chosen. Used by the trips list, the return step and
// the modification page.
import type { Leg } from '@shared/reservation';
import { formatDuration, legMinutes, placesText } from '@shared/reservation-rules';
import { formatEuros } from '@shared/money';
import { frReservation as t } from '../../../i18n/fr/reservation';
import { formatDay, localTime } from '../../../ui/dates';

export interface TripCardProps {
  leg: Leg;
  places: number;
  /** 'A partir de': absent on the modification page (nothing is bought). */
  fromPrice?: number | null;
  /** Absent: a run shown for information only (alternatives of the day). */
  onChoose?: () => void;
  /** The chosen run of a list (return step). */
  selected?: boolean;
}

export function TripCard({ leg, places, fromPrice, onChoose, selected = false }: TripCardProps) {
  const full = places <= 0;
  const day = leg.dateDepart.slice(0, 10);
  const times = `${localTime(leg.dateDepart)} – ${localTime(leg.dateArrivee)}`;
  const heading = `${formatDay(day)} ${times}`;
  return (
    <article className={`trip-card${selected ? ' trip-card--selected' : ''}`} aria-label={heading}>
      <h3 className="trip-card__when">
        <span>{formatDay(day)}</span> <span>{times}</span>
      </h3>
      <dl className="trip-card__facts">
        <div>
          <dt>{t.duration}</dt>
          <dd>{formatDuration(legMinutes(leg))}</dd>
        </div>
        <div>
          <dt>{t.line}</dt>
          <dd>{leg.libelleLigne}</dd>
        </div>
        {fromPrice != null ? (
          <div>
            <dt>{t.fromPrice}</dt>
            <dd>{formatEuros(fromPrice)}</dd>
          </div>
        ) : null}
      </dl>
      <p className={`trip-card__places${full ? ' trip-card__places--full' : ''}`}>{placesText(places)}</p>
      {onChoose ? (
        <button
          type="button"
          className="button trip-card__choose"
          aria-disabled={full || undefined}
          aria-pressed={selected}
          onClick={() => {
            if (!full) onChoose();
          }}
        >
          {t.choose}
        </button>
      ) : null}
    </article>
  );
}
