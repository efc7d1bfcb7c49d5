// Tells a USB keyboard-wedge scanner from a person (issue 13, kiosk): the scanner "types" what it read as a
// burst of keys a few milliseconds apart, then Enter. A person's keys are tens of milliseconds apart at
// best, so a gap longer than maxGapMs starts over, and only a burst of at least minLength characters
// closed by Enter within maxGapMs counts as a scan. Pure: the times are given.

export interface WedgeOptions {
  /** Longest pause between two keys of one scan (scanners: 1 to 20 ms; people: 80 ms and more). */
  maxGapMs: number;
  /** Shortest scan: one or two fast keys (a roll of the fingers) are not one. */
  minLength: number;
  /** Longest text kept (a ticket's number has at most 40 digits): a longer scan is cut one past it, so it
   * can never pass for a ticket number. */
  maxLength: number;
}

export const WEDGE_DEFAULTS: WedgeOptions = { maxGapMs: 50, minLength: 4, maxLength: 64 };

export interface WedgeDetector {
  /** A printable character typed at `time` (ms). */
  character(text: string, time: number): void;
  /** Enter at `time`: the text scanned, or null when the keys before it were not a scanner's burst. */
  enter(time: number): string | null;
  /** Any other key, or a key typed where a scan does not belong: what was gathered is dropped. */
  reset(): void;
}

export function createWedgeDetector(options: WedgeOptions = WEDGE_DEFAULTS): WedgeDetector {
  let buffer = '';
  let last = Number.NEGATIVE_INFINITY;
  const reset = () => {
    buffer = '';
    last = Number.NEGATIVE_INFINITY;
  };
  return {
    character(text, time) {
      if (time - last > options.maxGapMs) reset();
      buffer = (buffer + text).slice(0, options.maxLength + 1);
      last = time;
    },
    enter(time) {
      const scanned = buffer.length >= options.minLength && time - last <= options.maxGapMs ? buffer : null;
      reset();
      return scanned;
    },
    reset,
  };
}
