import { z } from 'zod';

/**
 * Request and answer shapes of the TDS area's own screens (download requests, PAN verification,
 * non-filers), shared by the server routes and the web client.
 */

export const TDS_STATEMENT_FORMS = ['24Q', '26Q', '27Q', '27EQ'] as const;
export const TDS_DOWNLOAD_KINDS = ['form16', 'form16a', 'justification', 'conso'] as const;
export const TDS_DOWNLOAD_KIND_LABELS: Record<(typeof TDS_DOWNLOAD_KINDS)[number], string> = {
  form16: 'Form 16',
  form16a: 'Form 16A',
  justification: 'Justification report',
  conso: 'Consolidated file',
};
const quarter = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/** TANs × financial years (start years) × quarters × forms × kinds, filed as one TRACES batch. */
export const DownloadRequestBody = z.object({
  tans: z.array(z.string().trim().max(20)).min(1, 'Choose at least one TAN').max(500),
  years: z.array(z.number().int()).min(1, 'Choose a financial year').max(10),
  quarters: z.array(quarter).max(4).default([]),
  forms: z.array(z.string().max(5)).max(4).default([]),
  kinds: z.array(z.enum(TDS_DOWNLOAD_KINDS)).min(1, 'Choose what to download').max(4),
});
export type DownloadRequestBody = z.infer<typeof DownloadRequestBody>;

export const TdsBatchAnswer = z.object({
  batchId: z.string(),
  runIds: z.array(z.string()),
  /** TANs left out: a sync of them was already queued or running. */
  skipped: z.array(z.string()),
});
export type TdsBatchAnswer = z.infer<typeof TdsBatchAnswer>;

export const DownloadRequestAnswer = TdsBatchAnswer.extend({ requests: z.number().int() });
export type DownloadRequestAnswer = z.infer<typeof DownloadRequestAnswer>;

/** Days a PAN's verification is reused before the portal is asked again. */
export const PAN_VERIFY_CACHE_DAYS = 30;

export const PanVerifyBody = z.object({
  tan: z.string().trim().max(20),
  form: z.string().max(5),
  /** One PAN a line, as pasted or read from a file. */
  lines: z.array(z.string().max(100)).max(1000),
  /** Ask again even for PANs verified in the last days. */
  refresh: z.boolean().default(false),
});
export type PanVerifyBody = z.infer<typeof PanVerifyBody>;

export const PanVerifyAnswer = z.object({
  batchId: z.string().nullable(),
  asked: z.array(z.string()),
  /** PANs verified within the cache days, not asked again. */
  cached: z.array(z.string()),
});
export type PanVerifyAnswer = z.infer<typeof PanVerifyAnswer>;

export const NonFilersQuery = z.object({
  fy: z.coerce.number().int().min(2007).max(2100).optional(),
  quarter: z.coerce.number().int().min(1).max(4).optional(),
  form: z.enum(TDS_STATEMENT_FORMS).optional(),
});
export type NonFilersQuery = z.infer<typeof NonFilersQuery>;

export const NonFiler = z.object({
  tan: z.string(),
  name: z.string().nullable(),
  finYear: z.string(),
  quarter: z.string(),
  form: z.string(),
  dueOn: z.string(),
  /** The last statement of that form the TAN filed, if any. */
  lastFiled: z.string().nullable(),
});
export type NonFiler = z.infer<typeof NonFiler>;
export const NonFilersAnswer = z.object({ rows: z.array(NonFiler), today: z.string() });
export type NonFilersAnswer = z.infer<typeof NonFilersAnswer>;

/** Start year of a financial year as TaxDesk writes it: 2025 → "2025-26". */
/** The day a quarter's statement is due: Q1 31 Jul, Q2 31 Oct, Q3 31 Jan, Q4 31 May. */
export function statementDueOn(fy: number, quarter: 1 | 2 | 3 | 4): string {
  return [`${fy}-07-31`, `${fy}-10-31`, `${fy + 1}-01-31`, `${fy + 1}-05-31`][quarter - 1]!;
}

/** A quarter's Form 16As as one ZIP: the financial year, quarter and (optionally) some TANs. */
export const Form16aZipQuery = z.object({
  fy: z.coerce.number().int().min(2007).max(2100),
  quarter: z.coerce.number().int().min(1).max(4),
  /** Comma-separated TANs; none: every TAN. */
  tans: z.string().max(20_000).optional(),
});
export type Form16aZipQuery = z.infer<typeof Form16aZipQuery>;
