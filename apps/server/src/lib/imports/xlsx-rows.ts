import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { CellValue } from './cells';
import type { SheetRow } from './sheet-row';
import { badFile } from './import-errors';

/** exceljs cell values come in several shapes: rich text, formulas with results, hyperlinks, errors. */
function plain(v: unknown): CellValue {
  if (v == null) return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || v instanceof Date) return v;
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (Array.isArray(o.richText))
      return (o.richText as { text?: string }[]).map((r) => r.text ?? '').join('');
    if ('result' in o) return plain(o.result);
    if ('text' in o) return plain(o.text);
    if ('error' in o) return null;
  }
  return String(v);
}

/**
 * Rows of the workbook's first worksheet (or of every one), streamed: exceljs reads the ZIP as it
 * arrives and the rows come out one by one. Imports read only the first sheet (a template's notes
 * sheet comes after it). `input` must be a checked workbook (checked-workbook.ts); it is closed
 * however the reading ends, a caller that stops early included.
 */
export async function* xlsxRows(
  input: Readable,
  sheetsToRead: 'first' | 'all' = 'first',
): AsyncGenerator<SheetRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    styles: 'cache', // date formats: without them dates arrive as day numbers
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let sheets = 0;
  try {
    for await (const sheet of reader) {
      sheets++;
      for await (const row of sheet) {
        const values = row.values as unknown[];
        // row.values is 1-based (index 0 is empty); blank cells are holes.
        const out: CellValue[] = [];
        for (let i = 1; i < values.length; i++) out.push(plain(values[i]));
        yield { rowNo: row.number, cells: out };
      }
      if (sheetsToRead === 'first') break;
    }
  } catch (err) {
    if (err && typeof err === 'object' && 'status' in err) throw err;
    throw badFile('The file could not be read as an XLSX workbook: it may be damaged, or not a spreadsheet');
  } finally {
    input.destroy();
  }
  if (sheets === 0) throw badFile('The file has no worksheet: it is not an XLSX workbook');
}
