// SPEC §2 "Home", as a visitor sees it in Chromium, against the emulator's seeded data.
import { expect, test, type Page } from './support/test';
import type { Module } from '../../src/shared/backoffice';
import { expectNoAxeViolation } from './support/axe';
import { addFault, clearFaults, providersOrigin, seeded } from './support/emulator';

const AUTH_ERROR = 'Impossible de contacter le serveur, veuillez réessayer plus tard.';

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

const tileOf = (page: Page, module: Module) => page.locator(`.tiles > li[data-module="${module.id}"]`);

function byKind(modules: Module[]) {
  const find = (predicate: (m: Module) => boolean, what: string) => {
    const found = modules.find(predicate);
    if (!found) throw new Error(`Aucun module ${what} dans les données de démonstration`);
    return found;
  };
  return {
    newTab: find((m) => !!m.external?.newTab, 'externe en nouvel onglet'),
    iframe: find((m) => !!m.external?.iframe && !m.external.newTab, 'externe en cadre'),
    withTab: find((m) => !m.external && !!m.sousFonction, 'interne avec sousFonction'),
  };
}

test('home shows one tile per seeded module with its texts, image and width', async ({ page, request }) => {
  const { modules } = await seeded(request);
  expect(modules.length).toBeGreaterThanOrEqual(9);
  const modulesCall = page.waitForRequest((r) => r.url().endsWith('/api/modules/list'));
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  expect((await modulesCall).headers()['authorization']).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);

  const tiles = page.locator('.tiles > li');
  await expect(tiles).toHaveCount(modules.length);
  const row = (await page.locator('.tiles').boundingBox())!;
  for (const module of modules) {
    const tile = tileOf(page, module);
    await expect(tile.getByRole('heading', { name: module.title })).toBeVisible();
    await expect(tile).toContainText(module.description);
    await expect(tile.getByRole('link', { name: module.buttonLabel })).toBeVisible();
    const image = tile.getByRole('img', { name: module.image.alt });
    await expect(image).toHaveAttribute('src', module.image.url);
    // Fetched once the text has painted (Tile.tsx), and still loaded at once: the tiles are in view.
    await expect(image).toHaveAttribute('loading', 'lazy');
    // The image really loads from the emulator.
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const box = (await tile.boundingBox())!;
    expect(box.width).toBeCloseTo(row.width / modules.length, 0);
  }
});

test('the scripts home starts with arrive marked for V8 to compile them while they stream, React Router in its production build, the page already the web’s', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('response', (r) => r.request().resourceType() === 'script' && scripts.push(r.url()));
  await page.goto('/home');
  await expect(page.locator('.tiles > li').first()).toBeVisible();
  const path = (url: string) => new URL(url).pathname;
  const entry = scripts.find((url) => /^\/assets\/index-[\w-]+\.js$/.test(path(url)));
  const early = scripts.find((url) => /^\/assets\/early-[\w-]+\.js$/.test(path(url)));
  expect(entry && early).toBeTruthy();
  // The early requests' script (scripts/early-script.ts) is the page's first, a classic one before the
  // stylesheet: it runs as soon as it arrives, not after the page's first frame as an async module did.
  expect(
    await page.evaluate(() => {
      const first = document.head.firstElementChild as HTMLScriptElement | null;
      const stylesheet = document.querySelector('link[rel="stylesheet"]');
      return {
        tag: first?.tagName,
        src: first ? new URL(first.src).pathname : null,
        type: first?.type,
        async: first?.async,
        beforeStylesheet: !!first && !!stylesheet && first.compareDocumentPosition(stylesheet) === 4,
      };
    }),
  ).toEqual({ tag: 'SCRIPT', src: path(early!), type: '', async: false, beforeStylesheet: true });
  // What the server sends (compressed, as a browser asks), not only what the build wrote.
  for (const url of [entry!, early!]) {
    const answer = await request.get(url, { headers: { 'Accept-Encoding': 'br' } });
    expect((await answer.text()).split('\n', 1)[0]).toBe('//# allFunctionsCalledOnLoad');
  }
  // The page says it is the web's (vite.web.config.ts): the entry writes nothing on <html>, whose every
  // write restyled the whole page, one more frame before the tiles'.
  expect(await (await request.get('/home')).text()).toContain('<html lang="fr" data-platform="web">');
  // React Router's production build (scripts/react-router-production.ts): its development one would show
  // a customer "Hey developer" in its default error page.
  expect(await (await request.get(entry!)).text()).not.toContain('Hey developer');
  // A chunk loaded later (a route's) is not compiled before it runs.
  const before = scripts.length;
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link').nth(1).click();
  await expect.poll(() => scripts.length).toBeGreaterThan(before);
  const later = await request.get(scripts[before]!);
  expect((await later.text()).startsWith('//# allFunctionsCalledOnLoad')).toBe(false);
});

