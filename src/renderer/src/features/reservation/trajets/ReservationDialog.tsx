// The dialog 'Détails de votre réservation' (SPEC §2, §4 "Reservation flow", §5): the outbound run, then
// its steps (passengers per profile; the return day and the return run when a chosen product is sold as
// a round trip), the order's price and VAT, 'Annuler' (one step back, closing at the first) and
// 'Confirmer' (locked by aria-disabled until the step is complete, saying what is missing). Escape closes.
import { useId, useRef, type RefObject } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { formatEuros } from '@shared/money';
import { isReturnDayValid, orderAmounts, returnPassengers, totalQuantity } from '@shared/reservation-rules';
import { selectPlatform } from '../../../app/appSlice';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { enKiosk } from '../../../i18n/en/kiosk';
import { frKiosk } from '../../../i18n/fr/kiosk';
import { PagerControls } from '../../../ui/pager/PagerControls';
import { usePager } from '../../../ui/pager/usePager';
import { enReservation } from '../../../i18n/en/reservation';
import { frReservation } from '../../../i18n/fr/reservation';
import { AfterFirstPaint } from '../../../ui/AfterFirstPaint';
import { Alert } from '../../../ui/Alert';
import { formatDay, formatLocalDateTime } from '../../../ui/dates';
import { Spinner } from '../../../ui/Spinner';
import { legDay, needsReturn, pricedProducts, returnProblem, type Search } from '../reservationRules';
import { selectSearch } from '../reservationSlice';
import {
  dialogCancelled,
  dialogClosed,
  dialogConfirmed,
  selectDialog,
  type DialogState,
} from './dialogSlice';
import { QuantitiesStep } from './QuantitiesStep';
import { ReturnDateStep } from './ReturnDateStep';
import { ReturnTripStep } from './ReturnTripStep';
import { selectTrajets } from './trajetsSlice';
import '../dialog.css';
import type { Catalog } from '../../../i18n/catalog';
import { useCatalog, useLocale } from '../../../i18n/language';

/** What 'Confirmer' waits for on this step, or null when it can go on. */
function confirmBlocker(
  dialog: DialogState,
  roundTrip: boolean,
  passengers: number,
  t: Catalog<typeof frReservation>,
): string | null {
  const outbound = dialog.trip!.leg;
  if (totalQuantity(dialog.quantities) === 0) return t.choosePassenger;
  if (dialog.step === 'returnDate' && roundTrip && !isReturnDayValid(dialog.returnDate, legDay(outbound)))
    return t.chooseReturnDate(formatDay(legDay(outbound)));
  if (dialog.step === 'returnTrip') {
    const back = dialog.returnTrips.find((trip) => trip.leg.codeCourse === dialog.returnChoice);
    if (!back || returnProblem(outbound, back, passengers) !== null) return t.chooseReturnTrip;
  }
  return null;
}

function Outbound({ search, dialog }: { search: Search; dialog: DialogState }) {
  const t = useCatalog(frReservation, enReservation);
  const leg = dialog.trip!.leg;
  return (
    <dl className="reservation-dialog__trip">
      <div>
        <dt>{t.outbound}</dt>
        <dd>{t.searchSummary(search.origin.libelle, search.destination.libelle, formatDay(legDay(leg)))}</dd>
      </div>
      <div>
        <dt>{t.departure}</dt>
        <dd>{formatLocalDateTime(leg.dateDepart)}</dd>
      </div>
      <div>
        <dt>{t.arrival}</dt>
        <dd>{formatLocalDateTime(leg.dateArrivee)}</dd>
      </div>
      <div>
        <dt>{t.line}</dt>
        <dd>{leg.libelleLigne}</dd>
      </div>
    </dl>
  );
}

/** On the kiosk the dialog fits the screen (issue 24 item 7): a step taller than its room (the runs back)
 * scrolls in the dialog's body, paged by 'Précédent'/'Suivant' above its 'Annuler' and 'Confirmer'. */
