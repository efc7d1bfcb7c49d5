// Typing a day into a react-aria date field (fr-FR segments jj/mm/aaaa), as a customer does.
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

export type User = ReturnType<typeof userEvent.setup>;

/** Types a day (yyyy-MM-dd) in the segments of the date field named `label` (jj/mm/aaaa in French). */
export async function typeDay(user: User, label: RegExp, day: string): Promise<void> {
  const group = screen.getByRole('group', { name: label });
  const [year, month, date] = day.split('-');
  await user.click(within(group).getByRole('spinbutton', { name: /^jour/ }));
  await user.keyboard(`${date}${month}${year}`);
}
