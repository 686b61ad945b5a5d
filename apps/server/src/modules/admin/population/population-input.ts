import { checkWorkbook, rebuiltWorkbook } from '../../../lib/imports/checked-workbook';
import { tooLarge } from '../../../lib/imports/import-errors';
import { describeBytes, IMPORT_LIMITS } from '../../../lib/imports/limits';
import { xlsxRows } from '../../../lib/imports/xlsx-rows';
import { badRequest } from '../../../lib/http/errors';
import type { PopulationKindDef } from './population-kinds';

/** One run's list is at most this long: a bigger list is split into several runs. */
const MAX_IDENTIFIERS = 5000;

type ListedItem = { input: string; identifier: string | null; warning?: string; invalid?: string };
export type ParsedList = { items: ListedItem[]; duplicates: number };

/**
 * Reads identifiers from lines of text (a pasted list, a CSV or text file, a sheet's rows). On a
 * line, every word shaped like the identifier counts; a line with none gives its first cell, so a
 * mistyped identifier is reported invalid rather than dropped — except a heading line naming the
 * column. Repeats count once. Each is checked before any lookup.
 */
function parseIdentifierLines(def: PopulationKindDef, lines: readonly string[]): ParsedList {
  const items: ListedItem[] = [];
  const seen = new Set<string>();
  let duplicates = 0;
  let first = true;
  const add = (input: string) => {
    const check = def.check(input);
    const key = check.ok ? check.value : input.trim().toUpperCase();
    if (seen.has(key)) {
      duplicates++;
      return;
    }
    seen.add(key);
    if (items.length >= MAX_IDENTIFIERS)
      throw badRequest(
        'text',
        `A list can hold at most ${MAX_IDENTIFIERS.toLocaleString('en-IN')} identifiers; split it`,
      );
    items.push(
      check.ok
        ? { input, identifier: check.value, ...(check.warning ? { warning: check.warning } : {}) }
        : { input, identifier: null, invalid: check.reason },
    );
  };
  for (const line of lines) {
    const cells = line
      .split(/[,;\t|]/)
      .map((c) =>
        c
          .trim()
          .replace(/^"(.*)"$/, '$1')
          .trim(),
      )
      .filter(Boolean);
    if (!cells.length) continue;
    const heading = first;
    first = false;
    const hits = cells.flatMap((c) => c.split(/\s+/)).filter((w) => def.shape.test(w.toUpperCase()));
    if (hits.length) hits.forEach(add);
    else if (heading && new RegExp(`\\b${def.label}\\b`, 'i').test(line)) continue;
    else add(cells[0]!.slice(0, 100));
  }
  return { items, duplicates };
}

export function parseIdentifierText(def: PopulationKindDef, text: string): ParsedList {
  return parseIdentifierLines(def, text.replace(/^\uFEFF/, '').split(/\r?\n/));
}

/**
 * A spreadsheet's rows as tab-joined lines (every sheet, in order), read as imports read theirs:
 * every entry unpacked and counted under the import limit first, then streamed (checked-workbook.ts).
 */
async function sheetLines(buffer: Buffer): Promise<string[]> {
  const checked = await checkWorkbook(buffer, IMPORT_LIMITS.maxUnpackedBytes);
  if (!checked.ok && checked.reason === 'too-large')
    throw tooLarge(
      `The workbook unpacks to more than ${describeBytes(IMPORT_LIMITS.maxUnpackedBytes)}; split it into smaller files`,
    );
  if (!checked.ok) throw badRequest('file', 'The file is not a readable Excel workbook (.xlsx)');
  const lines: string[] = [];
  try {
    for await (const row of xlsxRows(rebuiltWorkbook(checked), 'all'))
      lines.push(
        row.cells
          .map((c) => (c instanceof Date ? c.toISOString().slice(0, 10) : String(c ?? '').trim()))
          .join('\t'),
      );
  } catch {
    throw badRequest('file', 'The file is not a readable Excel workbook (.xlsx)');
  }
  return lines;
}

/** A file's identifiers: an Excel workbook, else text (CSV, a plain list). */
export async function parseIdentifierFile(
  def: PopulationKindDef,
  name: string,
  buffer: Buffer,
): Promise<ParsedList> {
  const isZip = buffer.length > 4 && buffer.readUInt32LE(0) === 0x04034b50;
  if (isZip || /\.xlsx$/i.test(name)) return parseIdentifierLines(def, await sheetLines(buffer));
  if (/\.xls$/i.test(name))
    throw badRequest('file', 'Old Excel files (.xls) are not read: save it as .xlsx or CSV');
  const text = buffer.toString('utf8');
  if (text.includes('\u0000')) throw badRequest('file', 'The file is neither a spreadsheet nor text');
  return parseIdentifierText(def, text);
}
