// Issue 24 §7 and §8: the kiosk pages a screen taller than its window with 'Précédent'/'Suivant' rather
// than scrolling. Where pages begin (never in the middle of a block a page can show whole), and the
// buttons: position said (« Page 2 sur 4 »), ends marked but still focusable.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageAt, pageStarts } from '../../../src/renderer/src/ui/pager/pageStarts';
import { PagerControls } from '../../../src/renderer/src/ui/pager/PagerControls';
import { frKiosk } from '../../../src/renderer/src/i18n/fr/kiosk';

/** Rows of tiles 300 px tall with 20 px between them, inside one list. */
const rows = (count: number) => [
  { top: 0, bottom: count * 320 - 20 },
  ...Array.from({ length: count }, (_, i) => ({ top: i * 320, bottom: i * 320 + 300 })),
];

describe('pageStarts', () => {
  it('one page when the content fits the window', () => {
    expect(pageStarts(rows(2), 700, 620)).toEqual([0]);
  });

  it('opens each page on the row its lower edge cut, never mid-row', () => {
    // Window 700 px: rows at 0, 320, 640, 960; the edge at 700 cuts the row at 640.
    expect(pageStarts(rows(4), 700, 1260)).toEqual([0, 560]);
    expect(pageStarts(rows(6), 700, 1900)).toEqual([0, 640, 1200]);
  });

  it('cuts a block taller than the window at the window’s edge', () => {
    expect(pageStarts([{ top: 0, bottom: 2000 }], 800, 2000)).toEqual([0, 800, 1200]);
  });

  it('never goes past the last offset the window scrolls to', () => {
    const starts = pageStarts(rows(3), 500, 940);
    expect(starts).toEqual([0, 320, 440]);
    expect(Math.max(...starts)).toBe(940 - 500);
  });

  it('the page shown is the last one begun at the scroll offset', () => {
    expect(pageAt([0, 640, 1200], 0)).toBe(0);
    expect(pageAt([0, 640, 1200], 600)).toBe(0);
    expect(pageAt([0, 640, 1200], 640)).toBe(1);
    // A window a few pixels taller since (the band changed): still the page it was paged to.
    expect(pageAt([0, 640, 1200], 636)).toBe(1);
    expect(pageAt([0, 640, 1200], 5000)).toBe(2);
  });
});

describe('PagerControls', () => {
  const texts = frKiosk.pager;

  it('says the position and pages both ways; at an end the button stays focusable but does nothing', () => {
    const previous = vi.fn();
    const next = vi.fn();
    const { rerender } = render(
      <PagerControls pager={{ page: 0, count: 4, previous, next }} texts={texts} controls="contenu" />,
    );
    const group = screen.getByRole('group', { name: 'Pages' });
    expect(group.textContent).toBe('PrécédentPage 1 sur 4Suivant');
    const before = screen.getByRole('button', { name: 'Précédent' });
    expect(before.getAttribute('aria-disabled')).toBe('true');
    expect((before as HTMLButtonElement).disabled).toBe(false);
    expect(before.getAttribute('aria-controls')).toBe('contenu');
    fireEvent.click(before);
    expect(previous).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(next).toHaveBeenCalledOnce();

    rerender(
      <PagerControls pager={{ page: 3, count: 4, previous, next }} texts={texts} controls="contenu" />,
    );
    expect(screen.getByText('Page 4 sur 4').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('button', { name: 'Suivant' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    expect(previous).toHaveBeenCalledOnce();
  });

  it('shows nothing when everything fits one page', () => {
    const { container } = render(
      <PagerControls
        pager={{ page: 0, count: 1, previous: vi.fn(), next: vi.fn() }}
        texts={texts}
        controls="contenu"
      />,
    );
    expect(container.innerHTML).toBe('');
  });
});
