import { defineConfig } from 'vitest/config';
import SlowFirstSequencer from './vitest-sequencer.ts';

export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/*/src/**/*.test.ts',
      'apps/*/test/**/*.test.ts',
      // The short soak (bench/soak.ts is the full one).
      'bench/soak.test.ts',
    ],
    globalSetup: ['apps/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A worker loads the server's code once for all its files rather than once a file: the suite
    // went from 10.8 to 5.9 minutes here (the import was up to 10 s a file on a busy machine).
    // Each file still has its own database, app and sandbox (test/harness.ts); nothing here
    // mocks modules.
    isolate: false,
    // Test files mostly wait on PostgreSQL, the sandbox and timers: four at once on two cores took
    // the suite from 6.9 to 3.0 minutes.
    maxWorkers: 4,
    sequence: { sequencer: SlowFirstSequencer },
  },
});
