import { z } from 'zod';
import { IsoDay } from '../dates/iso-day';
import type { DueSource } from './effective-due';

/** The quick choices on a record's Dates section: a target this many days from today. */
export const TARGET_QUICK_DAYS = [15, 30, 60] as const;

export const MAX_TARGET_REASON = 500;

/**
 * A record's target date (`PUT /api/o/{orgId}/work/{type}/target/{key}`): a day and why, or null
 * to clear it. A target without a reason is refused: the history must say why the date moved.
 */
export const TargetDateChange = z
  .object({
    target: IsoDay.nullable(),
    reason: z.string().trim().max(MAX_TARGET_REASON, `At most ${MAX_TARGET_REASON} characters`).optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.target != null && !v.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Say why the target date is set' });
  });
export type TargetDateChange = z.infer<typeof TargetDateChange>;

/** A record's dates side by side, as its detail's Dates section shows them. */
export type RecordDates = {
  /** The portal's date (the record's due field), null where it gives none. */
  portal: string | null;
  statutory: string | null;
  /** The deadlines table's row, its title and provision; null where no rule applies. */
  rule: { id: string; title: string; provision: string } | null;
  target: string | null;
  targetReason: string | null;
  /** The effective date (the record's due date everywhere) and which of the three it is. */
  effective: string | null;
  drivenBy: DueSource | null;
};
