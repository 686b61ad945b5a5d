import { z } from 'zod';

/** A record a sync run added or changed (`GET /api/o/{orgId}/sync-runs/{runId}`). */
export const RunChange = z.object({
  type: z.string(),
  label: z.string(),
  key: z.string(),
  title: z.string().nullable(),
  account: z.string().nullable(),
  kind: z.string(),
  at: z.string(),
  /** The record's detail page under /{orgId}, when its type has one. */
  path: z.string().nullable(),
});
export type RunChange = z.infer<typeof RunChange>;

export const SyncRunDetail = z.object({
  run: z.record(z.string(), z.unknown()),
  changes: z.array(RunChange),
  /** All the run's changes; `changes` holds the first ones. */
  totalChanges: z.number(),
});
export type SyncRunDetail = z.infer<typeof SyncRunDetail>;
