import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const MAIN = resolve(import.meta.dirname, '../src/main.ts');
const ADMIN = resolve(import.meta.dirname, '../src/cli/admin.ts');

/** TaxDesk as its own process, the way an operator runs it, so a test can kill it for real. */
export type TaxDeskProcess = {
  child: ChildProcess;
  /** The API's address (`http://127.0.0.1:<port>`); null for `ROLE=worker`. */
  url: string | null;
  /** Everything it printed, for a failing test's message. */
  output(): string;
  /** SIGKILL: no shutdown hook runs, connections and jobs are left as they were. */
  kill(): Promise<void>;
  /** SIGTERM and wait: the orderly stop. */
  stop(): Promise<void>;
};

/** This process's environment with `env` on top; an `undefined` value removes the variable. */
function envWith(env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const merged: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete merged[k];
  return merged;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once('exit', () => done()));
}

/**
 * Starts `apps/server/src/main.ts` with `env` on top of this process's environment (`PORT=0`
 * unless given: the system picks a free port, which the server prints) and answers once it says
 * it runs: "TaxDesk is running" for the API, "Job workers running" for `ROLE=worker`.
 */
export async function startTaxDesk(
  env: Record<string, string | undefined>,
  timeoutMs = 90_000,
): Promise<TaxDeskProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: envWith({ PORT: '0', LOG_LEVEL: 'silent', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const worker = env.ROLE === 'worker';
  const url = await new Promise<string | null>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`TaxDesk did not start:\n${text}`)), timeoutMs);
    const look = () => {
      const running = /TaxDesk is running: (http:\/\/[^/\s]+)\//.exec(text);
      if (running || (worker && text.includes('Job workers running'))) {
        clearTimeout(timer);
        ready(running ? running[1]! : null);
      }
    };
    child.stdout!.on('data', look);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      fail(new Error(`TaxDesk exited (${code ?? signal}) while starting:\n${text}`));
    });
  });
  return {
    child,
    url,
    output: () => text,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}

/** `npm run admin -- <args>` as a process; `kill()` ends it with SIGKILL. */
export function runAdmin(
  args: string[],
  env: Record<string, string | undefined>,
): { child: ChildProcess; done: Promise<{ code: number | null; output: string }>; kill(): Promise<void> } {
  const child = spawn(process.execPath, ['--import', 'tsx', ADMIN, ...args], {
    env: envWith(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const done = new Promise<{ code: number | null; output: string }>((end) =>
    child.once('exit', (code) => end({ code, output: text })),
  );
  return {
    child,
    done,
    async kill() {
      child.kill('SIGKILL');
      await done;
    },
  };
}

/** Polls `read` every `everyMs` until `ok` holds or `ms` pass; answers the last value read. */
export async function until<T>(
  read: () => Promise<T>,
  ok: (v: T) => boolean,
  ms: number,
  everyMs = 200,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
