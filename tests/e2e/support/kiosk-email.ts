// The e-mail as a kiosk customer types it (issue 24 item 3): the local part key by key on the on-screen
// keyboard's e-mail layout, then one tap on a domain key ('@gmail.com'...). Returns the taps made, for the
// tap-count budget of the kiosk's journeys.
import { expect, type Page } from '@playwright/test';

/** The keyboard's spoken names of the symbols an e-mail's local part may hold (i18n/fr/kiosk.ts). */
const SYMBOL_KEYS: Readonly<Record<string, string>> = {
  '.': 'point',
  '-': 'tiret',
  _: 'tiret bas',
  '+': 'plus',
  "'": 'apostrophe',
};

/** The keyboard must be open on the e-mail field (tap the field first); lower-case letters, digits and
 * the symbols above only. */
export async function typeEmailOnKiosk(page: Page, local: string, domain: string): Promise<number> {
  const keyboard = page.getByRole('region', { name: 'Clavier virtuel' });
  await expect(keyboard).toBeVisible();
  let taps = 0;
  for (const char of local) {
    const name = /^[a-z0-9]$/.test(char) ? char : SYMBOL_KEYS[char];
    if (!name) throw new Error(`Caractère sans touche sur le clavier e-mail : « ${char} »`);
    await keyboard.getByRole('button', { name, exact: true }).click();
    taps += 1;
  }
  await keyboard.getByRole('button', { name: domain, exact: true }).click();
  return taps + 1;
}
