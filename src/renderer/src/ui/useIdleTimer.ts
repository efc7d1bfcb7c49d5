// Idle timer (DESIGN "Kiosk behaviour", RGAA 13.1): after `timeoutMs` without activity a warning counts
// down at least 20 s; only 'Continuer' ends it early, and at zero `onReset` runs once (the kiosk's reset,
// the counter's end of customer, the web's sign-out).
import { useCallback, useEffect, useRef, useState } from 'react';

/** RGAA 13.1: a person must get at least 20 s to ask for more time. */
export const MIN_WARNING_MS = 20_000;
/** Below this a timeout would reopen the warning as soon as it is dismissed. */
export const MIN_TIMEOUT_MS = 1_000;

/** What counts as someone using the screen (pointer moves alone do not: a passer-by's shadow at a kiosk is
 * not a customer). */
export const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'input'] as const;

export type IdleTimerOptions = {
  /** Inactivity before the warning. */
  timeoutMs: number;
  /** Length of the warning's countdown; raised to MIN_WARNING_MS when smaller. */
  warningMs: number;
  /** True while a payment runs on the terminal: no warning starts, no reset happens. */
  paused?: boolean;
  /** Called once when the countdown ends (the kiosk: home, with cart, e-mail, tokens and storage wiped). */
  onReset: () => void;
};

export type IdleTimer = {
  warning: boolean;
  /** Whole seconds left in the warning (0 when there is none). */
  secondsLeft: number;
  /** The countdown's full length in seconds. */
  warningSeconds: number;
  /** Closes the warning and starts the full timeout again. */
  continueSession: () => void;
};

export function clampWarningMs(warningMs: number): number {
  return Number.isFinite(warningMs) ? Math.max(MIN_WARNING_MS, warningMs) : MIN_WARNING_MS;
}

export function clampTimeoutMs(timeoutMs: number): number {
  return Number.isFinite(timeoutMs) ? Math.max(MIN_TIMEOUT_MS, timeoutMs) : MIN_TIMEOUT_MS;
}

type Settings = { timeoutMs: number; warningMs: number; paused: boolean };
type Shown = { warning: boolean; secondsLeft: number };

const HIDDEN: Shown = { warning: false, secondsLeft: 0 };

/** `<html data-idle-watch>` while a watch runs: its timer is armed once the attribute is there, so an
 * end-to-end test moving the page's clock knows the watch (a lazy chunk on the web) has started. */
export const IDLE_WATCH_ATTRIBUTE = 'data-idle-watch';
let runningWatches = 0;
const secondsIn = (ms: number) => Math.ceil(ms / 1000);

/** The timers and listeners, outside React: the hook only feeds it settings and shows what it reports. */
class IdleClock {
  private settings: Settings | null = null;
  private shown: Shown = HIDDEN;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private tickTimer: ReturnType<typeof setTimeout> | undefined;
  private deadline = 0;

  constructor(
    private readonly report: (shown: Shown) => void,
    private readonly reset: () => void,
  ) {}

  configure(next: Settings): void {
    const previous = this.settings;
    this.settings = next;
    if (!previous) {
      for (const name of ACTIVITY_EVENTS) {
        document.addEventListener(name, this.onActivity, { capture: true, passive: true });
      }
    }
    this.markRunning(true);
    if (next.paused) {
      // A warning already shown stays (nothing vanishes under the customer's eyes) but stops counting.
      clearTimeout(this.idleTimer);
      clearTimeout(this.tickTimer);
      return;
    }
    if (this.shown.warning) {
      if (previous?.paused) this.startCountdown();
    } else if (!previous || previous.paused || previous.timeoutMs !== next.timeoutMs) {
      this.armIdle();
    }
  }

  continueSession(): void {
    if (!this.shown.warning) return;
    clearTimeout(this.tickTimer);
    this.show(HIDDEN);
    if (this.settings && !this.settings.paused) this.armIdle();
  }

  stop(): void {
    this.markRunning(false);
    for (const name of ACTIVITY_EVENTS) {
      document.removeEventListener(name, this.onActivity, { capture: true });
    }
    clearTimeout(this.idleTimer);
    clearTimeout(this.tickTimer);
    this.settings = null;
  }

  // Activity while the warning shows is ignored on purpose: a stray touch must not silently keep the
  // last customer's cart on screen; the warning asks for an explicit answer.
  private readonly onActivity = () => {
    if (this.settings && !this.settings.paused && !this.shown.warning) this.armIdle();
  };

  private marked = false;

  // From the first configure (the same task arms the timer) until stop.
  private markRunning(running: boolean): void {
    if (running === this.marked) return;
    this.marked = running;
    runningWatches += running ? 1 : -1;
    if (runningWatches > 0) document.documentElement.setAttribute(IDLE_WATCH_ATTRIBUTE, '');
    else document.documentElement.removeAttribute(IDLE_WATCH_ATTRIBUTE);
  }

  private armIdle(): void {
    clearTimeout(this.idleTimer);
    if (!this.settings) return;
    this.idleTimer = setTimeout(() => this.startCountdown(), this.settings.timeoutMs);
  }

  private startCountdown(): void {
    if (!this.settings) return;
    clearTimeout(this.tickTimer);
    this.deadline = Date.now() + this.settings.warningMs;
    this.show({ warning: true, secondsLeft: secondsIn(this.settings.warningMs) });
    this.scheduleTick();
  }

  // Ticks on the countdown's whole seconds, read from the clock: a late timer never makes it run slow.
  private scheduleTick(): void {
    const left = this.deadline - Date.now();
    this.tickTimer = setTimeout(() => this.tick(), left % 1000 || 1000);
  }

  private tick(): void {
    const left = this.deadline - Date.now();
    if (left > 0) {
      this.show({ warning: true, secondsLeft: secondsIn(left) });
      this.scheduleTick();
      return;
    }
    this.show(HIDDEN);
    this.reset();
    this.armIdle();
  }

  private show(shown: Shown): void {
    this.shown = shown;
    this.report(shown);
  }
}

/**
 * The idle timer. Activity is any of ACTIVITY_EVENTS on the document. `paused` stops it;
 * unpausing starts the full timeout again (or the full countdown if a warning was left open).
 */
export function useIdleTimer({ timeoutMs, warningMs, paused = false, onReset }: IdleTimerOptions): IdleTimer {
  const [shown, setShown] = useState<Shown>(HIDDEN);
  const clock = useRef<IdleClock | null>(null);
  const latestReset = useRef(onReset);
  useEffect(() => {
    latestReset.current = onReset;
  }, [onReset]);

  useEffect(() => {
    const created = new IdleClock(setShown, () => latestReset.current());
    clock.current = created;
    return () => {
      created.stop();
      clock.current = null;
    };
  }, []);

  const timeout = clampTimeoutMs(timeoutMs);
  const warningLength = clampWarningMs(warningMs);
  // Declared after the clock's effect, so on mount it runs once the clock exists.
  useEffect(() => {
    clock.current?.configure({ timeoutMs: timeout, warningMs: warningLength, paused });
  }, [timeout, warningLength, paused]);

  const continueSession = useCallback(() => clock.current?.continueSession(), []);
  return {
    warning: shown.warning,
    secondsLeft: shown.secondsLeft,
    warningSeconds: secondsIn(warningLength),
    continueSession,
  };
}
