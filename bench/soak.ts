// `npm run bench:soak`: a station kiosk selling all day. LOOPS (2 000) complete purchases in a row in ONE
// page (a reload would hide a leak), each as a customer makes it by touch: the shop's tile → a product →
// its cart (/payment on a kiosk) → e-mail on the on-screen keyboard and the terms → the terminal approves
// → the summary → 'Imprimer le reçu' → 'Terminer', which forgets the customer. The bridge goes to the real
// main-process handlers (Caisse-AP driver → loopback terminal, journal, signed reports → emulator,
// printer → loopback), as in the kiosk e2e tests (tests/e2e/support/kiosk.ts).
//
// Every EVERY (100) loops, back on /home and after a forced garbage collection (CDP HeapProfiler), JSON
// lines with the page's JS heap (Runtime.getHeapUsage), what it holds by kind (a heap snapshot: the
// objects kept, the compiled code; bench/heap-snapshot.ts) and its DOM counters (Memory.getDOMCounters).
// Exit 1 when the objects kept or the DOM nodes at the last loop are more than 5 % above loop EVERY (the
// first sample after the warm-up: caches and lazily loaded chunks are in by then), when the whole heap,
// compiled code included, grew by 1 % or more over the last 500 loops (V8 compiles and optimises what
// gets hot for hundreds of loops: it must level off), or when a purchase fails. The harness drives the
// page with as little of its own code in it as it can (see tap()): what the page compiles is the page's.
// Not part of `npm test`: it takes a couple of hours.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as playwrightRequest, type CDPSession, type Page } from '@playwright/test';
import { EMAIL, kioskDevice, type KioskDevice } from '../tests/e2e/support/kiosk';
import { benchContext, launchChromiumBeside } from './browser';
import { takeHeapKinds } from './heap-snapshot';
import { exitOnBudgets, figure, say } from './figures';
import { startBenchServer } from './server';

const LOOPS = Number(process.env.SOAK_LOOPS ?? 2000);
/** A sample every EVERY loops; the first (loop EVERY) is the reference: warm-up done, chunks loaded. */
const EVERY = Number(process.env.SOAK_EVERY ?? 100);
/** The whole heap levels off: over the last TAIL loops it grows by less than TAIL_BUDGET. */
const TAIL = 500;
const TAIL_BUDGET = 0.01;
const GROWTH_BUDGET = 0.05;
/** The sample the whole heap's last stretch starts from (the reference when the run is short). */
const TAIL_FROM = Math.max(EVERY, LOOPS - TAIL);

/** What a tap aims at, or a wait waits for: the first shown element matching `selector` whose aria-label,
 * or else its trimmed text, is `name` (any, when null), and whose value is `value` when given. */
interface Target {
  selector: string;
  name: string | null;
  value?: string;
  /** The text only begins with `name` (a message followed by its link). */
  starts?: boolean;
  /** Waits for no such element instead. */
  gone?: boolean;
  timeoutMs?: number;
}

/**
 * In the page: waits for the target (or its absence), brings it into view as a finger would scroll, and
 * answers its centre. One small function, the same source at every call: V8 compiles it once and it
 * stops growing the heap as soon as it is optimised, where Playwright's locators run its large injected
 * script (role and text selectors, accessible names), which V8 kept compiling anew as it got hot.
 */
