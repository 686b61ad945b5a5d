import type { CellValue } from './cells';
import { cellText } from './cells';
import type { ImportColumn } from './import-kind';
import { badFile } from './import-errors';

/** `Client No.`, `client_no`, `CLIENT NO` → `clientno`. */
export function normaliseHeader(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]/g, '');
}

function columnLetter(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

type HeaderMatch = {
  /** Column key → index in the row. */
  index: Map<string, number>;
  /** Headers the import does not know: reported, their cells ignored. */
  ignored: string[];
  matched: { header: string; column: string }[];
};

/**
 * Matches the header row to the import's columns by label, key or alias. Missing required
 * columns, a column given twice and a row with no known header at all are file errors.
 */
export function matchHeaders(cells: readonly CellValue[], columns: readonly ImportColumn[]): HeaderMatch {
  const byName = new Map<string, ImportColumn>();
  for (const c of columns)
    for (const name of [c.label, c.key, ...(c.aliases ?? [])]) byName.set(normaliseHeader(name), c);
  const index = new Map<string, number>();
  const ignored: string[] = [];
  const matched: HeaderMatch['matched'] = [];
  cells.forEach((cell, i) => {
    const text = cellText(cell);
    if (!text) return;
    const column = byName.get(normaliseHeader(text));
    if (!column) return void ignored.push(text);
    const seen = index.get(column.key);
    if (seen !== undefined)
      throw badFile(
        `Two columns are headed ${column.label} (${columnLetter(seen)} and ${columnLetter(i)}): keep one`,
      );
    index.set(column.key, i);
    matched.push({ header: text, column: column.label });
  });
  const expected = columns.map((c) => c.label).join(', ');
  if (index.size === 0) throw badFile(`The first row has none of the expected column headers: ${expected}`);
  const missing = columns.filter((c) => c.required && !index.has(c.key)).map((c) => c.label);
  if (missing.length)
    throw badFile(
      `The file has no ${missing.join(', ')} column${missing.length > 1 ? 's' : ''}. Expected columns: ${expected}`,
    );
  return { index, ignored, matched };
}
