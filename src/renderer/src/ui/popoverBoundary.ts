// Where react-aria may place a list or a calendar: the whole page, except in the kiosk's accessibility
// mode, whose low-reach layout keeps every control in the lower half of the screen, where the page scrolls
// (features/kiosk/accessibility/accessibility.css): a popover then opens within that region, never above it.
export function popoverBoundary(): Element | undefined {
  if (document.documentElement.dataset.a11y !== 'on') return undefined;
  return document.querySelector('.layout') ?? undefined;
}
