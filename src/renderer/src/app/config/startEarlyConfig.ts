// Imported first by main.tsx: its requests leave before the rest of the entry is evaluated (the module's
// one side effect, on purpose).
import { requestConfiguration } from './earlyConfig';
import { ENTRY_MARK, EARLY_ENTRY_WAIT_MS } from './entryStart';

let asked: () => void = () => undefined;
const requestsSent = new Promise<void>((resolve) => (asked = resolve));

export const earlyConfig = requestConfiguration(fetch, () => asked());

// The web page preloads the entry without running it (vite.web.config.ts, earlyScript) and this starts it
// once the token has answered and the three configuration requests have left: run before, the entry (React,
// the router, the store: one task of ~50 ms on a slow phone) held the token's answer behind it, and the
// requests waiting on that answer, while the tiles can paint with nothing less. Bounded: a back office
// slow to give a token holds the entry no longer than EARLY_ENTRY_WAIT_MS (the page's shell is in the HTML).
// In Electron the entry runs as a plain script: no mark, nothing to start.
const entry = document.querySelector<HTMLLinkElement>(`link[${ENTRY_MARK}]`);
if (entry)
  void Promise.race([requestsSent, new Promise((resolve) => setTimeout(resolve, EARLY_ENTRY_WAIT_MS))]).then(
    () => import(/* @vite-ignore */ entry.href),
  );
