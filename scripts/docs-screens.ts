// `npm run docs:screens`: the pictures of the docs (docs/kiosk-screens.md and the pages that show the web
// portal). Starts the emulator on free ports and opens Debian's Chromium twice: at 1080 × 1920 with the
// kiosk bridge of the e2e tests (the real main-process handlers, loopback terminal and printer), then as
// a web browser at 1280 × 800. In each it walks the screens as a customer does (by role and name, never
// by CSS class) and writes one PNG per screen, at half size, into docs/images/kiosk/ or docs/images/web/
// under fixed names. A screen that cannot be reached is named with what failed; the screens after it in
// the same journey are skipped, the other journeys still run, and the script exits 1.
// Not part of `npm test`: the lead reruns it after merging, on whatever screens exist by then.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  chromium,
  expect,
  request as playwrightRequest,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { startServer } from '../src/server/listen';
import { chromiumLaunchOptions } from '../tests/support/chromium';
import { DEMO_STATION, kioskDevice, type KioskOptions } from '../tests/e2e/support/kiosk';
import { typeEmailOnKiosk } from '../tests/e2e/support/kiosk-email';
import { CARDS, openArticles } from '../tests/e2e/support/reload';
import { buildIfMissing, webIndex } from './build-if-missing';
import { projectRoot, webRoot } from './paths';

/** Where each home's pictures go, at which size, and how its page is set up. */
interface Home {
  name: string;
  out: string;
  viewport: { width: number; height: number };
  kiosk: boolean;
  journeys: Journey[];
}

interface Screen {
  /** The PNG's name, without extension. */
  file: string;
  /** Brings the page from the previous screen of its journey to this one, and waits until it is still. */
  reach(page: Page): Promise<void>;
}

interface Journey {
  name: string;
  device?: KioskOptions;
  screens: Screen[];
}

