// `npm run bench`: how fast /home paints on a cold load, against a floor: the same stack doing only what SPEC
// makes necessary before tiles show (bench/floor: token, then the modules list, then the 9 tiles). Served by
// the same emulator process on the same origin, measured in the same run, interleaved: ROUNDS rounds of
// PAIRS cold loads of each page (a new browser context each: empty cache and storage, as a first visit),
// floor and home alternating load by load, in Chromium at 1280×720 with the CPU slowed down 4×, driven over
// bare CDP (bench/cdp.ts: no Runtime domain, whose stack capture slows every page's start). One warm-up
// load of each first (server, OS file cache). The figures: LCP and first contentful paint of each
// page (medians), home's over the floor's (budgets 1.10 and 1.00), CLS; beside them, for reading them: when
// the DOM was ready, when the modules' answer arrived (Resource Timing) and the element LCP chose.
import { buildFloor } from './floor/build';
import { FLOOR_PAGE } from './floor/paths';
import { exitOnBudgets, figure, median, say } from './figures';
import { setTimeout as sleep } from 'node:timers/promises';
import { CPU_SLOWDOWN } from './browser';
import { launchCdpChromiumBeside, type CdpBrowser } from './cdp';
import { startBenchServer } from './server';

const ROUNDS = 5;
const PAIRS = 5;
const LCP_BUDGET_MS = 900;
/** Issue 27 goal 1: home's tiles painted at most 10 % later than the floor's. */
const LCP_RATIO_BUDGET = 1.1;
/** Issue 27 goal 2: home's first paint no later than the floor's. */
const FCP_RATIO_BUDGET = 1;
const CLS_BUDGET = 0.02;
/** Loaded with its tiles, then this long for late shifts and paints before reading the entries. */
const SETTLE_MS = 1500;

const PAGES = { home: '/home', floor: FLOOR_PAGE } as const;
type PageName = keyof typeof PAGES;

interface Load {
  lcp: number;
  fcp: number;
  cls: number;
  domReady: number;
  modulesEnd: number | null;
  element: string;
}

type ReadVitals = Omit<Load, 'lcp' | 'fcp'> & { lcp: number | null; fcp: number | null };

/** Read in the page once it is settled: the buffered entries of the load. */
function readVitals(): Promise<ReadVitals> {
  return new Promise((resolve) => {
    const lcps: PerformanceEntry[] = [];
    const shifts: (PerformanceEntry & { value: number; hadRecentInput: boolean })[] = [];
    new PerformanceObserver((list) => lcps.push(...list.getEntries())).observe({
      type: 'largest-contentful-paint',
      buffered: true,
    });
    new PerformanceObserver((list) => shifts.push(...(list.getEntries() as typeof shifts))).observe({
      type: 'layout-shift',
      buffered: true,
    });
    setTimeout(() => {
      // CLS: the largest session window (shifts less than 1 s apart, 5 s at most), input-led ones aside.
      let cls = 0;
      let window = 0;
      let first = 0;
      let last = 0;
      for (const shift of shifts.filter((s) => !s.hadRecentInput)) {
        if (window > 0 && shift.startTime - last < 1000 && shift.startTime - first < 5000)
          window += shift.value;
        else {
          window = shift.value;
          first = shift.startTime;
        }
        last = shift.startTime;
        cls = Math.max(cls, window);
      }
      const lcp = lcps.at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined;
      const element = lcp?.element;
      const fcp = performance.getEntriesByName('first-contentful-paint', 'paint')[0];
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const modules = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.endsWith('/api/modules/list')) as PerformanceResourceTiming | undefined;
      resolve({
        lcp: lcp ? lcp.startTime : null,
        fcp: fcp ? fcp.startTime : null,
        cls,
        domReady: navigation.domContentLoadedEventEnd,
        modulesEnd: modules ? modules.responseEnd : null,
        element: element ? `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}` : '',
      });
    }, 100);
  });
}

/** Loaded, and real tiles there: a placeholder painted before the modules answer is not `.tiles > li`. */
const tilesLoaded = () =>
  document.readyState === 'complete' && document.querySelector('.tiles > li') !== null;

async function coldLoad(browser: CdpBrowser, url: string, page: PageName): Promise<Load> {
  const tab = await browser.newPage({ width: 1280, height: 720 });
  try {
    await tab.cpu(CPU_SLOWDOWN);
    await tab.goto(`${url}${PAGES[page]}`);
    const deadline = Date.now() + 30_000;
    while (!(await tab.evaluate(tilesLoaded))) {
      if (Date.now() > deadline) throw new Error(`${PAGES[page]} : pas de tuiles en 30 s`);
      await sleep(100);
    }
    await sleep(SETTLE_MS);
    const vitals = await tab.evaluate(readVitals);
    if (vitals.lcp === null || vitals.fcp === null)
      throw new Error(`${PAGES[page]} : aucune entrée LCP ou FCP, la page n’a rien peint ?`);
    return { ...vitals, lcp: vitals.lcp, fcp: vitals.fcp };
  } finally {
    await tab.close();
  }
}

const rounded = (value: number) => Math.round(value);
const ratio = (value: number) => Number(value.toFixed(2));

