import type { Readable } from 'node:stream';
import { normaliseInvoiceNumber, round2, type BooksInvoice, type RegisterRowError } from '@taxdesk/domain';
import { cellText, type CellValue } from '../../../lib/imports/cells';
import { gstinCell } from '../../../lib/imports/gstin-cell';
import { badFile, tooLarge } from '../../../lib/imports/import-errors';
import { openSheet } from '../../../lib/imports/sheet-rows';
import { amountCell, registerDateCell } from './register-cells';
import {
  missingColumns,
  registerLayout,
  TAX_FIELDS,
  type RegisterField,
  type RegisterLayout,
} from './register-columns';

/** A register this long is a year of a large client: split by period before it. */
const REGISTER_MAX_ROWS = 250_000;
/** Title rows (Tally's company, report name and dates) the heading row may come after. */
const MAX_ROWS_BEFORE_HEADINGS = 30;

export type RegisterInvoice = BooksInvoice & { rowNo: number };

type RegisterRead = {
  format: 'xlsx' | 'csv';
  tally: boolean;
  invoices: RegisterInvoice[];
  errors: RegisterRowError[];
  ignored: string[];
};

function blank(cells: readonly CellValue[]): boolean {
  return cells.every((c) => cellText(c) === null);
}

function cellsOf(cells: readonly CellValue[], layout: RegisterLayout, field: RegisterField): CellValue[] {
  return (layout.columns.get(field) ?? []).map((i) => cells[i] ?? null);
}

/** Tally's closing `Grand Total`, an Excel register's `Total` row: figures, not an invoice. */
function totalRow(cells: readonly CellValue[]): boolean {
  const first = cells.map((c) => cellText(c)).find((t) => t !== null);
  return first !== undefined && /^(grand\s+)?total\b/i.test(first);
}

type RowRead = { invoice: RegisterInvoice } | { error: string } | null;

function readRow(rowNo: number, cells: readonly CellValue[], layout: RegisterLayout): RowRead {
  const text = (f: RegisterField) => cellText(cellsOf(cells, layout, f)[0] ?? null);
  const number = text('number');
  const gstinText = text('supplierGstin');
  if (totalRow(cells) || (number === null && gstinText === null)) return null;
  const problems: string[] = [];
  if (gstinText === null)
    problems.push("Supplier GSTIN is empty (an unregistered supplier's bill is not in the 2B)");
  const gstin = gstinCell(gstinText);
  if (!gstin.ok) problems.push(`Supplier GSTIN ${gstin.reason}`);
  if (number === null) problems.push('Invoice number is empty');
  else if (number.length > 100) problems.push('Invoice number is longer than 100 characters');
  else if (normaliseInvoiceNumber(number) === '')
    problems.push(`Invoice number "${number}" has no letters or digits`);
  const date = registerDateCell(cellsOf(cells, layout, 'date')[0] ?? null);
  if (!date.ok) problems.push(`Invoice date ${date.reason}`);
  else if (date.value === null) problems.push('Invoice date is empty');
  const figures = { taxableValue: 0, igst: 0, cgst: 0, sgst: 0, cess: 0 };
  for (const field of ['taxableValue', ...TAX_FIELDS] as const) {
    for (const cell of cellsOf(cells, layout, field)) {
      const amount = amountCell(cell);
      if (!amount.ok)
        problems.push(`${field === 'taxableValue' ? 'Taxable value' : field.toUpperCase()} ${amount.reason}`);
      // A debit note booked with minus signs is compared as the 2B states notes: positive figures.
      else figures[field] += Math.abs(amount.value as number);
    }
  }
  if (problems.length) return { error: problems.join('; ') };
  return {
    invoice: {
      rowNo,
      supplierGstin: gstin.ok ? (gstin.value as string) : '',
      supplierName: text('supplierName'),
      number: number!,
      date: date.ok ? (date.value as string) : null,
      taxableValue: round2(figures.taxableValue),
      igst: round2(figures.igst),
      cgst: round2(figures.cgst),
      sgst: round2(figures.sgst),
      cess: round2(figures.cess),
    },
  };
}

/** Registers list an invoice once per item or rate: its rows are one invoice, summed. */
function addInvoice(byKey: Map<string, RegisterInvoice>, inv: RegisterInvoice): void {
  const key = `${inv.supplierGstin}|${normaliseInvoiceNumber(inv.number)}|${inv.date ?? ''}`;
  const seen = byKey.get(key);
  if (!seen) return void byKey.set(key, inv);
  for (const f of ['taxableValue', ...TAX_FIELDS] as const) seen[f] = round2(seen[f] + inv[f]);
}

/**
 * The client's purchase register from an XLSX or CSV upload (any register with the usual
 * headings, or Tally's export with its title rows and ledger columns). A row that cannot be read
 * is reported with its number and left out; a file without the needed columns is refused whole.
 */
export async function readPurchaseRegister(input: Readable): Promise<RegisterRead> {
  const sheet = await openSheet(input);
  let layout: RegisterLayout | null = null;
  let before = 0;
  let rows = 0;
  const byKey = new Map<string, RegisterInvoice>();
  const errors: RegisterRowError[] = [];
  for await (const { rowNo, cells } of sheet.rows) {
    if (blank(cells)) continue;
    if (!layout) {
      layout = registerLayout(cells);
      if (layout) {
        const missing = missingColumns(layout);
        if (missing) throw badFile(missing);
      } else if (++before >= MAX_ROWS_BEFORE_HEADINGS) break;
      continue;
    }
    if (++rows > REGISTER_MAX_ROWS)
      throw tooLarge(
        `The register has more than ${REGISTER_MAX_ROWS.toLocaleString('en-IN')} rows; upload one period at a time`,
      );
    const read = readRow(rowNo, cells, layout);
    if (read && 'error' in read) errors.push({ rowNo, message: read.error });
    else if (read) addInvoice(byKey, read.invoice);
  }
  if (!layout)
    throw badFile(
      'No heading row found: a purchase register needs columns for the supplier GSTIN (Supplier GSTIN, GSTIN/UIN) and the invoice number (Invoice No, Bill No, Supplier Invoice No)',
    );
  if (byKey.size === 0 && errors.length === 0)
    throw badFile('The register has headings but no invoices under them');
  return {
    format: sheet.kind,
    tally: layout.tally,
    invoices: [...byKey.values()],
    errors,
    ignored: layout.ignored,
  };
}
