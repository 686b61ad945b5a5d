/**
 * Lighthouse (desktop preset) on every list and dashboard of the catalogue, as a signed-in user:
 * performance score, total blocking time, LCP, and where the main thread went (Lighthouse's
 * breakdown of the page's Chromium trace, by kind of work, and the scripts that took longest).
 *
 * Against a running TaxDesk with the demo synced (npm start, or the e2e server):
 *   BASE_URL=http://127.0.0.1:3000 node --import tsx bench/lighthouse-lists.ts [filter] [runs=1]
 * `filter` is a regular expression the paths must match (`it/`, `/(gst|tds)$`); the report is written to
 * bench/results/lighthouse-lists.json and printed as a table, worst blocking time first.
 *
 * Chromium is the machine's own (CHROME_PATH, else /usr/bin/chromium), started by Playwright with
 * a DevTools port that Lighthouse drives. The session lives in localStorage, which Lighthouse's
 * own tabs share because it runs in the browser's default profile; so storage is not reset
 * between pages (a person who works in the app all day has it cached too).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { ROUTE_CATALOGUE } from '@taxdesk/domain';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const ORG = process.env.BENCH_ORG ?? 'DEMO01';
const FILTER = process.argv[2] ?? '';
const RUNS = Number(process.argv[3] ?? 1);
const PORT = Number(process.env.DEVTOOLS_PORT ?? 9333);
const DEMO = { email: 'demo@taxdesk.local', password: 'demo-password' };
// As playwright.config.ts launches it.
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--remote-debugging-port=${PORT}`,
];

type PageFigures = {
  path: string;
  kind: string;
  score: number;
  tbtMs: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  /** Main-thread time by kind of work (Lighthouse's groups: scriptEvaluation, styleLayout, ...). */
  mainThread: Record<string, number>;
  /** The scripts that kept the main thread longest: URL's file name → ms. */
  scripts: Record<string, number>;
  /** The longest tasks: start and duration (ms) and the script Lighthouse blames. */
  longTasks: { startMs: number; ms: number; url: string }[];
  /** What moved most (Lighthouse's layout-shifts audit): the element and its share of CLS. */
  shifts: { node: string; score: number }[];
  /** The element Lighthouse took as the largest paint, and LCP's phases (ms): what to shorten. */
  lcpElement: string;
  lcpPhases: Record<string, number>;
};

/** The catalogue's lists and dashboards whose only parameter is the organisation. */
function pages(): { path: string; kind: string }[] {
  return ROUTE_CATALOGUE.filter((r) => r.kind === 'list' || r.kind === 'dashboard')
    .filter((r) => !r.path.replace('{orgId}', '').includes('{'))
    .map((r) => ({ path: `/a${r.path.replace('{orgId}', ORG)}`, kind: r.kind }))
    .filter((r) => new RegExp(FILTER).test(r.path));
}

type Item = Record<string, unknown>;
const itemsOf = (lhr: Result, audit: string): Item[] =>
  ((lhr.audits[audit]?.details as { items?: Item[] } | undefined)?.items ?? []) as Item[];

