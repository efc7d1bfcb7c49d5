// The reserve tab of 'Mon trajet' (SPEC §2 "Reservation", §5): Date*, Départ*, Arrivée*, 'Valider' once
// all three are chosen (locked by aria-disabled, saying what is missing), and 'Retour' home unless the
// app is locked onto the module. Without the topology, 'Service indisponible…' (SPEC §8).
import { PageActions } from '../../app/layout/PageActions';
import { useEffect, useId, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectLockedModule } from '../../app/appSlice';
import { enReservation } from '../../i18n/en/reservation';
import { frReservation } from '../../i18n/fr/reservation';
import { Alert } from '../../ui/Alert';
import { Spinner } from '../../ui/Spinner';
import { selectTopology, topologyRequested } from '../topology';
import { lastSaleDay, parisToday } from './clock';
import { DayField } from '../../ui/DayField';
import { StopComboBox } from './fields/StopComboBox';
import { destinationOptions, searchMissing, stopOptions } from './reservationRules';
import {
  dateChosen,
  destinationChosen,
  originChosen,
  searchRequested,
  selectReservation,
} from './reservationSlice';
import { useCatalog } from '../../i18n/language';

export function ReserveTab() {
  const t = useCatalog(frReservation, enReservation);
  const dispatch = useAppDispatch();
  const topology = useAppSelector(selectTopology);
  const { form, error } = useAppSelector(selectReservation);
  const locked = useAppSelector(selectLockedModule) !== null;
  const missingId = useId();
  const formId = useId();
  useEffect(() => {
    dispatch(topologyRequested());
  }, [dispatch]);

  const options = useMemo(
    () => stopOptions(topology.itineraries, topology.stops),
    [topology.itineraries, topology.stops],
  );
  const destinations = destinationOptions(options, topology.itineraries, form.origin);
  const today = parisToday();
  const missing = searchMissing(form, { date: t.date, origin: t.origin, destination: t.destination });
  const back = locked ? null : (
    <Link className="button button--secondary" to="/home">
      {t.back}
    </Link>
  );

  if (topology.status === 'failed') {
    return (
      <>
        <Alert tone="error">{t.unavailable}</Alert>
        {back ? <PageActions back={back} /> : null}
      </>
    );
  }
  if (topology.status !== 'loaded') return <Spinner />;

  return (
    <form
      id={formId}
      className="reserve-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (missing.length === 0) dispatch(searchRequested());
      }}
    >
      <p className="form-hint">{t.mandatoryHint}</p>
      <DayField
        label={t.date}
        value={form.date}
        min={today}
        max={lastSaleDay(today)}
        onChange={(day) => dispatch(dateChosen(day))}
      />
      <div className="reserve-form__stops">
        <StopComboBox
          label={t.origin}
          options={options}
          value={form.origin}
          onChange={(code) => {
            dispatch(originChosen(code));
            // A destination no line joins to the new origin is no longer offered: it goes.
            const reachable = destinationOptions(options, topology.itineraries, code);
            if (form.destination && !reachable.some((o) => o.code === form.destination))
              dispatch(destinationChosen(null));
          }}
        />
        <StopComboBox
          label={t.destination}
          options={destinations}
          value={form.destination}
          onChange={(code) => dispatch(destinationChosen(code))}
        />
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <PageActions back={back}>
        {/* Named by `form`: on the kiosk it shows in the band below the page (PageActions). */}
        <button
          type="submit"
          form={formId}
          className="button"
          aria-disabled={missing.length > 0 || undefined}
          aria-describedby={missing.length > 0 ? missingId : undefined}
        >
          {t.validate}
        </button>
      </PageActions>
      {missing.length > 0 ? (
        <p id={missingId} className="form-hint">
          {t.missing(missing)}
        </p>
      ) : null}
    </form>
  );
}
