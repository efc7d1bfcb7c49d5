// A USB keyboard-wedge scanner (issue 13, kiosk): it "types" what it read as real key events a few
// milliseconds apart, then Enter. Playwright's keyboard.type waits for each key's round trip from the test
// process, which a loaded host stretches past the 50 ms a scan allows between keys (a run read 00004 of a
// 16-digit number); here every key is sent at once, each stamped 5 ms after the last as the scanner's USB
// stream would be (the page reads the keys' own times, whenever it gets to them).
import type { Page } from '@playwright/test';

/** CDP's Input.dispatchKeyEvent, the fields used here (timestamp: seconds since the epoch). */
interface KeyEvent {
  type: 'keyDown' | 'keyUp';
  key: string;
  code?: string;
  windowsVirtualKeyCode?: number;
  text?: string;
  unmodifiedText?: string;
  timestamp?: number;
}

/** A scanner's pace between two keys. */
const KEY_GAP_MS = 5;

const ENTER = { key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13 };

/** The scanner reads `text`: its characters then Enter, as trusted key events in one burst. */
export async function scannerReads(page: Page, text: string): Promise<void> {
  const session = await page.context().newCDPSession(page);
  try {
    const events: KeyEvent[] = [...text].flatMap((key) => [
      { type: 'keyDown' as const, key, text: key, unmodifiedText: key },
      { type: 'keyUp' as const, key },
    ]);
    events.push({ type: 'keyDown', ...ENTER, text: '\r', unmodifiedText: '\r' }, { type: 'keyUp', ...ENTER });
    const start = Date.now();
    await Promise.all(
      events.map((event, n) =>
        session.send('Input.dispatchKeyEvent', {
          ...event,
          timestamp: (start + Math.floor(n / 2) * KEY_GAP_MS) / 1000,
        }),
      ),
    );
  } finally {
    await session.detach();
  }
}
