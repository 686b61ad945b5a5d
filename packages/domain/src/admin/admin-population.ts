import { z } from 'zod';

/** The masters the operator fills from lists of identifiers (`/api/admin/population/{kind}`). */
export const POPULATION_KINDS = ['gstin', 'tan'] as const;
export type PopulationKind = (typeof POPULATION_KINDS)[number];

/** What a looked-up identifier came to. */
export const OUTCOMES = ['pending', 'found', 'not_found', 'invalid', 'failed'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export const OutcomeCounts = z.object({
  pending: z.number(),
  found: z.number(),
  not_found: z.number(),
  invalid: z.number(),
  failed: z.number(),
  warnings: z.number(),
});
export type OutcomeCounts = z.infer<typeof OutcomeCounts>;

export const POPULATION_RUN_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

export const PopulationRun = z.object({
  id: z.string(),
  kind: z.enum(POPULATION_KINDS),
  status: z.enum(POPULATION_RUN_STATUSES),
  source: z.string(),
  total: z.number(),
  duplicates: z.number(),
  counts: OutcomeCounts,
  createdBy: z.string(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  error: z.string().nullable(),
});
export type PopulationRun = z.infer<typeof PopulationRun>;

export const PopulationItem = z.object({
  position: z.number(),
  input: z.string(),
  identifier: z.string().nullable(),
  outcome: z.enum(OUTCOMES),
  warning: z.string().nullable(),
  message: z.string().nullable(),
  name: z.string().nullable(),
});
export type PopulationItem = z.infer<typeof PopulationItem>;

/** A run with a page of its items (`/api/admin/population/runs/{runId}`). */
export const PopulationRunDetail = z.object({
  run: PopulationRun,
  items: z.object({ rows: z.array(PopulationItem), total: z.number() }),
});
export type PopulationRunDetail = z.infer<typeof PopulationRunDetail>;

export const PopulationMasterRow = z.object({
  id: z.string(),
  name: z.string().nullable(),
  status: z.string().nullable(),
  detail: z.string().nullable(),
  fetchedAt: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type PopulationMasterRow = z.infer<typeof PopulationMasterRow>;

export const PopulationMasterPage = z.object({ rows: z.array(PopulationMasterRow), total: z.number() });
export type PopulationMasterPage = z.infer<typeof PopulationMasterPage>;
