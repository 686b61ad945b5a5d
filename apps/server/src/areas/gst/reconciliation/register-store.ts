import { and, eq, sql } from 'drizzle-orm';
import type { BooksInvoice, ReconScope } from '@taxdesk/domain';
import { purchaseRegisterInvoices, purchaseRegisters } from '../../../db/schema';
import type { Tx } from '../../../db/tenant';
import type { RegisterInvoice } from './purchase-register-reader';

// One statement per this many invoices: unnest keeps it to thirteen parameters whatever the size.
const CHUNK = 20_000;

export type RegisterInfo = { fileName: string; importedAt: string; invoices: number };

/** The uploaded register becomes the books of that GSTIN and period, replacing the one before (marks stay). */
export async function replaceRegister(
  tx: Tx,
  orgId: string,
  scope: ReconScope,
  fileName: string,
  actor: string,
  invoices: readonly RegisterInvoice[],
): Promise<void> {
  const where = (t: typeof purchaseRegisterInvoices | typeof purchaseRegisters) =>
    and(eq(t.orgId, orgId), eq(t.gstin, scope.gstin), eq(t.period, scope.period));
  await tx.delete(purchaseRegisterInvoices).where(where(purchaseRegisterInvoices));
  await tx
    .insert(purchaseRegisters)
    .values({ orgId, ...scope, fileName, invoices: invoices.length, importedBy: actor })
    .onConflictDoUpdate({
      target: [purchaseRegisters.orgId, purchaseRegisters.gstin, purchaseRegisters.period],
      set: { fileName, invoices: invoices.length, importedBy: actor, importedAt: sql`now()` },
    });
  for (let i = 0; i < invoices.length; i += CHUNK) {
    const part = invoices.slice(i, i + CHUNK);
    const col = <T>(f: (r: RegisterInvoice) => T) => sql.param(part.map(f));
    await tx.execute(sql`
      INSERT INTO purchase_register_invoices (org_id, gstin, period, row_no, supplier_gstin, supplier_name,
        invoice_number, invoice_date, taxable_value, igst, cgst, sgst, cess)
      SELECT ${orgId}, ${scope.gstin}, ${scope.period}, * FROM unnest(
        ${col((r) => r.rowNo)}::int[], ${col((r) => r.supplierGstin)}::text[], ${col((r) => r.supplierName)}::text[],
        ${col((r) => r.number)}::text[], ${col((r) => r.date)}::date[], ${col((r) => r.taxableValue)}::numeric[],
        ${col((r) => r.igst)}::numeric[], ${col((r) => r.cgst)}::numeric[], ${col((r) => r.sgst)}::numeric[],
        ${col((r) => r.cess)}::numeric[])`);
  }
}

export async function registerInfo(tx: Tx, orgId: string, scope: ReconScope): Promise<RegisterInfo | null> {
  const [row] = await tx
    .select()
    .from(purchaseRegisters)
    .where(
      and(
        eq(purchaseRegisters.orgId, orgId),
        eq(purchaseRegisters.gstin, scope.gstin),
        eq(purchaseRegisters.period, scope.period),
      ),
    );
  return row
    ? { fileName: row.fileName, importedAt: row.importedAt.toISOString(), invoices: row.invoices }
    : null;
}

type InvoiceRow = {
  supplier_gstin: string;
  supplier_name: string | null;
  invoice_number: string;
  invoice_date: string | null;
  taxable_value: string;
  igst: string;
  cgst: string;
  sgst: string;
  cess: string;
};

/** The books of a GSTIN and period, in register order. */
export async function registerInvoices(tx: Tx, orgId: string, scope: ReconScope): Promise<BooksInvoice[]> {
  const result = await tx.execute<InvoiceRow>(sql`
    SELECT supplier_gstin, supplier_name, invoice_number, invoice_date::text AS invoice_date,
           taxable_value, igst, cgst, sgst, cess
      FROM purchase_register_invoices
     WHERE org_id = ${orgId} AND gstin = ${scope.gstin} AND period = ${scope.period}
     ORDER BY row_no`);
  return result.rows.map((r) => ({
    supplierGstin: r.supplier_gstin,
    supplierName: r.supplier_name,
    number: r.invoice_number,
    date: r.invoice_date,
    taxableValue: Number(r.taxable_value),
    igst: Number(r.igst),
    cgst: Number(r.cgst),
    sgst: Number(r.sgst),
    cess: Number(r.cess),
  }));
}
