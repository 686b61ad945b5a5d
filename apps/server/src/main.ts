import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { productionPortals, usesSandbox, type PortalUrls } from './config-portals';
import type { AppContext } from './context';
import { startEmbeddedPostgres, type EmbeddedDb } from './db/embedded';
import { ensureDatabase, migrateDatabase } from './db/migrate';
import { appUrlFrom, openPools } from './db/pool';
import { startBoss, withQueueSetupLock } from './jobs/boss';
import { createTokenService } from './lib/auth/tokens';
import { createSecretBox, parseKey } from './lib/crypto/secret-box';
import { fileKeyBox, loadSecrets, privateDataDir } from './lib/secrets';
import { SERVER_AREAS } from './areas';
import { allPortals, areaByKey } from './lib/areas/server-area';
import { startAreaDaily } from './lib/sync/daily';
import { startScheduleRelay } from './lib/sync/schedule';
import { syncEverything } from './lib/areas/first-sync';
import { startSyncSweeper } from './lib/sync/sweeper';
import { createSyncQueues, startSyncWorkers } from './lib/sync/workers';
import { createPopulationQueue, startPopulationWorkers } from './modules/admin/population/population-jobs';
import { createAlertQueues, startAlertWorkers } from './modules/org-settings/alerts/alert-jobs';
import { DEMO_EMAIL, DEMO_ORG, DEMO_PASSWORD } from './lib/areas/demo-org';
import { seedDemo } from './seed/demo';

const VERSION = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

let stopping = false;

function log(line: string): void {
  process.stdout.write(`${line}\n`);
}

/** Errors from connections that close while stopping are expected: only report them while running. */
function logUnlessStopping(line: string): void {
  if (!stopping) log(line);
}

