import { sql } from 'drizzle-orm';
import {
  fieldOf,
  resourceOf,
  type RecordDetail,
  type RecordDocument,
  type RecordDocumentsAnswer,
  type RecordEvent,
  type RecordRow,
  type ResourceDef,
} from '@taxdesk/domain';
import type { Tx } from '../../db/tenant';
import { RECORD_COLUMNS, toRecordRow, type RecordDbRow } from './record-row';
import { recordDates } from './target-date';

const CHILD_LIMIT = 200;

export async function getRecord(
  tx: Tx,
  orgId: string,
  def: ResourceDef,
  key: string,
): Promise<RecordRow | null> {
  const r = await tx.execute<RecordDbRow>(
    sql`SELECT ${RECORD_COLUMNS} FROM records WHERE org_id = ${orgId} AND type = ${def.type} AND key = ${key}`,
  );
  return r.rows[0] ? toRecordRow(r.rows[0]) : null;
}

const DOCUMENT_COLUMNS =
  sql.raw(`id, doc_id AS "docId", file_name AS "fileName", content_type AS "contentType", size,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt"`);

/** The files of several records of a type, by key: one statement for a list page's rows. */
export async function recordsDocuments(
  tx: Tx,
  orgId: string,
  def: ResourceDef,
  keys: readonly string[],
): Promise<RecordDocumentsAnswer> {
  const rows = await tx.execute<RecordDocument & { key: string }>(sql`
    SELECT key, ${DOCUMENT_COLUMNS}
    FROM documents WHERE org_id = ${orgId} AND type = ${def.type} AND key = ANY(${sql.param([...keys])}::text[])
    ORDER BY key, file_name`);
  const documents: RecordDocumentsAnswer['documents'] = Object.fromEntries(keys.map((k) => [k, []]));
  for (const { key, ...doc } of rows.rows) documents[key]?.push(doc);
  return { documents };
}

/** A record with its documents, its history and its child records. */
export async function getRecordDetail(
  tx: Tx,
  orgId: string,
  def: ResourceDef,
  key: string,
): Promise<RecordDetail | null> {
  const record = await getRecord(tx, orgId, def, key);
  if (!record) return null;

  const docs = await tx.execute<RecordDocument>(sql`
    SELECT ${DOCUMENT_COLUMNS}
    FROM documents WHERE org_id = ${orgId} AND type = ${def.type} AND key = ${key} ORDER BY file_name`);

  const events = await tx.execute<RecordEvent>(sql`
    SELECT kind, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at, changes, actor
    FROM record_events WHERE org_id = ${orgId} AND type = ${def.type} AND key = ${key}
    ORDER BY at DESC, id DESC LIMIT 200`);

  const children: Record<string, RecordRow[]> = {};
  for (const link of def.children ?? []) {
    const child = resourceOf(link.type);
    if (!child) continue;
    const value = decodeURIComponent(key.split('/')[0] ?? '');
    // The account link is a promoted column with an index; other links use the jsonb index.
    const match =
      child.accountField === link.via
        ? sql`account_key = ${value}`
        : sql`data @> ${JSON.stringify({ [link.via]: value })}::jsonb`;
    const sortField = fieldOf(child, child.defaultSort.field);
    const order = sortField?.column === 'issuedOn' ? sql`issued_on DESC NULLS LAST` : sql`key`;
    // A child waiting for review has not joined its parent yet (Unmatched Notices).
    const r = await tx.execute<RecordDbRow>(sql`
      SELECT ${RECORD_COLUMNS} FROM records WHERE org_id = ${orgId} AND type = ${child.type} AND ${match}
        AND review_state IS DISTINCT FROM 'pending'
      ORDER BY ${order} LIMIT ${CHILD_LIMIT}`);
    children[child.type] = r.rows.map(toRecordRow);
  }

  const dates = await recordDates(tx, orgId, def, key);
  return { record, documents: docs.rows, events: events.rows, children, ...(dates ? { dates } : {}) };
}
