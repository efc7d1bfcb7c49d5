// `npm run bench`: how fast the portal answers a press (INP, Interaction to Next Paint) on four screens:
// adding a shop product, switching the reservation tabs, picking a trip ('Trajets disponibles' opens the
// dialog), choosing a reload quantity. Each ≤ 100 ms, the median of RUNS fresh pages.
//
// Method: each run is a new browser context (cold code, as a customer's first press). The screen is
// reached at full speed, then the CPU is slowed 4× (CDP) and the press made with a real Playwright click:
// pointer down, then up PRESS_MS later, as a finger or a mouse button is held (with no time between them,
// a harness's artefact, Chromium dates the click from the pointer down, so the click's entry also counted
// the pointer down's handling and the protocol's round trip). The page itself measures it with the Event
// Timing API: a PerformanceObserver of 'event' entries (durationThreshold 16 ms, the smallest allowed)
// keeps, per interactionId, the longest entry: from the input to the next paint after its handlers, which
// is what INP counts. No web-vitals library: INP is this same figure over a page's life, and here each
// page has the one press we want. A press under 16 ms has no entry: it counts as 16 (the observer's floor).
// Only the press runs between the input and its paint; what shows it was taken is checked afterwards.
import { expect, type Page } from '@playwright/test';
import { productCard } from '../tests/e2e/support/purchase';
import { openArticles, plusButton } from '../tests/e2e/support/reload';
import { openTrips, reservationDialog } from '../tests/e2e/support/reservation';
import { CPU_SLOWDOWN, launchChromiumBeside, throttledPage } from './browser';
import type { Browser } from '@playwright/test';
import { exitOnBudgets, figure, median, say } from './figures';
import { startBenchServer } from './server';

const RUNS = 5;
const INP_BUDGET_MS = 100;
const FLOOR_MS = 16;
/** How long a press is held: a quick tap or click lasts 50 to 150 ms. */
const PRESS_MS = 80;
const held = { delay: PRESS_MS };

interface Scenario {
  figure: string;
  title: string;
  /** Reaches the screen, at full speed. */
  prepare(page: Page): Promise<void>;
  /** The measured press: the action only, so the page's main thread has nothing of the harness's own
   * between the input and its paint. */
  press(page: Page): Promise<void>;
  /** What shows the press was taken, checked once its figure is read. */
  taken(page: Page): Promise<void>;
  /** When the press's answer comes after its feedback (a dialog mounted once the press is painted): the
   * answer's selector, timed from the click to the paint that shows it, printed without a budget. */
  answer?: { figure: string; selector: string };
}

