import { defineConfig } from 'vitest/config';

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
    // Test files mostly wait on PostgreSQL, the sandbox and timers: four at once on two cores took
    // the suite from 6.9 to 3.0 minutes.
    maxWorkers: 4,
  },
});
