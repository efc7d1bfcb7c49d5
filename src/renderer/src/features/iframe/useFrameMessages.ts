// Listens to the window's `message` events while the frame is shown, and hands on the taps of those that
// acceptedTaps keeps, and the content heights acceptedHeight keeps (from the framed page's own window and
// origin, of the expected shape).
import { useEffect, useRef, type RefObject } from 'react';
import type { SmactTransaction } from '@shared/onboard-payments';
import { acceptedHeight, acceptedTaps } from './frameMessage';

export function useFrameMessages(
  frame: RefObject<HTMLIFrameElement | null>,
  origin: string | null,
  onTaps: (taps: SmactTransaction[]) => void,
  onHeight: (height: number) => void,
): void {
  const handler = useRef(onTaps);
  const heightHandler = useRef(onHeight);
  useEffect(() => {
    handler.current = onTaps;
    heightHandler.current = onHeight;
  });
  useEffect(() => {
    if (origin === null) return;
    const listen = (event: MessageEvent) => {
      const framed = { origin, window: frame.current?.contentWindow ?? null };
      const height = acceptedHeight(event, framed);
      if (height !== null) {
        heightHandler.current(height);
        return;
      }
      const taps = acceptedTaps(event, framed);
      if (taps) handler.current(taps);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [frame, origin]);
}
