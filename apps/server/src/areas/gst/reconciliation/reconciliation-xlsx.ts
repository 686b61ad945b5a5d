import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  RECON_MARK_LABELS,
  RECON_OUTCOME_LABELS,
  RECON_OUTCOMES,
  totalTax,
  type ReconLine,
  type ReconSide,
  type ReconSummary,
} from '@taxdesk/domain';

const MONEY = { numFmt: '#,##,##0.00' };
const DATE = { numFmt: 'dd-mmm-yyyy' };

type Column = {
  header: string;
  width: number;
  style?: Partial<ExcelJS.Style>;
  value: (l: ReconLine) => unknown;
};

function date(iso: string | null | undefined): Date | null {
  return iso ? new Date(`${iso}T00:00:00Z`) : null;
}

function side(label: string, pick: (l: ReconLine) => ReconSide | null): Column[] {
  const money = (header: string, f: (s: ReconSide) => number): Column => ({
    header: `${label} ${header}`,
    width: 14,
    style: MONEY,
    value: (l) => {
      const s = pick(l);
      return s ? f(s) : null;
    },
  });
  return [
    { header: `${label} invoice no.`, width: 18, value: (l) => pick(l)?.number ?? null },
    { header: `${label} date`, width: 13, style: DATE, value: (l) => date(pick(l)?.date) },
    money('taxable value', (s) => s.taxableValue),
    money('IGST', (s) => s.igst),
    money('CGST', (s) => s.cgst),
    money('SGST', (s) => s.sgst),
    money('cess', (s) => s.cess),
    money('total tax', totalTax),
  ];
}

const LINE_COLUMNS: Column[] = [
  { header: 'Supplier GSTIN', width: 18, value: (l) => l.supplierGstin },
  { header: 'Supplier', width: 30, value: (l) => l.supplierName },
  { header: 'Outcome', width: 16, value: (l) => RECON_OUTCOME_LABELS[l.outcome] },
  ...side('Books', (l) => l.books),
  ...side('2B', (l) => l.twoB),
  { header: '2B section', width: 10, value: (l) => l.twoB?.section ?? null },
  { header: 'Tax difference (2B − books)', width: 16, style: MONEY, value: (l) => l.taxDifference },
  { header: 'Mark', width: 26, value: (l) => (l.mark ? RECON_MARK_LABELS[l.mark] : null) },
];

function summarySheet(book: ExcelJS.stream.xlsx.WorkbookWriter, summary: ReconSummary): void {
  const sheet = book.addWorksheet('By supplier');
  sheet.columns = [
    { header: 'Supplier GSTIN', width: 18 },
    { header: 'Supplier', width: 30 },
    ...RECON_OUTCOMES.map((o) => ({ header: RECON_OUTCOME_LABELS[o], width: 14 })),
    { header: 'Tax in books', width: 16, style: MONEY },
    { header: 'Tax in 2B', width: 16, style: MONEY },
    { header: 'Difference (2B − books)', width: 16, style: MONEY },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const s of summary.suppliers)
    sheet
      .addRow([
        s.supplierGstin,
        s.supplierName,
        ...RECON_OUTCOMES.map((o) => s.counts[o]),
        s.booksTax,
        s.twoBTax,
        s.taxDifference,
      ])
      .commit();
  sheet.commit();
}

/**
 * The reconciliation as a workbook, written as it streams: the summary by supplier, then one
 * sheet per outcome with both sides' figures and the marks.
 */
export function reconciliationXlsx(summary: ReconSummary, lines: readonly ReconLine[]): Readable {
  const out = new PassThrough();
  (async () => {
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
    summarySheet(book, summary);
    for (const outcome of RECON_OUTCOMES) {
      const sheet = book.addWorksheet(RECON_OUTCOME_LABELS[outcome]);
      sheet.columns = LINE_COLUMNS.map((c) => ({ header: c.header, width: c.width, style: c.style ?? {} }));
      sheet.getRow(1).font = { bold: true };
      for (const l of lines)
        if (l.outcome === outcome) sheet.addRow(LINE_COLUMNS.map((c) => c.value(l))).commit();
      sheet.commit();
    }
    await book.commit();
  })().catch((err: unknown) => out.destroy(err as Error));
  return out;
}
