// Listens to the window's `message` events while the frame is shown, and hands on the taps of those that
// acceptedTaps keeps (from the framed page's own window and origin, of the expected shape).
import { useEffect, useRef, type RefObject } from 'react';
import type { SmactTransaction } from '@shared/onboard-payments';
import { acceptedTaps } from './frameMessage';

export function useFrameMessages(
  frame: RefObject<HTMLIFrameElement | null>,
  origin: string | null,
  onTaps: (taps: SmactTransaction[]) => void,
): void {
  const handler = useRef(onTaps);
  useEffect(() => {
    handler.current = onTaps;
  });
  useEffect(() => {
    if (origin === null) return;
    const listen = (event: MessageEvent) => {
      const taps = acceptedTaps(event, { origin, window: frame.current?.contentWindow ?? null });
      if (taps) handler.current(taps);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [frame, origin]);
}
