// Step 2 of the dialog: the return day, on or after the outbound day and within the days on sale (SPEC §5).
import type { Leg } from '@shared/reservation';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { enReservation } from '../../../i18n/en/reservation';
import { frReservation } from '../../../i18n/fr/reservation';
import { lastSaleDay, parisToday } from '../clock';
import { DayField } from '../../../ui/DayField';
import { legDay } from '../reservationRules';
import { returnDateChanged, selectDialog } from './dialogSlice';
import { useCatalog } from '../../../i18n/language';

export function ReturnDateStep({ outbound }: { outbound: Leg }) {
  const t = useCatalog(frReservation, enReservation);
  const dispatch = useAppDispatch();
  const { returnDate } = useAppSelector(selectDialog);
  return (
    <DayField
      label={t.returnDate}
      value={returnDate}
      min={legDay(outbound)}
      max={lastSaleDay(parisToday())}
      onChange={(day) => dispatch(returnDateChanged(day))}
    />
  );
}
