// Issue 16 "PWA" (web only; SPEC §2 "Other", §4): the portal installs (a French manifest, its icons, a
// service worker that precaches the shell and keeps the code of the routes opened, issue 27 §3, never a
// back-office answer), opens offline from its cache and says in French that the service is out of reach, and a new version served
// by the back office waits for the customer's next change of page or « Mettre à jour » (issue 26 §4: a
// card number being typed survives it), then says 'Actualisation de la page…' and reloads onto itself:
// two real builds served one after the other by an emulator of this test's own. With the worker in control, a navigation
// to a server page (the emulator's mailbox, issue 23 item 5) reaches the server, and one to a portal route
// gets the shell. Every other spec blocks service workers (playwright.config.ts); this one lets them in.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { expect, test, type Page } from './support/test';
import { startServer, type StartedServer } from '../../src/server/listen';
import { BACKOFFICE_PREFIXES } from '../../src/shared/http';
import { MANIFEST_URL } from '../../src/shared/pwa';
import { expectNoAxeViolation } from './support/axe';
import { clearOutbox, LEA, requestAccess } from './support/demandes';
import { clearFaults } from './support/emulator';
import { kioskDevice } from './support/kiosk';

test.use({ serviceWorkers: 'allow' });

const UNREACHABLE = 'Le service est injoignable pour le moment. Vérifiez votre connexion puis réessayez.';
const UPDATING = 'Actualisation de la page…';
const UPDATE_READY =
  'Une nouvelle version du portail est prête : elle s’appliquera à votre prochain changement de page.';
const MODULES_FAILED = 'Impossible de charger les services. Veuillez réessayer ultérieurement.';
const projectRoot = join(import.meta.dirname, '../..');
const builtPortal = join(projectRoot, 'out/web');

/** The page's worker has installed and activated (it registers once the first screen is stable). */
async function workerActive(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state), {
      timeout: 20_000,
    })
    .toBe('activated');
}

