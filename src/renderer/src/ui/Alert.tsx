import type { ReactNode } from 'react';

type Tone = 'error' | 'warning' | 'info' | 'success';

/** A message banner; errors are announced at once to screen readers. */
export function Alert({ tone, children }: { tone: Tone; children: ReactNode }) {
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <div className={`alert alert--${tone}`} role={urgent ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
