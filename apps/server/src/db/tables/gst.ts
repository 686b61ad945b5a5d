import { boolean, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { Gstr2bItcDetail, Gstr2bItcSummary } from '@taxdesk/domain';
import { orgs } from './orgs';

const orgId = () =>
  text('org_id')
    .notNull()
    .references(() => orgs.id, { onDelete: 'cascade' });
const at = (name: string) => timestamp(name, { withTimezone: true });
const money = (name: string) => numeric(name, { precision: 15, scale: 2, mode: 'number' }).notNull();

/**
 * One GSTR-2B held per client GSTIN and period: the file's own ITC summary (and what its documents
 * add up to), and the file's hash, so the same file imported again changes nothing.
 */
export const gstr2bPeriods = pgTable(
  'gstr2b_periods',
  {
    orgId: orgId(),
    gstin: text('gstin').notNull(),
    /** YYYY-MM; a quarterly file's last month. */
    period: text('period').notNull(),
    quarterly: boolean('quarterly').notNull(),
    generatedOn: text('generated_on'),
    fileSha256: text('file_sha256').notNull(),
    documents: integer('documents').notNull(),
    suppliers: integer('suppliers').notNull(),
    summary: jsonb('summary').notNull().$type<Gstr2bItcSummary>(),
    fileItc: jsonb('file_itc').notNull().$type<Gstr2bItcDetail>(),
    documentItc: jsonb('document_itc').notNull().$type<Gstr2bItcDetail>(),
    matchesFile: boolean('matches_file').notNull(),
    importedAt: at('imported_at').notNull().defaultNow(),
    importedBy: text('imported_by').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.gstin, t.period] })],
);

/** The documents of a GSTR-2B (invoices, notes, ISD credits, bills of entry): what 2B-against-books reconciles. */
export const gstr2bDocuments = pgTable(
  'gstr2b_documents',
  {
    orgId: orgId(),
    gstin: text('gstin').notNull(),
    period: text('period').notNull(),
    section: text('section').notNull(),
    /** '' for a bill of entry with no supplier GSTIN (a key column cannot be null). */
    supplierGstin: text('supplier_gstin').notNull(),
    docType: text('doc_type').notNull(),
    number: text('number').notNull(),
    supplierName: text('supplier_name'),
    date: text('date'),
    taxableValue: money('taxable_value'),
    igst: money('igst'),
    cgst: money('cgst'),
    sgst: money('sgst'),
    cess: money('cess'),
    itcAvailable: boolean('itc_available').notNull(),
    reason: text('reason'),
    reverseCharge: boolean('reverse_charge').notNull(),
    imsStatus: text('ims_status'),
    /** The rest of the document as read (value, original number and date, supplier period, amended). */
    extra: jsonb('extra').notNull().$type<Record<string, unknown>>(),
  },
  (t) => [
    primaryKey({
      columns: [t.orgId, t.gstin, t.period, t.section, t.supplierGstin, t.docType, t.number],
    }),
  ],
);
