// A drawn arrow toward the card terminal's reader, on the side the device configuration names
// (`terminal.readerSide`), with the same direction said in words for those who do not see the drawing.
import type { ReaderSide } from '@shared/kiosk-bridge';

/** The arrow points down; the other sides are the same drawing turned. */
const ROTATION: Record<ReaderSide, number> = { below: 0, left: 90, right: -90 };

export function ReaderPointer({ side, text }: { side: ReaderSide; text: string }) {
  return (
    <div className={`reader-pointer reader-pointer--${side}`} data-side={side}>
      <svg
        className="reader-pointer__arrow"
        viewBox="0 0 120 160"
        width="180"
        height="240"
        aria-hidden="true"
        focusable="false"
      >
        <g transform={`rotate(${ROTATION[side]} 60 80)`}>
          <rect x="40" y="8" width="40" height="84" rx="6" fill="currentColor" />
          <path d="M10 88 H110 L60 152 Z" fill="currentColor" />
        </g>
      </svg>
      <p className="reader-pointer__text">{text}</p>
    </div>
  );
}
