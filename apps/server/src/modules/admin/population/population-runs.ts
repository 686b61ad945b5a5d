import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { gstinMaster, populationItems, populationRuns, tanMaster } from '../../../db/schema';
import type { Tx } from '../../../db/tenant';
import { notFound } from '../../../lib/http/errors';
import type { ParsedList } from './population-input';
import type {
  Outcome,
  OutcomeCounts,
  PopulationItem,
  PopulationKind,
  PopulationMasterPage,
  PopulationRun,
} from '@taxdesk/domain';

type RunRow = typeof populationRuns.$inferSelect;

function emptyCounts(): OutcomeCounts {
  return { pending: 0, found: 0, not_found: 0, invalid: 0, failed: 0, warnings: 0 };
}

function view(row: RunRow, counts: OutcomeCounts): PopulationRun {
  return {
    id: row.id,
    kind: row.kind as PopulationKind,
    status: row.status as PopulationRun['status'],
    source: row.source,
    total: row.total,
    duplicates: row.duplicates,
    counts,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    error: row.error,
  };
}

/** Items by outcome (and warnings) of each run: the progress. */
async function countsOf(tx: Tx, runIds: string[]): Promise<Map<string, OutcomeCounts>> {
  const out = new Map(runIds.map((id) => [id, emptyCounts()]));
  if (!runIds.length) return out;
  const rows = await tx
    .select({
      runId: populationItems.runId,
      outcome: populationItems.outcome,
      n: sql<number>`count(*)::int`,
      warnings: sql<number>`count(${populationItems.warning})::int`,
    })
    .from(populationItems)
    .where(inArray(populationItems.runId, runIds))
    .groupBy(populationItems.runId, populationItems.outcome);
  for (const r of rows) {
    const c = out.get(r.runId)!;
    c[r.outcome as Outcome] = r.n;
    c.warnings += r.warnings;
  }
  return out;
}

/** A run of the list's identifiers: the invalid ones are settled at once, the rest wait for lookup. */
export async function createRun(
  tx: Tx,
  kind: PopulationKind,
  input: { source: string; createdBy: string; list: ParsedList },
): Promise<PopulationRun> {
  const [run] = await tx
    .insert(populationRuns)
    .values({
      kind,
      status: 'queued',
      source: input.source.slice(0, 200),
      total: input.list.items.length,
      duplicates: input.list.duplicates,
      createdBy: input.createdBy,
    })
    .returning();
  const items = input.list.items.map((item, i) => ({
    runId: run!.id,
    position: i + 1,
    input: item.input,
    identifier: item.identifier,
    outcome: item.invalid ? 'invalid' : 'pending',
    warning: item.warning ?? null,
    message: item.invalid ?? null,
    doneAt: item.invalid ? new Date() : null,
  }));
  for (let i = 0; i < items.length; i += 1000)
    await tx.insert(populationItems).values(items.slice(i, i + 1000));
  return (await runViews(tx, [run!]))[0]!;
}

async function runViews(tx: Tx, rows: RunRow[]): Promise<PopulationRun[]> {
  const counts = await countsOf(
    tx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => view(r, counts.get(r.id)!));
}

export async function listRuns(tx: Tx, kind: PopulationKind, limit = 20): Promise<PopulationRun[]> {
  const rows = await tx
    .select()
    .from(populationRuns)
    .where(eq(populationRuns.kind, kind))
    .orderBy(desc(populationRuns.createdAt))
    .limit(limit);
  return runViews(tx, rows);
}

export async function getRun(tx: Tx, runId: string): Promise<PopulationRun> {
  const [row] = await tx.select().from(populationRuns).where(eq(populationRuns.id, runId));
  if (!row) throw notFound('No such population run');
  return (await runViews(tx, [row]))[0]!;
}

export async function runItems(
  tx: Tx,
  runId: string,
  query: { outcome?: Outcome | 'warning'; page: number; pageSize: number },
): Promise<{ rows: PopulationItem[]; total: number }> {
  const where: SQL[] = [eq(populationItems.runId, runId)];
  if (query.outcome === 'warning') where.push(sql`${populationItems.warning} IS NOT NULL`);
  else if (query.outcome) where.push(eq(populationItems.outcome, query.outcome));
  const filter = and(...where);
  const [{ total }] = (await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(populationItems)
    .where(filter)) as [{ total: number }];
  const rows = await tx
    .select()
    .from(populationItems)
    .where(filter)
    .orderBy(asc(populationItems.position))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    total,
    rows: rows.map((r) => ({
      position: r.position,
      input: r.input,
      identifier: r.identifier,
      outcome: r.outcome as Outcome,
      warning: r.warning,
      message: r.message,
      name: r.name,
    })),
  };
}

export async function markRunDone(tx: Tx, runId: string): Promise<void> {
  await tx
    .update(populationRuns)
    .set({ status: 'done', startedAt: new Date(), finishedAt: new Date() })
    .where(eq(populationRuns.id, runId));
}

/** Failed lookups wait again; answers how many. */
export async function requeueFailed(tx: Tx, runId: string): Promise<number> {
  const rows = await tx
    .update(populationItems)
    .set({ outcome: 'pending', message: null, doneAt: null })
    .where(and(eq(populationItems.runId, runId), eq(populationItems.outcome, 'failed')))
    .returning({ position: populationItems.position });
  if (rows.length)
    await tx
      .update(populationRuns)
      .set({ status: 'queued', finishedAt: null, error: null })
      .where(eq(populationRuns.id, runId));
  return rows.length;
}

/** The master table, searched by identifier or name. */
export async function listMaster(
  tx: Tx,
  kind: PopulationKind,
  query: { q?: string; page: number; pageSize: number },
): Promise<PopulationMasterPage> {
  const like = query.q?.trim() ? `%${query.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  if (kind === 'gstin') {
    const filter = like
      ? or(
          ilike(gstinMaster.gstin, like),
          ilike(gstinMaster.legalName, like),
          ilike(gstinMaster.tradeName, like),
        )
      : undefined;
    const [{ total }] = (await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(gstinMaster)
      .where(filter)) as [{ total: number }];
    const rows = await tx
      .select()
      .from(gstinMaster)
      .where(filter)
      .orderBy(desc(gstinMaster.fetchedAt), asc(gstinMaster.gstin))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    return {
      total,
      rows: rows.map((r) => ({
        id: r.gstin,
        name: r.legalName,
        status: r.status,
        detail: r.tradeName,
        fetchedAt: r.fetchedAt.toISOString(),
        data: r.data,
      })),
    };
  }
  const filter = like ? or(ilike(tanMaster.tan, like), ilike(tanMaster.name, like)) : undefined;
  const [{ total }] = (await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(tanMaster)
    .where(filter)) as [{ total: number }];
  const rows = await tx
    .select()
    .from(tanMaster)
    .where(filter)
    .orderBy(desc(tanMaster.fetchedAt), asc(tanMaster.tan))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    total,
    rows: rows.map((r) => ({
      id: r.tan,
      name: r.name,
      status: r.status,
      detail: r.category,
      fetchedAt: r.fetchedAt.toISOString(),
      data: r.data,
    })),
  };
}
