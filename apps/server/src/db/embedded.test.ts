import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const EMBEDDED = fileURLToPath(new URL('./embedded.ts', import.meta.url));

describe('embedded PostgreSQL module', () => {
  it("leaves a process's own exit code alone (a failed test run must fail)", () => {
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `await import(${JSON.stringify(EMBEDDED)}); process.exitCode = 3;`,
      ],
      { encoding: 'utf8', timeout: 60_000 },
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(3);
  });
});
