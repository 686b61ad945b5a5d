import {
  countOutcomes,
  reconcile,
  round2,
  summariseBySupplier,
  totalTax,
  type ReconLine,
  type ReconQuery,
  type ReconRowsPage,
  type ReconRowsQuery,
  type ReconSummary,
} from '@taxdesk/domain';
import type { Tx } from '../../../db/tenant';
import { loadMarks } from './reconciliation-marks';
import { registerInfo, registerInvoices, type RegisterInfo } from './register-store';
import type { TwoBSource } from './two-b-source';

// One collator for the whole sort: localeCompare with options builds one per call.
const NUMBERS = new Intl.Collator('en', { numeric: true });

type Reconciliation = { lines: ReconLine[]; register: RegisterInfo | null; twoBDocuments: number };

/** The books against the 2B for one GSTIN and period, with the firm's marks, as of now. */
export async function runReconciliation(
  tx: Tx,
  orgId: string,
  query: ReconQuery,
  source: TwoBSource,
): Promise<Reconciliation> {
  const scope = { gstin: query.gstin, period: query.period };
  const register = await registerInfo(tx, orgId, scope);
  const books = await registerInvoices(tx, orgId, scope);
  const twoB = await source(tx, orgId, scope.gstin, scope.period);
  const marks = await loadMarks(tx, orgId, scope);
  const lines = reconcile(books, twoB, { tolerance: query.tolerance, marks });
  lines.sort(
    (a, b) =>
      (a.supplierGstin < b.supplierGstin ? -1 : a.supplierGstin > b.supplierGstin ? 1 : 0) ||
      NUMBERS.compare(a.numberKey, b.numberKey) ||
      (a.outcome < b.outcome ? -1 : a.outcome > b.outcome ? 1 : 0),
  );
  return { lines, register, twoBDocuments: twoB.length };
}

export function reconciliationSummary(query: ReconQuery, r: Reconciliation): ReconSummary {
  const sum = (side: 'books' | 'twoB') =>
    round2(r.lines.reduce((s, l) => s + (l[side] ? totalTax(l[side]) : 0), 0));
  return {
    gstin: query.gstin,
    period: query.period,
    tolerance: query.tolerance,
    register: r.register,
    twoBDocuments: r.twoBDocuments,
    counts: countOutcomes(r.lines),
    booksTax: sum('books'),
    twoBTax: sum('twoB'),
    suppliers: summariseBySupplier(r.lines),
  };
}

export function reconciliationPage(query: ReconRowsQuery, r: Reconciliation): ReconRowsPage {
  const chosen = r.lines.filter(
    (l) =>
      l.outcome === query.outcome && (query.supplier === undefined || l.supplierGstin === query.supplier),
  );
  return {
    rows: chosen.slice(query.offset, query.offset + query.limit),
    total: chosen.length,
    offset: query.offset,
    limit: query.limit,
  };
}
