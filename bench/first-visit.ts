// `npm run bench` (issue 27 §3): what a first visit to /home costs a customer's data plan. A cold context
// (empty cache, no worker yet) with the service worker allowed opens /home and stays 60 s, time for the
// worker to register (SPEC §4: when stable, at the latest after 30 s) and fill its precache; every
// response of the page and of the worker counts, headers and body as they crossed the network, i.e.
// compressed when the server compressed them (Playwright's request sizes: the encoded body). Budget
// 300 000 B. Before issue 27: 70 files, 1.01 MB (every route's code precached, nothing compressed).
import type { Request } from '@playwright/test';
import { benchContext, launchChromiumBeside } from './browser';
import { exitOnBudgets, figure, say } from './figures';
import { startBenchServer } from './server';

const BYTES_BUDGET = 300_000;
const VISIT_MS = 60_000;
/** The largest files, in the figure's detail. */
const LARGEST = 8;

interface Transfer {
  path: string;
  bytes: number;
  fromWorker: boolean;
}

async function transferOf(request: Request, origin: string): Promise<Transfer | null> {
  const response = await request.response();
  if (!response) return null;
  // An answer the worker gave from its cache crossed no network.
  if (response.fromServiceWorker()) return null;
  const sizes = await request.sizes();
  const url = new URL(request.url());
  return {
    path: url.origin === origin ? url.pathname : url.href,
    bytes: sizes.responseHeadersSize + sizes.responseBodySize,
    fromWorker: request.serviceWorker() !== null,
  };
}

async function main() {
  const server = await startBenchServer(5810);
  const browser = await launchChromiumBeside(server);
  try {
    const context = await benchContext(browser, {
      baseURL: server.url,
      viewport: { width: 1280, height: 720 },
      serviceWorkers: 'allow',
    });
    const finished: Promise<Transfer | null>[] = [];
    context.on('requestfinished', (request) => finished.push(transferOf(request, server.url)));
    const page = await context.newPage();
    await page.goto('/home', { waitUntil: 'load' });
    await page.locator('.tiles > li').first().waitFor();
    await page.waitForTimeout(VISIT_MS);
    const worker = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'aucun',
    );
    const transfers = (await Promise.all(finished)).filter((t): t is Transfer => t !== null);
    await context.close();

    const bytes = transfers.reduce((sum, t) => sum + t.bytes, 0);
    const byWorker = transfers.filter((t) => t.fromWorker);
    const largest = [...transfers]
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, LARGEST)
      .map((t) => `${t.path} ${t.bytes}${t.fromWorker ? ' (worker)' : ''}`);
    say(`Première visite de /home, ${VISIT_MS / 1000} s, worker ${worker} :`);
    say(
      `  ${transfers.length} réponses, ${bytes} octets (dont worker : ${byWorker.length}, ${byWorker.reduce((s, t) => s + t.bytes, 0)} octets)`,
    );
    figure('first-visit.bytes', bytes, 'B', {
      budget: BYTES_BUDGET,
      detail: { worker, byWorker: byWorker.reduce((s, t) => s + t.bytes, 0), largest },
    });
    figure('first-visit.files', transfers.length, 'count', { detail: { byWorker: byWorker.length } });
    if (worker !== 'activated')
      throw new Error(`Le service worker n’est pas actif après ${VISIT_MS / 1000} s.`);
  } finally {
    await browser.close();
    await server.close();
  }
  exitOnBudgets();
}

await main();
