import { sql } from 'drizzle-orm';
import type { CreateCaseBody, RecordRef, UpdateCaseBody } from '@taxdesk/domain';
import type { Tx } from '../../db/tenant';
import { badRequest, conflict, notFound } from '../../lib/http/errors';
import { defOf } from './case-detail';

/**
 * Cases changed by hand: every change is checked first (the case, the record, the other case exist
 * in this organisation and allow it), then written with its history event, in one transaction.
 */

type CaseRow = {
  id: string;
  title: string;
  status: string;
  merged_into: string | null;
  assignee_id: string | null;
};

async function logEvent(
  tx: Tx,
  orgId: string,
  caseId: string,
  kind: string,
  detail: Record<string, unknown>,
  actor: string,
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO case_events (org_id, case_id, kind, detail, actor)
    VALUES (${orgId}, ${caseId}, ${kind}, ${JSON.stringify(detail)}::jsonb, ${actor})`);
  await tx.execute(sql`UPDATE cases SET updated_at = now() WHERE org_id = ${orgId} AND id = ${caseId}`);
}

/** A live case (not merged away) of the organisation, locked, or 404 / 409. */
async function openCase(tx: Tx, orgId: string, caseId: string): Promise<CaseRow> {
  const r = await tx.execute<CaseRow>(sql`
    SELECT id, title, status, merged_into, assignee_id FROM cases
    WHERE org_id = ${orgId} AND id = ${caseId} FOR UPDATE`);
  const row = r.rows[0];
  if (!row) throw notFound('No such case');
  if (row.merged_into) throw conflict('This case was merged into another; change that one');
  return row;
}

/** The record must exist in the organisation; answers its account and the area of its type. */
async function existingRecord(
  tx: Tx,
  orgId: string,
  ref: RecordRef,
): Promise<{ accountKey: string | null; area: string; title: string | null }> {
  const def = defOf(ref.type);
  if (!def) throw badRequest('type', `Unknown record type: ${ref.type}`);
  const r = await tx.execute<{ account_key: string | null; title: string | null }>(sql`
    SELECT account_key, title FROM records WHERE org_id = ${orgId} AND type = ${ref.type} AND key = ${ref.key}`);
  const row = r.rows[0];
  if (!row) throw notFound(`No such ${def.label.toLowerCase()}: ${ref.key}`);
  return { accountKey: row.account_key, area: def.feature ?? 'general', title: row.title };
}

/** The case a record is in now (null: none, or taken out by hand). */
async function placement(
  tx: Tx,
  orgId: string,
  ref: RecordRef,
): Promise<{ case_id: string | null } | undefined> {
  const r = await tx.execute<{ case_id: string | null }>(sql`
    SELECT case_id FROM case_records WHERE org_id = ${orgId} AND type = ${ref.type} AND key = ${ref.key} FOR UPDATE`);
  return r.rows[0];
}

async function place(tx: Tx, orgId: string, ref: RecordRef, caseId: string): Promise<void> {
  await tx.execute(sql`
    INSERT INTO case_records (org_id, type, key, case_id, linked_by) VALUES (${orgId}, ${ref.type}, ${ref.key}, ${caseId}, 'hand')
    ON CONFLICT (org_id, type, key) DO UPDATE SET case_id = EXCLUDED.case_id, linked_by = 'hand', linked_at = now()`);
}

export async function createCase(
  tx: Tx,
  orgId: string,
  body: CreateCaseBody,
  actor: string,
): Promise<string> {
  const record = body.record ? await existingRecord(tx, orgId, body.record) : null;
  if (body.record && (await placement(tx, orgId, body.record))?.case_id)
    throw conflict('That record is already in a case; move it from there');
  const r = await tx.execute<{ id: string }>(sql`
    INSERT INTO cases (org_id, area, title, account_key)
    VALUES (${orgId}, ${record?.area ?? 'general'}, ${body.title}, ${record?.accountKey ?? null}) RETURNING id`);
  const id = r.rows[0]!.id;
  await logEvent(tx, orgId, id, 'created', { by: 'hand' }, actor);
  if (body.record) {
    await place(tx, orgId, body.record, id);
    await logEvent(tx, orgId, id, 'linked', { ...body.record, by: 'hand' }, actor);
  }
  return id;
}

export async function linkRecord(tx: Tx, orgId: string, caseId: string, ref: RecordRef, actor: string) {
  await openCase(tx, orgId, caseId);
  await existingRecord(tx, orgId, ref);
  const now = await placement(tx, orgId, ref);
  if (now?.case_id === caseId) throw conflict('That record is already in this case');
  if (now?.case_id) throw conflict('That record is in another case; move it from there');
  await place(tx, orgId, ref, caseId);
  await logEvent(tx, orgId, caseId, 'linked', { ...ref, by: 'hand' }, actor);
}

/** Takes a record out; the row stays with no case, so the sync's linking does not put it back. */
export async function unlinkRecord(tx: Tx, orgId: string, caseId: string, ref: RecordRef, actor: string) {
  await openCase(tx, orgId, caseId);
  if ((await placement(tx, orgId, ref))?.case_id !== caseId)
    throw notFound('That record is not in this case');
  await tx.execute(sql`
    UPDATE case_records SET case_id = NULL, linked_by = 'hand', linked_at = now()
    WHERE org_id = ${orgId} AND type = ${ref.type} AND key = ${ref.key}`);
  await logEvent(tx, orgId, caseId, 'unlinked', { ...ref }, actor);
}

export async function moveRecord(
  tx: Tx,
  orgId: string,
  caseId: string,
  ref: RecordRef,
  toCaseId: string,
  actor: string,
) {
  if (toCaseId === caseId) throw badRequest('toCaseId', 'The record is already in this case');
  const from = await openCase(tx, orgId, caseId);
  const to = await openCase(tx, orgId, toCaseId);
  if ((await placement(tx, orgId, ref))?.case_id !== caseId)
    throw notFound('That record is not in this case');
  await place(tx, orgId, ref, toCaseId);
  const detail = { ...ref, from: caseId, fromTitle: from.title, to: toCaseId, toTitle: to.title };
  await logEvent(tx, orgId, caseId, 'moved', detail, actor);
  await logEvent(tx, orgId, toCaseId, 'moved', detail, actor);
}

/** Folds `otherId` into `caseId`: its records move, it keeps its history and points at the survivor. */
export async function mergeCases(tx: Tx, orgId: string, caseId: string, otherId: string, actor: string) {
  if (otherId === caseId) throw badRequest('otherCaseId', 'A case cannot be merged with itself');
  const kept = await openCase(tx, orgId, caseId);
  const gone = await openCase(tx, orgId, otherId);
  const moved = await tx.execute<{ type: string }>(sql`
    UPDATE case_records SET case_id = ${caseId} WHERE org_id = ${orgId} AND case_id = ${otherId} RETURNING type`);
  await tx.execute(sql`
    UPDATE cases SET merged_into = ${caseId}, status = 'merged', updated_at = now()
    WHERE org_id = ${orgId} AND (id = ${otherId} OR merged_into = ${otherId})`);
  const detail = {
    from: otherId,
    fromTitle: gone.title,
    into: caseId,
    intoTitle: kept.title,
    records: moved.rows.length,
  };
  await logEvent(tx, orgId, caseId, 'merged', detail, actor);
  await logEvent(tx, orgId, otherId, 'merged', detail, actor);
}

export async function updateCase(tx: Tx, orgId: string, caseId: string, body: UpdateCaseBody, actor: string) {
  const row = await openCase(tx, orgId, caseId);
  let assigneeId: string | null | undefined;
  if (body.assignee !== undefined)
    assigneeId = body.assignee === null ? null : await memberId(tx, orgId, body.assignee);
  if (body.title !== undefined && body.title !== row.title) {
    await tx.execute(sql`UPDATE cases SET title = ${body.title} WHERE org_id = ${orgId} AND id = ${caseId}`);
    await logEvent(tx, orgId, caseId, 'title', { from: row.title, to: body.title }, actor);
  }
  if (body.status !== undefined && body.status !== row.status) {
    await tx.execute(
      sql`UPDATE cases SET status = ${body.status} WHERE org_id = ${orgId} AND id = ${caseId}`,
    );
    await logEvent(tx, orgId, caseId, 'status', { from: row.status, to: body.status }, actor);
  }
  if (assigneeId !== undefined && assigneeId !== row.assignee_id) {
    await tx.execute(
      sql`UPDATE cases SET assignee_id = ${assigneeId} WHERE org_id = ${orgId} AND id = ${caseId}`,
    );
    await logEvent(tx, orgId, caseId, 'assignee', { to: body.assignee ?? null }, actor);
  }
}

async function memberId(tx: Tx, orgId: string, email: string): Promise<string> {
  const r = await tx.execute<{ id: string }>(sql`
    SELECT u.id FROM memberships m JOIN users u ON u.id = m.user_id
    WHERE m.org_id = ${orgId} AND lower(u.email) = ${email.toLowerCase()}`);
  const row = r.rows[0];
  if (!row) throw badRequest('assignee', `${email} is not a member of this organisation`);
  return row.id;
}

export async function addCaseComment(tx: Tx, orgId: string, caseId: string, text: string, actor: string) {
  await openCase(tx, orgId, caseId);
  await logEvent(tx, orgId, caseId, 'comment', { text }, actor);
}

/** The case a record is in, for its detail screen. */
export async function caseOfRecord(tx: Tx, orgId: string, ref: RecordRef) {
  const r = await tx.execute<{ id: string; title: string; status: string }>(sql`
    SELECT c.id, c.title, c.status FROM case_records cr JOIN cases c ON c.org_id = cr.org_id AND c.id = cr.case_id
    WHERE cr.org_id = ${orgId} AND cr.type = ${ref.type} AND cr.key = ${ref.key}`);
  return r.rows[0] ?? null;
}
