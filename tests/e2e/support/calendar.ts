import type { Locator } from '@playwright/test';

/** The calendar's next-month arrow « › », as a sighted customer presses it. react-aria also puts an
 * empty, visually hidden « Suivant » button after the grid (for screen readers), so the name alone
 * matches two buttons. */
export const nextMonth = (calendar: Locator): Locator =>
  calendar.getByRole('button', { name: 'Suivant', exact: true }).filter({ hasText: '›' });
