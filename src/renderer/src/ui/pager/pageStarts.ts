// Where each page of a paged region begins: a page never opens in the middle of a block it could show
// whole (a tile, a card, a form's row), so paging shows one set of whole blocks at a time. Pure: measured
// offsets in, offsets out (usePager measures).

/** A block of the region's content, in px from the top of that content. */
export interface Block {
  top: number;
  bottom: number;
}

/** A page that would open less than this share of a view further down is cut at the view's edge instead. */
const MIN_STEP = 1 / 3;
/** Rounding of measured boxes. */
const SLACK = 1;
const MAX_PAGES = 200;

/** The scroll offsets at which the pages of a `view` px tall window over `content` px begin. The first is
 * 0; none goes past the last offset the window can scroll to. */
export function pageStarts(blocks: readonly Block[], view: number, content: number): number[] {
  const starts = [0];
  if (view <= 0) return starts;
  const last = Math.max(0, content - view);
  let start = 0;
  while (start + view < content - SLACK && starts.length < MAX_PAGES) {
    const edge = start + view;
    // The innermost block the page's lower edge cuts (a tile's row rather than the list holding it)
    // opens the next page, unless it began too close to this page's top to gain anything. An edge that
    // falls between blocks is where the next page opens.
    let cut = -1;
    for (const block of blocks)
      if (block.top > start + SLACK && block.top < edge && block.bottom > edge + SLACK)
        cut = Math.max(cut, block.top);
    const next = Math.round(Math.min(cut - start >= view * MIN_STEP ? cut : edge, last));
    if (next <= start + SLACK) break;
    start = next;
    starts.push(start);
  }
  return starts;
}

/** How far above a page's start the window may stop and still show that page: the window's height moves
 * by a few pixels with what the band holds, and the page starts with it. */
const NEAR = 16;

/** The page shown at `scrollTop`: the last one that begins at or just below it. */
export function pageAt(starts: readonly number[], scrollTop: number): number {
  let page = 0;
  starts.forEach((start, index) => {
    if (start <= scrollTop + NEAR) page = index;
  });
  return page;
}
