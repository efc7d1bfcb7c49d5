// The band at the bottom of every kiosk screen (issue 24 §7): the paging buttons when the screen is taller
// than its window (the page scrolls in <main>, never the document), then 'Retour' on the left and the
// screen's main action on the right, always in the same places. Pages fill the slots (app/layout/
// PageActions). Its height is published (--kiosk-actions-height) for the accessibility mode's layout, in
// that mode.
import { useCallback, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useAppSelector } from '../../app/hooks';
import type { PageSlots } from '../../app/layout/PageActions';
import { selectAccessibilityOn } from './accessibility/accessibilitySlice';
import { enKiosk } from '../../i18n/en/kiosk';
import { frKiosk } from '../../i18n/fr/kiosk';
import { useCatalog } from '../../i18n/language';
import { PagerControls } from '../../ui/pager/PagerControls';
import { usePager } from '../../ui/pager/usePager';

export const ACTIONS_HEIGHT_VAR = '--kiosk-actions-height';

export interface KioskActionBarProps {
  /** The element that scrolls: the layout's <main>, with this id. */
  view: RefObject<HTMLElement | null>;
  viewId: string;
  /** The layout's own 'Retour', when the screen has it. */
  back: ReactNode;
  onSlot: (slot: keyof PageSlots, element: HTMLElement | null) => void;
}

export function KioskActionBar({ view, viewId, back, onSlot }: KioskActionBarProps) {
  const t = useCatalog(frKiosk, enKiosk);
  const pager = usePager(view);
  const band = useRef<HTMLDivElement>(null);
  const backSlot = useCallback((element: HTMLElement | null) => onSlot('back', element), [onSlot]);
  const actionSlot = useCallback((element: HTMLElement | null) => onSlot('action', element), [onSlot]);

  // A page that scrolls is a Tab stop of its own (its arrows scroll it), even when all its controls went
  // to the band (axe scrollable-region-focusable); back to the skip link's target only otherwise.
  const scrolls = pager.count > 1;
  useLayoutEffect(() => {
    const element = view.current;
    element?.setAttribute('tabindex', scrolls ? '0' : '-1');
  }, [view, scrolls]);

  // Only the accessibility mode's layout reads the height: measured in that mode only, since measuring
  // forces a layout and a property set on <html> restyles the whole page (~45 ms at a cold start, 4× CPU).
  const accessibilityOn = useAppSelector(selectAccessibilityOn);
  useLayoutEffect(() => {
    const element = band.current;
    if (!element || !accessibilityOn) return;
    const root = document.documentElement;
    const publish = () =>
      root.style.setProperty(ACTIONS_HEIGHT_VAR, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    publish();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(publish) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(ACTIONS_HEIGHT_VAR);
    };
  }, [accessibilityOn]);

  return (
    <div className="kiosk-actions" role="region" aria-label={t.layout.actionsLabel} ref={band}>
      <PagerControls pager={pager} texts={t.pager} controls={viewId} />
      <div className="kiosk-actions__row">
        <div className="kiosk-actions__back" ref={backSlot}>
          {back}
        </div>
        <div className="kiosk-actions__main" ref={actionSlot} />
      </div>
    </div>
  );
}
