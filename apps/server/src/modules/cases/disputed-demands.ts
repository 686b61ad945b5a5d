import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { DEMAND_TYPES, DISPUTED_DEMANDS_HEADER, disputedDemandCells } from '@taxdesk/domain';
import type { Tx } from '../../db/tenant';

type Row = {
  case_title: string;
  client: string | null;
  area: string;
  type: string;
  key: string;
  section: string | null;
  year: string | null;
  amount: string | null;
  issued_on: string | null;
  data: Record<string, unknown>;
  case_types: string[];
  itat_bench: string | null;
  paid: string | null;
};

/**
 * Every open case's live demands with what auditors report of them: the statute, the nature of
 * the dues, the amount, the period, the forum, pre-deposit (payments linked to the case) and stay.
 * Only demands the visible areas open are read.
 */
export async function disputedDemandsWorkbook(
  tx: Tx,
  orgId: string,
  areas: readonly string[],
): Promise<Buffer> {
  const r = await tx.execute<Row>(sql`
    SELECT c.title AS case_title, c.account_key AS client, c.area, r.type, r.key, r.section, r.year,
      r.amount::text AS amount, r.issued_on::text AS issued_on, r.data,
      (SELECT array_agg(DISTINCT o.type) FROM case_records o WHERE o.org_id = c.org_id AND o.case_id = c.id) AS case_types,
      (SELECT a.section FROM case_records o JOIN records a ON a.org_id = o.org_id AND a.type = o.type AND a.key = o.key
        WHERE o.org_id = c.org_id AND o.case_id = c.id AND o.type = 'itatAppeal' LIMIT 1) AS itat_bench,
      (SELECT sum(p.amount)::text FROM case_records o JOIN records p ON p.org_id = o.org_id AND p.type = o.type AND p.key = o.key
        WHERE o.org_id = c.org_id AND o.case_id = c.id AND o.type IN ('itChallan', 'gstChallan', 'tdsPayment')) AS paid
    FROM cases c
    JOIN case_records cr ON cr.org_id = c.org_id AND cr.case_id = c.id
    JOIN records r ON r.org_id = cr.org_id AND r.type = cr.type AND r.key = cr.key AND r.removed_at IS NULL
    WHERE c.org_id = ${orgId} AND c.status = 'open' AND c.merged_into IS NULL
      AND c.area = ANY(${sql.param([...areas])}::text[])
      AND r.type = ANY(${sql.param([...DEMAND_TYPES])}::text[])
      AND NOT coalesce(record_done(r.type, r.status), false)
    ORDER BY c.area, c.account_key, r.year, r.key`);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Disputed demands');
  sheet.addRow([...DISPUTED_DEMANDS_HEADER]).font = { bold: true };
  for (const row of r.rows) {
    const cells = disputedDemandCells({
      type: row.type,
      area: row.area,
      section: row.section,
      year: row.year,
      data: row.data,
      caseTypes: row.case_types ?? [],
      itatBench: row.itat_bench,
    });
    sheet.addRow([
      row.case_title,
      row.client,
      cells.statute,
      cells.nature,
      row.amount === null ? null : Number(row.amount),
      cells.period,
      cells.forum,
      row.paid === null ? null : Number(row.paid),
      cells.stay,
      decodeURIComponent(row.key),
      row.issued_on ? row.issued_on.slice(0, 10) : null,
    ]);
  }
  sheet.getColumn(5).numFmt = '#,##,##0.00';
  sheet.getColumn(8).numFmt = '#,##,##0.00';
  sheet.columns.forEach((col, i) => (col.width = [48, 16, 40, 32, 16, 22, 40, 22, 12, 28, 12][i]));
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}
