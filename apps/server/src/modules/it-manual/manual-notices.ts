import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { recordKey, RESOURCES } from '@taxdesk/domain';
import type { Tx } from '../../db/tenant';
import { badRequest, notFound } from '../../lib/http/errors';
import { getRecord } from '../../lib/records/detail';
import { upsertRecords } from '../../lib/records/upsert';
import { insertEvents, markForReview, type WorkActor } from '../../lib/records/work';
import type { ManualNoticeInput } from './manual-notice-input';
import { decodePdf, removePdf, storePdf } from './manual-notice-pdf';

const def = RESOURCES.itNotice;

/** A key no portal notice has: the portal's are numbers. */
function newManualKey(): string {
  return `M-${randomBytes(5).toString('hex').toUpperCase()}`;
}

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

export async function createManualNotice(
  tx: Tx,
  orgId: string,
  input: ManualNoticeInput,
  actor: WorkActor,
): Promise<{ key: string }> {
  const pdf = input.pdf ? decodePdf(input.pdf) : null;
  const key = newManualKey();
  const data = await noticeData(tx, orgId, key, input);
  await requireNewDin(tx, orgId, input.documentIdentificationNumber, null);
  await upsertRecords(tx, orgId, def, [{ data }], { source: 'manual', actor: actor.email });
  // A notice whose proceeding is unknown waits on Unmatched Notices.
  if (!data.proceedingReqId) await markForReview(tx, orgId, def, [key]);
  if (pdf) await storePdf(tx, orgId, key, pdf);
  return { key };
}

async function manualNotice(tx: Tx, orgId: string, key: string) {
  const record = await getRecord(tx, orgId, def, key);
  if (!record) throw notFound('No such notice');
  if (record.source !== 'manual') throw badRequest('key', 'Only notices entered by hand can be changed here');
  return record;
}

export async function updateManualNotice(
  tx: Tx,
  orgId: string,
  key: string,
  input: ManualNoticeInput,
  actor: WorkActor,
): Promise<{ key: string }> {
  const before = await manualNotice(tx, orgId, key);
  const pdf = input.pdf ? decodePdf(input.pdf) : null;
  const data = await noticeData(tx, orgId, key, input);
  await requireNewDin(tx, orgId, input.documentIdentificationNumber, key);
  await upsertRecords(tx, orgId, def, [{ data }], { source: 'manual', actor: actor.email });

  // Choosing a proceeding ends the review; taking it away puts the notice back on the review list.
  const state = before.reviewState ?? null;
  const next = data.proceedingReqId
    ? state === 'pending' || state === 'standalone'
      ? 'attached'
      : state
    : state === 'standalone'
      ? state
      : 'pending';
  if (next !== state) {
    await tx.execute(sql`
      UPDATE records SET review_state = ${next} WHERE org_id = ${orgId} AND type = 'itNotice' AND key = ${key}`);
    await insertEvents(
      tx,
      orgId,
      def,
      [{ key, kind: 'review', changes: { reviewState: { from: state, to: next } } }],
      actor,
    );
  }
  if (pdf) await storePdf(tx, orgId, key, pdf);
  else if (input.removePdf) await removePdf(tx, orgId, key);
  return { key };
}

/** Deletes a notice entered by hand with its PDF and history; synced notices are never deleted. */
export async function deleteManualNotice(tx: Tx, orgId: string, key: string): Promise<void> {
  await manualNotice(tx, orgId, key);
  await tx.execute(sql`DELETE FROM documents WHERE org_id = ${orgId} AND type = 'itNotice' AND key = ${key}`);
  await tx.execute(
    sql`DELETE FROM record_events WHERE org_id = ${orgId} AND type = 'itNotice' AND key = ${key}`,
  );
  await tx.execute(sql`DELETE FROM records WHERE org_id = ${orgId} AND type = 'itNotice' AND key = ${key}`);
}
