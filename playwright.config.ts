import { defineConfig } from '@playwright/test';

/**
 * Browser tests run the real server (npm start's launcher) with the demo organisation, in
 * Debian's Chromium. With DATABASE_URL they use a fresh database on that server, else the
 * embedded PostgreSQL in a fresh folder.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
const run = `${process.pid}`;
// The sandbox on a known port: specs reach its test controls (its clock, its OTPs) there.
process.env.SANDBOX_PORT ??= String(PORT + 1);
const env: Record<string, string> = {
  PORT: String(PORT),
  DATA_DIR: `.test-data/e2e-${run}`,
  SEED_DEMO: 'yes',
  SYNC_CONCURRENCY: '4',
  EMBEDDED_PG_PORT: String(55000 + (process.pid % 900)),
  LOG_LEVEL: 'warn',
  SANDBOX_PORT: process.env.SANDBOX_PORT,
};
if (process.env.DATABASE_URL) {
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/taxdesk_e2e_${run}`;
  env.DATABASE_URL = url.toString();
}

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  globalTeardown: './e2e/support/global-teardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
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
      ],
    },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    url: `http://127.0.0.1:${PORT}/api/health`,
    env,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
