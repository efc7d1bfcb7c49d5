// The kiosk's first step when it knows its stop (issue 24 item 1): where are you going? Every stop its
// lines reach as a large button, A to Z with a filter typed on the on-screen keyboard; the line is chosen
// for the customer when one serves the pair, asked otherwise; 'Partir d’un autre arrêt' leads to SPEC's steps.
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { enSelectionOd } from '../../i18n/en/selectionOd';
import { frSelectionOd } from '../../i18n/fr/selectionOd';
import { useCatalog } from '../../i18n/language';
import { useTakeAfterPaint } from '../../ui/useTakeAfterPaint';
import { lineLabel, selectTopology } from '../topology';
import {
  destinationCleared,
  destinationPending,
  journeyChosen,
  otherStopChosen,
  selectSelectionOd,
} from './selectionOdSlice';
import { destinationsFrom, filteredDestinations, type Destination } from './stationRules';

/** Past this many, the list gets its filter (three columns of large buttons fill the screen). */
const FILTER_FROM = 12;

export function StationJourney({ station }: { station: string }) {
  const t = useCatalog(frSelectionOd, enSelectionOd).station;
  const dispatch = useAppDispatch();
  const topology = useAppSelector(selectTopology);
  const od = useAppSelector(selectSelectionOd);
  const [typed, setTyped] = useState('');
  const destinations = destinationsFrom(station, topology, od.unsoldLines ?? []);
  const stationLabel = topology.stops.find((s) => s.code === station)?.libelle ?? station;
  const labelOf = (code: string) => destinations.find((d) => d.code === code)?.libelle ?? code;
  const pending = destinations.find((d) => d.code === od.pendingDestination);
  // The button just tapped, filled until its next step (the titles) shows after the next frame.
  const [taking, take] = useTakeAfterPaint<string>();
  const choiceClass = (key: string) =>
    taking === key ? 'station__choice station__choice--taking' : 'station__choice';

  const choose = (destination: Destination) =>
    take(destination.code, () => {
      const [only, ...others] = destination.lines;
      if (only && others.length === 0)
        dispatch(journeyChosen({ line: only, origin: station, destination: destination.code }));
      else dispatch(destinationPending(destination.code));
    });
  const otherStop = (
    <button type="button" className="button button--secondary" onClick={() => dispatch(otherStopChosen())}>
      {t.otherStop}
    </button>
  );
  // Once a destination is chosen, both ways back side by side: the titles need the room below.
  const actions = (
    <div className="station__actions">
      <button
        type="button"
        className="button button--secondary"
        onClick={() => dispatch(destinationCleared())}
      >
        {t.changeDestination}
      </button>
      {otherStop}
    </div>
  );

  let body;
  if (od.line && od.origin === station && od.destination) {
    body = (
      <>
        <p className="station__destination">
          {t.chosen(labelOf(od.destination), lineLabel(od.line, topology.lines))}
        </p>
        {actions}
      </>
    );
  } else if (pending) {
    body = (
      <>
        <p>{t.lineAsked(pending.libelle)}</p>
        <ul className="station__choices" aria-label={t.lineAsked(pending.libelle)}>
          {pending.lines.map((line) => (
            <li key={line}>
              <button
                type="button"
                className={choiceClass(line)}
                onClick={() =>
                  take(line, () =>
                    dispatch(journeyChosen({ line, origin: station, destination: pending.code })),
                  )
                }
              >
                {lineLabel(line, topology.lines)}
              </button>
            </li>
          ))}
        </ul>
        {actions}
      </>
    );
  } else {
    const shown = filteredDestinations(destinations, typed);
    body = (
      <>
        {destinations.length > FILTER_FROM ? (
          <label className="station__filter">
            <span>{t.filter}</span>
            <input
              type="search"
              autoComplete="off"
              maxLength={40}
              value={typed}
              onChange={(event) => setTyped(event.target.value.slice(0, 40))}
            />
          </label>
        ) : null}
        {shown.length === 0 ? <p role="status">{t.noMatch}</p> : null}
        <ul className="station__choices" aria-label={t.destinations}>
          {shown.map((destination) => (
            <li key={destination.code}>
              <button
                type="button"
                className={choiceClass(destination.code)}
                onClick={() => choose(destination)}
              >
                {destination.libelle}
              </button>
            </li>
          ))}
        </ul>
        {otherStop}
      </>
    );
  }

  return (
    <section className="od-step station" aria-labelledby="etape-destination">
      <h2 id="etape-destination">{t.destinationStep}</h2>
      <p className="station__from">{t.from(stationLabel)}</p>
      {body}
    </section>
  );
}
