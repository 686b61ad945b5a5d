import ExcelJS from 'exceljs';
import type { ImportKind } from './import-kind';

function addDataSheet(book: ExcelJS.Workbook, name: string, kind: ImportKind): ExcelJS.Worksheet {
  const sheet = book.addWorksheet(name.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = kind.columns.map((c) => ({
    header: c.label,
    key: c.key,
    width: Math.max(14, c.label.length + 6),
    // Text cells keep leading zeros and stop Excel turning a PAN-like value into something else.
    style: c.example instanceof Date ? { numFmt: 'dd-mm-yyyy' } : { numFmt: '@' },
  }));
  const head = sheet.getRow(1);
  head.font = { bold: true };
  kind.columns.forEach((c, i) => {
    if (c.required)
      head.getCell(i + 1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF3BF' } };
  });
  return sheet;
}

function addNotes(book: ExcelJS.Workbook, kind: ImportKind): void {
  const notes = book.addWorksheet('Notes');
  notes.columns = [
    { header: 'Column', key: 'label', width: 22 },
    { header: 'Required', key: 'required', width: 10 },
    { header: 'Also accepted as header', key: 'aliases', width: 36 },
    { header: 'What to write', key: 'note', width: 80 },
  ];
  notes.getRow(1).font = { bold: true };
  for (const c of kind.columns)
    notes.addRow({
      label: c.label,
      required: c.required ? 'Yes' : '',
      aliases: (c.aliases ?? []).join(', '),
      note: c.note ?? '',
    });
  notes.addRow({});
  notes.addRow({
    label: 'How it works',
    note:
      `Fill the "${kind.sheetName}" sheet (only the first sheet is read; CSV works too). Each row is checked and shown ` +
      `before anything is saved. A ${kind.keyLabel} already in TaxDesk is updated, never added twice. ` +
      'A blank cell leaves the stored value as it is.',
  });
}

/** The import's template: headers, one example row (marked, and refused if left in), and a notes sheet. */
export async function templateWorkbook(kind: ImportKind): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = addDataSheet(book, kind.sheetName, kind);
  sheet.addRow(Object.fromEntries(kind.columns.map((c) => [c.key, c.example])));
  addNotes(book, kind);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A sheet filled with real rows (SAMPLE), ready to upload as it is. */
export async function sampleWorkbook(
  kind: ImportKind,
  rows: readonly Record<string, string>[],
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = addDataSheet(book, 'SAMPLE', kind);
  for (const row of rows) sheet.addRow(row);
  addNotes(book, kind);
  return Buffer.from(await book.xlsx.writeBuffer());
}
