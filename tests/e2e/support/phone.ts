// What a phone user (SPEC §9: below 576 px) meets on a screen, measured in the page: the page scrolling
// sideways, and controls smaller than a finger (44 × 44 px, WCAG 2.5.5), as ../shared/tools/screens.mjs
// counts them: a checkbox, a radio or a file input with its label (a file input hides behind the label
// that looks like a button); a card's stretched link (its ::after covers the card) as the card. Skip
// links parked off screen until focused, and what is visually hidden for screen readers only (react-aria's
// dismiss buttons), are left out.
export const PHONE = { width: 390, height: 844 } as const;

/** Runs in the page (Playwright's page.evaluate): one line per problem, none when the screen is right. */
export function phoneProblems(): string[] {
  const problems: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth)
    problems.push(`défilement horizontal de la page : ${root.scrollWidth} px pour ${root.clientWidth}`);
  const name = (el: Element) =>
    (el.getAttribute('aria-label') ?? el.textContent ?? el.id ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
  // Clipped to a pixel by itself or an ancestor (the visually-hidden pattern): no finger can find it.
  const clippedAway = (el: Element) => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      const box = node.getBoundingClientRect();
      if (getComputedStyle(node).overflow === 'hidden' && (box.width <= 1 || box.height <= 1)) return true;
    }
    return false;
  };
  /** What a finger actually touches to use `el`. */
  const touchBox = (el: Element): DOMRect | null => {
    if (el instanceof HTMLInputElement && ['checkbox', 'radio', 'file'].includes(el.type)) {
      const label = el.closest('label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`) : null);
      if (label) return label.getBoundingClientRect();
    }
    if (clippedAway(el)) return null;
    const cover = getComputedStyle(el, '::after');
    if (
      el instanceof HTMLElement &&
      el.offsetParent &&
      cover.content !== 'none' &&
      cover.position === 'absolute'
    )
      return el.offsetParent.getBoundingClientRect();
    return el.getBoundingClientRect();
  };
  const targets = document.querySelectorAll(
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="tab"], [role="option"]',
  );
  for (const el of targets) {
    if (!el.checkVisibility({ visibilityProperty: true })) continue;
    const box = touchBox(el);
    if (!box || (box.width === 0 && box.height === 0)) continue;
    if (box.right <= 0 || box.bottom <= 0) continue;
    if (box.width < 44 || box.height < 44)
      problems.push(
        `cible de ${Math.round(box.width)}×${Math.round(box.height)} px : ${el.tagName.toLowerCase()} « ${name(el)} »`,
      );
  }
  return problems;
}
