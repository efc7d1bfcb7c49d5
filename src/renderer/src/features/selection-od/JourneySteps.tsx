// Steps 1 and 2: the line, then the origin and destination among its stops in order (SPEC §2
// "Selection-od"); each stop select leaves out the stop chosen in the other.
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { enSelectionOd } from '../../i18n/en/selectionOd';
import { frSelectionOd } from '../../i18n/fr/selectionOd';
import { ChoiceSelect } from '../rechargement';
import { stopsOfLine, selectTopology } from '../topology';
import { stopChoices } from './journeyRules';
import { destinationChosen, lineChosen, originChosen, selectSelectionOd } from './selectionOdSlice';
import { useCatalog } from '../../i18n/language';

export function JourneySteps() {
  const t = useCatalog(frSelectionOd, enSelectionOd);
  const dispatch = useAppDispatch();
  const { lines, itineraries, stops } = useAppSelector(selectTopology);
  const { line, origin, destination, unsoldLines } = useAppSelector(selectSelectionOd);
  // The kiosk leaves out the lines that sell nothing (unsoldLines is asked there only).
  const offered = lines.filter((l) => !unsoldLines?.includes(l.code));
  const lineStops = stopsOfLine(line, itineraries, stops);
  const toChoices = (other: string | null) =>
    stopChoices(lineStops, other).map((stop) => ({ id: stop.code, label: stop.libelle }));

  return (
    <>
      <section className="od-step" aria-labelledby="etape-ligne">
        <h2 id="etape-ligne">{t.lineStep}</h2>
        <ChoiceSelect
          className="od-step__select"
          label={t.line}
          choices={offered.map((l) => ({ id: l.code, label: l.libelle }))}
          value={line}
          onChange={(code) => dispatch(lineChosen(code))}
        />
      </section>
      {line ? (
        <section className="od-step" aria-labelledby="etape-trajet">
          <h2 id="etape-trajet">{t.journeyStep}</h2>
          <div className="od-step__stops">
            <ChoiceSelect
              className="od-step__select"
              label={t.origin}
              choices={toChoices(destination)}
              value={origin}
              onChange={(code) => dispatch(originChosen(code))}
            />
            <ChoiceSelect
              className="od-step__select"
              label={t.destination}
              choices={toChoices(origin)}
              value={destination}
              onChange={(code) => dispatch(destinationChosen(code))}
            />
          </div>
        </section>
      ) : null}
    </>
  );
}
