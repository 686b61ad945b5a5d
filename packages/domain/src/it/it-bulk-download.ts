import { z } from 'zod';
import { YearText } from '../dates/years';
import { checkPan } from '../identity/identifiers';

/** The income-tax bulk download's request and answer shapes (`/api/o/{orgId}/it/bulk-download...`). */

const MAX_CHOICES = 5000;
const choices = (label: string, item: z.ZodType<string>) =>
  z
    .array(item)
    .max(MAX_CHOICES, `At most ${MAX_CHOICES} ${label} at once`)
    .optional()
    .transform((v) => [...new Set(v ?? [])]);

const pan = z
  .string()
  .trim()
  .transform((v, ctx) => {
    const p = checkPan(v);
    if (!p.ok) {
      ctx.addIssue({ code: 'custom', message: `${v}: ${p.reason}` });
      return z.NEVER;
    }
    return p.value;
  });
const year = z.string().trim().pipe(YearText('assessment'));
const text = z.string().trim().min(1).max(200);

/**
 * What to put in the archive: accounts (by PAN, group or branch — any of them), assessment years,
 * proceedings. The parts narrow each other; within a part any value matches.
 */
export const BulkSelection = z
  .object({
    pans: choices('PANs', pan),
    groups: choices('groups', text),
    branches: choices('branches', text),
    years: choices('assessment years', year),
    proceedings: choices('proceedings', text),
  })
  .strict()
  .refine(
    (s) => s.pans.length + s.groups.length + s.branches.length + s.years.length + s.proceedings.length > 0,
    { message: 'Choose accounts, assessment years or proceedings' },
  );

export type BulkSelection = z.infer<typeof BulkSelection>;

/** What an archive of a selection holds. */
export const ArchiveSummary = z.object({
  files: z.number(),
  bytes: z.number(),
  accounts: z.number(),
  proceedings: z.number(),
});
export type ArchiveSummary = z.infer<typeof ArchiveSummary>;

/** The archive's answer: its summary and a short-lived link that streams it. */
export const ArchiveLink = ArchiveSummary.extend({ url: z.string() });
export type ArchiveLink = z.infer<typeof ArchiveLink>;
