// Typing a day into a react-aria date field (fr-FR segments jj/mm/aaaa), as a customer does.
import { vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

export type User = ReturnType<typeof userEvent.setup>;

/** Types a day (yyyy-MM-dd) in the segments of the date field named `label` (jj/mm/aaaa in French). */
export async function typeDay(user: User, label: RegExp, day: string): Promise<void> {
  const group = screen.getByRole('group', { name: label });
  const [year, month, date] = day.split('-');
  // happy-dom's Selection re-enters its own 'selectionchange' while react-aria edits a segment and logs the
  // overflow it ends with; the segments are typed all the same. Only that message is kept out of the log.
  const log = console.error;
  const quiet = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('Maximum call stack size exceeded')) log(...args);
  });
  try {
    await user.click(within(group).getByRole('spinbutton', { name: /^jour/ }));
    await user.keyboard(`${date}${month}${year}`);
  } finally {
    quiet.mockRestore();
  }
}
