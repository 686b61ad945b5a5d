import type { SyncModule, SyncRun } from '../../lib/sync/sync-module';
import type { TracesClient } from './traces-client';

export type TracesSyncModule = SyncModule<TracesClient>;
export type TracesSyncRun = SyncRun<TracesClient>;

/** The financial years (start years) a sync looks back over: this one and the two before. */
export function recentYears(today: string): number[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const current = m >= 4 ? y : y - 1;
  return [current - 2, current - 1, current];
}

/** Quarters of a financial year that have ended by `today`. */
export function endedQuarters(fy: number, today: string): (1 | 2 | 3 | 4)[] {
  const ends = [`${fy}-06-30`, `${fy}-09-30`, `${fy}-12-31`, `${fy + 1}-03-31`];
  return ([1, 2, 3, 4] as const).filter((_, i) => ends[i]! < today);
}
