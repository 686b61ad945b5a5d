import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runAdmin } from '../src/cli/run-admin';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export type CliRun = { code: number; stdout: string; stderr: string };

/** Runs `npm run admin -- <args>` as the operator would (the same node command), for tests. */
export function runCli(args: string[], env: Record<string, string | undefined>): Promise<CliRun> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/admin.ts', ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'silent', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', fail);
    child.on('close', (code) => done({ code: code ?? -1, stdout, stderr }));
  });
}

/**
 * The same command run in the test's own process, with only `env` for its environment: what
 * `admin.ts` does between reading the arguments and exiting, without starting Node and loading
 * the server's code again (seconds a command on a busy machine).
 */
export async function runCliHere(args: string[], env: Record<string, string | undefined>): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await runAdmin(args, {
    env: { LOG_LEVEL: 'silent', ...env },
    out: (line) => (stdout += `${line}\n`),
    err: (text) => (stderr += text),
  });
  return { code, stdout, stderr };
}
