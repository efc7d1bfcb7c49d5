// Which `message` events of the window the frame screen listens to: only those the framed page itself
// sent (its window, its origin) and only a valid TransactionsMessage. Any other page can post to ours (the
// portal's own window, another tab, a page the frame went on to): such messages are ignored.
import type { SmactTransaction } from '@shared/onboard-payments';
import { transactionsOf } from './transactionsMessage';

export interface FramedPage {
  /** The origin of the framed URL, as parsed. */
  origin: string;
  /** The frame's window (its contentWindow), null while there is none. */
  window: Window | null;
}

/** The taps of a message from the framed page, or null when the message is not one to act on. */
export function acceptedTaps(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  frame: FramedPage,
): SmactTransaction[] | null {
  if (frame.window === null || event.source !== frame.window || event.origin !== frame.origin) return null;
  const taps = transactionsOf(event.data);
  if (taps === null) console.warn('Message du cadre ignoré : ce n’est pas une liste de transactions valide.');
  return taps;
}
