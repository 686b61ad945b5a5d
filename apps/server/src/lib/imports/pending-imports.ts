import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { imports } from '../../db/schema';
import type { Tx } from '../../db/tenant';
import type { RowValues } from './import-kind';

/** What a preview keeps for its commit: the rows that passed the file's checks. */
type PendingPayload = { rows: { rowNo: number; values: RowValues }[] };

type ImportRow = typeof imports.$inferSelect;

export async function savePending(
  tx: Tx,
  ctx: AppContext,
  entry: {
    orgId: string;
    kind: string;
    fileName: string;
    createdBy: string;
    createdByUser: string;
    counts: Record<string, number>;
    payload: PendingPayload;
    ttlMs: number;
  },
): Promise<ImportRow> {
  // Previews nobody committed in time go when the next one comes: their sealed rows do not linger.
  await tx
    .delete(imports)
    .where(
      and(eq(imports.orgId, entry.orgId), eq(imports.status, 'pending'), lt(imports.expiresAt, ctx.now())),
    );
  const [row] = await tx
    .insert(imports)
    .values({
      orgId: entry.orgId,
      kind: entry.kind,
      fileName: entry.fileName,
      status: 'pending',
      createdBy: entry.createdBy,
      createdByUser: entry.createdByUser,
      createdAt: ctx.now(),
      expiresAt: new Date(ctx.now().getTime() + entry.ttlMs),
      counts: entry.counts,
      payload: ctx.box.encrypt(JSON.stringify(entry.payload)),
    })
    .returning();
  return row!;
}

/** The import, locked for this transaction so two commits of one preview cannot both run. */
export async function lockImport(tx: Tx, orgId: string, id: string): Promise<ImportRow | null> {
  const rows = await tx
    .select()
    .from(imports)
    .where(and(eq(imports.orgId, orgId), eq(imports.id, id)))
    .for('update');
  return rows[0] ?? null;
}

export function openPayload(ctx: AppContext, row: ImportRow): PendingPayload {
  return JSON.parse(ctx.box.decrypt(row.payload!)) as PendingPayload;
}

export async function markCommitted(
  tx: Tx,
  ctx: AppContext,
  id: string,
  committedBy: string,
  counts: Record<string, number>,
): Promise<void> {
  await tx
    .update(imports)
    .set({ status: 'committed', committedBy, committedAt: ctx.now(), counts, payload: null })
    .where(eq(imports.id, id));
}

export async function discardPending(tx: Tx, orgId: string, kind: string, id: string): Promise<boolean> {
  const gone = await tx
    .delete(imports)
    .where(
      and(
        eq(imports.orgId, orgId),
        eq(imports.kind, kind),
        eq(imports.id, id),
        eq(imports.status, 'pending'),
      ),
    )
    .returning({ id: imports.id });
  return gone.length > 0;
}

export type ImportLogEntry = Omit<ImportRow, 'payload' | 'orgId' | 'createdByUser'>;

/** The organisation's committed imports of one kind, newest first. */
export async function importLog(tx: Tx, orgId: string, kind: string, limit = 20): Promise<ImportLogEntry[]> {
  return tx
    .select({
      id: imports.id,
      kind: imports.kind,
      fileName: imports.fileName,
      status: imports.status,
      createdBy: imports.createdBy,
      createdAt: imports.createdAt,
      expiresAt: imports.expiresAt,
      committedBy: imports.committedBy,
      committedAt: imports.committedAt,
      counts: imports.counts,
    })
    .from(imports)
    .where(and(eq(imports.orgId, orgId), eq(imports.kind, kind), eq(imports.status, 'committed')))
    .orderBy(desc(imports.committedAt), desc(sql`${imports.id}`))
    .limit(limit);
}