/** Every URL the worker keeps, across its caches. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
}

const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

test('installs: a French manifest with its icons, and a worker that keeps the shell, never the back office', async ({
  page,
  request,
}) => {
  await page.goto('/home');
  await expect(page.locator('.tile').first()).toBeVisible();
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe(MANIFEST_URL);
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({
    name: 'Portail de vente en ligne',
    short_name: 'Portail',
    lang: 'fr',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    theme_color: '#0b4f8a',
    background_color: '#ffffff',
  });
  // One French text describes the portal, to an installing phone and to a search engine.
  const description =
    'Achetez vos titres de transport, rechargez votre carte et réservez vos trajets, aussi sur votre téléphone.';
  expect(manifest.description).toBe(description);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of icons) {
    const response = await request.get(icon.src);
    expect(response.headers()['content-type'], icon.src).toBe('image/png');
  }

  await workerActive(page);
  // Loaded again under the worker, with the back office answering as usual: the shell from the cache, the
  // back office's answers from the network only.
  await page.reload();
  await expect(page.locator('.tile').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  const cached = await cachedUrls(page);
  expect(cached).toContain('/index.html');
  expect(cached.some((url) => /^\/assets\/index-.+\.js$/.test(url))).toBe(true);
  // Home is in the entry, with the early configuration script; a route's chunk only once it was opened
  // (issue 27 §3: a first visit no longer downloads every route's code).
  expect(cached.some((url) => /^\/assets\/early-.+\.js$/.test(url))).toBe(true);
  expect(cached.filter((url) => /^\/assets\/reloadRoutes-.+\.js$/.test(url))).toEqual([]);
  await page.goto('/rechargement/infos');
  await expect(page.getByRole('heading', { level: 1, name: 'Recharger ma carte' })).toBeVisible();
  await expect
    .poll(async () => (await cachedUrls(page)).some((url) => /^\/assets\/reloadRoutes-.+\.js$/.test(url)))
    .toBe(true);
  for (const prefix of [...BACKOFFICE_PREFIXES, '/__emulator', '/content/'])
    expect(
      cached.filter((url) => url.startsWith(prefix)),
      prefix,
    ).toEqual([]);
});

test('offline, the shell opens from the cache and says in French that the service is out of reach', async ({
  page,
  context,
}) => {
  // The worker's install, two screens opened online, then offline with two accessibility checks: more than
  // 30 s on a loaded machine.
  test.slow();
  await page.goto('/home');
  await workerActive(page);
  // Back later, under the worker, the customer opens the card reload: its code is kept from then on.
  await page.reload();
  await expect(page.locator('.tile').first()).toBeVisible();
  await page.goto('/rechargement/infos');
  await expect(page.getByRole('heading', { level: 1, name: 'Recharger ma carte' })).toBeVisible();
  await page.goto('/home');
  await expect(page.locator('.tile').first()).toBeVisible();
  await context.setOffline(true);

  // A visit with no network at all: the browser's own error page would say "No internet".
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Accueil' })).toBeAttached();
  await expect(notice(page, UNREACHABLE)).toBeVisible();
  // The back office is not answered from any cache: home's own banner says its services did not come.
  await expect(page.getByRole('alert')).toHaveText(MODULES_FAILED);
  await expectNoAxeViolation(page);

  // A screen opened before, typed in the address bar: the same shell, its route's code from the cache too.
  await page.goto('/rechargement/infos');
  await expect(page.getByRole('heading', { level: 1, name: 'Recharger ma carte' })).toBeVisible();
  await expect(notice(page, UNREACHABLE)).toBeVisible();
  // Reloaded there, still offline: the same screen again, from the cache.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Recharger ma carte' })).toBeVisible();

  // A screen never opened: its code is nowhere, the page says so in the portal's layout, as the notice does.
  await page.goto('/vpc/itemlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Page indisponible' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(UNREACHABLE);
  await expect(notice(page, UNREACHABLE)).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Accueil' })).toBeVisible();
  await expectNoAxeViolation(page);

  // Back online, the notice goes, and the screens work again.
  await context.setOffline(false);
  await expect(notice(page, UNREACHABLE)).toHaveCount(0);
  await page.goto('/vpc/itemlist');
  await expect(page.getByRole('main').getByText(UNREACHABLE)).toHaveCount(0);
  await page.goto('/home');
  await expect(page.locator('.tile').first()).toBeVisible();
  await expect(page.getByText(MODULES_FAILED)).toHaveCount(0);
});

test("with the worker in control, the emulator's mailbox is the mailbox, and its link opens the portal's form", async ({
  page,
  request,
}) => {
  // The README's demo table's path for a new user: request access, read the link in /emulateur/courriels, follow it.
  // The worker's install and the captcha's proof of work may each take up to 20 s on a loaded machine.
  test.slow();
  await clearOutbox(request);
  await page.goto('/home');
  await workerActive(page);
  await page.reload();
  await expect(page.locator('.tile').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);

  await requestAccess(page, request);
  // A server page: the network answers it, not the worker's shell (which would show the portal's home).
  const mailbox = await page.goto('/emulateur/courriels');
  expect(mailbox?.fromServiceWorker()).toBe(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Courriels envoyés' })).toBeVisible();
  const mail = page.getByRole('article').filter({ hasText: LEA.email });
  await expect(mail.getByRole('heading', { level: 2 })).toHaveText(
    'Finalisez votre demande « Demande de carte Ligéo »',
  );
  await expect(page.locator('.tile')).toHaveCount(0);

  // Its link leads back to a page of the portal: the worker answers that one with its shell.
  const form = page.waitForResponse(
    (r) => r.request().isNavigationRequest() && /\/demandes\/formulaire\//.test(r.url()),
  );
  await mail.getByRole('link').first().click();
  expect((await form).fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Demande de carte Ligéo' })).toBeVisible();

  // A route as the router reads it (letter case, trailing slash, query), answered by the worker too.
  const reload = await page.goto('/RECHARGEMENT/Infos/?origine=courriel');
  expect(reload?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Recharger ma carte' })).toBeVisible();
});

test.describe('a new version', () => {
  // One worker runs both tests in turn, so the second build below is made once (fullyParallel would
  // hand each test to its own worker, and each worker would build again: 25 s of a worker and 30 s of CPU).
  test.describe.configure({ mode: 'default' });
  let served: string;
  let secondBuild: string;
  let emulator: StartedServer;

  test.beforeAll(async () => {
    // A whole build, compressed copies included (brotli at its best, issue 27 §7): more than 30 s on a
    // loaded machine.
    test.setTimeout(120_000);
    // A second build of the same sources, told apart by its version (vite.web.config.ts's meta).
    const work = mkdtempSync(join(tmpdir(), 'portail-pwa-'));
    secondBuild = join(work, 'v2');
    served = join(work, 'servi');
    const build = spawnSync(
      'npx',
      ['vite', 'build', '--config', 'vite.web.config.ts', '--outDir', secondBuild, '--logLevel', 'error'],
      { cwd: projectRoot, env: { ...process.env, PORTAIL_VERSION: 'seconde' }, encoding: 'utf8' },
    );
    if (build.status !== 0) throw new Error(`Seconde construction impossible : ${build.stderr}`);
    cpSync(builtPortal, served, { recursive: true });
    emulator = await startServer({ webRoot: served, port: 0, providersPort: 0 });
  });

  test.afterAll(async () => {
    await emulator?.close();
    rmSync(join(served, '..'), { recursive: true, force: true });
  });

  /** The second build now served: the customer comes back to `path` (from the cache, the first version)
   * and types a card number; the browser finds the new worker, which waits for this page. */
  async function updateFoundWhileTyping(page: Page, path: string) {
    // Each test starts from the first build (the previous one left the second in place).
    rmSync(served, { recursive: true, force: true });
    cpSync(builtPortal, served, { recursive: true });
    const version = page.locator('meta[name="portail-version"]');
    await page.goto(new URL(path, emulator.url).href);
    await expect(page.getByRole('heading', { level: 1, name: 'Recharger ma carte' })).toBeVisible();
    const first = await version.getAttribute('content');
    expect(first).not.toBe('seconde');
    await workerActive(page);

    rmSync(served, { recursive: true });
    cpSync(secondBuild, served, { recursive: true });

    const loads: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) loads.push(new URL(frame.url()).pathname);
    });
    await page.reload();
    await expect(version).toHaveAttribute('content', first!);
    const card = page.getByRole('textbox', { name: 'Numéro de carte' });
    await card.fill('100000000001');
    await expect(notice(page, UPDATE_READY)).toBeVisible({ timeout: 20_000 });
    await expect(notice(page, UPDATE_READY)).toHaveText(UPDATE_READY);
    // Well past the 1.5 s the notice used to give before reloading: the form is as typed, same version.
    await page.waitForTimeout(4_000);
    await expect(card).toHaveValue('100000000001');
    await expect(version).toHaveAttribute('content', first!);
    await expect(notice(page, UPDATING)).toHaveCount(0);
    expect(loads).toEqual([path]);
    return { version, loads };
  }

  test('found while a form is typed: nothing reloads until the next route change, which applies it', async ({
    page,
  }) => {
    const { version, loads } = await updateFoundWhileTyping(page, '/rechargement/infos');
    await expectNoAxeViolation(page);
    // The customer goes on to another page: there, the new version applies.
    await page.getByRole('navigation').getByRole('link', { name: 'Accueil' }).click();
    await expect(notice(page, UPDATING)).toBeVisible();
    await expect(version).toHaveAttribute('content', 'seconde', { timeout: 20_000 });
    // The router's move to /home, then the reload onto the new version there.
    expect(loads).toEqual(['/rechargement/infos', '/home', '/home']);
    await expect(page.locator('.tile').first()).toBeVisible();
    await expect(notice(page, UPDATING)).toHaveCount(0);
    await expect(notice(page, UPDATE_READY)).toHaveCount(0);
  });

  test('« Mettre à jour » in the notice applies it at once, on the same page', async ({ page }) => {
    const { version, loads } = await updateFoundWhileTyping(page, '/rechargement/infos');
    await page.getByRole('button', { name: 'Mettre à jour' }).click();
    await expect(notice(page, UPDATING)).toHaveText(UPDATING);
    await expect(version).toHaveAttribute('content', 'seconde', { timeout: 20_000 });
    expect(loads).toEqual(['/rechargement/infos', '/rechargement/infos']);
    await expect(page.getByRole('heading', { level: 1, name: 'Recharger ma carte' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mettre à jour' })).toHaveCount(0);
  });
});

test('the kiosk registers no service worker, even past 30 s', async ({ page, request, baseURL }) => {
  const device = await kioskDevice(page, request, baseURL!);
  try {
    await page.clock.install();
    const asked: string[] = [];
    page.on('request', (r) => {
      if (/\/sw\.js$|\/manifest\.webmanifest$/.test(r.url())) asked.push(r.url());
    });
    await page.goto('/home');
    await expect(page.locator('.tile').first()).toBeVisible();
    await page.clock.fastForward('00:31');
    await page.clock.runFor(1_000);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(
      0,
    );
    expect(asked.filter((url) => url.endsWith('/sw.js'))).toEqual([]);
  } finally {
    await device.close();
  }
});
