/**
 * The notice list's first load, traced in Chromium: a signed-in user with an empty cache opens
 * `/a/DEMO01/it/proceedingnotice` until its rows show. Reports Largest Contentful Paint, the
 * JavaScript and CSS fetched (count, bytes on the wire) and the main thread's time compiling and
 * running scripts, median of RUNS loads, each in a fresh browser context.
 *
 * Against a running TaxDesk with the demo (npm start, or the e2e server):
 *   BASE_URL=http://127.0.0.1:3000 node --import tsx bench/first-load-trace.ts [runs] [label]
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const RUNS = Number(process.argv[2] ?? 5);
const LABEL = process.argv[3] ?? 'current';
const PATH = '/a/DEMO01/it/proceedingnotice';
const DEMO = { email: 'demo@taxdesk.local', password: 'demo-password' };
// As playwright.config.ts launches it.
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

type TraceEvent = { name: string; ph: string; dur?: number; tid: number; pid: number; cat: string };
type Load = {
  lcpMs: number;
  rowsShownMs: number;
  scripts: number;
  scriptKiB: number;
  /** The scripts' size once decompressed: what the browser parses. */
  scriptDecodedKiB: number;
  styleKiB: number;
  scriptMainThreadMs: number;
};

/** Compile, evaluate and run time of scripts on the page's main thread (complete events only). */
function scriptTime(events: TraceEvent[]): number {
  const names = new Set([
    'v8.compile',
    'v8.compileModule',
    'EvaluateScript',
    'v8.evaluateModule',
    'FunctionCall',
    'v8.run',
  ]);
  // The trace holds every renderer's main thread (a spare one, the blank start page's): the page's
  // is the one that ran the most script.
  const mains = events.filter(
    (e) =>
      e.name === 'thread_name' && (e as unknown as { args: { name: string } }).args.name === 'CrRendererMain',
  );
  return Math.max(0, ...mains.map((main) => threadScriptTime(events, names, main)));
}

function threadScriptTime(events: TraceEvent[], names: Set<string>, main: TraceEvent): number {
  // Nested events (a FunctionCall inside an EvaluateScript) would count twice: only top-level ones.
  const top = events
    .filter((e) => e.ph === 'X' && names.has(e.name) && e.tid === main.tid && e.pid === main.pid)
    .map((e) => ({
      start: (e as unknown as { ts: number }).ts,
      end: (e as unknown as { ts: number }).ts + (e.dur ?? 0),
    }))
    .sort((a, b) => a.start - b.start);
  let total = 0;
  let until = -Infinity;
  for (const { start, end } of top) {
    if (end <= until) continue;
    total += end - Math.max(start, until);
    until = end;
  }
  return total / 1000;
}

async function session(): Promise<{ token: string; refreshToken: string; expiresAt: string }> {
  const res = await fetch(`${BASE_URL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { token: string; refreshToken: string; expiresAt: string } }).data;
}

async function oneLoad(browser: Browser): Promise<Load> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1440, height: 900 },
  });
  const s = await session();
  // The app keeps its session in localStorage (apps/web/src/shared/auth/session-storage.ts).
  await context.addInitScript((stored) => {
    localStorage.setItem('taxdesk.token', stored.token);
    localStorage.setItem('taxdesk.refreshToken', stored.refreshToken);
    localStorage.setItem('taxdesk.expiresAt', stored.expiresAt);
  }, s);
  const page = await context.newPage();
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'v8',
      'disabled-by-default-devtools.timeline',
      'loading',
      'blink.user_timing',
    ],
  });
  await page.goto(`${BASE_URL}${PATH}`);
  await page.locator('[data-list="itNotice"] tbody tr[data-key]').first().waitFor({ timeout: 60_000 });
  const rowsShownMs = await page.evaluate(() => performance.now());
  // LCP is final once the page has painted its rows; give the observer a frame to report.
  await page.waitForTimeout(500);
  // A string, not a function: tsx would wrap the function's inner helpers in its own __name().
  const measured = (await page.evaluate(MEASURE)) as {
    lcp: number;
    scripts: number;
    scriptKiB: number;
    scriptDecodedKiB: number;
    styleKiB: number;
  };
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  await context.close();
  return {
    lcpMs: measured.lcp,
    rowsShownMs,
    scripts: measured.scripts,
    scriptKiB: measured.scriptKiB,
    scriptDecodedKiB: measured.scriptDecodedKiB,
    styleKiB: measured.styleKiB,
    scriptMainThreadMs: scriptTime(trace.traceEvents),
  };
}

/** Runs in the page: the last LCP entry, and the scripts and style sheets it fetched. */
const MEASURE = `(async () => {
  const lcp = await new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      resolve(entries[entries.length - 1].startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => resolve(NaN), 2000);
  });
  const resources = performance.getEntriesByType('resource');
  const scripts = resources.filter((r) => r.name.endsWith('.js'));
  const styles = resources.filter((r) => r.name.endsWith('.css'));
  const kib = (list) => list.reduce((a, r) => a + r.transferSize, 0) / 1024;
  const decodedKib = (list) => list.reduce((a, r) => a + r.decodedBodySize, 0) / 1024;
  return {
    lcp,
    scripts: scripts.length,
    scriptKiB: kib(scripts),
    scriptDecodedKiB: decodedKib(scripts),
    styleKiB: kib(styles),
  };
})()`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ARGS,
  });
  const loads: Load[] = [];
  try {
    await oneLoad(browser); // warms the server (its caches, the database's), not the browser
    for (let i = 0; i < RUNS; i++) loads.push(await oneLoad(browser));
  } finally {
    await browser.close();
  }
  const m = (k: keyof Load) => median(loads.map((l) => l[k]));
  const lines = [
    `Notice list first load (${LABEL}, ${BASE_URL}${PATH}), median of ${RUNS}:`,
    `- LCP ${m('lcpMs').toFixed(0)} ms; rows shown at ${m('rowsShownMs').toFixed(0)} ms`,
    `- scripts: ${m('scripts')} files, ${m('scriptKiB').toFixed(1)} KiB on the wire (${m('scriptDecodedKiB').toFixed(1)} KiB decompressed); styles ${m('styleKiB').toFixed(1)} KiB on the wire`,
    `- main thread compiling and running scripts: ${m('scriptMainThreadMs').toFixed(0)} ms`,
  ];
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    `bench/results/first-load-trace-${LABEL}.json`,
    JSON.stringify({ base: BASE_URL, path: PATH, loads }, null, 2),
  );
  console.log(lines.join('\n'));
}

await main();