const main = (page: Page) => page.getByRole('main');
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** Still: the title shown, nothing loading, fonts and images in. */
async function still(page: Page): Promise<void> {
  await expect(h1(page)).toBeVisible();
  await expect(page.locator('[role="progressbar"], .spinner')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

/** Home, then the tile whose button is named `button` (the tile named `title`). */
const tile = (title: string, button: string) => async (page: Page) => {
  await page.goto('/home');
  await page.getByRole('article', { name: title }).getByRole('link', { name: button }).tap();
  await still(page);
};

const JOURNEYS: Journey[] = [
  {
    name: 'accueil',
    screens: [
      { file: '01-accueil', reach: async (page) => (await page.goto('/home'), still(page)) },
      {
        file: '02-accueil-english',
        reach: async (page) => {
          await main(page)
            .getByRole('group', { name: 'Langue' })
            .getByRole('button', { name: 'English' })
            .tap();
          await expect(page.getByRole('article', { name: 'Buy a ticket' })).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'billet',
    // A kiosk with its stop (issue 24 item 1). The terminal holds the card for 4 s: long enough to
    // photograph its screen.
    device: { station: DEMO_STATION },
    screens: [
      {
        file: '03-billet-destination',
        reach: async (page) => {
          await tile('Acheter un titre', 'Acheter')(page);
          await expect(page.getByRole('list', { name: 'Destinations' })).toBeVisible();
          await still(page);
        },
      },
      {
        file: '04-billet-titre',
        reach: async (page) => {
          await page
            .getByRole('list', { name: 'Destinations' })
            .getByRole('button', { name: 'Cheverny – Château' })
            .tap();
          await expect(page.getByRole('button', { name: 'Acheter Billet unitaire' })).toBeVisible();
          await still(page);
        },
      },
      {
        file: '05-paiement-clavier',
        reach: async (page) => {
          await page.getByRole('button', { name: 'Acheter Billet unitaire' }).tap();
          await expect(page).toHaveURL(/\/payment$/);
          await page.getByLabel('Adresse e-mail *').tap();
          await expect(page.getByRole('region', { name: 'Clavier virtuel' })).toBeVisible();
          await still(page);
        },
      },
      {
        file: '06-paiement-email',
        reach: async (page) => {
          await typeEmailOnKiosk(page, 'leo', '@gmail.com');
          await expect(page.getByLabel('Adresse e-mail *')).toHaveValue('leo@gmail.com');
        },
      },
      {
        file: '07-terminal',
        reach: async (page) => {
          const terms = page.getByLabel(/J[’']ai lu et j[’']accepte les/);
          await terms.tap();
          await expect(terms).toBeChecked();
          await page.getByRole('button', { name: 'Valider les achats' }).tap();
          await expect(page.getByRole('heading', { level: 1, name: 'Paiement par carte' })).toBeVisible();
        },
      },
      {
        file: '08-recapitulatif',
        reach: async (page) => {
          await expect(page.getByText('Merci, votre paiement a été accepté.')).toBeVisible({
            timeout: 20_000,
          });
          await still(page);
        },
      },
    ],
  },
  { name: 'boutique', screens: [{ file: '09-boutique', reach: tile('Boutique', 'Voir la boutique') }] },
  {
    name: 'rechargement',
    screens: [
      { file: '10-rechargement', reach: tile('Recharger ma carte', 'Recharger') },
      {
        file: '15-rechargement-titres',
        reach: async (page) => {
          // The number typed on the on-screen keypad, 'Valider' in the band above it (issue 24).
          await page.getByLabel('Numéro de carte *').tap();
          const keypad = page.getByRole('region', { name: 'Clavier virtuel' });
          for (const digit of CARDS.valid)
            await keypad.getByRole('button', { name: digit, exact: true }).tap();
          await page
            .getByRole('region', { name: 'Actions de la page' })
            .getByRole('button', { name: 'Valider', exact: true })
            .tap();
          await expect(page.getByRole('button', { name: 'Acheter Carnet 10 voyages' })).toBeVisible();
          await still(page);
        },
      },
    ],
  },
  {
    name: 'réservation',
    screens: [{ file: '11-reservation', reach: tile('Mon trajet', 'Réserver') }],
  },
  {
    name: 'demandes',
    screens: [{ file: '12-demande-de-carte', reach: tile('Effectuer une demande', 'Faire ma demande') }],
  },
  {
    name: 'inactivité',
    device: { idleTimeoutMs: 60_000, idleWarningMs: 20_000 },
    screens: [
      {
        file: '13-inactivite',
        reach: async (page) => {
          await page.clock.install();
          await page.goto('/home');
          await still(page);
          await page.clock.fastForward(61_000);
          await expect(page.getByRole('alertdialog', { name: 'Êtes-vous toujours là ?' })).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'accessibilité',
    screens: [
      {
        file: '14-accessibilite',
        reach: async (page) => {
          await page.goto('/home');
          await still(page);
          await page.getByRole('button', { name: 'Accessibilité' }).tap();
          await expect(page.getByRole('button', { name: 'Accessibilité' })).toHaveAttribute(
            'aria-pressed',
            'true',
          );
        },
      },
    ],
  },
];

/** The web portal's main screens (a desktop browser, 1280 × 800): what a reader of the docs would rather
 * see than read. */
const WEB_JOURNEYS: Journey[] = [
  {
    name: 'accueil',
    screens: [{ file: '01-accueil', reach: async (page) => (await page.goto('/home'), still(page)) }],
  },
  {
    name: 'boutique',
    screens: [
      {
        file: '02-boutique',
        reach: async (page) => {
          await page.goto('/vpc');
          await expect(h1(page)).toHaveText('Boutique');
          await still(page);
        },
      },
      {
        file: '03-panier',
        reach: async (page) => {
          await main(page)
            .getByRole('button', { name: /^Ajouter / })
            .first()
            .click();
          await expect(page.getByText('Le produit a bien été ajouté à votre panier')).toBeVisible();
          await page.goto('/cart');
          await expect(h1(page)).toHaveText('Mon panier');
          await expect(main(page).getByRole('button', { name: 'Valider les achats' })).toBeVisible();
          await still(page);
        },
      },
    ],
  },
  {
    name: 'rechargement',
    screens: [
      {
        file: '04-rechargement',
        reach: async (page) => {
          await page.goto('/rechargement/infos');
          await expect(h1(page)).toHaveText('Recharger ma carte');
          await expect(page.getByRole('img', { name: 'Carte Ligéo' })).toBeVisible();
          await still(page);
        },
      },
      {
        file: '05-rechargement-titres',
        reach: async (page) => {
          await openArticles(page, CARDS.valid);
          await expect(page.getByText('Carte n° 1000 0000 0001')).toBeVisible();
          await still(page);
        },
      },
    ],
  },
  {
    name: 'billet',
    screens: [
      {
        file: '06-billet',
        reach: async (page) => {
          await page.goto('/selection-od');
          await expect(h1(page)).toHaveText('Acheter un titre');
          await still(page);
        },
      },
    ],
  },
  {
    name: 'réservation',
    screens: [
      {
        file: '07-reservation',
        reach: async (page) => {
          await page.goto('/reservation/infos');
          await expect(h1(page)).toHaveText('Mon trajet');
          await expect(page.getByRole('tab', { name: 'Réserver un trajet' })).toBeVisible();
          await still(page);
        },
      },
    ],
  },
];

const HOMES: Home[] = [
  {
    name: 'Écrans de la borne',
    out: join(projectRoot, 'docs/images/kiosk'),
    viewport: { width: 1080, height: 1920 },
    kiosk: true,
    journeys: JOURNEYS,
  },
  {
    name: 'Écrans du portail web',
    out: join(projectRoot, 'docs/images/web'),
    viewport: { width: 1280, height: 800 },
    kiosk: false,
    journeys: WEB_JOURNEYS,
  },
];

/** The PNG at half size (540 × 960 for the kiosk, 640 × 400 for the web), scaled by Chromium's canvas: the docs show
 * them small, and the
 * files stay light. (A device scale factor of 0.5 would halve them too, but moves the taps.) */
async function halved(context: BrowserContext, png: Buffer): Promise<Buffer> {
  const page = await context.newPage();
  try {
    const data = await page.evaluate(
      async (source) => {
        const image = new Image();
        image.src = source;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = Math.round(image.width / 2);
        canvas.height = Math.round(image.height / 2);
        const drawing = canvas.getContext('2d')!;
        drawing.imageSmoothingQuality = 'high';
        drawing.drawImage(image, 0, 0, canvas.width, canvas.height);
        return canvas.toDataURL('image/png');
      },
      `data:image/png;base64,${png.toString('base64')}`,
    );
    return Buffer.from(data.slice(data.indexOf(',') + 1), 'base64');
  } finally {
    await page.close();
  }
}

/** One journey in its own context and device: each screen photographed once reached; the first failure
 * ends the journey. The names of the screens that failed or were skipped. */
async function walk(browser: Browser, baseURL: string, home: Home, journey: Journey): Promise<string[]> {
  const context = await browser.newContext({
    baseURL,
    viewport: home.viewport,
    hasTouch: home.kiosk,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    serviceWorkers: 'block',
  });
  const request = await playwrightRequest.newContext({ baseURL });
  const page = await context.newPage();
  // tsx keeps functions' names by wrapping them in `__name(…)`, a helper the page does not have: the
  // bridge's init script (tests/e2e/support/kiosk.ts) would throw there. Playwright's own loader does not.
  await page.addInitScript('window.__name = (target) => target;');
  const device = home.kiosk ? await kioskDevice(page, request, baseURL, journey.device) : undefined;
  device?.terminal.script({ kind: 'approve', dialogMs: 4_000 });
  const failed: string[] = [];
  try {
    for (const [index, screen] of journey.screens.entries()) {
      try {
        await screen.reach(page);
        const shot = await page.screenshot({ animations: 'disabled', caret: 'hide' });
        writeFileSync(join(home.out, `${screen.file}.png`), await halved(context, shot));
        console.log(`  ${screen.file}.png`);
      } catch (error) {
        const why = (error instanceof Error ? error.message : String(error))
          .split('\n')
          .slice(0, process.env.DEBUG ? 40 : 1)
          .join('\n');
        console.error(`  ÉCHEC ${screen.file} (parcours « ${journey.name} ») : ${why}`);
        const skipped = journey.screens.slice(index + 1).map((s) => s.file);
        if (skipped.length > 0) console.error(`  non atteints : ${skipped.join(', ')}`);
        failed.push(screen.file, ...skipped);
        break;
      }
    }
  } finally {
    await device?.close();
    await request.dispose();
    await context.close();
  }
  return failed;
}

async function run(): Promise<number> {
  buildIfMissing(webIndex(webRoot), 'build:web');
  for (const home of HOMES) {
    mkdirSync(home.out, { recursive: true });
    // A screen no longer in the list leaves no stale picture behind.
    const names = new Set(home.journeys.flatMap((j) => j.screens.map((s) => `${s.file}.png`)));
    for (const file of readdirSync(home.out))
      if (file.endsWith('.png') && !names.has(file)) rmSync(join(home.out, file));
  }

  const server = await startServer({ webRoot, host: '127.0.0.1', port: 0, control: true });
  const browser = await chromium.launch(chromiumLaunchOptions);
  const failed: string[] = [];
  try {
    for (const home of HOMES) {
      const { width, height } = home.viewport;
      console.log(
        `${home.name} (${width} × ${height}, images ${width / 2} × ${height / 2}) dans ${home.out} :`,
      );
      for (const journey of home.journeys) failed.push(...(await walk(browser, server.url, home, journey)));
    }
  } finally {
    await browser.close();
    await server.close();
  }
  if (failed.length > 0) console.error(`${failed.length} écran(s) sans image : ${failed.join(', ')}`);
  return failed.length > 0 ? 1 : 0;
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