test('the menu lists Accueil and every module, highlighting the current one', async ({ page, request }) => {
  const { modules } = await seeded(request);
  await page.goto('/home');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  // A link that opens a new window says so to screen readers.
  const names = modules.map((m) => (m.external?.newTab ? `${m.title} (nouvelle fenêtre)` : m.title));
  await expect(menu.getByRole('link')).toHaveText(['Accueil', ...names]);
  await expect(menu.getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');

  const vpc = modules.find((m) => m.id === 'VPC')!;
  await menu.getByRole('link', { name: vpc.title }).click();
  await expect(page).toHaveURL(/\/vpc\/itemlist$/);
  await expect(menu.getByRole('link', { name: vpc.title })).toHaveAttribute('aria-current', 'page');
  await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
  await expect(menu.getByRole('link', { name: vpc.title })).toHaveClass(/menu__link--current/);
});

test('an external tile with newTab opens its page in a new window', async ({ page, request }) => {
  const { newTab } = byKind((await seeded(request)).modules);
  await page.goto('/home');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    tileOf(page, newTab).getByRole('link', { name: newTab.buttonLabel }).click(),
  ]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe(newTab.external!.url);
  await expect(page).toHaveURL(/\/home$/);
});

test('an external tile with iframe opens the frame screen with its url', async ({
  page,
  request,
  baseURL,
}) => {
  const { iframe } = byKind((await seeded(request)).modules);
  // The contactless-transactions page is the provider's, on its own origin, framed across origins.
  expect(new URL(iframe.external!.url).origin).toBe(providersOrigin(baseURL!));
  await page.goto('/home');
  await tileOf(page, iframe).getByRole('link', { name: iframe.buttonLabel }).click();
  await expect(page).toHaveURL(`/iframe?url=${encodeURIComponent(iframe.external!.url)}`);
  const frame = page.locator('iframe.frame');
  await expect(frame).toHaveAttribute('src', iframe.external!.url);
  // SPEC: frame height is the window minus header and footer minus 15 px, at least: the frame then grows
  // to the framed page's content when it says its height (issue 26 §4, proven in onboard.spec.ts).
  const heights = await page.evaluate(() => ({
    window: window.innerHeight,
    header: document.querySelector('header.header')!.getBoundingClientRect().height,
    footer: document.querySelector('footer.footer')!.getBoundingClientRect().height,
    frame: document.querySelector('iframe.frame')!.getBoundingClientRect().height,
  }));
  expect(heights.frame).toBeGreaterThanOrEqual(heights.window - heights.header - heights.footer - 15 - 0.5);
  await expect(page.frameLocator('iframe.frame').getByRole('heading', { level: 1 })).toHaveText(
    'Vos paiements sans contact à bord',
  );
});

test('the frame screen refuses a url outside the allowlist', async ({ page }) => {
  await page.goto(`/iframe?url=${encodeURIComponent('https://site-pirate.example/')}`);
  await expect(page.getByRole('alert')).toHaveText('Chargement de l’URL demandée impossible.');
  await expect(page.locator('iframe')).toHaveCount(0);
});

for (const url of [null, '', '/iframe', '/iframe?url=%2Fhome']) {
  test(`the frame screen never frames itself (url ${JSON.stringify(url)})`, async ({ page }) => {
    // An empty url resolves to the frame screen's own address: it would frame itself, again and again.
    await page.goto(url === null ? '/iframe' : `/iframe?url=${encodeURIComponent(url)}`);
    await expect(page.getByRole('alert')).toHaveText('Chargement de l’URL demandée impossible.');
    await expect(page.locator('iframe')).toHaveCount(0);
  });
}

