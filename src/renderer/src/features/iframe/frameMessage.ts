// Which `message` events of the window the frame screen listens to: only those the framed page itself
// sent (its window, its origin) and only a valid TransactionsMessage or FrameHeightMessage. Any other page
// can post to ours (the portal's own window, another tab, a page the frame went on to): such messages are
// ignored.
import {
  FRAME_HEIGHT_LIMITS,
  FRAME_HEIGHT_MESSAGE_TYPE,
  FRAME_HEIGHT_MESSAGE_VERSION,
  type SmactTransaction,
} from '@shared/onboard-payments';
import { isPlainObject, transactionsOf } from './transactionsMessage';

export interface FramedPage {
  /** The origin of the framed URL, as parsed. */
  origin: string;
  /** The frame's window (its contentWindow), null while there is none. */
  window: Window | null;
}

type FrameEvent = Pick<MessageEvent, 'origin' | 'source' | 'data'>;

const fromFramedPage = (event: FrameEvent, frame: FramedPage) =>
  frame.window !== null && event.source === frame.window && event.origin === frame.origin;

/** The content height a FrameHeightMessage gives, or null when `data` is not one. */
export function frameHeightOf(data: unknown): number | null {
  if (!isPlainObject(data)) return null;
  if (data.type !== FRAME_HEIGHT_MESSAGE_TYPE || data.version !== FRAME_HEIGHT_MESSAGE_VERSION) return null;
  const { height } = data;
  return typeof height === 'number' &&
    Number.isInteger(height) &&
    height >= FRAME_HEIGHT_LIMITS.min &&
    height <= FRAME_HEIGHT_LIMITS.max
    ? height
    : null;
}

/** The content height the framed page says it has, or null when the message is not one to act on. */
export function acceptedHeight(event: FrameEvent, frame: FramedPage): number | null {
  return fromFramedPage(event, frame) ? frameHeightOf(event.data) : null;
}

/** The taps of a message from the framed page, or null when the message is not one to act on. */
export function acceptedTaps(event: FrameEvent, frame: FramedPage): SmactTransaction[] | null {
  if (!fromFramedPage(event, frame)) return null;
  // Its height is not a list of transactions to warn about.
  if (isPlainObject(event.data) && event.data.type === FRAME_HEIGHT_MESSAGE_TYPE) return null;
  const taps = transactionsOf(event.data);
  if (taps === null) console.warn('Message du cadre ignoré : ce n’est pas une liste de transactions valide.');
  return taps;
}
