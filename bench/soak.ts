// `npm run bench:soak`: a station kiosk selling all day. LOOPS complete purchases in a row in ONE page (a
// reload would hide a leak), each as a customer makes it by touch: the shop's tile → a product → its cart
// (/payment on a kiosk) → e-mail on the on-screen keyboard and the terms → the terminal approves → the
// summary → 'Imprimer le reçu' → 'Retour à l'accueil', which forgets the customer. The bridge goes to the
// real main-process handlers (Caisse-AP driver → loopback terminal, journal, signed reports → emulator,
// printer → loopback), as in the kiosk e2e tests (tests/e2e/support/kiosk.ts).
//
// Every EVERY loops, back on /home and after a forced garbage collection (CDP HeapProfiler), JSON lines
// with the page's JS heap (Runtime.getHeapUsage), what it holds by kind (a heap snapshot: the objects
// kept, the compiled code; bench/heap-snapshot.ts) and its DOM counters (Memory.getDOMCounters). Exit 1
// when the objects kept or the DOM nodes at the last loop are more than 5 % above loop EVERY (the first
// sample after the warm-up: caches and lazily loaded chunks are in by then), or when a purchase fails.
// The whole heap's growth is printed too, without a budget: V8 keeps compiling what gets hot (the page's
// code and the driver's injected script) for hundreds of loops, and a heap-snapshot diff of loops 20 and
// 50 showed all of that heap's growth in compiled code, none in objects. Not part of `npm test`: it
// takes many minutes.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request as playwrightRequest, type CDPSession, type Page } from '@playwright/test';
import { fillEmailAndTerms, kioskDevice, type KioskDevice } from '../tests/e2e/support/kiosk';
import { addProduct } from '../tests/e2e/support/purchase';
import { benchContext, launchChromium } from './browser';
import { takeHeapKinds } from './heap-snapshot';
import { exitOnBudgets, figure, say } from './figures';
import { startBenchServer } from './server';

const LOOPS = Number(process.env.SOAK_LOOPS ?? 300);
const EVERY = 50;
const GROWTH_BUDGET = 0.05;

/** One purchase from /home back to /home, by touch. */
async function purchase(page: Page, device: KioskDevice, loop: number): Promise<void> {
  // The terminal's customer dialog, shortened: the waiting screen still shows, 300 times is long enough.
  device.terminal.script({ kind: 'approve', dialogMs: 200 });
  await page.getByRole('link', { name: 'Voir la boutique' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Boutique' })).toBeVisible();
  await addProduct(page, loop % 2);
  await page.getByRole('link', { name: 'Consulter mon panier' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Livraison et Paiement' })).toBeVisible();
  await fillEmailAndTerms(page);
  await page.getByRole('button', { name: 'Valider les achats' }).click();
  await expect(page.getByText('Merci, votre paiement a été accepté.')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Imprimer le reçu' }).click();
  await expect(page.getByText('Votre reçu a été imprimé. Pensez à le prendre.')).toBeVisible();
  await device.printer.waitForJobs(loop);
  await page.getByRole('button', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator('.tiles > li').first()).toBeVisible();
}

interface Sample {
  loop: number;
  heap: number;
  /** JS objects kept (the heap without compiled code). */
  objects: number;
  code: number;
  nodes: number;
  listeners: number;
}

async function sample(cdp: CDPSession, loop: number): Promise<Sample> {
  // Twice: what the first collection frees can hold the last references of more garbage.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { objects, code } = await takeHeapKinds(cdp);
  const counters = await cdp.send('Memory.getDOMCounters');
  return { loop, heap: usedSize, objects, code, nodes: counters.nodes, listeners: counters.jsEventListeners };
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2);

function report(current: Sample, reference: Sample | undefined): void {
  const growth = (now: number, then: number | undefined) =>
    then === undefined ? 0 : Number(((now - then) / then).toFixed(4));
  const detail = { loop: current.loop };
  // Budgeted from the reference sample on: at the reference itself the growth is 0 by definition.
  const budget = reference ? { budget: GROWTH_BUDGET } : {};
  figure(`soak.heap@${current.loop}`, current.heap, 'B', { detail });
  figure(`soak.heap-objects@${current.loop}`, current.objects, 'B', { detail });
  figure(`soak.heap-code@${current.loop}`, current.code, 'B', { detail });
  figure(`soak.dom-nodes@${current.loop}`, current.nodes, 'count', { detail });
  figure(`soak.listeners@${current.loop}`, current.listeners, 'count', { detail });
  if (current.loop === LOOPS) {
    figure('soak.heap-objects.growth', growth(current.objects, reference?.objects), 'score', {
      ...budget,
      detail,
    });
    figure('soak.heap.growth', growth(current.heap, reference?.heap), 'score', { detail });
    figure('soak.heap-code.growth', growth(current.code, reference?.code), 'score', { detail });
    figure('soak.dom-nodes.growth', growth(current.nodes, reference?.nodes), 'score', { ...budget, detail });
  }
  say(
    `  boucle ${String(current.loop).padStart(3)} : tas JS ${mb(current.heap)} Mo ` +
      `(objets ${mb(current.objects)} Mo, code compilé ${mb(current.code)} Mo), ` +
      `${current.nodes} nœuds DOM, ${current.listeners} écouteurs`,
  );
}

async function main(): Promise<void> {
  const server = await startBenchServer(5814);
  const browser = await launchChromium();
  const request = await playwrightRequest.newContext({ baseURL: server.url });
  const context = await benchContext(browser, {
    baseURL: server.url,
    viewport: { width: 1080, height: 1920 },
    hasTouch: true,
  });
  const page = await context.newPage();
  const device = await kioskDevice(page, request, server.url);
  const cdp = await context.newCDPSession(page);
  const started = Date.now();
  let reference: Sample | undefined;
  let failed = false; // a failed purchase is a figure over its budget (0): the script exits 1
  try {
    say(`\nBorne : ${LOOPS} achats complets à la suite dans la même page (tas JS et DOM après GC) :`);
    await page.goto('/home');
    await expect(page.locator('.tiles > li').first()).toBeVisible();
    report(await sample(cdp, 0), undefined);
    for (let loop = 1; loop <= LOOPS; loop += 1) {
      try {
        await purchase(page, device, loop);
      } catch (error) {
        failed = true;
        figure('soak.failed-purchase', loop, 'count', { budget: 0 });
        const shot = join(tmpdir(), `soak-achat-${loop}.png`);
        await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
        say(
          `  achat ${loop} en échec (écran : ${shot}) : ${error instanceof Error ? error.message : String(error)}`,
        );
        break;
      }
      if (loop % EVERY === 0 || loop === LOOPS) {
        const current = await sample(cdp, loop);
        report(current, reference);
        reference ??= current;
      }
    }
    figure('soak.purchases', failed ? 0 : LOOPS, 'count', {
      detail: {
        minutes: Number(((Date.now() - started) / 60_000).toFixed(1)),
        debits: device.terminal.debits,
      },
    });
  } finally {
    await device.close();
    await context.close();
    await request.dispose();
    await browser.close();
    await server.close();
  }
  exitOnBudgets();
}

await main();
