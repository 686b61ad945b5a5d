import { sql } from 'drizzle-orm';
import { recordKey, RESOURCES } from '@taxdesk/domain';
import type { Tx } from '../../../db/tenant';
import { badRequest } from '../../../lib/http/errors';
import { getRecord } from '../../../lib/records/detail';
import { defineManualKind } from '../../../lib/manual-records/manual-record-kind';
import { insertEvents, markForReview } from '../../../lib/records/work';
import { ManualNoticeBody, type ManualNoticeInput } from './manual-notice-input';

const def = RESOURCES.itNotice;

/** The PAN must be one of the organisation's income-tax accounts. */
async function requireAccount(tx: Tx, orgId: string, pan: string): Promise<void> {
  const account = await getRecord(tx, orgId, RESOURCES.itAccount, encodeURIComponent(pan));
  if (!account) throw badRequest('pan', `PAN ${pan} is not one of this organisation's accounts`);
}

/** A chosen proceeding must exist and belong to the same PAN. */
async function proceedingOf(
  tx: Tx,
  orgId: string,
  pan: string,
  id: string,
): Promise<Record<string, unknown>> {
  const proceeding = await getRecord(
    tx,
    orgId,
    RESOURCES.itProceeding,
    recordKey(RESOURCES.itProceeding, { proceedingReqId: id }),
  );
  if (!proceeding) throw badRequest('proceedingReqId', `No proceeding ${id} in this organisation`);
  if (proceeding.accountKey !== pan)
    throw badRequest(
      'proceedingReqId',
      `Proceeding ${id} belongs to PAN ${proceeding.accountKey}, not ${pan}`,
    );
  return proceeding.data;
}

/** Another notice with the same DIN is the same notice: entering it twice would double the work. */
async function requireNewDin(
  tx: Tx,
  orgId: string,
  din: string | null,
  exceptKey: string | null,
): Promise<void> {
  if (!din) return;
  const r = await tx.execute<{ key: string }>(sql`
    SELECT key FROM records WHERE org_id = ${orgId} AND type = 'itNotice'
      AND data @> ${JSON.stringify({ documentIdentificationNumber: din })}::jsonb
      AND key IS DISTINCT FROM ${exceptKey} LIMIT 1`);
  const other = r.rows[0];
  if (other)
    throw badRequest(
      'documentIdentificationNumber',
      `Notice ${decodeURIComponent(other.key)} has DIN ${din} already`,
    );
}

async function noticeData(
  tx: Tx,
  orgId: string,
  key: string,
  input: ManualNoticeInput,
): Promise<Record<string, unknown>> {
  await requireAccount(tx, orgId, input.pan);
  await requireNewDin(tx, orgId, input.documentIdentificationNumber, key);
  const proceeding = input.proceedingReqId
    ? await proceedingOf(tx, orgId, input.pan, input.proceedingReqId)
    : null;
  return {
    headerSeqNo: key,
    pan: input.pan,
    noticeSection: input.noticeSection,
    documentIdentificationNumber: input.documentIdentificationNumber,
    description: input.description,
    ay: input.ay ?? (proceeding?.assessmentYear as string | undefined) ?? null,
    issuedOn: input.issuedOn,
    responseDueDate: input.responseDueDate,
    hearingDate: input.hearingDate,
    proceedingReqId: input.proceedingReqId,
    proceedingName: (proceeding?.proceedingName as string | undefined) ?? null,
  };
}

/** Income-tax notices entered by hand: a PAN of the organisation, optionally its proceeding. */
export const itManualNotices = defineManualKind<ManualNoticeInput>({
  area: 'it',
  feature: 'it',
  tag: 'income tax',
  def,
  body: ManualNoticeBody,
  dataOf: noticeData,
  // A notice whose proceeding is unknown waits on Unmatched Notices.
  async afterCreate(tx, orgId, key, data) {
    if (!data.proceedingReqId) await markForReview(tx, orgId, def, [key]);
  },
  // Choosing a proceeding ends the review; taking it away puts the notice back on the review list.
  async afterUpdate(tx, orgId, key, before, data, actor) {
    const state = before.reviewState ?? null;
    const next = data.proceedingReqId
      ? state === 'pending' || state === 'standalone'
        ? 'attached'
        : state
      : state === 'standalone'
        ? state
        : 'pending';
    if (next === state) return;
    await tx.execute(sql`
      UPDATE records SET review_state = ${next} WHERE org_id = ${orgId} AND type = 'itNotice' AND key = ${key}`);
    await insertEvents(
      tx,
      orgId,
      def,
      [{ key, kind: 'review', changes: { reviewState: { from: state, to: next } } }],
      actor,
    );
  },
});
