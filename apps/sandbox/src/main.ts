import { DEFAULT_GST_ACCOUNT_COUNT } from './gst/gst-accounts';
import { startSandbox } from './server';
import { DEFAULT_TDS_ACCOUNT_COUNT } from './traces/tds-accounts';

/** Runs the sandbox on its own: `node --import tsx apps/sandbox/src/main.ts`. */

function numberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number >= 0, got ${raw}`);
  return value;
}

const sandbox = await startSandbox({
  port: numberFromEnv('SANDBOX_PORT', 4400),
  host: process.env.SANDBOX_HOST || '127.0.0.1',
  seed: process.env.SANDBOX_SEED || undefined,
  delayMs: numberFromEnv('SANDBOX_DELAY_MS', 0),
  accountCount: numberFromEnv('SANDBOX_ACCOUNTS', 20),
  gstAccountCount: numberFromEnv('SANDBOX_GST_ACCOUNTS', DEFAULT_GST_ACCOUNT_COUNT),
  tdsAccountCount: numberFromEnv('SANDBOX_TDS_ACCOUNTS', DEFAULT_TDS_ACCOUNT_COUNT),
});
console.log(
  `TaxDesk sandbox portals listening at ${sandbox.url} (accounts: ${sandbox.url}/__sandbox/accounts, portals: ${sandbox.url}/__sandbox/portals)`,
);
for (const [name, url] of Object.entries(sandbox.portals)) console.log(`  ${name.padEnd(12)} ${url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}
