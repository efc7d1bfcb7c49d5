// A USB keyboard-wedge scanner (issue 13, kiosk): it "types" what it read as real key events a few
// milliseconds apart, then Enter. Playwright's keyboard.type waits for each key's round trip from the test
// process, which a loaded host stretches past the 50 ms a scan allows between keys (CI once read 00004 of
// a 16-digit number); here every key is sent at once and the browser plays them back to back, as the
// scanner's USB stream would be.
import type { Page } from '@playwright/test';

/** CDP's Input.dispatchKeyEvent, the fields used here. */
interface KeyEvent {
  type: 'keyDown' | 'keyUp';
  key: string;
  code?: string;
  windowsVirtualKeyCode?: number;
  text?: string;
  unmodifiedText?: string;
}

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
    await Promise.all(events.map((event) => session.send('Input.dispatchKeyEvent', event)));
  } finally {
    await session.detach();
  }
}
