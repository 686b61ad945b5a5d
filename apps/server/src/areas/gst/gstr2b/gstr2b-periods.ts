import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Gstr2bPeriod, Gstr2bPeriodsQuery } from '@taxdesk/domain';
import { gstr2bPeriods } from '../../../db/schema';
import type { Tx } from '../../../db/tenant';

/** The GSTR-2Bs held, latest period first: the summary the 2B screen shows above the supplier rows. */
export async function listGstr2bPeriods(
  tx: Tx,
  orgId: string,
  q: Gstr2bPeriodsQuery,
): Promise<Gstr2bPeriod[]> {
  const where: SQL[] = [eq(gstr2bPeriods.orgId, orgId)];
  if (q.gstin) where.push(eq(gstr2bPeriods.gstin, q.gstin));
  if (q.period) where.push(eq(gstr2bPeriods.period, q.period));
  const rows = await tx
    .select()
    .from(gstr2bPeriods)
    .where(and(...where))
    .orderBy(desc(gstr2bPeriods.period), gstr2bPeriods.gstin)
    .limit(24);
  return rows.map((r) => ({
    gstin: r.gstin,
    period: r.period,
    quarterly: r.quarterly,
    generatedOn: r.generatedOn,
    documents: r.documents,
    suppliers: r.suppliers,
    summary: r.summary,
    matchesFile: r.matchesFile,
    importedAt: r.importedAt.toISOString(),
  }));
}
