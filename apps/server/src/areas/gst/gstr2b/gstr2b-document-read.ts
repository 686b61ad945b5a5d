import type { Gstr2bDocument, Gstr2bSection } from '@taxdesk/domain';
import type { BillOfEntry, DocData, Invoice, IsdDocument, Note } from './gstr2b-json';

type Head = Pick<Gstr2bDocument, 'gstin' | 'period'>;
type SupplierOf = { ctin?: string | null; trdnm?: string | null; supprd?: string | null };
type Amounts = { txval?: number; igst?: number; cgst?: number; sgst?: number; cess?: number };

/** `24-11-2025` → `2025-11-24`; anything else is kept out (null) rather than guessed. */
export function isoDate(d: string | null | undefined): string | null {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(d?.trim() ?? '');
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
}

/** `MMYYYY` → `YYYY-MM`. */
export function periodOf(rtnprd: string | null | undefined): string | null {
  const m = /^(0[1-9]|1[0-2])(\d{4})$/.exec(rtnprd?.trim() ?? '');
  return m ? `${m[2]}-${m[1]}` : null;
}

const IMS: Record<string, NonNullable<Gstr2bDocument['imsStatus']>> = {
  A: 'accepted',
  ACCEPTED: 'accepted',
  R: 'rejected',
  REJECTED: 'rejected',
  P: 'pending',
  PENDING: 'pending',
  N: 'no_action',
  'NO ACTION': 'no_action',
  NO_ACTION: 'no_action',
};
const imsOf = (s: string | null | undefined) => (s ? (IMS[s.trim().toUpperCase()] ?? null) : null);

/**
 * Tax on the document itself (the schema since 2022), else the sum of its rate lines (`items[]`,
 * the schema before): a document of either kind counts the same.
 */
function amounts(doc: Amounts & { items?: Amounts[] | null }) {
  const onDoc = doc.txval != null || doc.igst != null || doc.cgst != null || doc.sgst != null;
  const lines = !onDoc && doc.items?.length ? doc.items : [doc];
  const sum = (k: keyof Amounts) => Math.round(lines.reduce((s, l) => s + (l[k] ?? 0) * 100, 0)) / 100;
  return {
    taxableValue: sum('txval'),
    igst: sum('igst'),
    cgst: sum('cgst'),
    sgst: sum('sgst'),
    cess: sum('cess'),
  };
}

const supplierOf = (s: SupplierOf) => ({
  supplierGstin: s.ctin?.trim() || null,
  supplierName: s.trdnm?.trim() || null,
  supplierPeriod: periodOf(s.supprd),
});

/** `itcavl` N is the only "not available"; Y, T (temporarily) and absent are available, as the portal sums them. */
const available = (flag: string | null | undefined) => flag?.trim().toUpperCase() !== 'N';

function invoice(
  head: Head,
  section: Gstr2bSection,
  s: SupplierOf,
  inv: Invoice,
  rejected: boolean,
): Gstr2bDocument {
  return {
    ...head,
    section,
    ...supplierOf(s),
    docType: 'invoice',
    number: inv.inum.trim(),
    date: isoDate(inv.dt),
    ...amounts(inv),
    value: inv.val ?? null,
    itcAvailable: available(inv.itcavl),
    reason: inv.rsn?.trim() || null,
    reverseCharge: inv.rev?.trim().toUpperCase() === 'Y',
    imsStatus: rejected ? 'rejected' : imsOf(inv.imsStatus),
    originalNumber: inv.oinum?.trim() || null,
    originalDate: isoDate(inv.oidt),
  };
}

function note(
  head: Head,
  section: Gstr2bSection,
  s: SupplierOf,
  nt: Note,
  rejected: boolean,
): Gstr2bDocument {
  return {
    ...head,
    section,
    ...supplierOf(s),
    docType: nt.typ?.trim().toUpperCase() === 'D' ? 'debit_note' : 'credit_note',
    number: nt.ntnum.trim(),
    date: isoDate(nt.dt),
    ...amounts(nt),
    value: nt.val ?? null,
    itcAvailable: available(nt.itcavl),
    reason: nt.rsn?.trim() || null,
    reverseCharge: nt.rev?.trim().toUpperCase() === 'Y',
    imsStatus: rejected ? 'rejected' : imsOf(nt.imsStatus),
    originalNumber: nt.ontnum?.trim() || null,
    originalDate: isoDate(nt.ontdt),
  };
}

function isd(
  head: Head,
  section: Gstr2bSection,
  s: SupplierOf,
  d: IsdDocument,
  rejected: boolean,
): Gstr2bDocument {
  return {
    ...head,
    section,
    ...supplierOf(s),
    docType: d.doctyp?.trim().toUpperCase() === 'ISDC' ? 'credit_note' : 'isd_credit',
    number: d.docnum.trim(),
    date: isoDate(d.docdt),
    ...amounts(d),
    value: null,
    itcAvailable: available(d.itcelg ?? d.itcavl),
    reason: d.rsn?.trim() || null,
    reverseCharge: false,
    imsStatus: rejected ? 'rejected' : imsOf(d.imsStatus),
    originalNumber: d.odocnum?.trim() || d.oinvnum?.trim() || null,
    originalDate: isoDate(d.odocdt ?? d.oinvdt),
  };
}

function billOfEntry(
  head: Head,
  section: Gstr2bSection,
  s: SupplierOf,
  b: BillOfEntry,
  rejected: boolean,
): Gstr2bDocument {
  return {
    ...head,
    section,
    ...supplierOf(s),
    docType: 'bill_of_entry',
    // The same bill number can recur at another port: the port code keeps them apart.
    number: b.portcode?.trim() ? `${b.portcode.trim()}/${b.boenum.trim()}` : b.boenum.trim(),
    date: isoDate(b.boedt),
    ...amounts(b),
    value: null,
    itcAvailable: available(b.itcavl),
    reason: null,
    reverseCharge: false,
    imsStatus: rejected ? 'rejected' : null,
    originalNumber: null,
    originalDate: null,
    amended: b.isamd?.trim().toUpperCase() === 'Y',
  };
}

/** Every document of one `docdata` (or `docRejdata`, the IMS-rejected ones), section by section. */
export function readDocuments(
  head: Head,
  data: DocData | null | undefined,
  rejected: boolean,
): Gstr2bDocument[] {
  if (!data) return [];
  const out: Gstr2bDocument[] = [];
  for (const section of ['b2b', 'b2ba', 'ecom', 'ecoma'] as const)
    for (const s of data[section] ?? [])
      for (const d of s.inv ?? []) out.push(invoice(head, section, s, d, rejected));
  for (const section of ['cdnr', 'cdnra'] as const)
    for (const s of data[section] ?? [])
      for (const d of s.nt ?? []) out.push(note(head, section, s, d, rejected));
  for (const section of ['isd', 'isda'] as const)
    for (const s of data[section] ?? [])
      for (const d of s.doclist ?? []) out.push(isd(head, section, s, d, rejected));
  for (const b of data.impg ?? []) out.push(billOfEntry(head, 'impg', {}, b, rejected));
  for (const s of data.impgsez ?? [])
    for (const b of s.boe ?? []) out.push(billOfEntry(head, 'impgsez', s, b, rejected));
  return out;
}
