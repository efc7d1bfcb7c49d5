// The web's and the counter's inactivity sign-out (issue 23 « Shared screens »): 15 minutes without
// activity in all, the last minute of them a warning with 'Continuer' (RGAA 13.1: at least 20 s).

export const SIGN_OUT_IDLE_MINUTES = 15;
/** The warning's countdown. */
export const SIGN_OUT_WARNING_MS = 60_000;
/** Inactivity before the warning shows. */
export const SIGN_OUT_QUIET_MS = SIGN_OUT_IDLE_MINUTES * 60_000 - SIGN_OUT_WARNING_MS;
