import { useEffect, useState, type ReactNode } from 'react';

type Tone = 'error' | 'warning' | 'info' | 'success';

/** A screen reader reads out a live region's changes, not always one that arrives with its text. */
export const ANNOUNCE_DELAY_MS = 100;

/** A message banner in a live region: errors are announced at once, others politely. The region is in
 * the page before its text, which shows ANNOUNCE_DELAY_MS later; a new banner is a new announcement. */
export function Alert({ tone, children }: { tone: Tone; children: ReactNode }) {
  const urgent = tone === 'error' || tone === 'warning';
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div
      className={`alert alert--${tone}${shown ? '' : ' alert--pending'}`}
      role={urgent ? 'alert' : 'status'}
    >
      <div hidden={!shown}>{children}</div>
    </div>
  );
}