/**
 * Starts TaxDesk. With no DATABASE_URL: embedded PostgreSQL under DATA_DIR, the sandbox portals on
 * loopback, and the demo organisation on first start. ROLE=api or ROLE=worker runs one half.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  privateDataDir(config.DATA_DIR);
  const secrets = loadSecrets(resolve(config.DATA_DIR), {
    jwtSecret: config.JWT_SECRET,
    encryptionKey: config.ENCRYPTION_KEY,
    appDbPassword: config.APP_DB_PASSWORD,
  });
  const stops: (() => Promise<unknown>)[] = [];
  const shutdown = async (code: number) => {
    for (const stop of stops.reverse())
      await stop().catch((err: unknown) => log(`shutdown: ${(err as Error).message}`));
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      log('\nStopping TaxDesk…');
      void shutdown(0);
    });
  }

  try {
    let ownerUrl = config.DATABASE_URL;
    let embedded: EmbeddedDb | undefined;
    if (!ownerUrl) {
      const port = Number(process.env.EMBEDDED_PG_PORT ?? 54320);
      log(`Starting the embedded PostgreSQL (data in ${resolve(config.DATA_DIR, 'pg')}, port ${port})…`);
      embedded = await startEmbeddedPostgres({
        dir: resolve(config.DATA_DIR, 'pg'),
        port,
        password: secrets.pgPassword,
      });
      stops.push(() => embedded!.stop());
      ownerUrl = embedded.url;
    }
    await ensureDatabase(ownerUrl);
    await migrateDatabase(ownerUrl, secrets.appDbPassword);
    const pools = openPools(ownerUrl, config.APP_DATABASE_URL ?? appUrlFrom(ownerUrl, secrets.appDbPassword));
    stops.push(() => pools.close());

    let portalUrls: PortalUrls;
    let sandboxAccounts: { pan: string; password: string; name: string }[] = [];
    if (usesSandbox(config)) {
      const { startSandbox, sandboxItAccounts } = await import('@taxdesk/sandbox');
      // SANDBOX_PORT pins the sandbox's main port (browser tests reach its test controls there);
      // each portal it plays gets a free port of its own.
      const port = Number(process.env.SANDBOX_PORT ?? 0);
      const sandbox = await startSandbox({ port, host: '127.0.0.1', delayMs: config.SANDBOX_DELAY_MS });
      stops.push(() => sandbox.close());
      portalUrls = sandbox.portals;
      sandboxAccounts = sandboxItAccounts();
      // The sandbox reads its own captchas: the demo syncs unattended (a firm plugs in its own solver).
      config.CAPTCHA_SOLVER_URL ??= `${sandbox.url}/solver/captcha`;
      log(
        `Sandbox portals on ${sandbox.url} (each portal on a port of its own: ${sandbox.url}/__sandbox/portals)`,
      );
    } else {
      // A production start: every portal's setting or its real address; one with neither stops here.
      portalUrls = productionPortals(config);
    }

    const boss = await startBoss(ownerUrl, logUnlessStopping);
    stops.push(() => boss.stop({ graceful: true, timeout: 10_000 }));
    const portals = allPortals(SERVER_AREAS);
    await withQueueSetupLock(ownerUrl, async () => {
      await createSyncQueues(boss, portals);
      await createPopulationQueue(boss);
      await createAlertQueues(boss);
    });

    const oldKeys = [
      ...(config.ENCRYPTION_OLD_KEYS ?? '')
        .split(',')
        .filter(Boolean)
        .map((k) => parseKey(k.split(':').pop()!)),
      // A key rotation under way (or cut short) has sealed some passwords with its new key already.
      ...(secrets.pendingEncryptionKey ? [parseKey(secrets.pendingEncryptionKey)] : []),
    ];
    const ctx: AppContext = {
      config,
      pools,
      db: pools.db,
      tokens: createTokenService(secrets.jwtSecret),
      box: config.ENCRYPTION_KEY
        ? createSecretBox(parseKey(secrets.encryptionKey), oldKeys)
        : fileKeyBox(resolve(config.DATA_DIR), parseKey(secrets.encryptionKey), oldKeys),
      boss,
      portals: portalUrls,
      areas: SERVER_AREAS,
      sandboxItAccounts: sandboxAccounts.length ? () => sandboxAccounts : undefined,
      now: () => new Date(),
      version: VERSION,
    };

    const seed = config.SEED_DEMO === 'yes' || (config.SEED_DEMO === 'auto' && !config.DATABASE_URL);
    const seeded = seed ? await seedDemo(ctx) : null;
    if (seeded) {
      const counts = Object.entries(seeded).map(([area, n]) => `${n} ${area}`);
      log(`Seeded the demo organisation ${DEMO_ORG} (accounts: ${counts.join(', ')})`);
    }

    if (config.ROLE !== 'api') {
      // An area's first portal gets the configured workers; its other logins fewer.
      const firsts = new Set(SERVER_AREAS.map((a) => a.portals[0]?.key));
      await startSyncWorkers(
        ctx,
        boss,
        portals,
        (p) => p.concurrency ?? (firsts.has(p.key) ? config.SYNC_CONCURRENCY : 2),
      );
      // Daily syncs: each slot's start runs the areas of the organisations that chose it.
      const relay = await startScheduleRelay(
        boss,
        ctx.pools,
        async (orgId, key) => {
          const area = areaByKey(SERVER_AREAS, key);
          if (area) await startAreaDaily({ ...ctx, boss }, area, orgId);
        },
        logUnlessStopping,
      );
      stops.push(() => relay.stop());
      const stopSweeper = startSyncSweeper(ctx, boss, portals, logUnlessStopping);
      stops.push(async () => stopSweeper());
      await startPopulationWorkers(ctx, boss);
      await startAlertWorkers(ctx, boss, log);
      log(`Job workers running (${config.SYNC_CONCURRENCY} sync workers)`);
    }
    // The first start of the demo syncs every account of every area, so every list has records.
    if (seeded) {
      const started = await syncEverything(ctx, DEMO_ORG, 'First start of the demo');
      log(`Syncing the demo's accounts in the background (${started.join(', ')})`);
    }
    if (config.ROLE !== 'worker') {
      const app = await buildApp(ctx, { logger: config.LOG_LEVEL !== 'silent' });
      stops.push(() => app.close());
      await app.listen({ port: config.PORT, host: config.HOST });
      // The port actually bound: PORT=0 asks the system for a free one (the process tests do).
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : config.PORT;
      const url = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${port}`;
      log('');
      log(`TaxDesk is running: ${url}/a/`);
      if (seed) log(`Sign in as ${DEMO_EMAIL} / ${DEMO_PASSWORD} (organisation ${DEMO_ORG})`);
      log('Press Ctrl-C to stop.');
    }
  } catch (err) {
    log(`TaxDesk could not start: ${(err as Error).stack ?? String(err)}`);
    await shutdown(1);
  }
}

void main();
