import { and, eq, sql } from 'drizzle-orm';
import { markKey, type ReconMark, type ReconMarkRequest, type ReconScope } from '@taxdesk/domain';
import { purchaseRegisterMarks } from '../../../db/schema';
import type { Tx } from '../../../db/tenant';

function scoped(orgId: string, scope: ReconScope) {
  return and(
    eq(purchaseRegisterMarks.orgId, orgId),
    eq(purchaseRegisterMarks.gstin, scope.gstin),
    eq(purchaseRegisterMarks.period, scope.period),
  );
}

export async function loadMarks(tx: Tx, orgId: string, scope: ReconScope): Promise<Map<string, ReconMark>> {
  const rows = await tx
    .select({
      supplierGstin: purchaseRegisterMarks.supplierGstin,
      numberKey: purchaseRegisterMarks.numberKey,
      mark: purchaseRegisterMarks.mark,
    })
    .from(purchaseRegisterMarks)
    .where(scoped(orgId, scope));
  return new Map(rows.map((r) => [markKey(r.supplierGstin, r.numberKey), r.mark as ReconMark]));
}

/** Sets (or with null clears) one mark on many invoices at once; answers how many were given. */
export async function setMarks(tx: Tx, orgId: string, req: ReconMarkRequest, actor: string): Promise<number> {
  const scope = { gstin: req.gstin, period: req.period };
  const unique = new Map(req.invoices.map((i) => [markKey(i.supplierGstin.toUpperCase(), i.numberKey), i]));
  if (req.mark === null) {
    const items = [...unique.values()];
    await tx.delete(purchaseRegisterMarks).where(
      and(
        scoped(orgId, scope),
        sql`(${purchaseRegisterMarks.supplierGstin}, ${purchaseRegisterMarks.numberKey}) IN (SELECT * FROM unnest(
          ${sql.param(items.map((i) => i.supplierGstin.toUpperCase()))}::text[], ${sql.param(items.map((i) => i.numberKey))}::text[]))`,
      ),
    );
    return unique.size;
  }
  await tx
    .insert(purchaseRegisterMarks)
    .values(
      [...unique.values()].map((i) => ({
        orgId,
        ...scope,
        supplierGstin: i.supplierGstin.toUpperCase(),
        numberKey: i.numberKey,
        mark: req.mark!,
        markedBy: actor,
      })),
    )
    .onConflictDoUpdate({
      target: [
        purchaseRegisterMarks.orgId,
        purchaseRegisterMarks.gstin,
        purchaseRegisterMarks.period,
        purchaseRegisterMarks.supplierGstin,
        purchaseRegisterMarks.numberKey,
      ],
      set: { mark: sql`excluded.mark`, markedBy: actor, markedAt: sql`now()` },
    });
  return unique.size;
}
