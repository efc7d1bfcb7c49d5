// A tap answered within one frame (issue 27 goal 4): the control tapped shows itself taken in the frame
// after the tap, and the work it starts (the next step, heavier to render) comes after that frame.
// Another tap meanwhile is the same customer's double tap: ignored. A screen left before that frame
// starts nothing (the next customer finds nothing chosen).
import { useEffect, useRef, useState } from 'react';
import { afterNextPaint } from './afterNextPaint';

/** The key being taken (null when none), and `take(key, action)`: shows `key` taken, then runs `action`. */
export function useTakeAfterPaint<Key>(): [Key | null, (key: Key, action: () => void) => void] {
  const [taking, setTaking] = useState<Key | null>(null);
  const cancel = useRef<(() => void) | null>(null);
  useEffect(() => () => cancel.current?.(), []);
  const take = (key: Key, action: () => void) => {
    if (taking !== null || cancel.current !== null) return;
    setTaking(key);
    cancel.current = afterNextPaint(() => {
      cancel.current = null;
      setTaking(null);
      action();
    });
  };
  return [taking, take];
}