function DialogPager({ body, bodyId }: { body: RefObject<HTMLDivElement | null>; bodyId: string }) {
  const texts = useCatalog(frKiosk, enKiosk).pager;
  return <PagerControls pager={usePager(body)} texts={texts} controls={bodyId} />;
}

export function ReservationDialog() {
  const t = useCatalog(frReservation, enReservation);
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const dialog = useAppSelector(selectDialog);
  const search = useAppSelector(selectSearch);
  const { products } = useAppSelector(selectTrajets);
  const blockerId = useId();
  const bodyId = useId();
  const body = useRef<HTMLDivElement>(null);
  const kiosk = useAppSelector(selectPlatform) === 'kiosk';
  if (!dialog.trip || !search) return null;

  const outbound = dialog.trip.leg;
  const chosen = pricedProducts(products[outbound.codeLigne] ?? [], dialog.trip, dialog.quantities);
  const roundTrip = needsReturn(chosen);
  const amounts = orderAmounts(chosen);
  const blocker = confirmBlocker(dialog, roundTrip, returnPassengers(chosen), t);
  const locked = blocker !== null || dialog.adding || dialog.returnStatus === 'loading';
  const stepNames = {
    quantities: t.stepPassengers,
    returnDate: t.stepReturnDate,
    returnTrip: t.stepReturnTrip,
  };
  const stepIndex = { quantities: 1, returnDate: 2, returnTrip: 3 }[dialog.step];

  return (
    <ModalOverlay
      className="reservation-modal"
      isOpen
      isKeyboardDismissDisabled={dialog.adding}
      onOpenChange={(open) => {
        if (!open) dispatch(dialogClosed());
      }}
    >
      <Modal className="reservation-modal__box">
        <Dialog className="reservation-dialog">
          <Heading slot="title" level={2} className="reservation-dialog__title">
            {t.dialogTitle}
          </Heading>
          <div className="reservation-dialog__body" id={bodyId} ref={body}>
            <Outbound search={search} dialog={dialog} />
            <h3 className="reservation-dialog__step">{t.step(stepIndex, stepNames[dialog.step])}</h3>
            <AfterFirstPaint placeholder={<div className="reservation-dialog__pending" />}>
              {dialog.step === 'quantities' ? (
                <QuantitiesStep products={chosen} places={dialog.trip.places} />
              ) : null}
              {dialog.step === 'returnDate' ? <ReturnDateStep outbound={outbound} /> : null}
              {dialog.step === 'returnTrip' ? (
                <ReturnTripStep
                  outbound={outbound}
                  passengers={returnPassengers(chosen)}
                  direction={t.returnDirection(search.destination.libelle, search.origin.libelle)}
                />
              ) : null}
            </AfterFirstPaint>
            <dl className="reservation-dialog__amounts">
              <div>
                <dt>{t.orderPrice}</dt>
                <dd>{formatEuros(amounts.ttc, locale)}</dd>
              </div>
              <div>
                <dt>{t.vat}</dt>
                <dd>{formatEuros(amounts.tva, locale)}</dd>
              </div>
            </dl>
            {dialog.error ? <Alert tone="error">{dialog.error}</Alert> : null}
            {dialog.adding ? <Spinner label={t.adding} /> : null}
          </div>
          {kiosk ? <DialogPager body={body} bodyId={bodyId} /> : null}
          <div className="actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => dispatch(dialogCancelled())}
            >
              {t.cancel}
            </button>
            <button
              type="button"
              className="button"
              aria-disabled={locked || undefined}
              aria-describedby={blocker ? blockerId : undefined}
              onClick={() => {
                if (!locked) dispatch(dialogConfirmed());
              }}
            >
              {t.confirm}
            </button>
          </div>
          {blocker ? (
            <p id={blockerId} className="form-hint">
              {blocker}
            </p>
          ) : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
