import { sql, type SQL } from 'drizzle-orm';
import { fieldOf, RESOURCE_TYPES, RESOURCES, type ResourceDef } from '@taxdesk/domain';
import type { Tx } from '../../../db/tenant';
import type { ArchiveSummary, BulkSelection } from '@taxdesk/domain';
import { selectionConditions } from './bulk-selection';

/**
 * The record types whose documents belong in a proceedings archive: income-tax records of a PAN
 * that name their proceeding (notices with their replies' files, proceedings with closure orders,
 * replies, adjournments, VC requests — whichever exist), whether or not they declare documents.
 */
export function archiveTypes(): ResourceDef[] {
  return RESOURCE_TYPES.map((t) => RESOURCES[t] as ResourceDef).filter(
    (def) => def.feature === 'it' && def.accountType === 'itAccount' && !!fieldOf(def, 'proceedingReqId'),
  );
}

/** One document as the archive lists it. */
export type ArchiveRow = {
  id: string;
  type: string;
  key: string;
  file_name: string;
  size: number;
  sha256: string;
  pan: string | null;
  ay: string | null;
  proceeding: string | null;
  proceeding_name: string | null;
  din: string | null;
  section: string | null;
  issued_on: string | null;
  due_on: string | null;
  source: string;
  /** The stored content's length, read from the value's header (no content is fetched). */
  length: number;
};

/**
 * The documents of a selection, in folder order (PAN, assessment year, proceeding) so that an
 * archive can be written as rows arrive. The proceeding's assessment year wins over a record's,
 * so a notice sits with its proceeding. Proceedings are joined by key: their ids are plain.
 */
export function archiveQuery(orgId: string, selection: BulkSelection): SQL {
  const types = archiveTypes().map((d) => d.type);
  const where = [
    sql`d.org_id = ${orgId}`,
    sql`d.type = ANY(${sql.param(types)}::text[])`,
    ...selectionConditions(orgId, selection),
  ];
  return sql`
    SELECT d.id, d.type, d.key, d.file_name, d.size, d.sha256, octet_length(d.content) AS length,
           r.account_key AS pan, coalesce(p.year, r.year) AS ay, r.data->>'proceedingReqId' AS proceeding,
           coalesce(p.data->>'proceedingName', r.data->>'proceedingName') AS proceeding_name,
           r.data->>'documentIdentificationNumber' AS din, r.section, r.issued_on::date::text AS issued_on,
           r.due_on::text AS due_on, r.source
    FROM documents d
    JOIN records r ON r.org_id = d.org_id AND r.type = d.type AND r.key = d.key
    LEFT JOIN records p ON p.org_id = d.org_id AND p.type = 'itProceeding' AND p.key = r.data->>'proceedingReqId'
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY r.account_key NULLS LAST, coalesce(p.year, r.year) NULLS LAST, r.data->>'proceedingReqId' NULLS LAST,
             d.type, d.key, lower(d.file_name) COLLATE "C", d.file_name COLLATE "C", d.doc_id COLLATE "C", d.id`;
}

export async function summarise(tx: Tx, orgId: string, selection: BulkSelection): Promise<ArchiveSummary> {
  const r = await tx.execute<ArchiveSummary>(sql`
    SELECT count(*)::int AS files, coalesce(sum(size), 0)::float8 AS bytes,
           count(DISTINCT pan)::int AS accounts, count(DISTINCT proceeding)::int AS proceedings
    FROM (${archiveQuery(orgId, selection)}) s`);
  const row = r.rows[0]!;
  return { files: row.files, bytes: Number(row.bytes), accounts: row.accounts, proceedings: row.proceedings };
}
