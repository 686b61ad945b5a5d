import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as AxeCore from 'axe-core';
import { expect, type Page } from '@playwright/test';
import { PENDING_VIOLATIONS } from './a11y-pending';

/** The WCAG 2.x A/AA rule sets every screen is held to (issue #14 §4). */
export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Impacts that fail a test: a person cannot read or operate the element. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Rules outside those tags that the screens are held to as well: a visible label that is not the
 * start of the accessible name breaks speech control (WCAG 2.5.3; axe ships it as experimental),
 * and a skipped heading level breaks navigation by headings (axe rates it moderate; it fails here).
 */
const EXTRA_RULES = ['label-content-name-mismatch', 'heading-order'];
const ALWAYS_BLOCKING = new Set(['heading-order']);

export interface A11yViolation {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  summaries: string[];
}

/** What a screen shows while it loads. */
const LOADING = '[aria-busy="true"], .mantine-Skeleton-root[data-visible], .mantine-Loader-root';

/** Whether the screen has stopped loading and moving (runs in the page). */
function looksSettled(loading: string): boolean {
  // A modal or drawer fading in has blended colours that fail contrast: wait for finite
  // animations (transitions) to end; spinners run forever and are left out.
  return (
    document.readyState === 'complete' &&
    !document.querySelector(loading) &&
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity)
  );
}

/** Resolves after two animation frames (runs in the page). */
function twoFrames(): Promise<void> {
  return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
}

/**
 * Waits until the screen has stopped loading (no busy region, skeleton or loader on view), so the
 * check sees the screen a person reads rather than its placeholder. A screen that never settles is
 * checked as it is: the check must not hang the test. The page's checks are functions, never
 * strings: the app's Content-Security-Policy forbids evaluating strings, and a string check
 * would fail at once rather than wait.
 */
export async function settle(page: Page): Promise<void> {
  // A dialog that has just mounted (or just been told to close) starts its transition on the next
  // frame: wait two frames before asking, and ask again two frames after it first looks settled.
  for (let round = 0; round < 2; round++) {
    await page.evaluate(twoFrames);
    await page.waitForFunction(looksSettled, LOADING, { timeout: 5_000 }).catch(() => {});
  }
}

/** axe-core itself, put into the page once per document (not once per check, as AxeBuilder does). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeRunOptions {
  include: string | null;
  tags: string[];
  rules: string[];
}

/** Runs axe in the page (the app has no frames of its own, so the page is the whole screen). */
async function runAxe(page: Page, include?: string): Promise<AxeCore.Result[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const options: AxeRunOptions = { include: include ?? null, tags: A11Y_TAGS, rules: EXTRA_RULES };
  return page.evaluate(async ({ include: region, tags, rules }) => {
    const axe = (window as unknown as { axe: typeof AxeCore }).axe;
    const results = await axe.run(region ? { include: [region] } : document, {
      runOnly: { type: 'tag', values: tags },
      rules: Object.fromEntries(rules.map((rule) => [rule, { enabled: true }])),
      resultTypes: ['violations'],
    });
    return results.violations;
  }, options);
}

/** Runs axe on the page (or on `include`, a selector) and returns its serious and critical violations. */
export async function findA11yViolations(page: Page, include?: string): Promise<A11yViolation[]> {
  await settle(page);
  const violations = await runAxe(page, include);
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? '') || ALWAYS_BLOCKING.has(v.id))
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
      summaries: v.nodes.map((n) => n.failureSummary ?? ''),
    }));
}

/** One readable block per violation: rule, impact, each element and why it fails. */
export function formatViolations(where: string, violations: A11yViolation[]): string {
  const lines = [`${violations.length} serious/critical accessibility violation(s) on ${where}:`];
  for (const v of violations) {
    lines.push(`- ${v.rule} (${v.impact}): ${v.help} — ${v.targets.length} element(s)`);
    v.targets.forEach((target, i) => {
      const summary = (v.summaries[i] ?? '').replace(/\s+/g, ' ').trim();
      lines.push(`    ${target}\n      ${summary}`);
    });
  }
  return lines.join('\n');
}

/**
 * Fails the test when the page (or the `include` region, e.g. an open modal) has a serious or
 * critical WCAG A/AA violation, listing each one.
 */
export async function checkA11y(page: Page, include?: string): Promise<void> {
  const path = new URL(page.url()).pathname;
  const where = `${path}${include ? ` (${include})` : ''}`;
  const { failing, pending } = splitPending(path, await findA11yViolations(page, include));
  if (pending.length) console.warn(`Pending (fix handed over): ${formatViolations(where, pending)}`);
  expect(failing.length, formatViolations(where, failing)).toBe(0);
}

/** Sets apart the elements whose fix is handed over (a11y-pending.ts) from those that fail. */
function splitPending(
  path: string,
  violations: A11yViolation[],
): { failing: A11yViolation[]; pending: A11yViolation[] } {
  const failing: A11yViolation[] = [];
  const pending: A11yViolation[] = [];
  for (const v of violations) {
    const known = PENDING_VIOLATIONS.filter((p) => p.rule === v.rule && p.path.test(path));
    const isPending = v.targets.map((t) => known.some((p) => p.target.test(t)));
    const pick = (want: boolean): A11yViolation => ({
      ...v,
      targets: v.targets.filter((_, i) => isPending[i] === want),
      summaries: v.summaries.filter((_, i) => isPending[i] === want),
    });
    if (isPending.some((p) => !p)) failing.push(pick(false));
    if (isPending.some(Boolean)) pending.push(pick(true));
  }
  return { failing, pending };
}
