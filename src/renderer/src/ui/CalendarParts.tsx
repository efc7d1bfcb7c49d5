// The parts every date field of the portal shares (react-aria DatePicker, fr-FR: jj/mm/aaaa, weeks from
// Monday): the typed day / month / year with the button opening the calendar, and the calendar itself in a
// popover that opens in the page (never the system's picker, which a kiosk must not show).
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Popover,
} from 'react-aria-components';
import { popoverBoundary } from './popoverBoundary';
import './fields.css';

/** The segments of the day and the calendar button, inside a DatePicker. */
export function DayInputGroup() {
  return (
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
  );
}

/** The month's calendar with its previous / next buttons, inside a DatePicker. */
export function CalendarPopover() {
  return (
    <Popover className="choice-popover calendar-popover" boundaryElement={popoverBoundary()}>
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
  );
}
