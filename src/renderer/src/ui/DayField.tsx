// A required day (SPEC §2 'Date*', the return date, the ticket's departure day, the new day of a
// modification), typed in its segments or chosen in the calendar that opens in the page. Only a complete
// day is a value (null otherwise). With `max`, only a day within min..max is one and the field says which
// days can be chosen; else the page gives the field's error. Errors are ours, French, tied to the field.
import { useId, useState } from 'react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { DatePicker, Label } from 'react-aria-components';
import { enReservation } from '../i18n/en/reservation';
import { frReservation } from '../i18n/fr/reservation';
import { formatDay } from './dates';
import { CalendarPopover, DayInputGroup } from './CalendarParts';
import { useCatalog } from '../i18n/language';

interface Props {
  label: string;
  /** yyyy-MM-dd, or null while none is chosen. */
  value: string | null;
  /** The first day that can be chosen (yyyy-MM-dd). */
  min: string;
  /** The last one, when the field itself keeps to a range. */
  max?: string;
  /** The page's message about the value, if any. */
  error?: string | null;
  onChange: (day: string | null) => void;
}

const toDate = (day: string | null): CalendarDate | null => {
  if (day === null) return null;
  try {
    return parseDate(day);
  } catch {
    return null;
  }
};

export function DayField({ label, value, min, max, error = null, onChange }: Props) {
  const t = useCatalog(frReservation, enReservation);
  // What is typed stays on screen, complete or not; a day set elsewhere replaces it.
  const [draft, setDraft] = useState<CalendarDate | null>(() => toDate(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (toDate(value)?.toString() !== draft?.toString()) setDraft(toDate(value));
  }
  const errorId = useId();
  const outsideRange = (day: string) => max !== undefined && (day < min || day > max);
  const message =
    error ??
    (draft && outsideRange(draft.toString()) ? t.dayOutOfRange(formatDay(min), formatDay(max!)) : null);

  return (
    // The wrapper holds react-aria's hidden form copy of the date, which it renders beside the picker.
    <div className="day-picker-field">
      <DatePicker
        className="day-picker"
        value={draft}
        minValue={toDate(min) ?? undefined}
        maxValue={max === undefined ? undefined : (toDate(max) ?? undefined)}
        isRequired
        isInvalid={message !== null}
        // Our own French messages are shown, not the browser's nor react-aria's.
        validationBehavior="aria"
        aria-describedby={message ? errorId : undefined}
        onChange={(date) => {
          setDraft(date);
          const day = date ? date.toString() : null;
          const next = day !== null && outsideRange(day) ? null : day;
          setShown(next);
          if (next !== value) onChange(next);
        }}
      >
        <Label className="day-picker__label">
          {label}
          <span aria-hidden="true"> *</span>
        </Label>
        <DayInputGroup />
        {message ? (
          <p id={errorId} className="field__error">
            {message}
          </p>
        ) : null}
        <CalendarPopover />
      </DatePicker>
    </div>
  );
}
