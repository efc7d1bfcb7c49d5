// A run offered between two stops (SPEC §2 "Trajets"): day and times, duration, line, the full fare and
// the lowest price with its profile, the places left; a run without a place cannot be chosen. Used by the
// trips list, the return step (a toggle: 'Trajet choisi' once chosen) and the modification page.
import { useId } from 'react';
import type { Leg } from '@shared/reservation';
import { formatDuration, legMinutes, type TripFares } from '@shared/reservation-rules';
import { formatEuros } from '@shared/money';
import { enReservation } from '../../../i18n/en/reservation';
import { frReservation } from '../../../i18n/fr/reservation';
import { useTakeAfterPaint } from '../../../ui/useTakeAfterPaint';
import { formatDay, localTime } from '../../../ui/dates';
import { useCatalog, useLocale } from '../../../i18n/language';

export interface TripCardProps {
  leg: Leg;
  places: number;
  /** 'Plein tarif' and 'À partir de' with its profile: absent on the modification page (nothing is
   * bought). */
  fares?: TripFares | null;
  /** Absent: a run shown for information only (alternatives of the day). */
  onChoose?: () => void;
  /** The chosen run of a list to choose one from (return step): its button is a toggle. Absent: the
   * button opens what comes next (a dialog): the press is shown on the button in its own frame and
   * onChoose runs just after it, so mounting the dialog does not hold the press's paint (INP). */
  selected?: boolean;
  /** Why the run cannot be chosen though it has places (a return leaving too early, too few places for
   * every passenger, no product sold online): said on the card, and its button is locked. */
  unavailable?: string | null;
}

/** In a list to choose one from, the runs not chosen have an outline button and the chosen one a filled
 * one (issue 26: the chosen run looked like the others); elsewhere the button is filled. */
function chooseStyle(selected: boolean | undefined, opening: boolean): string {
  if (selected === false) return ' button--secondary';
  if (selected === true) return ' trip-card__choose--chosen';
  return opening ? ' trip-card__choose--opening' : '';
}

export function TripCard({ leg, places, fares, onChoose, selected, unavailable }: TripCardProps) {
  const t = useCatalog(frReservation, enReservation);
  const locale = useLocale();
  const full = places <= 0;
  const locked = full || Boolean(unavailable);
  const placesId = useId();
  const reasonId = useId();
  const [taking, take] = useTakeAfterPaint<true>();
  const opening = taking !== null;
  const choose = () => {
    if (locked || !onChoose) return;
    if (selected !== undefined) {
      onChoose();
      return;
    }
    take(true, onChoose);
  };
  const day = leg.dateDepart.slice(0, 10);
  // A leg past midnight arrives the next day: the card says which (SPEC §9 return-time rule).
  const arrivalDay = leg.dateArrivee.slice(0, 10);
  const arrival =
    arrivalDay === day
      ? localTime(leg.dateArrivee)
      : t.nextDayArrival(localTime(leg.dateArrivee), formatDay(arrivalDay));
  const times = `${localTime(leg.dateDepart)} – ${arrival}`;
  const heading = `${formatDay(day)} ${times}`;
  return (
    <article className={`trip-card${selected === true ? ' trip-card--selected' : ''}`} aria-label={heading}>
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
        {fares ? (
          <div>
            <dt>{t.fullFare}</dt>
            <dd>{formatEuros(fares.full, locale)}</dd>
          </div>
        ) : null}
        {fares && fares.lowest.price < fares.full ? (
          <div>
            <dt>{t.fromPrice}</dt>
            <dd>{t.lowestFare(formatEuros(fares.lowest.price, locale), fares.lowest.label)}</dd>
          </div>
        ) : null}
      </dl>
      <p id={placesId} className={`trip-card__places${full ? ' trip-card__places--full' : ''}`}>
        {t.places(places)}
      </p>
      {unavailable ? (
        <p id={reasonId} className="trip-card__reason">
          {unavailable}
        </p>
      ) : null}
      {onChoose ? (
        <button
          type="button"
          className={`button trip-card__choose${chooseStyle(selected, opening)}`}
          aria-disabled={locked || undefined}
          aria-describedby={full ? placesId : unavailable ? reasonId : undefined}
          aria-pressed={selected}
          onClick={choose}
        >
          {selected === true ? (
            <>
              <span aria-hidden="true" className="trip-card__check">
                ✓
              </span>
              {t.chosen}
            </>
          ) : (
            t.choose
          )}
        </button>
      ) : null}
    </article>
  );
}
