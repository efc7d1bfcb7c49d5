// What the frame screen keeps for the summary (session storage, through platform/storage): the taps the
// provider's page sent, so that reloading /justification shows them again, and the framed URL, for
// 'Recommencer'. The kiosk's idle reset wipes both with the rest. Read back as checked as the message was.
import type { SmactTransaction } from '@shared/onboard-payments';
import { sessionStore, STORAGE_KEYS } from '../../platform/storage';
import { tapsOf } from './transactionsMessage';

/** Longest URL kept (a framed page's address, query included). */
const MAX_URL = 2048;

export function storeTaps(taps: readonly SmactTransaction[], frameUrl: string): void {
  sessionStore.set(STORAGE_KEYS.onboardTaps, JSON.stringify(taps));
  sessionStore.set(STORAGE_KEYS.onboardFrameUrl, frameUrl);
}

/** The stored taps (possibly none), or null when nothing readable was stored. */
export function storedTaps(): SmactTransaction[] | null {
  const text = sessionStore.get(STORAGE_KEYS.onboardTaps);
  if (!text) return null;
  try {
    return tapsOf(JSON.parse(text));
  } catch {
    return null;
  }
}

/** The framed URL the taps came from; the frame screen checks it against the allowlist again. */
export function storedFrameUrl(): string | null {
  const url = sessionStore.get(STORAGE_KEYS.onboardFrameUrl);
  return url && url.length <= MAX_URL ? url : null;
}
