// A start of validity picked in a calendar (free date, or a week: Mondays only on calendar weeks), typed
// day / month / year, or chosen in the calendar that opens in the page. Within ddvMin..ddvMax.
import { useId, useState } from 'react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { DatePicker, FieldError, Label } from 'react-aria-components';
import { CalendarPopover, DayInputGroup } from '../../../ui/CalendarParts';

interface Props {
  label: string;
  labelSuffix: string;
  /** yyyy-MM-dd */
  value: string;
  min: string;
  max: string;
  isDayAvailable?: (day: string) => boolean;
  description?: string | null;
  onChange: (day: string) => void;
}

const toDate = (day: string): CalendarDate | null => {
  try {
    return parseDate(day);
  } catch {
    return null;
  }
};

export function DayPicker({
  label,
  labelSuffix,
  value,
  min,
  max,
  isDayAvailable,
  description,
  onChange,
}: Props) {
  // What the customer is typing stays on screen, complete or not; the product's date replaces it whenever
  // that changes (a recalculation, or the revert after a failure).
  const [draft, setDraft] = useState<CalendarDate | null>(() => toDate(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(toDate(value));
  }
  const minValue = toDate(min) ?? undefined;
  const maxValue = toDate(max) ?? undefined;
  const hintId = useId();
  const available = (day: string) => day >= min && day <= max && (isDayAvailable?.(day) ?? true);

  return (
    // The wrapper holds react-aria's hidden form copy of the date, which it renders beside the picker.
    <div className="day-picker-field">
      <DatePicker
        className="day-picker"
        aria-describedby={description ? hintId : undefined}
        value={draft}
        minValue={minValue}
        maxValue={maxValue}
        isDateUnavailable={isDayAvailable ? (date) => !isDayAvailable(date.toString()) : undefined}
        onChange={(date) => {
          setDraft(date);
          // Only a day that can be chosen is sent; the field says why another cannot.
          if (date && available(date.toString()) && date.toString() !== value) onChange(date.toString());
        }}
      >
        <Label className="day-picker__label">
          {label}
          <span className="visually-hidden"> {labelSuffix}</span>
        </Label>
        <DayInputGroup />
        {description ? (
          <p id={hintId} className="day-picker__hint">
            {description}
          </p>
        ) : null}
        <FieldError className="field__error" />
        <CalendarPopover />
      </DatePicker>
    </div>
  );
}
