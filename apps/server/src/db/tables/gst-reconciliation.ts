import { date, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { orgs } from './orgs';

const at = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => numeric(name, { precision: 15, scale: 2 }).notNull();
const orgId = () =>
  text('org_id')
    .notNull()
    .references(() => orgs.id, { onDelete: 'cascade' });

/** The purchase register last uploaded for a client GSTIN and period: a new upload replaces it whole. */
export const purchaseRegisters = pgTable(
  'purchase_registers',
  {
    orgId: orgId(),
    gstin: text('gstin').notNull(),
    /** YYYY-MM, as GSTR-2B periods are kept. */
    period: text('period').notNull(),
    fileName: text('file_name').notNull(),
    invoices: integer('invoices').notNull(),
    importedBy: text('imported_by').notNull(),
    importedAt: at('imported_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.gstin, t.period] })],
);

/** The register's invoices (rows of one invoice summed), numbered by the first row they came from. */
export const purchaseRegisterInvoices = pgTable(
  'purchase_register_invoices',
  {
    orgId: orgId(),
    gstin: text('gstin').notNull(),
    period: text('period').notNull(),
    rowNo: integer('row_no').notNull(),
    supplierGstin: text('supplier_gstin').notNull(),
    supplierName: text('supplier_name'),
    invoiceNumber: text('invoice_number').notNull(),
    invoiceDate: date('invoice_date', { mode: 'string' }),
    taxableValue: money('taxable_value'),
    igst: money('igst'),
    cgst: money('cgst'),
    sgst: money('sgst'),
    cess: money('cess'),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.gstin, t.period, t.rowNo] })],
);

/**
 * What the firm decided about an invoice (accepted, follow up with the supplier), kept by supplier
 * and normalised number rather than by register row, so a re-uploaded register keeps them.
 */
export const purchaseRegisterMarks = pgTable(
  'purchase_register_marks',
  {
    orgId: orgId(),
    gstin: text('gstin').notNull(),
    period: text('period').notNull(),
    /** '' when the 2B names no supplier GSTIN. */
    supplierGstin: text('supplier_gstin').notNull(),
    numberKey: text('number_key').notNull(),
    mark: text('mark').notNull(),
    markedBy: text('marked_by').notNull(),
    markedAt: at('marked_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.gstin, t.period, t.supplierGstin, t.numberKey] })],
);