function figures(path: string, kind: string, lhr: Result): PageFigures {
  const num = (audit: string) => lhr.audits[audit]?.numericValue ?? NaN;
  const mainThread = Object.fromEntries(
    itemsOf(lhr, 'mainthread-work-breakdown').map((i) => [String(i.group), Math.round(Number(i.duration))]),
  );
  const scripts = Object.fromEntries(
    itemsOf(lhr, 'bootup-time')
      .slice(0, 4)
      .map((i) => [String(i.url).split('/').pop() ?? String(i.url), Math.round(Number(i.total))]),
  );
  const longTasks = itemsOf(lhr, 'long-tasks')
    .slice(0, 6)
    .map((i) => ({
      startMs: Math.round(Number(i.startTime)),
      ms: Math.round(Number(i.duration)),
      url: String(i.url).split('/').pop() ?? '',
    }));
  const shifts = itemsOf(lhr, 'layout-shifts')
    .slice(0, 3)
    .map((i) => {
      const node = i.node as { selector?: string; snippet?: string } | undefined;
      return { node: `${node?.selector ?? ''} ${node?.snippet ?? ''}`.slice(0, 160), score: Number(i.score) };
    });
  const lcpTables = itemsOf(lhr, 'largest-contentful-paint-element') as { items?: Item[] }[];
  const lcpNode = (lcpTables[0]?.items?.[0]?.node ?? undefined) as
    { selector?: string; snippet?: string } | undefined;
  const lcpPhases = Object.fromEntries(
    (lcpTables[1]?.items ?? []).map((i) => [String(i.phase), Math.round(Number(i.timing))]),
  );
  return {
    path,
    kind,
    longTasks,
    shifts,
    lcpElement: `${lcpNode?.selector ?? ''} ${lcpNode?.snippet ?? ''}`.slice(0, 200),
    lcpPhases,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbtMs: Math.round(num('total-blocking-time')),
    lcpMs: Math.round(num('largest-contentful-paint')),
    fcpMs: Math.round(num('first-contentful-paint')),
    cls: Number(num('cumulative-layout-shift').toFixed(3)),
    mainThread,
    scripts,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main(): Promise<void> {
  const list = pages();
  if (list.length === 0) throw new Error(`no list or dashboard path matches /${FILTER}/`);
  const profile = mkdtempSync(join(tmpdir(), 'lh-profile-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ARGS,
    headless: true,
    serviceWorkers: 'block',
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto(`${BASE_URL}/a/login`);
    await page.getByLabel(/email/i).fill(DEMO.email);
    await page.getByLabel(/password/i).fill(DEMO.password);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL(new RegExp(`/a/${ORG}`), { timeout: 60_000 });

    const flags: Flags = {
      port: PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
    };
    const results: PageFigures[] = [];
    for (const { path, kind } of list) {
      const runs: PageFigures[] = [];
      for (let i = 0; i < RUNS; i++) {
        // Lighthouse now and then loses a page's trace (NO_NAVSTART): that page is loaded again.
        for (let attempt = 1; ; attempt++) {
          const answer = await lighthouse(`${BASE_URL}${path}`, flags, desktopConfig);
          if (!answer) throw new Error(`Lighthouse gave no result for ${path}`);
          const failed = answer.lhr.runtimeError;
          if (!failed) {
            runs.push(figures(path, kind, answer.lhr));
            break;
          }
          if (attempt === 3) throw new Error(`${path}: ${failed.message}`);
          process.stderr.write(`${path}: ${failed.code}, loading it again\n`);
        }
      }
      // The run with the median blocking time stands for the page.
      const mid = median(runs.map((r) => r.tbtMs));
      const chosen = runs.find((r) => r.tbtMs === mid)!;
      results.push(chosen);
      process.stderr.write(
        `${path}: score ${chosen.score}, TBT ${chosen.tbtMs} ms, LCP ${chosen.lcpMs} ms ` +
          `(${JSON.stringify(chosen.lcpPhases)} on ${chosen.lcpElement})\n`,
      );
    }
    results.sort((a, b) => b.tbtMs - a.tbtMs);
    mkdirSync('bench/results', { recursive: true });
    writeFileSync('bench/results/lighthouse-lists.json', JSON.stringify(results, null, 2));
    console.log('| page | kind | score | TBT ms | LCP ms | script eval ms | style/layout ms | top script |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const r of results) {
      const [top, ms] = Object.entries(r.scripts)[0] ?? ['', 0];
      console.log(
        `| ${r.path} | ${r.kind} | ${r.score} | ${r.tbtMs} | ${r.lcpMs} | ${r.mainThread.scriptEvaluation ?? 0} | ${r.mainThread.styleLayout ?? 0} | ${top} ${ms} |`,
      );
    }
    const tbts = results.map((r) => r.tbtMs);
    const scores = results.map((r) => r.score);
    console.log(
      `\n${results.length} pages: TBT median ${median(tbts)} ms, worst ${Math.max(...tbts)} ms; ` +
        `score median ${median(scores)}, lowest ${Math.min(...scores)}; ` +
        `${results.filter((r) => r.tbtMs <= 200 && r.score >= 90).length} meet TBT ≤ 200 ms and score ≥ 90`,
    );
  } finally {
    await browser.close();
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
