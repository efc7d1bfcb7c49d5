// The buttons that page a region too tall for its window (usePager): 'Précédent', the position said as it
// changes (« Page 2 sur 4 »), 'Suivant'. Shown only while there is more than one page. A button at an end
// stays focusable (aria-disabled, not disabled): the focus of a customer paging with the keypad stays put.
import type { Pager } from './usePager';

export interface PagerTexts {
  label: string;
  previous: string;
  next: string;
  position: (page: number, count: number) => string;
}

export function PagerControls({
  pager,
  texts,
  controls,
}: {
  pager: Pager;
  texts: PagerTexts;
  /** The id of the region the buttons page. */
  controls: string;
}) {
  const { page, count, previous, next } = pager;
  if (count < 2) return null;
  const first = page === 0;
  const last = page === count - 1;
  const button = (label: string, atEnd: boolean, move: () => void, look: string) => (
    <button
      type="button"
      className={`button pager__button ${look}`}
      aria-controls={controls}
      aria-disabled={atEnd}
      onClick={atEnd ? undefined : move}
    >
      {label}
    </button>
  );
  return (
    <div className="pager" role="group" aria-label={texts.label}>
      {button(texts.previous, first, previous, 'button--secondary pager__button--previous')}
      <p className="pager__position" aria-live="polite" aria-atomic="true">
        {texts.position(page + 1, count)}
      </p>
      {button(texts.next, last, next, 'pager__button--next')}
    </div>
  );
}
