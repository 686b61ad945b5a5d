import { sql } from 'drizzle-orm';
import {
  keyParts,
  resourceOf,
  WORK_STATUS,
  type FieldDef,
  type ResourceDef,
  type WorkStatus,
} from '@taxdesk/domain';
import type { Tx } from '../../db/tenant';
import { badRequest, notFound } from '../http/errors';
import { contentHash, promote } from './promote';
import { datesOf, indiaToday } from './record-dates';

/** A key as people read it (its parts are URI-encoded); a key sent malformed is shown as sent. */
function readableKey(key: string): string {
  try {
    return decodeURIComponent(key);
  } catch {
    return key;
  }
}

/**
 * Work on records (types with `work: true`): status, assignee, due date by hand, comments and
 * review. Every change is a record event with the actor's email. The work columns live outside
 * `data` and the change hash, so a portal re-sync never clobbers them; a due date set by hand is
 * an override merged over the portal's data (see upsertRecords).
 */

/** Who made a change: the history shows the email. */
export type WorkActor = { userId: string; email: string };

export type WorkChange = {
  status?: WorkStatus;
  /** A member's email; null unassigns. */
  assignee?: string | null;
  /** YYYY-MM-DD; null clears a due date set by hand. */
  due?: string | null;
};

type WorkResult = { changed: string[]; unchanged: string[] };

/** Bulk changes stop here: a larger selection should be narrowed first. */
export const MAX_BULK_KEYS = 1000;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isWorkStatus(value: unknown): value is WorkStatus {
  return typeof value === 'string' && Object.hasOwn(WORK_STATUS, value);
}

export function requireWorkType(def: ResourceDef): void {
  if (!def.work) throw notFound(`${def.plural} have no work status`);
}

/** The field a hand-set due date fills: the one stored in the due column. */
export function dueField(def: ResourceDef): FieldDef | undefined {
  return def.fields.find((f) => f.column === 'dueOn');
}

export async function actorOf(tx: Tx, userId: string): Promise<WorkActor> {
  const r = await tx.execute<{ email: string }>(sql`SELECT email FROM users WHERE id = ${userId}`);
  return { userId, email: r.rows[0]?.email ?? userId };
}

/** A member of the organisation by email (any role), or 400. */
async function memberByEmail(tx: Tx, orgId: string, email: string): Promise<{ id: string; email: string }> {
  const r = await tx.execute<{ id: string; email: string }>(sql`
    SELECT u.id, u.email FROM memberships m JOIN users u ON u.id = m.user_id
    WHERE m.org_id = ${orgId} AND lower(u.email) = ${email.trim().toLowerCase()}`);
  const found = r.rows[0];
  if (!found) throw badRequest('assignee', `${email} is not a member of this organisation`);
  return found;
}

