// SPEC §2 "Home": a tile with both newTab and iframe, and which failure the error banner tells about.
import { expect, test } from './support/test';
import type { Module } from '../../src/shared/backoffice';
import { addFault, clearFaults, seeded } from './support/emulator';

const AUTH_ERROR = 'Impossible de contacter le serveur, veuillez réessayer plus tard.';
const MODULES_ERROR = 'Impossible de charger les services. Veuillez réessayer ultérieurement.';

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

test('a tile with both newTab and iframe: its link and its click agree, a new window (SPEC §2 order)', async ({
  page,
  request,
}) => {
  const { modules } = await seeded(request);
  const plan = modules.find((m) => m.external?.newTab)!;
  const both: Module = {
    ...plan,
    id: 'PLAN_CADRE',
    title: 'Plan encadrable',
    buttonLabel: 'Voir le plan',
    external: { ...plan.external!, newTab: true, iframe: true },
  };
  await addFault(request, {
    method: 'GET',
    path: '/api/modules/list',
    status: 200,
    body: [...modules, both],
  });
  await page.goto('/home');
  const link = page
    .locator(`.tiles > li[data-module="${both.id}"]`)
    .getByRole('link', { name: `${both.buttonLabel} (nouvelle fenêtre)` });
  const href = await link.getAttribute('href');
  const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await popup.waitForLoadState();
  // The window opens what the link names, and the portal stays where it was.
  expect(popup.url()).toBe(new URL(href!, page.url()).href);
  expect(popup.url()).toBe(both.external!.url);
  await expect(page).toHaveURL(/\/home$/);
  // The menu entry says and does the same.
  const entry = page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: `${both.title} (nouvelle fenêtre)` });
  await expect(entry).toHaveAttribute('href', href!);
});

test('authentication failing shows the SPEC banner only', async ({ page, request }) => {
  await addFault(request, { path: '/api/jwttoken/generate', status: 503 });
  await page.goto('/home');
  await expect(page.getByRole('alert')).toHaveText(AUTH_ERROR);
  await expect(page.getByText(MODULES_ERROR)).toHaveCount(0);
});

test('only the modules call failing gets its own message, not the authentication one', async ({
  page,
  request,
}) => {
  const token = page.waitForResponse((r) => r.url().endsWith('/api/jwttoken/generate'));
  await addFault(request, { method: 'GET', path: '/api/modules/list', status: 500, times: 5 });
  await page.goto('/home');
  expect((await token).status()).toBe(200);
  await expect(page.getByRole('alert')).toHaveText(MODULES_ERROR);
  await expect(page.getByText(AUTH_ERROR)).toHaveCount(0);
  await expect(page.locator('.tiles > li')).toHaveCount(0);
});
