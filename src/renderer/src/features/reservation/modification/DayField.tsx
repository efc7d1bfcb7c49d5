// A required day (react-aria DatePicker, fr-FR: jj/mm/aaaa, weeks from Monday) from `min` on, typed in its
// segments or chosen in the calendar that opens in the page. The error is ours, French, tied to the field;
// an incomplete or impossible date is no day (null).
import { useId, useState } from 'react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Label,
  Popover,
} from 'react-aria-components';
import '../../rechargement/fields/fields.css';

interface Props {
  label: string;
  /** yyyy-MM-dd, or null when none is chosen. */
  value: string | null;
  /** The first day that can be chosen (yyyy-MM-dd). */
  min: string;
  error: string | null;
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

export function DayField({ label, value, min, error, onChange }: Props) {
  // What is typed stays on screen, complete or not; the store's day replaces it when that changes.
  const [draft, setDraft] = useState<CalendarDate | null>(() => toDate(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (toDate(value)?.toString() !== draft?.toString()) setDraft(toDate(value));
  }
  const errorId = useId();
  return (
    <div className="day-picker-field">
      <DatePicker
        className="day-picker"
        value={draft}
        minValue={toDate(min) ?? undefined}
        isRequired
        isInvalid={error !== null}
        // Our own French messages are shown, not the browser's nor react-aria's.
        validationBehavior="aria"
        aria-describedby={error ? errorId : undefined}
        onChange={(date) => {
          setDraft(date);
          const day = date ? date.toString() : null;
          setShown(day);
          onChange(day);
        }}
      >
        <Label className="day-picker__label">
          {label}
          <span aria-hidden="true"> *</span>
        </Label>
        <Group className="day-picker__group">
          <DateInput className="day-picker__input">
            {(segment) => <DateSegment segment={segment} className="day-picker__segment" />}
          </DateInput>
          <Button className="day-picker__button">
            <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
              <path d="M7 2h2v2h6V2h2v2h3v18H4V4h3zm-1 8v10h12V10zm0-4v2h12V6z" fill="currentColor" />
            </svg>
          </Button>
        </Group>
        {error ? (
          <p id={errorId} className="field__error">
            {error}
          </p>
        ) : null}
        <Popover className="choice-popover calendar-popover">
          <Dialog className="calendar-dialog">
            <Calendar className="calendar">
              <div className="calendar__header">
                <Button slot="previous" className="calendar__nav">
                  ‹
                </Button>
                <Heading className="calendar__title" />
                <Button slot="next" className="calendar__nav">
                  ›
                </Button>
              </div>
              <CalendarGrid className="calendar__grid">
                {(date) => <CalendarCell date={date} className="calendar__cell" />}
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </DatePicker>
    </div>
  );
}
