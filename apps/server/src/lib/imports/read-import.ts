import type { Readable } from 'node:stream';
import { cellText, textCell, type CellValue } from './cells';
import { matchHeaders } from './headers';
import type { ImportColumn, ImportKind, RowIssue, RowValues } from './import-kind';
import { badFile, tooLarge } from './import-errors';
import { IMPORT_LIMITS } from './limits';
import { openSheet } from './sheet-rows';

export type FileRow = {
  /** The row's number as the spreadsheet shows it (the header is usually row 1). */
  rowNo: number;
  values: RowValues;
  /** What the user wrote, for the preview table; secrets masked. */
  display: Record<string, string>;
  issues: RowIssue[];
  /** Read, but worth a look (a GSTIN whose check character is wrong): the row is still imported. */
  warnings: RowIssue[];
};

type ParsedFile = {
  format: 'xlsx' | 'csv';
  headerRow: number;
  matched: { header: string; column: string }[];
  ignored: string[];
  rows: FileRow[];
};

const MASK = '••••••';
const defaultConvert = textCell(200);

function blank(cells: readonly CellValue[]): boolean {
  return cells.every((c) => cellText(c) === null);
}

function convertColumn(column: ImportColumn, cell: CellValue) {
  return (column.convert ?? defaultConvert)(cell);
}

/** `PAN ABCPA0001K`; a kind whose keys name themselves (`DIN ...`) has no key label. */
function named(kind: ImportKind, key: string): string {
  return kind.keyLabel ? `${kind.keyLabel} ${key}` : key;
}

/** The key of the template's example row: a file that still has it gets told to delete it. */
function exampleKey(kind: ImportKind): string | null {
  const values: RowValues = {};
  for (const c of kind.columns) {
    const r = convertColumn(c, c.example);
    values[c.key] = r.ok ? r.value : null;
  }
  return kind.keyOf(values);
}

/**
 * Reads an upload row by row against an import's columns: header matching, each cell converted
 * and checked, the row's own checks, duplicates of the natural key within the file, and the hard
 * row limit. Nothing here touches the database.
 */
export async function readImport(input: Readable, kind: ImportKind): Promise<ParsedFile> {
  const sheet = await openSheet(input);
  const rows: FileRow[] = [];
  const firstRowOfKey = new Map<string, number>();
  const example = exampleKey(kind);
  let header: ReturnType<typeof matchHeaders> | null = null;
  let headerRow = 0;
  for await (const { rowNo, cells } of sheet.rows) {
    if (blank(cells)) continue;
    if (!header) {
      header = matchHeaders(cells, kind.columns);
      const problem = kind.checkColumns?.(new Set(header.index.keys()));
      if (problem) throw badFile(problem);
      headerRow = rowNo;
      continue;
    }
    if (rows.length >= IMPORT_LIMITS.maxRows)
      throw tooLarge(
        `The file has more than ${IMPORT_LIMITS.maxRows.toLocaleString('en-IN')} rows; split it into smaller files`,
      );

    const values: RowValues = {};
    const display: Record<string, string> = {};
    const issues: RowIssue[] = [];
    const warnings: RowIssue[] = [];
    for (const column of kind.columns) {
      const at = header.index.get(column.key);
      const cell = at === undefined ? null : (cells[at] ?? null);
      const shown = cellText(cell);
      if (shown !== null) display[column.key] = column.secret ? MASK : shown;
      const converted = convertColumn(column, cell);
      if (!converted.ok) {
        issues.push({ column: column.label, message: `${column.label}: ${converted.reason}` });
        values[column.key] = null;
        continue;
      }
      values[column.key] = converted.value;
      if (converted.warning)
        warnings.push({ column: column.label, message: `${column.label}: ${converted.warning}` });
      if (column.required && converted.value == null)
        issues.push({ column: column.label, message: `${column.label} is empty` });
    }
    if (issues.length === 0) issues.push(...(kind.checkRow?.(values) ?? []));

    const key = kind.keyOf(values);
    if (key !== null && issues.length === 0) {
      const first = firstRowOfKey.get(key);
      if (key === example)
        issues.push({ message: `This is the template's example row (${named(kind, key)}): delete it` });
      else if (first !== undefined)
        issues.push({ message: `Duplicate: ${named(kind, key)} is also on row ${first}` });
      else firstRowOfKey.set(key, rowNo);
    }
    rows.push({ rowNo, values, display, issues, warnings });
  }

  if (!header) throw badFile('The file is empty: it has no header row and no rows');
  if (rows.length === 0) throw badFile('The file has a header row but no rows under it');
  return { format: sheet.kind, headerRow, matched: header.matched, ignored: header.ignored, rows };
}
