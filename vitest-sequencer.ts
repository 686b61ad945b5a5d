import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Test files that take minutes (processes started and stopped, portals played at length), longest
 * first. Vitest orders files by their last run's duration, but a clean clone (CI) has no last
 * run and falls back to file size, which put some of these last: the suite then waited minutes
 * on one file with the other workers idle. Durations of a run on the 2-core machine, in seconds.
 */
const SLOW_FILES: readonly string[] = [
  'apps/server/test/many-processes.test.ts', // 182
  'apps/server/src/modules/records/records-conformance.test.ts', // 157
  'apps/server/test/crash-restart.test.ts', // 115
  'apps/server/src/lib/sync/worker-crash.test.ts', // 84
  'apps/server/test/backup-restore.test.ts', // 65
  'apps/server/src/areas/it/sync/work-items-sync.test.ts', // 62
  'apps/server/src/areas/it/bulk-download/bulk-download.test.ts', // 49
  'apps/server/src/areas/it/sync/it-sync-batches.test.ts', // 44
  'bench/soak.test.ts', // 33
];

const rank = (spec: TestSpecification): number => {
  const at = SLOW_FILES.findIndex((f) => spec.moduleId.endsWith(f));
  return at === -1 ? SLOW_FILES.length : at;
};

export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const base = await super.sort(files);
    // Array.prototype.sort is stable: within a rank, the base order stands.
    return [...base].sort((a, b) => rank(a) - rank(b));
  }
}
