import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  csvLine,
  defaultColumns,
  exportValue,
  fieldOf,
  formatValue,
  listFieldValue,
  type FieldDef,
  type ListQuery,
  type RecordRow,
} from '@taxdesk/domain';
import type { Db } from '../../db/pool';
import { inOrg } from '../../db/tenant';
import { checkListQuery, listConditions, listRecords, type ListScope } from './list';

/** An export stops here; a bigger one should be narrowed by filters. */
const EXPORT_ROW_LIMIT = 200_000;
const BATCH = 200;

function exportFields(scope: ListScope, query: ListQuery): FieldDef[] {
  const keys = query.cols?.length ? query.cols : defaultColumns(scope.def);
  const fields = keys.map((k) => fieldOf(scope.def, k)).filter((f): f is FieldDef => !!f);
  return fields.length ? fields : scope.def.fields.filter((f) => !f.hidden);
}

/**
 * Refuses a bad query (400) before the answer starts: once the first byte is sent, a fault can
 * only cut the download short. The range bounds are checked where the conditions are built.
 */
function checkExport(scope: ListScope, query: ListQuery): void {
  checkListQuery(scope.def, query);
  listConditions(scope, query);
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

export function exportCsv(db: Db, scope: ListScope, query: ListQuery): Readable {
  checkExport(scope, query);
  const fields = exportFields(scope, query);
  const out = new PassThrough();
  (async () => {
    out.write('\uFEFF' + csvLine(fields.map((f) => f.label)));
    for await (const row of allRows(db, scope, query)) {
      const line = csvLine(fields.map((f) => formatValue(f, listFieldValue(row, f))));
      if (!out.write(line)) await new Promise((r) => out.once('drain', r));
    }
    out.end();
  })().catch((err: unknown) => out.destroy(err as Error));
  return out;
}

export function exportXlsx(db: Db, scope: ListScope, query: ListQuery): Readable {
  checkExport(scope, query);
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
      sheet.addRow(fields.map((f) => exportValue(f, listFieldValue(row, f)))).commit();
    }
    sheet.commit();
    await book.commit();
  })().catch((err: unknown) => out.destroy(err as Error));
  return out;
}