function isValidDate(s: string): boolean {
  if (!ISO_DATE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

type WorkRow = {
  key: string;
  source: string;
  work_status: string | null;
  assignee_id: string | null;
  assignee: string | null;
  data: Record<string, unknown>;
  overrides: Record<string, unknown> | null;
  target_on: string | null;
};

async function lockRows(
  tx: Tx,
  orgId: string,
  def: ResourceDef,
  keys: readonly string[],
): Promise<WorkRow[]> {
  const r = await tx.execute<WorkRow>(sql`
    SELECT key, source, work_status, assignee_id, data, overrides, target_on::text,
           (SELECT u.email FROM users u WHERE u.id = assignee_id) AS assignee
    FROM records WHERE org_id = ${orgId} AND type = ${def.type} AND key = ANY(${sql.param([...keys])}::text[])
    FOR UPDATE`);
  const found = new Set(r.rows.map((row) => row.key));
  const missing = keys.filter((k) => !found.has(k));
  if (missing.length === 1) throw notFound(`No such ${def.label.toLowerCase()}: ${readableKey(missing[0]!)}`);
  if (missing.length > 1)
    throw notFound(`${missing.length} of the chosen ${def.plural.toLowerCase()} do not exist`);
  return r.rows;
}

type PendingEvent = { key: string; kind: string; changes: unknown };

export async function insertEvents(
  tx: Tx,
  orgId: string,
  def: ResourceDef,
  events: readonly PendingEvent[],
  actor: WorkActor | null,
): Promise<void> {
  for (let i = 0; i < events.length; i += 500) {
    const chunk = events.slice(i, i + 500);
    await tx.execute(sql`
      INSERT INTO record_events (org_id, type, key, kind, changes, actor)
      VALUES ${sql.join(
        chunk.map(
          (e) =>
            sql`(${orgId}, ${def.type}, ${e.key}, ${e.kind}, ${e.changes == null ? null : JSON.stringify(e.changes)}::jsonb, ${actor?.email ?? null})`,
        ),
        sql`, `,
      )}`);
  }
}

/**
 * Sets work status, assignee and/or due date on one or many records of a type, in the caller's
 * transaction, recording an event per record and per change. Validates everything before
 * writing anything: a bad value or a missing record changes nothing. Unchanged values write
 * nothing. This is the function other areas (imports) call to change work on records.
 */
export async function setWork(
  tx: Tx,
  orgId: string,
  def: ResourceDef,
  keys: readonly string[],
  change: WorkChange,
  actor: WorkActor,
): Promise<WorkResult> {
  requireWorkType(def);
  const unique = [...new Set(keys)];
  if (unique.length === 0) throw badRequest('keys', 'Choose at least one record');
  if (unique.length > MAX_BULK_KEYS) throw badRequest('keys', `At most ${MAX_BULK_KEYS} records at once`);
  if (change.status === undefined && change.assignee === undefined && change.due === undefined)
    throw badRequest('status', 'Nothing to change');
  if (change.status !== undefined && !isWorkStatus(change.status))
    throw badRequest('status', `Status must be one of ${Object.keys(WORK_STATUS).join(', ')}`);
  const assignee =
    change.assignee === undefined || change.assignee === null
      ? change.assignee
      : await memberByEmail(tx, orgId, change.assignee);
  const due = change.due === undefined ? undefined : dueField(def);
  if (change.due !== undefined) {
    if (!due) throw badRequest('due', `${def.plural} have no due date`);
    if (change.due !== null && !isValidDate(change.due))
      throw badRequest('due', 'Due date must be a date (YYYY-MM-DD)');
  }

  const rows = await lockRows(tx, orgId, def, unique);
  const events: PendingEvent[] = [];
  const changed = new Set<string>();

  if (change.status !== undefined) {
    const keysToSet = rows.filter((r) => r.work_status !== change.status).map((r) => r.key);
    if (keysToSet.length) {
      await tx.execute(sql`
        UPDATE records SET work_status = ${change.status}
        WHERE org_id = ${orgId} AND type = ${def.type} AND key = ANY(${sql.param(keysToSet)}::text[])`);
      for (const r of rows.filter((row) => keysToSet.includes(row.key))) {
        events.push({
          key: r.key,
          kind: 'status',
          changes: { workStatus: { from: r.work_status, to: change.status } },
        });
        changed.add(r.key);
      }
    }
  }

  if (assignee !== undefined) {
    const to = assignee?.id ?? null;
    const keysToSet = rows.filter((r) => r.assignee_id !== to).map((r) => r.key);
    if (keysToSet.length) {
      await tx.execute(sql`
        UPDATE records SET assignee_id = ${to}::uuid
        WHERE org_id = ${orgId} AND type = ${def.type} AND key = ANY(${sql.param(keysToSet)}::text[])`);
      for (const r of rows.filter((row) => keysToSet.includes(row.key))) {
        events.push({
          key: r.key,
          kind: 'assignee',
          changes: { assignee: { from: r.assignee, to: assignee?.email ?? null } },
        });
        changed.add(r.key);
      }
    }
  }

  if (due && change.due !== undefined) {
    for (const r of rows) {
      const event = await setDue(tx, orgId, def, r, due, change.due);
      if (event) {
        events.push(event);
        changed.add(r.key);
      }
    }
  }

  await insertEvents(tx, orgId, def, events, actor);
  return { changed: [...changed], unchanged: unique.filter((k) => !changed.has(k)) };
}

/**
 * A due date by hand. On a portal record it fills the portal's blank as an override (the hash
 * stays the portal's); where the portal gives a date, that date stands. On a record entered by
 * hand it is simply the record's own value.
 */
async function setDue(
  tx: Tx,
  orgId: string,
  def: ResourceDef,
  row: WorkRow,
  field: FieldDef,
  value: string | null,
): Promise<PendingEvent | null> {
  const current = row.data[field.key] ?? null;
  if (current === value) return null;
  const data = { ...row.data, [field.key]: value };
  let overrides = row.overrides;
  let hash: string | null = null;
  if (row.source === 'manual') {
    hash = contentHash(data);
  } else {
    const handSet = row.overrides != null && Object.hasOwn(row.overrides, field.key);
    if (!handSet && current != null && current !== '')
      throw badRequest(
        'due',
        `The portal gives ${decodeURIComponent(row.key)} a ${field.label.toLowerCase()}; a date can be set by hand only where the portal leaves it blank`,
      );
    const rest = { ...(row.overrides ?? {}) };
    if (value === null) delete rest[field.key];
    else rest[field.key] = value;
    overrides = Object.keys(rest).length ? rest : null;
  }
  // The hand-set date is the portal's date as far as the effective due date goes.
  const d = datesOf(def, data, row.target_on, indiaToday(new Date()));
  await tx.execute(sql`
    UPDATE records SET data = ${JSON.stringify(data)}::jsonb,
      overrides = ${overrides == null ? null : JSON.stringify(overrides)}::jsonb,
      hash = coalesce(${hash}, hash), due_on = ${d.dueOn}::date, portal_due_on = ${d.portalDueOn}::date,
      statutory_on = ${d.statutoryOn}::date, statutory_rule = ${d.statutoryRule}, updated_at = now()
    WHERE org_id = ${orgId} AND type = ${def.type} AND key = ${row.key}`);
  return { key: row.key, kind: 'due', changes: { [field.key]: { from: current, to: value } } };
}

export const MAX_COMMENT_LENGTH = 4000;

type WorkComment = { id: number; at: string; actor: string | null; text: string };

export async function addComment(
  tx: Tx,
  orgId: string,
  def: ResourceDef,
  key: string,
  text: string,
  actor: WorkActor,
): Promise<WorkComment> {
  requireWorkType(def);
  const body = text.trim();
  if (!body) throw badRequest('text', 'Comment is required.');
  if (body.length > MAX_COMMENT_LENGTH)
    throw badRequest('text', `A comment can be at most ${MAX_COMMENT_LENGTH} characters`);
  await lockRows(tx, orgId, def, [key]);
  const r = await tx.execute<WorkComment>(sql`
    INSERT INTO record_events (org_id, type, key, kind, changes, actor)
    VALUES (${orgId}, ${def.type}, ${key}, 'comment', ${JSON.stringify({ comment: { from: null, to: body } })}::jsonb, ${actor.email})
    RETURNING id, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at, actor, ${body}::text AS text`);
  return r.rows[0]!;
}

export async function listComments(
  tx: Tx,
  orgId: string,
  def: ResourceDef,
  key: string,
): Promise<WorkComment[]> {
  requireWorkType(def);
  await lockRows(tx, orgId, def, [key]);
  const r = await tx.execute<WorkComment>(sql`
    SELECT id, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at, actor,
           changes->'comment'->>'to' AS text
    FROM record_events WHERE org_id = ${orgId} AND type = ${def.type} AND key = ${key} AND kind = 'comment'
    ORDER BY at DESC, id DESC LIMIT 500`);
  return r.rows;
}

/** Puts records of a reviewed type on the review list (a notice entered by hand without a proceeding). */
export async function markForReview(
  tx: Tx,
  orgId: string,
  def: ResourceDef,
  keys: readonly string[],
): Promise<void> {
  if (!def.review || keys.length === 0) return;
  await tx.execute(sql`
    UPDATE records SET review_state = 'pending'
    WHERE org_id = ${orgId} AND type = ${def.type} AND key = ANY(${sql.param([...keys])}::text[])`);
}

/**
 * Ends a record's review: it joins the parent `parentKey` (one of the same account's), or, with
 * null, stays standalone. A synced record joins the parent the portal gives it; a record entered
 * by hand takes the chosen parent into its data.
 */
export async function reviewRecord(
  tx: Tx,
  orgId: string,
  def: ResourceDef,
  key: string,
  parentKey: string | null,
  actor: WorkActor,
): Promise<{ reviewState: 'attached' | 'standalone' }> {
  const review = def.review;
  const parentDef = review ? resourceOf(review.parentType) : undefined;
  if (!review || !parentDef) throw notFound(`${def.plural} are not reviewed`);
  const r = await tx.execute<{
    source: string;
    account_key: string | null;
    review_state: string | null;
    data: Record<string, unknown>;
  }>(sql`
    SELECT source, account_key, review_state, data FROM records
    WHERE org_id = ${orgId} AND type = ${def.type} AND key = ${key} FOR UPDATE`);
  const row = r.rows[0];
  if (!row) throw notFound(`No such ${def.label.toLowerCase()}`);
  if (row.review_state !== 'pending')
    throw badRequest('review', `This ${def.label.toLowerCase()} is not waiting for review`);
  const own = row.data[review.via];
  const hasOwn = own != null && own !== '';

  const changes: Record<string, { from: unknown; to: unknown }> = {};
  let state: 'attached' | 'standalone';
  if (parentKey === null) {
    if (hasOwn)
      throw badRequest(
        'parent',
        `This ${def.label.toLowerCase()} belongs to ${parentDef.label.toLowerCase()} ${String(own)}: join it there`,
      );
    state = 'standalone';
  } else {
    const p = await tx.execute<{ account_key: string | null; data: Record<string, unknown> }>(sql`
      SELECT account_key, data FROM records WHERE org_id = ${orgId} AND type = ${parentDef.type} AND key = ${parentKey}`);
    const parent = p.rows[0];
    if (!parent) throw notFound(`No such ${parentDef.label.toLowerCase()}`);
    if (parent.account_key !== row.account_key)
      throw badRequest('parent', `That ${parentDef.label.toLowerCase()} belongs to another account`);
    const value = keyParts(parentDef, parentKey)[parentDef.keyFields[0]!] ?? '';
    if (row.source !== 'manual' && hasOwn && String(own) !== value)
      throw badRequest(
        'parent',
        `A synced ${def.label.toLowerCase()} joins the ${parentDef.label.toLowerCase()} the portal gives it (${String(own)})`,
      );
    if (row.source === 'manual' && String(own ?? '') !== value) {
      const data = { ...row.data, [review.via]: value };
      changes[review.via] = { from: own ?? null, to: value };
      // The parent's title (a proceeding's name) where the record has the same field, blank.
      const title = parentDef.titleField;
      if (def.fields.some((f) => f.key === title) && (data[title] == null || data[title] === '')) {
        data[title] = parent.data[title] ?? null;
      }
      const pr = promote(def, data);
      await tx.execute(sql`
        UPDATE records SET data = ${JSON.stringify(data)}::jsonb, hash = ${contentHash(data)},
          title = ${pr.title}, updated_at = now()
        WHERE org_id = ${orgId} AND type = ${def.type} AND key = ${key}`);
    }
    state = 'attached';
  }
  await tx.execute(sql`
    UPDATE records SET review_state = ${state} WHERE org_id = ${orgId} AND type = ${def.type} AND key = ${key}`);
  changes.reviewState = { from: 'pending', to: state };
  await insertEvents(tx, orgId, def, [{ key, kind: 'review', changes }], actor);
  return { reviewState: state };
}
