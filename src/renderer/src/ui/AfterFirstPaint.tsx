// Children drawn just after the frame that shows their parent: a press that opens a dialog is answered
// by its frame, heading and actions at once, and its heavier fields (react-aria NumberFields: tens of
// milliseconds on a slow kiosk) follow in a background render that yields to the browser (INP, issue 16).
// Only the first render waits: once shown, the children update as any others.
import { startTransition, useEffect, useState, type ReactNode } from 'react';

export function AfterFirstPaint({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task queued from requestAnimationFrame runs once that frame is painted (useDeferredValue's
    // background render could start before the paint and hold it).
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return shown ? children : placeholder;
}
