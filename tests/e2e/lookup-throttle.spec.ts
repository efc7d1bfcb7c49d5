// Issue 23: the card lookup is throttled on the emulator (5 misses in 15 minutes, then 1 s, 2 s, 4 s…),
// and the portal says when to try again, on the web and at the kiosk. The misses are made through the
// back office's API from the same client (the address, or the kiosk's device id), waiting each
// Retry-After until the wait is 4 s, so the page's own lookup surely falls within it.
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { DEVICE_ID_HEADER } from '../../src/shared/terminal-outcome';
import { clearFaults, resetLookups } from './support/emulator';
import { typeOnScreen } from './support/kiosk';
import { cardNumberField, CARDS, choose, validate } from './support/reload';

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
  await resetLookups(request);
});

test.afterEach(async ({ request }) => {
  await resetLookups(request);
});

const LOOKUP = '/commerce/api/support';

/** A card lookup through the back office's API, as this test's client (its own visitor token). */
async function lookUp(request: APIRequestContext, cardNumber: string, headers: Record<string, string> = {}) {
  const token = ((await (await request.get('/api/jwttoken/generate')).json()) as { id_token: string })
    .id_token;
  return request.get(`${LOOKUP}?cardNumber=${cardNumber}`, {
    headers: { Authorization: `Bearer ${token}`, ...headers },
  });
}

/** Unknown cards looked up by this client until the throttle asks a wait of `seconds` or more. */
async function missUntilWait(request: APIRequestContext, headers: Record<string, string> = {}, seconds = 4) {
  for (let n = 0; n < 20; n++) {
    const response = await lookUp(request, String(999_999_999_900 + n), headers);
    if (response.status() === 404) continue;
    expect(response.status()).toBe(429);
    const wait = Number(response.headers()['retry-after']);
    if (wait >= seconds) return;
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
  }
  throw new Error('Le ralentissement des recherches ne s’est pas déclenché.');
}

/** Presses 'Valider' and reads the lookup's answer: a 429, whose wait the page must say. */
async function throttledLookup(page: Page, press: () => Promise<void>) {
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === LOOKUP);
  await press();
  const response = await answer;
  expect(response.status()).toBe(429);
  const seconds = Number(response.headers()['retry-after']);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(4);
  const text = `Trop de tentatives. Veuillez réessayer dans ${seconds} seconde${seconds > 1 ? 's' : ''}.`;
  await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
  await expect(page).toHaveURL(/\/rechargement\/infos$/);
  return seconds;
}

test('web: after 5 misses the lookup waits, the page says how long, and after it the card opens', async ({
  page,
  request,
}) => {
  await page.goto('/rechargement/infos');
  await expect(page.getByRole('heading', { level: 1, name: 'Recharger ma carte' })).toBeVisible();
  // The right card and birth date, typed before the misses: the wait is short.
  await cardNumberField(page).fill(CARDS.personalised);
  await choose(page, 'Jour', '14');
  await choose(page, 'Mois', 'mai');
  await choose(page, 'Année', '1990');

  await missUntilWait(request);
  const seconds = await throttledLookup(page, () => validate(page).click());
  await page.waitForTimeout(seconds * 1000);
  await validate(page).click();
  await expect(page).toHaveURL(/\/rechargement\/articles$/);
  await expect(page.getByText('Carte n° 1000 0000 0002')).toBeVisible();
});

test.describe('kiosk', () => {
  test.use({ hasTouch: true });

  test('the kiosk is counted by its device id: its misses hold it, not the web behind the same address', async ({
    page,
    request,
    openKiosk,
  }) => {
    const device = await openKiosk();
    await page.goto('/rechargement/infos');
    await expect(page.getByRole('heading', { level: 1, name: 'Recharger ma carte' })).toBeVisible();
    await typeOnScreen(page, 'Numéro de carte *', [...CARDS.personalised]);
    await page.getByRole('button', { name: 'Masquer le clavier' }).tap();
    await choose(page, 'Jour', '14');
    await choose(page, 'Mois', 'mai');
    await choose(page, 'Année', '1990');

    await missUntilWait(request, { [DEVICE_ID_HEADER]: device.deviceId });
    // The web, from the same address, is not held by the kiosk's misses.
    expect((await lookUp(request, CARDS.valid)).status()).toBe(200);

    const seconds = await throttledLookup(page, () => validate(page).tap());
    await page.waitForTimeout(seconds * 1000);
    await validate(page).tap();
    await expect(page).toHaveURL(/\/rechargement\/articles$/);
    await expect(page.getByText('Carte n° 1000 0000 0002')).toBeVisible();
  });
});
