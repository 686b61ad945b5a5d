import { and, asc, eq } from 'drizzle-orm';
import type { Gstr2bDocument } from '@taxdesk/domain';
import { gstr2bDocuments } from '../../../db/schema';
import type { Tx } from '../../../db/tenant';

/** Rows a statement inserts at once: 19 columns stay well under PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;

const row = (orgId: string, d: Gstr2bDocument) => ({
  orgId,
  gstin: d.gstin,
  period: d.period,
  section: d.section,
  supplierGstin: d.supplierGstin ?? '',
  docType: d.docType,
  number: d.number,
  supplierName: d.supplierName,
  date: d.date,
  taxableValue: d.taxableValue,
  igst: d.igst,
  cgst: d.cgst,
  sgst: d.sgst,
  cess: d.cess,
  itcAvailable: d.itcAvailable,
  reason: d.reason,
  reverseCharge: d.reverseCharge,
  imsStatus: d.imsStatus,
  extra: {
    value: d.value ?? null,
    originalNumber: d.originalNumber ?? null,
    originalDate: d.originalDate ?? null,
    supplierPeriod: d.supplierPeriod ?? null,
    ...(d.amended != null ? { amended: d.amended } : {}),
  },
});

/**
 * Puts a GSTIN and period's documents in place of those held: the caller's transaction makes the
 * swap whole (a reader sees the old file's documents or the new one's, never a mix).
 */
export async function replaceGstr2bDocuments(
  tx: Tx,
  orgId: string,
  gstin: string,
  period: string,
  docs: readonly Gstr2bDocument[],
): Promise<void> {
  await tx
    .delete(gstr2bDocuments)
    .where(
      and(
        eq(gstr2bDocuments.orgId, orgId),
        eq(gstr2bDocuments.gstin, gstin),
        eq(gstr2bDocuments.period, period),
      ),
    );
  for (let i = 0; i < docs.length; i += CHUNK)
    await tx.insert(gstr2bDocuments).values(docs.slice(i, i + CHUNK).map((d) => row(orgId, d)));
}

type Extra = {
  value?: number | null;
  originalNumber?: string | null;
  originalDate?: string | null;
  supplierPeriod?: string | null;
  amended?: boolean;
};

/** The documents of one GSTIN and period's GSTR-2B, as the reader gave them (2B-against-books reads these). */
export async function listGstr2bDocuments(
  tx: Tx,
  orgId: string,
  gstin: string,
  period: string,
): Promise<Gstr2bDocument[]> {
  const rows = await tx
    .select()
    .from(gstr2bDocuments)
    .where(
      and(
        eq(gstr2bDocuments.orgId, orgId),
        eq(gstr2bDocuments.gstin, gstin),
        eq(gstr2bDocuments.period, period),
      ),
    )
    .orderBy(
      asc(gstr2bDocuments.section),
      asc(gstr2bDocuments.supplierGstin),
      asc(gstr2bDocuments.docType),
      asc(gstr2bDocuments.number),
    );
  return rows.map((r) => {
    const extra = r.extra as Extra;
    return {
      gstin: r.gstin,
      period: r.period,
      section: r.section as Gstr2bDocument['section'],
      supplierGstin: r.supplierGstin || null,
      supplierName: r.supplierName,
      docType: r.docType as Gstr2bDocument['docType'],
      number: r.number,
      date: r.date,
      taxableValue: r.taxableValue,
      igst: r.igst,
      cgst: r.cgst,
      sgst: r.sgst,
      cess: r.cess,
      itcAvailable: r.itcAvailable,
      reason: r.reason,
      reverseCharge: r.reverseCharge,
      imsStatus: r.imsStatus as Gstr2bDocument['imsStatus'],
      value: extra.value ?? null,
      originalNumber: extra.originalNumber ?? null,
      originalDate: extra.originalDate ?? null,
      supplierPeriod: extra.supplierPeriod ?? null,
      ...(extra.amended != null ? { amended: extra.amended } : {}),
    };
  });
}
