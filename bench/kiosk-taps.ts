// `npm run bench`: every tap of the kiosk's single-ticket journey answered in one frame (issue 27 goal 4).
// The journey of tests/e2e/kiosk-taps.spec.ts: the demo kiosk (its stop: Blois – Gare routière) sells a
// ticket to Cheverny – Château, from home to the card terminal's prompt: the 'Acheter' tile, the
// destination, 'Acheter' on 'Billet unitaire', the e-mail typed on the on-screen keyboard ('leo' key by
// key, then the '@gmail.com' key), the terms, 'Valider les achats'.
//
// For each tap, `kiosk.tap.<n>-<name>.inp` (budget 100 ms): its INP, read in the page by the Event Timing
// API (bench/tap-timing.ts); the three letter keys are one figure, their longest. When the tap leads to
// a new screen, `kiosk.tap.<n>-<name>.heading` (budget 300 ms): from the finger landing to the paint of
// that screen's heading (its h1; the destination's tap shows the ticket's step 2 on the same page, its
// h2 'Étape 2 : votre titre').
//
// Method: each journey is a new browser context with the kiosk's bridge stand-in (bench/kiosk-page.ts):
// the first customer after the renderer started, no chunk in the cache. /home is reached at full speed
// (the setup); then the CPU is slowed 4× (CDP) for the rest: the home screen waiting HOME_WAIT_MS for
// its customer (its idle work included), then the journey, each screen reached by the taps measured.
// Each tap is a real Playwright tap (touch start and end) on the control the customer presses, once
// that control is visible and the customer has read the screen for READ_MS (keys: KEY_MS). Median of
// JOURNEYS journeys, each run printed.
import { expect, type Locator, type Page } from '@playwright/test';
import { product } from '../tests/e2e/support/reload';
import { CPU_SLOWDOWN, launchChromiumBeside } from './browser';
import type { Browser } from '@playwright/test';
import { exitOnBudgets, figure, median, say } from './figures';
import { openKioskPage, type KioskPage } from './kiosk-page';
import { measureTap, type TapFigures } from './tap-timing';
import { startBenchServer } from './server';

const JOURNEYS = Number(process.env.KIOSK_JOURNEYS ?? 5);
const INP_BUDGET_MS = 100;
const HEADING_BUDGET_MS = 300;
/** A customer reads a screen at least this long before tapping (a finger does not land sooner). */
const READ_MS = 1000;
/** The kiosk waits on its home screen before its customer comes (one who has just left, at the least). */
const HOME_WAIT_MS = 5000;
/** Between two keys of the on-screen keyboard. */
const KEY_MS = 300;

interface Step {
  /** `<n>-<name>` of the figures. */
  figure: string;
  title: string;
  /** The controls tapped, one after the other (the typing: one per key). */
  controls(page: Page): Locator[];
  /** The screen the tap leads to: its heading's selector and exact text. */
  heading?: { selector: string; text: string };
  /** What shows the tap was taken, checked after its figures are read. */
  taken(kiosk: KioskPage): Promise<void>;
}

const keyboard = (page: Page) => page.getByRole('region', { name: 'Clavier virtuel' });
const emailField = (page: Page) => page.getByLabel('Adresse e-mail *');
const terms = (page: Page) => page.getByLabel(/J’ai lu et j’accepte les/);