async function spotOf({
  selector,
  name,
  value,
  starts,
  gone,
  timeoutMs,
}: Target): Promise<{ x: number; y: number } | null> {
  const deadline = performance.now() + (timeoutMs ?? 10_000);
  for (;;) {
    let found: HTMLElement | null = null;
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const text = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
      if (name !== null && !(starts ? text.startsWith(name) : text === name)) continue;
      if (value !== undefined && (element as HTMLInputElement).value !== value) continue;
      if (element.getClientRects().length === 0) continue;
      found = element;
      break;
    }
    if (gone && !found) return { x: 0, y: 0 };
    if (found && !gone) {
      found.scrollIntoView({ block: 'nearest' });
      // Where it rests: the kiosk's pager realigns its page after a scroll, and a box read at once was
      // a spot the element then left (the e-mail field's tap landing beside it, no keyboard).
      const box = found.getBoundingClientRect();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const rest = found.getBoundingClientRect();
      if (rest.x === box.x && rest.y === box.y)
        return { x: rest.x + rest.width / 2, y: rest.y + rest.height / 2 };
    }
    if (performance.now() > deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Waits until the page shows the target (or no longer does, `gone`). */
async function shown(page: Page, target: Target): Promise<void> {
  if (!(await page.evaluate(spotOf, target)))
    throw new Error(
      `${target.gone ? 'Toujours affiché' : 'Jamais affiché'} : ${target.selector} « ${target.name ?? ''} ».`,
    );
}

/**
 * The customer's finger: one evaluate finds the target (spotOf), then a CDP mouse press and release
 * (Input.dispatchMouseEvent: nothing run in the page, and acknowledged once the page has handled it, where
 * a touch's click comes later from the gesture and quick taps in a row lost some). Playwright's click
 * would run its injected script several times per tap (resolve the role selector, computing accessible
 * names, wait until visible, stable and enabled, scroll, check the hit target): a large, hot harness
 * code that V8 keeps compiling and optimising in the page's heap over thousands of loops, and about a
 * second per purchase of 20 taps.
 */
async function tap(page: Page, target: Target): Promise<void> {
  const spot = await page.evaluate(spotOf, target);
  if (!spot) throw new Error(`Rien à toucher : ${target.selector} « ${target.name ?? ''} ».`);
  await page.mouse.click(spot.x, spot.y);
}

/** 'leo@exemple.fr' on the on-screen keyboard's e-mail layout, as fillEmailAndTerms types it. */
const EMAIL_KEYS = [...'leo', 'arobase', ...'exemple', 'point fr'];

/** One purchase from /home back to /home, by touch. */
async function purchase(page: Page, device: KioskDevice, loop: number): Promise<void> {
  // The terminal approves at once: its waiting screen is the kiosk's, shown all the same, and 2 000
  // customer dialogs would be half an hour of waiting for nothing.
  device.terminal.script({ kind: 'approve', dialogMs: 0 });
  device.printer.clear();
  await tap(page, { selector: 'a', name: 'Voir la boutique' });
  await tap(page, { selector: `.products > li:nth-child(${(loop % 2) + 1}) button`, name: null });
  await shown(page, {
    selector: 'body *',
    name: 'Le produit a bien été ajouté à votre panier',
    starts: true,
  });
  await tap(page, { selector: 'a', name: 'Consulter mon panier' });
  await shown(page, { selector: 'h1', name: 'Livraison et Paiement' });
  // The heading comes before the cart's lines, which then push the form down: a tap aimed at the field
  // before they are in landed beside it (purchase 662 of a run, no keyboard opened).
  await shown(page, { selector: '.cart-line', name: null });
  await tap(page, { selector: 'input[type="email"]', name: null });
  await shown(page, { selector: '.osk', name: null });
  for (const key of EMAIL_KEYS) await tap(page, { selector: '.osk__key', name: key });
  await shown(page, { selector: 'input[type="email"]', name: null, value: EMAIL });
  await tap(page, { selector: '.osk__key--hide', name: null });
  // The keyboard closes once the press is over (afterPress): the terms' box moves then.
  await shown(page, { selector: '.osk', name: null, gone: true });
  await tap(page, { selector: '#cgv', name: null });
  await tap(page, { selector: 'button', name: 'Valider les achats' });
  await shown(page, { selector: 'body *', name: 'Merci, votre paiement a été accepté.', timeoutMs: 15_000 });
  await tap(page, { selector: 'button', name: 'Imprimer le reçu' });
  await shown(page, { selector: 'body *', name: 'Votre reçu a été imprimé. Pensez à le prendre.' });
  await device.printer.waitForJobs(1);
  // 'Terminer' forgets the customer and goes back to /home.
  await tap(page, { selector: 'button', name: 'Terminer' });
  await shown(page, { selector: '.tiles > li', name: null });
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

function report(current: Sample, reference: Sample | undefined, tailFrom: Sample | undefined): void {
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
    // The whole heap, compiled code included, over the last TAIL loops: levelled off.
    figure(
      `soak.heap.growth-last-${current.loop - (tailFrom?.loop ?? 0)}`,
      growth(current.heap, tailFrom?.heap),
      'score',
      {
        ...(tailFrom ? { budget: TAIL_BUDGET } : {}),
        detail: { loop: current.loop, from: tailFrom?.loop ?? null },
      },
    );
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
  const browser = await launchChromiumBeside(server);
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
  let tailFrom: Sample | undefined;
  let failed = false; // a failed purchase is a figure over its budget (0): the script exits 1
  try {
    say(`\nBorne : ${LOOPS} achats complets à la suite dans la même page (tas JS et DOM après GC) :`);
    await page.goto('/home');
    await shown(page, { selector: '.tiles > li', name: null });
    report(await sample(cdp, 0), undefined, undefined);
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
      if (loop % EVERY === 0 || loop === LOOPS || loop === TAIL_FROM) {
        const current = await sample(cdp, loop);
        if (loop === TAIL_FROM) tailFrom = current;
        report(current, reference, tailFrom);
        reference ??= current;
        say(`    (${((Date.now() - started) / loop / 1000).toFixed(2)} s par achat)`);
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
