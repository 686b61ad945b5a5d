import { defineConfig } from '@playwright/test';
import { CONTEXT_OPTIONS } from './e2e/support/context-options';
import { E2E_BASE_PORT, e2eServerPorts } from './e2e/support/servers';

/**
 * Browser tests run the real server (npm start's launcher) with the demo organisation, in
 * Debian's Chromium. Each worker has a server of its own (its own database, demo and sandbox), so
 * spec files run side by side without seeing each other's changes. With DATABASE_URL they use
 * fresh databases on that server, else the embedded PostgreSQL in fresh folders.
 */
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
// Workers load this file again: the run's name comes from the main process, through the
// environment they inherit.
process.env.E2E_RUN ??= `${process.pid}`;
const run = process.env.E2E_RUN;
process.env.E2E_RUN_DIR ??= `.test-data/e2e-${run}`;

function serverEnv(slot: number): Record<string, string> {
  const { port, sandboxPort } = e2eServerPorts(slot);
  const env: Record<string, string> = {
    PORT: String(port),
    DATA_DIR: `.test-data/e2e-${run}/${slot}`,
    SEED_DEMO: 'yes',
    SYNC_CONCURRENCY: '4',
    EMBEDDED_PG_PORT: String(55000 + (process.pid % 900) + slot * 1000),
    LOG_LEVEL: 'warn',
    SANDBOX_PORT: String(sandboxPort),
  };
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/taxdesk_e2e_${run}_${slot}`;
    env.DATABASE_URL = url.toString();
  }
  return env;
}

export default defineConfig({
  testDir: 'e2e',
  // Two minutes a test: on two cores shared by two servers and two browsers, a walk through a few
  // screens (each a fresh start of the app and an accessibility check) took up to 54 s here.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // A test that fails once is run again so the report says whether it fails every time or only
  // sometimes; either way the run fails: a flaky test is a bug in the test or in the app.
  retries: 1,
  failOnFlakyTests: true,
  fullyParallel: false,
  workers: WORKERS,
  reporter: [['list']],
  globalTeardown: './e2e/support/global-teardown.ts',
  use: {
    // The worker's own server (e2e/support/test.ts); this one for tools that read the config.
    baseURL: `http://127.0.0.1:${E2E_BASE_PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // A worker's tests share one context (e2e/support/test.ts); its pages then share one
        // renderer, which keeps the app's compiled scripts from one test to the next.
        '--process-per-site',
      ],
    },
    // Contexts the tests open themselves (the fixtures' own take the same: e2e/support/test.ts).
    contextOptions: { reducedMotion: CONTEXT_OPTIONS.reducedMotion },
    serviceWorkers: CONTEXT_OPTIONS.serviceWorkers,
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: Array.from({ length: WORKERS }, (_, slot) => ({
    command: 'node --import tsx apps/server/src/main.ts',
    url: `http://127.0.0.1:${e2eServerPorts(slot).port}/api/health`,
    env: serverEnv(slot),
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
  })),
});
