// A press held for `ms` on an element (finger or mouse), for the operator screen's hidden entry on the
// logo: lifting the finger, sliding off or the system cancelling the touch before then does nothing.
import { useEffect, useRef, type PointerEvent } from 'react';

export function useLongPress(onLongPress: () => void, ms: number, enabled: boolean) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancel = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => cancel, []);
  if (!enabled) return {};
  return {
    onPointerDown: (event: PointerEvent) => {
      if (!event.isPrimary) return;
      cancel();
      timer.current = setTimeout(() => {
        timer.current = null;
        onLongPress();
      }, ms);
    },
    onPointerUp: cancel,
    onPointerLeave: cancel,
    onPointerCancel: cancel,
    // A long touch would otherwise open the browser's context menu or start dragging the image.
    onContextMenu: (event: { preventDefault(): void }) => event.preventDefault(),
    onDragStart: (event: { preventDefault(): void }) => event.preventDefault(),
  };
}