test('an external tile without newTab nor iframe leaves for its url', async ({ page, request }) => {
  const { modules, preferences } = await seeded(request);
  const target = new URL(
    '/externe/plan-du-reseau.html',
    preferences.allowedOrigins.find((o) => o.includes('127.0.0.1')),
  ).href;
  const tpass: Module = {
    id: 'TPASS',
    title: 'Pass transport',
    description: 'Votre abonnement sur le site du réseau',
    buttonLabel: 'Découvrir',
    image: modules[0]!.image,
    external: { url: target, newTab: false, iframe: false },
  };
  await addFault(request, {
    method: 'GET',
    path: '/api/modules/list',
    status: 200,
    body: [...modules, tpass],
  });
  await page.goto('/home');
  await tileOf(page, tpass).getByRole('link', { name: 'Découvrir' }).click();
  await expect(page).toHaveURL(target);
});

test('an internal tile goes to its route with the tab from sousFonction', async ({ page, request }) => {
  const { withTab } = byKind((await seeded(request)).modules);
  await page.goto('/home');
  await tileOf(page, withTab).getByRole('link', { name: withTab.buttonLabel }).click();
  // The module route, then its default child, keeping the tab.
  await expect(page).toHaveURL(new RegExp(`/reservation/infos\\?tab=${withTab.sousFonction}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Mon trajet' })).toBeVisible();
});

test('?module=VPC locks the app onto the shop: no Retour, no menu, even after reload', async ({ page }) => {
  await page.goto('/?module=VPC');
  await expect(page).toHaveURL(/\/vpc\/itemlist$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Boutique' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retour' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Boutique' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);
});

test('without lock, pages show Retour and it goes back', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link').nth(1).click();
  await page.getByRole('button', { name: 'Retour' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('token endpoint failing shows the French error banner', async ({ page, request }) => {
  await addFault(request, { path: '/api/jwttoken/generate', status: 503 });
  await page.goto('/home');
  await expect(page.getByRole('alert')).toHaveText(AUTH_ERROR);
  await expect(page.locator('.tiles > li')).toHaveCount(0);
});

test('token endpoint down (connection dropped) shows the French error banner', async ({ page, request }) => {
  await addFault(request, { path: '/api/jwttoken/generate', down: true });
  await page.goto('/home');
  await expect(page.getByRole('alert')).toHaveText(AUTH_ERROR);
});

test('an expired token is refreshed once, silently', async ({ page }) => {
  await page.goto('/home');
  // The first load's own token call and modules must be over before the token is spoilt: under load they
  // can still be in flight after the load event, and would write a good token over the spoilt one.
  await expect(page.locator('.tiles > li').first()).toBeVisible();
  await page.evaluate(() => localStorage.setItem('authenticationToken', 'jeton.perime.invalide'));
  const tokenCalls: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/jwttoken/generate') && tokenCalls.push(r.url()));
  // The tiles kept from the first load paint at once: wait for the fresh modules, asked again with the new token.
  const freshModules = page.waitForResponse((r) => r.url().endsWith('/api/modules/list') && r.ok());
  await page.reload();
  await freshModules;
  await expect(page.locator('.tiles > li').first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(tokenCalls.length).toBe(1);
});

test('the home page has no accessibility violation of any impact', async ({ page }) => {
  await page.goto('/home');
  await expect(page.locator('.tiles > li').first()).toBeVisible();
  await expectNoAxeViolation(page);
  // The check bites on a page it has already checked (axe then stays loaded, support/axe.ts): an image
  // without a text alternative put in the screen is reported by its rule, and gone, the screen is clean.
  await page.locator('main').evaluate((main) => {
    const image = document.createElement('img');
    image.src = '/icons/icon-192.png';
    image.id = 'sans-alternative';
    main.append(image);
  });
  await expect(expectNoAxeViolation(page)).rejects.toThrow(/image-alt \(critical\): #sans-alternative/);
  await page.locator('#sans-alternative').evaluate((image) => image.remove());
  await expectNoAxeViolation(page);
});
