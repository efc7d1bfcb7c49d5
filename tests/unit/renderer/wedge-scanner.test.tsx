// The kiosk's USB keyboard-wedge scanner (issue 13): a burst of keys a few milliseconds apart ending with
// Enter is a scan; a person's keys (slower, too few, Enter late, or typed into another field) never are.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { useRef } from 'react';
import {
  createWedgeDetector,
  WEDGE_DEFAULTS,
} from '../../../src/renderer/src/features/reservation/qr/wedgeDetector';
import { useWedgeScanner } from '../../../src/renderer/src/features/reservation/qr/useWedgeScanner';

/** Feeds keys to a detector, each `gap` ms after the last, then Enter `enterGap` ms later. */
function scan(keys: string, gap: number, enterGap = gap) {
  const detector = createWedgeDetector();
  let time = 1000;
  for (const key of keys) {
    time += gap;
    detector.character(key, time);
  }
  return detector.enter(time + enterGap);
}

describe('wedge detector', () => {
  it('takes a burst of keys a few ms apart closed by Enter as a scan', () => {
    expect(scan('4821937465120398', 4)).toBe('4821937465120398');
    expect(scan('4821', WEDGE_DEFAULTS.maxGapMs)).toBe('4821');
  });

  it('a person typing (80 ms and more between keys) is never a scan', () => {
    expect(scan('4821937465120398', 80)).toBeNull();
    expect(scan('4821937465120398', WEDGE_DEFAULTS.maxGapMs + 1)).toBeNull();
  });

  it('an Enter pressed late after a burst is a person’s', () => {
    expect(scan('4821937465120398', 4, 300)).toBeNull();
  });

  it('too few keys (a roll of the fingers) are no scan', () => {
    expect(scan('482', 4)).toBeNull();
  });

  it('a pause starts over: only the keys after it count', () => {
    const detector = createWedgeDetector();
    detector.character('9', 0);
    detector.character('9', 500);
    for (const [i, key] of [...'4821'].entries()) detector.character(key, 1000 + i * 5);
    expect(detector.enter(1020)).toBe('4821');
  });

  it('another key, or a reset, drops what was gathered; Enter alone is nothing', () => {
    const detector = createWedgeDetector();
    for (const [i, key] of [...'4821'].entries()) detector.character(key, i * 5);
    detector.reset();
    expect(detector.enter(20)).toBeNull();
    expect(detector.enter(25)).toBeNull();
  });

  it('a scan longer than a ticket number is cut one past the limit, so it is never taken for one', () => {
    const long = scan('1'.repeat(100), 2);
    expect(long).toHaveLength(WEDGE_DEFAULTS.maxLength + 1);
  });
});

function Scanner({ onScan, enabled = true }: { onScan: (code: string) => void; enabled?: boolean }) {
  const field = useRef<HTMLInputElement>(null);
  useWedgeScanner(onScan, enabled, field);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <input ref={field} aria-label="Numéro de ticket" />
      <input aria-label="Autre champ" />
      <button type="button">Valider</button>
    </form>
  );
}

let now = 0;

/** Keys as the scanner (or a person) sends them: keydown on the focused element, `gap` ms apart. */
function press(keys: string[], gap: number) {
  const events: KeyboardEvent[] = [];
  for (const key of keys) {
    now += gap;
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    (document.activeElement ?? document.body).dispatchEvent(event);
    events.push(event);
  }
  return events;
}

describe('useWedgeScanner', () => {
  beforeEach(() => {
    now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
  });
  afterEach(() => vi.restoreAllMocks());

  const burst = [...'4821937465120398', 'Enter'];

  it('a scan with the focus on the page is handed over, and its Enter does nothing else', () => {
    const onScan = vi.fn();
    render(<Scanner onScan={onScan} />);
    const events = press(burst, 3);
    expect(onScan).toHaveBeenCalledWith('4821937465120398');
    expect(events.at(-1)!.defaultPrevented).toBe(true);
  });

  it('a scan the page handles late and unevenly is still a scan: the keys are timed when pressed', () => {
    const onScan = vi.fn();
    render(<Scanner onScan={onScan} />);
    // Pressed 3 ms apart (each event stamped as it is made)…
    const events = burst.map((key) => {
      now += 3;
      return new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    });
    // …handled 100 ms apart, a busy kiosk's main thread getting to them one by one.
    for (const event of events) {
      now += 100;
      document.body.dispatchEvent(event);
    }
    expect(onScan).toHaveBeenCalledWith('4821937465120398');
    expect(events.at(-1)!.defaultPrevented).toBe(true);
  });

  it('a scan with the focus on a button does not press it', () => {
    const onScan = vi.fn();
    const view = render(<Scanner onScan={onScan} />);
    view.getByRole('button', { name: 'Valider' }).focus();
    const events = press(burst, 3);
    expect(onScan).toHaveBeenCalledOnce();
    expect(events.at(-1)!.defaultPrevented).toBe(true);
  });

  it('a scan into the ticket field is a scan (its Enter does not submit)', () => {
    const onScan = vi.fn();
    const view = render(<Scanner onScan={onScan} />);
    view.getByRole('textbox', { name: 'Numéro de ticket' }).focus();
    const events = press(burst, 3);
    expect(onScan).toHaveBeenCalledWith('4821937465120398');
    expect(events.at(-1)!.defaultPrevented).toBe(true);
  });

  it('keys typed fast into another field are a person’s: nothing handed over, Enter left alone', () => {
    const onScan = vi.fn();
    const view = render(<Scanner onScan={onScan} />);
    view.getByRole('textbox', { name: 'Autre champ' }).focus();
    const events = press(burst, 3);
    expect(onScan).not.toHaveBeenCalled();
    expect(events.at(-1)!.defaultPrevented).toBe(false);
  });

  it('a person typing the number in the ticket field, then Enter: no scan, the form gets its Enter', () => {
    const onScan = vi.fn();
    const view = render(<Scanner onScan={onScan} />);
    view.getByRole('textbox', { name: 'Numéro de ticket' }).focus();
    const events = press(burst, 120);
    expect(onScan).not.toHaveBeenCalled();
    expect(events.at(-1)!.defaultPrevented).toBe(false);
  });

  it('modifier shortcuts and other keys break a burst', () => {
    const onScan = vi.fn();
    render(<Scanner onScan={onScan} />);
    press(['4', '8', '2', 'Tab', '1', 'Enter'], 3);
    expect(onScan).not.toHaveBeenCalled();
    press(['Shift', 'A', 'B', 'C', 'D', 'Enter'], 3);
    expect(onScan).toHaveBeenCalledWith('ABCD');
  });

  it('disabled (the web), or once unmounted, nothing is listened to', () => {
    const onScan = vi.fn();
    const view = render(<Scanner onScan={onScan} enabled={false} />);
    press(burst, 3);
    view.rerender(<Scanner onScan={onScan} />);
    view.unmount();
    press(burst, 3);
    expect(onScan).not.toHaveBeenCalled();
  });
});
