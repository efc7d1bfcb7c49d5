// A required day within a range (SPEC §2 'Date*', the return date): typed day / month / year or picked in
// a react-aria calendar that opens in the page (fr-FR: weeks from Monday). Only a complete day within the
// range is a value; another one says which days can be chosen.
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
import { frReservation as t } from '../../../i18n/fr/reservation';
import { formatDay } from '../../../ui/dates';
import '../../rechargement/fields/fields.css';

interface Props {
  label: string;
  /** yyyy-MM-dd, or null while none is chosen. */
  value: string | null;
  min: string;
  max: string;
  onChange: (day: string | null) => void;
}

const toDate = (day: string | null): CalendarDate | null => {
  if (!day) return null;
  try {
    return parseDate(day);
  } catch {
    return null;
  }
};

export function DateField({ label, value, min, max, onChange }: Props) {
  // What is being typed stays on screen, complete or not; a value set elsewhere replaces it.
  const [draft, setDraft] = useState<CalendarDate | null>(() => toDate(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(toDate(value));
  }
  const errorId = useId();
  const outOfRange = draft !== null && !inRange(draft.toString(), min, max);

  return (
    <div className="day-picker-field">
      <DatePicker
        className="day-picker"
        value={draft}
        minValue={toDate(min) ?? undefined}
        maxValue={toDate(max) ?? undefined}
        isRequired
        isInvalid={outOfRange}
        validationBehavior="aria"
        aria-describedby={outOfRange ? errorId : undefined}
        onChange={(date) => {
          setDraft(date);
          const day = date ? date.toString() : null;
          const next = day !== null && inRange(day, min, max) ? day : null;
          setShown(next);
          if (next !== value) onChange(next);
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
        {outOfRange ? (
          <p id={errorId} className="field__error">
            {t.dayOutOfRange(formatDay(min), formatDay(max))}
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

function inRange(day: string, min: string, max: string): boolean {
  return day >= min && day <= max;
}
