import { configDefaults, defineConfig } from 'vitest/config';
import SlowFirstSequencer from './vitest-sequencer.ts';

const WEB_TESTS = 'apps/web/{src,build}/**/*.test.ts';

export default defineConfig({
  test: {
    globalSetup: ['apps/server/test/global-setup.ts'],
    // The tests' sandboxes limit no rate: portal clients need not pace themselves either.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Test files mostly wait on PostgreSQL, the sandbox and timers: four at once on two cores took
    // the suite from 6.9 to 3.0 minutes.
    maxWorkers: 4,
    // Password hashes at the cost the suite always used (2^14): production's 2^17 is 128 MiB and a
    // quarter of a second a hash, which thousands of test sign-ins cannot afford. The production
    // cost has its own test (lib/crypto/password-hash.test.ts). The sandbox in unit tests limits no
    // portal's rate, so connectors are not paced there (lib/portal's pacing has its own test).
    env: { TAXDESK_SCRYPT_LOG2N: '14', PORTAL_PACE_PER_SECOND: '0' },
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'apps/*/test/**/*.test.ts',
            // The short soak (bench/soak.ts is the full one).
            'bench/soak.test.ts',
          ],
          exclude: [...configDefaults.exclude, WEB_TESTS],
          // A worker loads the server's code once for all its files rather than once a file: the
          // suite went from 10.8 to 5.9 minutes here (the import was up to 10 s a file on a busy
          // machine). Each file still has its own database, app and sandbox (test/harness.ts);
          // nothing here mocks modules.
          isolate: false,
        },
      },
      {
        extends: true,
        // The web app keeps its session, organisation info and notices in module stores, as a
        // browser tab does: each file gets its own, or one file's signed-in state leaks into the
        // next file's guard (seen when files ran in another order).
        test: { name: 'web', include: [WEB_TESTS], isolate: true },
      },
    ],
  },
});
