// Children drawn just after the frame that shows their parent: a dialog appears with its frame, heading
// and actions first, and its heavier fields (react-aria NumberFields: tens of milliseconds on a slow
// kiosk) follow in a background render that yields to the browser (issue 16). The press that opens the
// dialog is answered before either, on its own button (TripCard, afterNextPaint).
// Only the first render waits: once shown, the children update as any others.
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { afterNextPaint } from './afterNextPaint';

export function AfterFirstPaint({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setShown(true))), []);
  return shown ? children : placeholder;
}
