import type { Locator, Page } from '@playwright/test';

/** The calendar's next-month arrow « › », as a sighted customer presses it. react-aria also puts an
 * empty, visually hidden « Suivant » button after the grid (for screen readers), so the name alone
 * matches two buttons. */
export const nextMonth = (calendar: Locator): Locator =>
  calendar.getByRole('button', { name: 'Suivant', exact: true }).filter({ hasText: '›' });

/** Types `day` (yyyy-mm-dd) in the segments of the date field named `label` (jj/mm/aaaa), as a person
 * does with a keyboard. */
export async function typeDay(page: Page, label: RegExp, day: string): Promise<void> {
  const group = page.getByRole('group', { name: label });
  await group.getByRole('spinbutton', { name: /^jour/ }).click();
  const [year, month, date] = day.split('-');
  await page.keyboard.type(`${date}${month}${year}`);
}
