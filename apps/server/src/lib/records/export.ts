import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  defaultColumns,
  exportValue,
  fieldOf,
  formatValue,
  recordFieldValue,
  type FieldDef,
  type ListQuery,
  type RecordRow,
} from '@taxdesk/domain';
import type { Db } from '../../db/pool';
import { inOrg } from '../../db/tenant';
import { checkListQuery, listRecords, type ListScope } from './list';

/** An export stops here; a bigger one should be narrowed by filters. */
export const EXPORT_ROW_LIMIT = 200_000;
const BATCH = 200;

export function exportFields(scope: ListScope, query: ListQuery): FieldDef[] {
  const keys = query.cols?.length ? query.cols : defaultColumns(scope.def);
  const fields = keys.map((k) => fieldOf(scope.def, k)).filter((f): f is FieldDef => !!f);
  return fields.length ? fields : scope.def.fields.filter((f) => !f.hidden);
}

/** Every matching record, page by page, each page its own short transaction. */
async function* allRows(db: Db, scope: ListScope, query: ListQuery): AsyncGenerator<RecordRow> {
  let cursor: string | undefined;
  let sent = 0;
  do {
    const page = await inOrg(db, scope.orgId, (tx) =>
      listRecords(tx, scope, { ...query, cursor, limit: BATCH }),
    );
    for (const row of page.rows) {
      if (sent++ >= EXPORT_ROW_LIMIT) return;
      yield row;
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

/** A leading =, +, - or @ would make a spreadsheet run the cell as a formula. */
function csvCell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function exportCsv(db: Db, scope: ListScope, query: ListQuery): Readable {
  checkListQuery(scope.def, query);
  const fields = exportFields(scope, query);
  const out = new PassThrough();
  (async () => {
    out.write('\uFEFF' + fields.map((f) => csvCell(f.label)).join(',') + '\r\n');
    for await (const row of allRows(db, scope, query)) {
      const line = fields.map((f) => csvCell(formatValue(f, recordFieldValue(row, f)))).join(',') + '\r\n';
      if (!out.write(line)) await new Promise((r) => out.once('drain', r));
    }
    out.end();
  })().catch((err: unknown) => out.destroy(err as Error));
  return out;
}

export function exportXlsx(db: Db, scope: ListScope, query: ListQuery): Readable {
  checkListQuery(scope.def, query);
  const fields = exportFields(scope, query);
  const out = new PassThrough();
  (async () => {
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
    const sheet = book.addWorksheet(scope.def.plural.slice(0, 31));
    sheet.columns = fields.map((f) => ({
      header: f.label,
      key: f.key,
      width: Math.max(12, Math.min(40, f.label.length + 4)),
      style:
        f.kind === 'date' ? { numFmt: 'dd-mmm-yyyy' } : f.kind === 'money' ? { numFmt: '#,##,##0.00' } : {},
    }));
    sheet.getRow(1).font = { bold: true };
    for await (const row of allRows(db, scope, query)) {
      sheet.addRow(fields.map((f) => exportValue(f, recordFieldValue(row, f)))).commit();
    }
    sheet.commit();
    await book.commit();
  })().catch((err: unknown) => out.destroy(err as Error));
  return out;
}
