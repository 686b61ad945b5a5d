import { z } from 'zod';
import { checkGstin } from '../identity/identifiers';

/**
 * What a GST archive holds (`GET /api/o/{orgId}/gst/bulk-download`): the notices, replies and
 * orders of a GST login (the account page), of one GSTIN, of an additional notice's case
 * (`caseTask`) or of the case a case document belongs to (`caseItem`). Parts narrow each other.
 */
const Id = z.string().trim().min(1).max(100).optional();

export const GstBulkDownloadQuery = z
  .object({
    account: Id,
    gstin: z
      .string()
      .trim()
      .transform((v, ctx) => {
        const g = checkGstin(v);
        if (!g.ok) {
          ctx.addIssue({ code: 'custom', message: `${v}: ${g.reason}` });
          return z.NEVER;
        }
        return g.value;
      })
      .optional(),
    caseTask: Id,
    caseItem: Id,
  })
  .strict()
  .refine((q) => !!(q.account || q.gstin || q.caseTask || q.caseItem), {
    message: 'Choose a GST login, a GSTIN, an additional notice or a case',
  });
export type GstBulkDownloadQuery = z.infer<typeof GstBulkDownloadQuery>;