const scenarios: Scenario[] = [
  {
    figure: 'inp.shop.add-product',
    title: 'Boutique : « Ajouter » un produit',
    async prepare(page) {
      await page.goto('/vpc/itemlist');
      await expect(page.locator('.products > li').first()).toBeVisible();
    },
    press: async (page) => (await productCard(page, 0)).add.click(held),
    taken: (page) => expect(page.getByText('Le produit a bien été ajouté à votre panier')).toBeVisible(),
  },
  {
    figure: 'inp.reservation.switch-tab',
    title: 'Réservation : onglet « Modifier une réservation »',
    async prepare(page) {
      await page.goto('/reservation/infos');
      await expect(page.getByRole('tab', { name: 'Réserver un trajet' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    },
    press: (page) => page.getByRole('tab', { name: 'Modifier une réservation' }).click(held),
    async taken(page) {
      const modify = page.getByRole('tab', { name: 'Modifier une réservation' });
      await expect(modify).toHaveAttribute('aria-selected', 'true');
    },
  },
  {
    figure: 'inp.reservation.pick-trip',
    title: 'Trajets disponibles : « Choisir ce trajet » (ouvre la boîte de dialogue)',
    prepare: (page) => openTrips(page),
    press: (page) => page.locator('.trip-card__choose:not([aria-disabled="true"])').first().click(held),
    taken: (page) => expect(reservationDialog(page)).toBeVisible(),
    answer: { figure: 'reservation.pick-trip.dialog-painted', selector: '[role="dialog"]' },
  },
  {
    figure: 'inp.reload.choose-quantity',
    title: 'Contenu de ma carte : quantité « + » d’un titre',
    prepare: (page) => openArticles(page),
    press: (page) => plusButton(page, 'Carnet 10 voyages').click(held),
    taken: (page) =>
      expect(page.getByRole('textbox', { name: 'Quantité Carnet 10 voyages' })).toHaveValue('1'),
  },
];

/** In the page, before the press: the longest event entry of each interaction. */
function observeInteractions(): void {
  const longest = new Map<number, number>();
  (window as unknown as { __interactions: Map<number, number> }).__interactions = longest;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (!entry.interactionId) continue;
      longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) ?? 0, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
}

/** In the page, before the press: from the click to the paint after `selector` appears (a task queued
 * from requestAnimationFrame runs once that frame is painted). */
function observeAnswer(selector: string): void {
  const state = { clicked: 0, painted: 0 };
  (window as unknown as { __answer: typeof state }).__answer = state;
  document.addEventListener('click', (event) => (state.clicked = event.timeStamp), { capture: true });
  const seen = new MutationObserver(() => {
    if (!document.querySelector(selector)) return;
    seen.disconnect();
    requestAnimationFrame(() => setTimeout(() => (state.painted = performance.now())));
  });
  seen.observe(document.body, { childList: true, subtree: true });
}

/** In the page, once the answer is visible: its delay after the click, in whole milliseconds. */
function readAnswer(): number {
  const { clicked, painted } = (window as unknown as { __answer: { clicked: number; painted: number } })
    .__answer;
  return Math.round(painted - clicked);
}

/** In the page, after the press and two frames (entries are delivered after the paint they wait for). */
function readInteractions(): Promise<number[]> {
  return new Promise((resolve) =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          const longest = (window as unknown as { __interactions: Map<number, number> }).__interactions;
          resolve([...longest.values()]);
        }, 50),
      ),
    ),
  );
}

async function onePress(
  browser: Browser,
  url: string,
  scenario: Scenario,
): Promise<{ inp: number; answer: number | null }> {
  const { context, page, cdp } = await throttledPage(browser, url);
  try {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await scenario.prepare(page);
    await page.evaluate(observeInteractions);
    if (scenario.answer) await page.evaluate(observeAnswer, scenario.answer.selector);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await scenario.press(page);
    const durations = await page.evaluate(readInteractions);
    await scenario.taken(page);
    const answer = scenario.answer
      ? await page.waitForFunction(readAnswer, undefined, { polling: 50 }).then((value) => value.jsonValue())
      : null;
    // The press's interaction (a helper's own waiting presses nothing): the longest one seen.
    return { inp: Math.max(FLOOR_MS, ...durations), answer };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const server = await startBenchServer(5812);
  const browser = await launchChromiumBeside(server);
  try {
    say(`\nRéactivité (INP, médiane de ${RUNS} pages neuves, processeur ralenti ${CPU_SLOWDOWN}×) :`);
    // `npx tsx bench/interactions.ts reload`: only the scenarios whose figure names contain a word given.
    const only = process.argv.slice(2);
    for (const scenario of scenarios.filter(
      (s) => only.length === 0 || only.some((w) => s.figure.includes(w)),
    )) {
      const runs: number[] = [];
      const answers: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const { inp, answer } = await onePress(browser, server.url, scenario);
        runs.push(inp);
        if (answer !== null) answers.push(answer);
      }
      const value = median(runs);
      figure(scenario.figure, value, 'ms', {
        budget: INP_BUDGET_MS,
        detail: { runs, cpuSlowdown: CPU_SLOWDOWN },
      });
      say(`  ${String(value).padStart(4)} ms  ${scenario.title} (essais : ${runs.join(', ')} ms)`);
      if (scenario.answer) {
        const shown = median(answers);
        figure(scenario.answer.figure, shown, 'ms', { detail: { runs: answers, cpuSlowdown: CPU_SLOWDOWN } });
        say(
          `  ${String(shown).padStart(4)} ms    puis la réponse affichée, pour information (essais : ${answers.join(', ')} ms)`,
        );
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  exitOnBudgets();
}

await main();
