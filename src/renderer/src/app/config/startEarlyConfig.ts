// Imported first by main.tsx: its requests leave as soon as the entry starts to run, while React, the
// router and the store are still being evaluated (the module's one side effect, on purpose).
import { getBridge } from '../../platform/bridge';
import { requestConfiguration } from './earlyConfig';

/** How long the rest of the entry may wait for the configuration requests to leave (below). */
const ASKED_WAIT_MS = 200;

let asked: () => void = () => undefined;
const configurationAsked = new Promise<void>((resolve) => (asked = resolve));

export const earlyConfig = requestConfiguration(fetch, () => asked());

// The modules' request needs the token's answer, read in a task of the page's own: were the rest of the
// entry (React, the router, the store: one long evaluation on a slow phone) to start first, that task and
// the request would wait behind it. So on the web the entry waits here (a top-level await: every module
// importing this one is evaluated after it) until the requests have left, and no longer than
// ASKED_WAIT_MS (a slow back office does not hold the app back: the shell of index.html is on screen).
// Not in Electron (a bridge): the kiosk's home stays up all day, its start-up is not a customer's wait.
if (getBridge() === undefined)
  await Promise.race([configurationAsked, new Promise((resolve) => setTimeout(resolve, ASKED_WAIT_MS))]);