const steps: Step[] = [
  {
    figure: '1-tile',
    title: 'Accueil : la tuile « Acheter »',
    controls: (page) => [page.getByRole('link', { name: 'Acheter', exact: true })],
    heading: { selector: 'h1', text: 'Acheter un titre' },
    taken: ({ page }) => expect(page.getByRole('list', { name: 'Destinations' })).toBeVisible(),
  },
  {
    figure: '2-destination',
    title: 'La destination « Cheverny – Château »',
    controls: (page) => [
      page.getByRole('list', { name: 'Destinations' }).getByRole('button', { name: 'Cheverny – Château' }),
    ],
    heading: { selector: 'h2', text: 'Étape 2 : votre titre' },
    taken: ({ page }) => expect(product(page, 'Billet unitaire')).toBeVisible(),
  },
  {
    figure: '3-buy',
    title: '« Acheter » sur « Billet unitaire »',
    controls: (page) => [
      product(page, 'Billet unitaire').getByRole('button', { name: 'Acheter Billet unitaire' }),
    ],
    heading: { selector: 'h1', text: 'Adresse et paiement' },
    // The e-mail field opens on arrival with its keyboard.
    taken: ({ page }) => expect(keyboard(page)).toBeVisible(),
  },
  {
    figure: '4-keys',
    title: 'Les touches « l », « e », « o » du clavier (la plus lente)',
    controls: (page) =>
      [...'leo'].map((key) => keyboard(page).getByRole('button', { name: key, exact: true })),
    taken: ({ page }) => expect(emailField(page)).toHaveValue('leo'),
  },
  {
    figure: '5-domain',
    title: 'La touche « @gmail.com »',
    controls: (page) => [keyboard(page).getByRole('button', { name: '@gmail.com', exact: true })],
    taken: ({ page }) => expect(emailField(page)).toHaveValue('leo@gmail.com'),
  },
  {
    figure: '6-terms',
    title: 'La case des conditions générales',
    controls: (page) => [terms(page)],
    taken: ({ page }) => expect(terms(page)).toBeChecked(),
  },
  {
    figure: '7-validate',
    title: '« Valider les achats » (le terminal demande la carte)',
    controls: (page) => [page.getByRole('button', { name: 'Valider les achats' })],
    heading: { selector: 'h1', text: 'Paiement par carte' },
    async taken({ device }) {
      // The terminal has the ticket's amount: 3,20 €.
      await expect.poll(() => device.terminal.requests.length, { timeout: 15_000 }).toBeGreaterThan(0);
      expect(device.terminal.requests[0]!.find(([tag]) => tag === 'CB')?.[1]).toBe('320');
    },
  },
];

/** One journey in a new kiosk page: each step's figures (the typing: its slowest key). */
async function journey(browser: Browser, url: string) {
  const kiosk = await openKioskPage(browser, url);
  const { page } = kiosk;
  try {
    await kiosk.cpu(1);
    await page.goto('/home');
    await expect(steps[0]!.controls(page)[0]!).toBeVisible();
    // From here on, 4×: the home screen's own idle work too, while the kiosk waits for its customer.
    await kiosk.cpu(CPU_SLOWDOWN);
    await page.waitForTimeout(HOME_WAIT_MS);
    const figures: TapFigures[] = [];
    for (const step of steps) {
      const taps: TapFigures[] = [];
      for (const [index, control] of step.controls(page).entries()) {
        await expect(control).toBeVisible();
        await page.waitForTimeout(index === 0 ? READ_MS : KEY_MS);
        taps.push(await measureTap(page, () => control.tap(), step.heading ?? null));
      }
      await step.taken(kiosk);
      figures.push({
        inp: Math.max(...taps.map((tap) => tap.inp)),
        heading: taps[0]!.heading,
      });
    }
    return figures;
  } finally {
    await kiosk.close();
  }
}

const spread = (runs: number[]) => `${Math.min(...runs)}–${Math.max(...runs)}`;

async function main(): Promise<void> {
  const server = await startBenchServer(5816);
  const browser = await launchChromiumBeside(server);
  try {
    say(
      `\nBorne, billet unitaire de l’accueil au terminal : chaque toucher (médiane de ${JOURNEYS} parcours, processeur ralenti ${CPU_SLOWDOWN}×) :`,
    );
    const journeys: TapFigures[][] = [];
    for (let run = 0; run < JOURNEYS; run += 1) journeys.push(await journey(browser, server.url));
    for (const [index, step] of steps.entries()) {
      const inps = journeys.map((figures) => figures[index]!.inp);
      const inp = median(inps);
      figure(`kiosk.tap.${step.figure}.inp`, inp, 'ms', {
        budget: INP_BUDGET_MS,
        detail: { runs: inps, cpuSlowdown: CPU_SLOWDOWN },
      });
      let line = `  ${step.figure.padEnd(14)} INP ${String(inp).padStart(4)} ms (${spread(inps)} ; ${inps.join(', ')})`;
      if (step.heading) {
        const headings = journeys.map((figures) => figures[index]!.heading!);
        const heading = median(headings);
        figure(`kiosk.tap.${step.figure}.heading`, heading, 'ms', {
          budget: HEADING_BUDGET_MS,
          detail: { runs: headings, heading: step.heading.text, cpuSlowdown: CPU_SLOWDOWN },
        });
        line += `, titre « ${step.heading.text} » ${heading} ms (${spread(headings)} ; ${headings.join(', ')})`;
      }
      say(`${line}  — ${step.title}`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  exitOnBudgets();
}

await main();
