// Main's last log lines, kept in memory for the operator screen (issue 25 §2): main writes its errors and
// warnings to stderr only, which nobody reads at a station. A bounded ring: a fault repeating every 10 s
// cannot grow it.
export interface RecentErrors {
  add(message: string): void;
  /** Newest first. */
  list(): { at: string; message: string }[];
}

export const RECENT_ERRORS_KEPT = 10;
/** A line longer than this is cut: the screen shows a summary, stderr keeps the whole line. */
export const RECENT_ERROR_MAX_CHARS = 300;

export function createRecentErrors(now: () => number, kept = RECENT_ERRORS_KEPT): RecentErrors {
  const lines: { at: string; message: string }[] = [];
  return {
    add(message) {
      const cut =
        message.length > RECENT_ERROR_MAX_CHARS ? `${message.slice(0, RECENT_ERROR_MAX_CHARS)}…` : message;
      lines.unshift({ at: new Date(now()).toISOString(), message: cut });
      lines.length = Math.min(lines.length, kept);
    },
    list: () => lines.map((line) => ({ ...line })),
  };
}
