import { z } from 'zod';
import { checkGstin, recordKey, RESOURCES } from '@taxdesk/domain';
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
import { getRecord } from '../../lib/records/detail';
import { upsertRecords } from '../../lib/records/upsert';
import { refreshPreGstSummaries } from './pregst-account-summary';
import { financialYear, REGIMES, REGISTRATION_FIELD } from './pregst-fields';

const account = RESOURCES.preGstAccount;
const proceeding = RESOURCES.preGstProceeding;

/** A notice under an old law (show cause, demand, hearing), as the form sends it. */
const PreGstManualNoticeBody = z
  .object({
    gstin: manualGstin,
    regime: z.enum(REGIMES, { message: 'Choose the law the notice is under.' }),
    registrationNo: optionalManualText(40),
    noticeType: z.string().trim().min(1, 'Notice type is required.').max(80),
    legalSection: optionalManualText(60),
    referenceNo: optionalManualText(120),
    subject: z.string().trim().min(1, 'Description is required.').max(4000),
    period: z
      .string()
      .trim()
      .nullish()
      .transform((v, ctx) => {
        if (!v) return null;
        const fy = financialYear(v);
        if (!fy) ctx.addIssue({ code: 'custom', message: 'Period must be a financial year like 2016-17' });
        return fy;
      }),
    issuedBy: optionalManualText(200),
    issuedOn: manualDate('Issued on'),
    dueDate: optionalManualDate('Reply due'),
    hearingDate: optionalManualDate('Hearing date'),
    amount: optionalManualAmount('Amount'),
    proceedingId: optionalManualText(60),
    ...manualAttachment,
  })
  .strict()
  .superRefine((v, ctx) => {
    notBefore(ctx, v.dueDate, v.issuedOn, 'dueDate', 'Reply due cannot be before the issue date');
    notBefore(ctx, v.hearingDate, v.issuedOn, 'hearingDate', 'Hearing date cannot be before the issue date');
  });

type PreGstManualNoticeInput = z.infer<typeof PreGstManualNoticeBody>;

/**
 * The GSTIN must be one of the organisation's pre-GST accounts; an old registration number given
 * with the notice is kept on that account under the notice's law.
 */
async function requireAccount(tx: Tx, orgId: string, input: PreGstManualNoticeInput, actor: string | null) {
  const stored = await getRecord(tx, orgId, account, recordKey(account, { gstin: input.gstin }));
  if (!stored || stored.removedAt)
    throw badRequest('gstin', `GSTIN ${input.gstin} is not one of this organisation's pre-GST accounts`);
  const field = REGISTRATION_FIELD[input.regime];
  if (!input.registrationNo || !field || stored.data[field] === input.registrationNo) return;
  await upsertRecords(tx, orgId, account, [{ data: { ...stored.data, [field]: input.registrationNo } }], {
    source: 'manual',
    actor,
  });
}

async function requireProceeding(tx: Tx, orgId: string, gstin: string, id: string): Promise<void> {
  const found = await getRecord(tx, orgId, proceeding, recordKey(proceeding, { proceedingId: id }));
  if (!found) throw badRequest('proceedingId', `No proceeding ${id} in this organisation`);
  if (found.data.gstin !== gstin)
    throw badRequest(
      'proceedingId',
      `Proceeding ${id} belongs to GSTIN ${String(found.data.gstin)}, not ${gstin}`,
    );
}

/** Pre-GST notices are only ever entered by hand or imported: there is no portal left to sync. */
export const preGstManualNotices = defineManualKind<PreGstManualNoticeInput>({
  area: 'pregst',
  feature: 'pregst',
  tag: 'pre-GST',
  def: RESOURCES.preGstNotice,
  body: PreGstManualNoticeBody,
  // The account's open counts follow its notices (and a notice moved to another GSTIN, both).
  afterCreate: (tx, orgId, _key, data) => refreshPreGstSummaries(tx, orgId, [String(data.gstin)], null),
  afterUpdate: (tx, orgId, _key, before, data, actor) =>
    refreshPreGstSummaries(tx, orgId, [String(before.data.gstin), String(data.gstin)], actor.email),
  warningsOf(input) {
    const check = checkGstin(input.gstin);
    return check.ok && check.warning ? [`GSTIN ${input.gstin}: ${check.warning}`] : [];
  },
  async dataOf(tx, orgId, key, input) {
    await requireAccount(tx, orgId, input, null);
    if (input.proceedingId) await requireProceeding(tx, orgId, input.gstin, input.proceedingId);
    return {
      noticeId: key,
      referenceNo: input.referenceNo,
      gstin: input.gstin,
      regime: input.regime,
      registrationNo: input.registrationNo,
      noticeType: input.noticeType,
      subject: input.subject,
      legalSection: input.legalSection,
      period: input.period,
      issuedBy: input.issuedBy,
      issuedOn: input.issuedOn,
      dueDate: input.dueDate,
      hearingDate: input.hearingDate,
      amount: input.amount,
      proceedingId: input.proceedingId,
    };
  },
});
