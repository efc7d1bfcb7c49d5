// How the web page's entry starts (issue 27): preloaded by the HTML, run by the early chunk once the
// configuration requests have left (startEarlyConfig.ts; vite.web.config.ts writes the mark).

/** The attribute of the entry's `<link rel="modulepreload">` in the web build's index.html. */
export const ENTRY_MARK = 'data-entree';

/** The longest the entry waits for the configuration requests to leave (a slow token answer). */
export const EARLY_ENTRY_WAIT_MS = 300;
