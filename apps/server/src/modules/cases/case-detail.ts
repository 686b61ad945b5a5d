import { sql } from 'drizzle-orm';
import {
  caseStageOf,
  caseStageRank,
  RESOURCES,
  type CaseDetail,
  type CaseEvent,
  type CaseRecord,
  type ResourceDef,
} from '@taxdesk/domain';
import type { Tx } from '../../db/tenant';
import { notFound } from '../../lib/http/errors';
import { recordPath } from '../../lib/records/record-path';
import { summarySelect, toSummary, type SummaryRow } from './case-list';

type MemberRow = {
  type: string;
  key: string;
  linked_by: string;
  title: string | null;
  issued_on: string | null;
  due_on: string | null;
  amount: string | null;
  status: string | null;
  data: Record<string, unknown> | null;
  documents: number;
};

export function defOf(type: string): ResourceDef | undefined {
  return (RESOURCES as Record<string, ResourceDef>)[type];
}

/** The case's row and figures, or 404 (another organisation's case is not found either). */
export async function caseSummary(tx: Tx, orgId: string, caseId: string, today: string): Promise<SummaryRow> {
  const r = await tx.execute<SummaryRow>(summarySelect(orgId, today, sql`c.id = ${caseId}`));
  const row = r.rows[0];
  if (!row) throw notFound('No such case');
  return row;
}

/** The records of a case in stage order (then by date), with each one's screen. */
export async function caseRecords(
  tx: Tx,
  orgId: string,
  caseId: string,
  visible: (def: ResourceDef) => boolean,
): Promise<CaseRecord[]> {
  const r = await tx.execute<MemberRow>(sql`
    SELECT cr.type, cr.key, cr.linked_by, r.title, r.issued_on::text AS issued_on, r.due_on::text AS due_on,
      r.amount::text AS amount, r.status, r.data,
      (SELECT count(*)::int FROM documents d WHERE d.org_id = cr.org_id AND d.type = cr.type AND d.key = cr.key) AS documents
    FROM case_records cr
    LEFT JOIN records r ON r.org_id = cr.org_id AND r.type = cr.type AND r.key = cr.key
    WHERE cr.org_id = ${orgId} AND cr.case_id = ${caseId}`);
  const rows: CaseRecord[] = [];
  for (const row of r.rows) {
    const def = defOf(row.type);
    if (!def || !visible(def)) continue;
    const data = row.data ?? {};
    const stage = caseStageOf(row.type, data);
    rows.push({
      type: row.type,
      key: row.key,
      label: def.label,
      title: row.title,
      stage,
      area: def.feature,
      issuedOn: row.issued_on ? new Date(row.issued_on).toISOString() : null,
      dueOn: row.due_on,
      amount: row.amount === null ? null : Number(row.amount),
      status: row.status,
      path: row.data ? recordPath(def, { key: row.key, data }) : null,
      linkedBy: row.linked_by,
      documents: row.documents,
    });
  }
  return rows.sort(
    (a, b) =>
      caseStageRank(a.stage) - caseStageRank(b.stage) ||
      (a.issuedOn ?? '').localeCompare(b.issuedOn ?? '') ||
      a.key.localeCompare(b.key),
  );
}

export async function caseEvents(tx: Tx, orgId: string, caseId: string): Promise<CaseEvent[]> {
  const r = await tx.execute<{
    id: number;
    kind: string;
    detail: Record<string, unknown> | null;
    actor: string | null;
    at: string;
  }>(sql`
    SELECT id::int AS id, kind, detail, actor, at::text AS at FROM case_events
    WHERE org_id = ${orgId} AND case_id = ${caseId} ORDER BY at DESC, id DESC LIMIT 500`);
  return r.rows.map((e) => ({ ...e, at: new Date(e.at).toISOString() }));
}

export async function caseDetail(
  tx: Tx,
  orgId: string,
  caseId: string,
  today: string,
  visible: (def: ResourceDef) => boolean,
): Promise<CaseDetail> {
  const row = await caseSummary(tx, orgId, caseId, today);
  return {
    ...toSummary(row),
    mergedInto: row.merged_into,
    records: await caseRecords(tx, orgId, caseId, visible),
    events: await caseEvents(tx, orgId, caseId),
  };
}
