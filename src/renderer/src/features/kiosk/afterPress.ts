// What changes the page's layout while a finger is on it waits for the press to end: the keyboard closing,
// an error appearing under the field just left. Done at once, the page moves under the finger and the
// press's click lands elsewhere (issue 24 item 3): the terms' box stays unticked, their dialog stays shut.
// A press runs from pointer down to its click; the focus moves on pointer down (a widget), on the mouse's
// down, or during the click (a label). Listened in capture: react-aria's buttons stop the propagation.

/** How long after a release with no click yet the press counts as over (a touch's click follows at once;
 * a drag makes none). */
const PRESS_WITHOUT_CLICK_MS = 300;

let installed = false;
let pressing = false;
let settle: ReturnType<typeof setTimeout> | undefined;
const waiting: (() => void)[] = [];

function pressOver(delay: number) {
  clearTimeout(settle);
  settle = setTimeout(() => {
    pressing = false;
    for (const run of waiting.splice(0)) run();
  }, delay);
}

/** Starts following presses; mount it early (the kiosk's shell), before any press to wait for. */
export function followPresses(): void {
  if (installed) return;
  installed = true;
  const listen = (type: string, listener: () => void) => window.addEventListener(type, listener, true);
  listen('pointerdown', () => {
    clearTimeout(settle);
    pressing = true;
  });
  listen('pointerup', () => pressOver(PRESS_WITHOUT_CLICK_MS));
  listen('pointercancel', () => pressOver(0));
  // After the click's own handlers (a checkbox ticked, a dialog opened).
  listen('click', () => pressOver(0));
}

/** Runs `change` once the press under way is over, or at once when none is (a Tab, a script). */
export function afterPress(change: () => void): void {
  followPresses();
  if (pressing) waiting.push(change);
  else change();
}
