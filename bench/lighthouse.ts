// `npm run bench`: Lighthouse (Google's audits) as a second opinion on /home, its default mobile run:
// a Moto G Power's screen, slow 4G and a 4× slower CPU, simulated from one observed load (Lighthouse's
// "simulate" throttling). Performance score at least 95, simulated LCP at most 2.5 s (Core Web Vitals'
// "good"), SEO 100; FCP, TBT, accessibility and best practices for information. Each the median of RUNS
// audits (the score moves with the machine's load), in Debian's Chromium, against the emulator serving
// the built portal. Lighthouse's findings of the median run go to stderr: what to fix next.
import { launch, type LaunchedChrome } from 'chrome-launcher';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse, { generateReport, type Result } from 'lighthouse';
import { projectRoot } from '../scripts/paths';
import { chromiumLaunchOptions } from '../tests/support/chromium';
import { exitOnBudgets, figure, median, say } from './figures';
import { startBenchServer } from './server';

const RUNS = 5;
const PERFORMANCE_MIN = 95;
const LCP_BUDGET_MS = 2500;
const SEO_MIN = 100;
/** The categories scored; not "agentic browsing" (new in Lighthouse 13, about AI agents). */
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** Chromium's DevTools port: the bench server holds BENCH_PORT and the next one. */
const devtoolsPort = () => Number(process.env.BENCH_PORT ?? 5810) + 2;

/** Debian's Chromium with the project's flags, headless, for Lighthouse to drive over DevTools. It reaches
 * only the emulator: the flags (the project's and chrome-launcher's) turn off its background requests. */
function launchChromium(): Promise<LaunchedChrome> {
  return launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
    port: devtoolsPort(),
    logLevel: 'error',
  });
}

async function audit(url: string, port: number): Promise<Result> {
  const run = await lighthouse(url, {
    port,
    logLevel: 'error',
    locale: 'fr',
    onlyCategories: [...CATEGORIES],
  });
  if (!run) throw new Error('Lighthouse n’a rendu aucun résultat.');
  const { lhr } = run;
  if (lhr.runtimeError) throw new Error(`Lighthouse : ${lhr.runtimeError.message}`);
  return lhr;
}

const score = (lhr: Result, category: (typeof CATEGORIES)[number]): number =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);

const metric = (lhr: Result, id: string): number => {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse n’a pas mesuré ${id}.`);
  return Math.round(value);
};

/** What a category's failing audits say: titles, with their estimated savings when they have some. */
function findings(lhr: Result, category: (typeof CATEGORIES)[number]): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden')
    .map((ref) => lhr.audits[ref.id]!)
    .filter(
      (result) =>
        result.score !== null &&
        result.score < 1 &&
        !['informative', 'notApplicable', 'manual'].includes(result.scoreDisplayMode),
    )
    .map((result) => (result.displayValue ? `${result.title} (${result.displayValue})` : result.title));
}

/** The figures, each the median of the runs' values: scores 0-100, metrics in ms. */
const FIGURES: {
  name: string;
  unit: 'ms' | 'score';
  value: (lhr: Result) => number;
  budget?: number;
  min?: number;
}[] = [
  {
    name: 'lighthouse.performance',
    unit: 'score',
    value: (lhr) => score(lhr, 'performance'),
    min: PERFORMANCE_MIN,
  },
  {
    name: 'lighthouse.lcp',
    unit: 'ms',
    value: (lhr) => metric(lhr, 'largest-contentful-paint'),
    budget: LCP_BUDGET_MS,
  },
  { name: 'lighthouse.fcp', unit: 'ms', value: (lhr) => metric(lhr, 'first-contentful-paint') },
  { name: 'lighthouse.tbt', unit: 'ms', value: (lhr) => metric(lhr, 'total-blocking-time') },
  { name: 'lighthouse.accessibility', unit: 'score', value: (lhr) => score(lhr, 'accessibility') },
  { name: 'lighthouse.best-practices', unit: 'score', value: (lhr) => score(lhr, 'best-practices') },
  { name: 'lighthouse.seo', unit: 'score', value: (lhr) => score(lhr, 'seo'), min: SEO_MIN },
];

async function main(): Promise<void> {
  const server = await startBenchServer(5810);
  let chromium: LaunchedChrome | undefined;
  try {
    chromium = await launchChromium();
    say(`\nLighthouse mobile sur /home (médiane de ${RUNS} audits, 4G lente et processeur 4× simulés) :`);
    const runs: Result[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await audit(`${server.url}/home`, chromium.port));

    for (const { name, unit, value, ...bounds } of FIGURES) {
      const values = runs.map(value);
      const middle = median(values);
      // The machine's speed as Lighthouse measured it, beside the score it lowers when the machine is busy.
      const detail =
        name === 'lighthouse.performance'
          ? { runs: values, benchmarkIndex: runs.map((lhr) => Math.round(lhr.environment.benchmarkIndex)) }
          : { runs: values };
      figure(name, middle, unit, { ...bounds, detail });
      const bound =
        bounds.min !== undefined
          ? ` (au moins ${bounds.min})`
          : bounds.budget !== undefined
            ? ` (budget ${bounds.budget} ms)`
            : '';
      const suffix = unit === 'ms' ? ' ms' : '';
      say(
        `  ${name} ${middle}${suffix}${bound}, de ${Math.min(...values)} à ${Math.max(...values)}${suffix}`,
      );
    }

    // The run whose performance score is the median one: its findings, and how fast Lighthouse found
    // this machine (it expects about 1000 and more; a loaded machine's slower CPU lowers the score).
    const byScore = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    const middle = byScore[Math.floor(byScore.length / 2)]!;
    say(
      `  indice de vitesse de la machine (benchmarkIndex) : ${Math.round(middle.environment.benchmarkIndex)}`,
    );
    for (const category of CATEGORIES) {
      const found = findings(middle, category);
      if (found.length > 0)
        say(`  À corriger (${middle.categories[category]!.title}) : ${found.join(' ; ')}`);
    }
    // Its whole report, to read the details (the requests' chain, the unused code per file...): in
    // reports/ (as the mutation reports), not in the run's temporary folder, removed at its end.
    const folder = join(projectRoot, 'reports/lighthouse');
    mkdirSync(folder, { recursive: true });
    const file = join(folder, 'home.html');
    writeFileSync(file, generateReport(middle, 'html'));
    say(`  rapport complet : ${file}`);
  } finally {
    chromium?.kill();
    await server.close();
  }
  exitOnBudgets();
}

await main();
