import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { RESOURCES } from '@taxdesk/domain';
import type { Tx } from '../../db/tenant';
import { badRequest } from '../../lib/http/errors';
import {
  manualAttachment,
  manualDate,
  manualGstin,
  notBefore,
  optionalManualAmount,
  optionalManualDate,
  optionalManualText,
} from '../../lib/manual-records/manual-fields';
import { defineManualKind } from '../../lib/manual-records/manual-record-kind';
import { fyOfDay } from './gst-values';

/** A GST notice that reached the firm outside the portal (by post, by e-mail), as the form sends it. */
export const GstManualNoticeBody = z
  .object({
    gstin: manualGstin,
    type: z.string().trim().min(1, 'Notice type is required.').max(120),
    descr: z.string().trim().min(1, 'Description is required.').max(4000),
    issuedBy: optionalManualText(200),
    dtOfIssue: manualDate('Issued on'),
    dueDate: optionalManualDate('Due on'),
    amount: optionalManualAmount('Amount'),
    ...manualAttachment,
  })
  .strict()
  .superRefine((v, ctx) =>
    notBefore(ctx, v.dueDate, v.dtOfIssue, 'dueDate', 'Due on cannot be before the issue date'),
  );

type GstManualNoticeInput = z.infer<typeof GstManualNoticeBody>;

/** The organisation's GST login holding this GSTIN: the notice sits under that account. */
async function accountOf(tx: Tx, orgId: string, gstin: string) {
  const r = await tx.execute<{ key: string; data: Record<string, unknown> }>(sql`
    SELECT key, data FROM records WHERE org_id = ${orgId} AND type = 'gstAccount' AND removed_at IS NULL
      AND data->>'gstin' = ${gstin} ORDER BY key LIMIT 1`);
  const account = r.rows[0];
  if (!account) throw badRequest('gstin', `GSTIN ${gstin} is not one of this organisation's GST accounts`);
  return account;
}

/** GST notices entered by hand, beside the synced ones (`gstNotice`, source manual). */
export const gstManualNotices = defineManualKind<GstManualNoticeInput>({
  area: 'gst',
  feature: 'gst',
  tag: 'gst',
  def: RESOURCES.gstNotice,
  body: GstManualNoticeBody,
  async dataOf(tx, orgId, key, input) {
    const account = await accountOf(tx, orgId, input.gstin);
    return {
      noticeOrderId: key,
      gstin: input.gstin,
      portalUserName: decodeURIComponent(account.key),
      state: account.data.state ?? null,
      type: input.type,
      descr: input.descr,
      dtOfIssue: input.dtOfIssue,
      dueDate: input.dueDate,
      issuedBy: input.issuedBy,
      amount: input.amount,
      status: 'Open',
      financialYear: fyOfDay(input.dtOfIssue),
    };
  },
});