/** The median of some loads' value, with every run and the spread, for a figure's detail. */
function summary<T>(loads: readonly T[], pick: (load: T) => number) {
  const values = loads.map(pick);
  return {
    median: median(values),
    detail: {
      runs: values.map(rounded),
      spread: [rounded(Math.min(...values)), rounded(Math.max(...values))],
    },
  };
}

async function main(): Promise<void> {
  say('\nPage plancher (bench/floor) : construction…');
  buildFloor();
  const server = await startBenchServer(5810, 'bench/floor/serve.ts');
  const browser = await launchCdpChromiumBeside(server);
  const loads: Record<PageName, Load[][]> = { home: [], floor: [] };
  try {
    say(
      `Accueil et page plancher, chargements à froid alternés (${ROUNDS} tours de ${PAIRS} de chaque, processeur ralenti ${CPU_SLOWDOWN}×) :`,
    );
    await coldLoad(browser, server.url, 'floor');
    await coldLoad(browser, server.url, 'home');
    for (let round = 0; round < ROUNDS; round += 1) {
      loads.home.push([]);
      loads.floor.push([]);
      // Load by load, one page then the other; each round starts with the page the last one did not.
      for (let load = 0; load < 2 * PAIRS; load += 1) {
        const page: PageName = (load + round) % 2 === 0 ? 'floor' : 'home';
        loads[page][round]!.push(await coldLoad(browser, server.url, page));
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const home = loads.home.flat();
  const floor = loads.floor.flat();

  const homeLcp = summary(home, (l) => l.lcp);
  const floorLcp = summary(floor, (l) => l.lcp);
  const homeFcp = summary(home, (l) => l.fcp);
  const floorFcp = summary(floor, (l) => l.fcp);
  // Each round's ratio too: how steady the comparison is while the machine's load changes.
  const roundRatios = (pick: (load: Load) => number) =>
    loads.home.map((round, index) => ratio(median(round.map(pick)) / median(loads.floor[index]!.map(pick))));

  figure('home.lcp.median', rounded(homeLcp.median), 'ms', {
    budget: LCP_BUDGET_MS,
    detail: { ...homeLcp.detail, element: home[0]!.element, cpuSlowdown: CPU_SLOWDOWN },
  });
  figure('floor.lcp.median', rounded(floorLcp.median), 'ms', {
    detail: { ...floorLcp.detail, element: floor[0]!.element, cpuSlowdown: CPU_SLOWDOWN },
  });
  const lcpRatio = ratio(homeLcp.median / floorLcp.median);
  figure('home.lcp.ratio-to-floor', lcpRatio, 'ratio', {
    budget: LCP_RATIO_BUDGET,
    detail: { rounds: roundRatios((l) => l.lcp) },
  });
  figure('home.fcp.median', rounded(homeFcp.median), 'ms', { detail: homeFcp.detail });
  figure('floor.fcp.median', rounded(floorFcp.median), 'ms', { detail: floorFcp.detail });
  const fcpRatio = ratio(homeFcp.median / floorFcp.median);
  figure('home.fcp.ratio-to-floor', fcpRatio, 'ratio', {
    budget: FCP_RATIO_BUDGET,
    detail: { rounds: roundRatios((l) => l.fcp) },
  });
  const fcpFirst = home.filter((l) => l.modulesEnd !== null && l.fcp < l.modulesEnd).length;
  figure('home.fcp-before-modules', fcpFirst, 'count', { detail: { outOf: home.length } });

  const cls = summary(home, (l) => l.cls);
  figure('home.cls.median', Number(cls.median.toFixed(4)), 'score', {
    budget: CLS_BUDGET,
    detail: { runs: home.map((l) => Number(l.cls.toFixed(4))) },
  });
  figure('home.domready.median', rounded(median(home.map((l) => l.domReady))), 'ms', {
    detail: summary(home, (l) => l.domReady).detail,
  });
  for (const [name, pageLoads] of [
    ['home', home],
    ['floor', floor],
  ] as const) {
    const answered = pageLoads.filter((l): l is Load & { modulesEnd: number } => l.modulesEnd !== null);
    if (answered.length > 0)
      figure(`${name}.modules-answer.median`, rounded(median(answered.map((l) => l.modulesEnd))), 'ms', {
        detail: summary(answered, (l) => l.modulesEnd).detail,
      });
  }
  say(
    `  LCP : accueil ${rounded(homeLcp.median)} ms (budget ${LCP_BUDGET_MS}), plancher ${rounded(floorLcp.median)} ms, rapport ${lcpRatio} (budget ${LCP_RATIO_BUDGET})`,
  );
  say(
    `  Premier rendu : accueil ${rounded(homeFcp.median)} ms, plancher ${rounded(floorFcp.median)} ms, rapport ${fcpRatio} (budget ${FCP_RATIO_BUDGET})`,
  );
  say(`  Accueil peint avant la réponse des modules : ${fcpFirst} chargements sur ${home.length}`);
  say(`  CLS ${cls.median.toFixed(4)} (budget ${CLS_BUDGET}) ; élément LCP : ${home[0]!.element}`);
  exitOnBudgets();
}

await main();
