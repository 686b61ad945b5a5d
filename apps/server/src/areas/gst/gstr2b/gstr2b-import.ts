import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { recordKey, RESOURCES, type Gstr2bFileReport } from '@taxdesk/domain';
import { gstr2bPeriods } from '../../../db/schema';
import type { Tx } from '../../../db/tenant';
import { upsertRecords } from '../../../lib/records/upsert';
import { replaceGstr2bDocuments } from './gstr2b-documents';
import { Gstr2bFileError, readGstr2b, type Gstr2bRead } from './gstr2b-read';
import { itcBySupplier } from './gstr2b-suppliers';
import { looksLikeZip, unzipEntries, ZipRefused } from './gstr2b-zip';

/** One file's largest size, unpacked: a quarter of a large buyer's documents stays well under it. */
export const GSTR2B_MAX_BYTES = 10 * 1024 * 1024;
/** A ZIP of many months: twenty years of monthly files, and what they may unpack to together. */
const GSTR2B_ZIP_LIMITS = {
  maxEntries: 240,
  maxEntryBytes: GSTR2B_MAX_BYTES,
  maxTotalBytes: 200 * 1024 * 1024,
};

export type UploadedFile = { name: string; content: Buffer };

/** The GST login that holds the file's GSTIN, whose user name the ITC rows carry. */
async function accountOf(tx: Tx, orgId: string, gstin: string) {
  const login = await tx.execute<{ key: string }>(sql`
    SELECT key FROM records WHERE org_id = ${orgId} AND type = 'gstAccount' AND removed_at IS NULL
      AND (data->>'gstin' = ${gstin} OR data->>'gstins' LIKE ${`%${gstin}%`}) ORDER BY key LIMIT 1`);
  return login.rows[0]?.key ?? null;
}

/** Each supplier's filing as TaxDesk holds it: a GST party looked up, else unknown. */
async function filingOf(tx: Tx, orgId: string, ctins: readonly string[]) {
  const r = await tx.execute<{ key: string; data: Record<string, unknown> }>(sql`
    SELECT key, data FROM records WHERE org_id = ${orgId} AND type = 'gstParty' AND removed_at IS NULL
      AND key = ANY(${sql.param([...ctins])}::text[])`);
  return new Map(r.rows.map((row) => [row.key, row.data]));
}

async function heldHash(tx: Tx, orgId: string, gstin: string, period: string) {
  const [row] = await tx
    .select({ hash: gstr2bPeriods.fileSha256 })
    .from(gstr2bPeriods)
    .where(
      and(eq(gstr2bPeriods.orgId, orgId), eq(gstr2bPeriods.gstin, gstin), eq(gstr2bPeriods.period, period)),
    );
  return row?.hash ?? null;
}

/** The supplier rows of the ITC list; a supplier the new file no longer has is marked removed. */
async function storeSupplierRows(tx: Tx, orgId: string, file: Gstr2bRead, accountKey: string, actor: string) {
  const suppliers = itcBySupplier(file.documents);
  const parties = await filingOf(
    tx,
    orgId,
    suppliers.map((s) => s.ctin),
  );
  const items = suppliers.map((s) => {
    const party = parties.get(s.ctin);
    const filed = party?.filedRecentReturns;
    return {
      data: {
        gstin: file.gstin,
        portalUserName: decodeURIComponent(accountKey),
        period: file.period,
        ...s,
        supplierFiling: filed === 'yes' ? 'filed' : filed === 'no' ? 'not_filed' : 'unknown',
        supplierLastGstr3b: (party?.lastGstr3bPeriod as string | undefined) ?? null,
      },
    };
  });
  const def = RESOURCES.gstItcEntry;
  await upsertRecords(tx, orgId, def, items, { source: 'manual', actor });
  const keys = items.map((i) => recordKey(def, i.data));
  const gone = await tx.execute<{ key: string }>(sql`
    UPDATE records SET removed_at = now()
    WHERE org_id = ${orgId} AND type = ${def.type} AND removed_at IS NULL
      AND data->>'gstin' = ${file.gstin} AND data->>'period' = ${file.period}
      AND NOT (key = ANY(${sql.param(keys)}::text[]))
    RETURNING key`);
  if (gone.rows.length)
    await tx.execute(sql`
      INSERT INTO record_events (org_id, type, key, kind, actor)
      SELECT ${orgId}, ${def.type}, k, 'removed', ${actor} FROM unnest(${sql.param(gone.rows.map((r) => r.key))}::text[]) AS k`);
  return suppliers.length;
}

async function importOne(
  tx: Tx,
  orgId: string,
  name: string,
  content: Buffer,
  actor: string,
): Promise<Gstr2bFileReport> {
  if (content.length > GSTR2B_MAX_BYTES)
    return { name, status: 'failed', error: `The file is larger than ${GSTR2B_MAX_BYTES / 1024 / 1024} MB` };
  let file: Gstr2bRead;
  try {
    file = readGstr2b(content, name);
  } catch (e) {
    if (e instanceof Gstr2bFileError) return { name, status: 'failed', error: e.message };
    throw e;
  }
  const head = { name, gstin: file.gstin, period: file.period, quarterly: file.quarterly };
  const accountKey = await accountOf(tx, orgId, file.gstin);
  if (!accountKey)
    return {
      ...head,
      status: 'failed',
      error: `GSTIN ${file.gstin} is not one of this organisation's GST accounts`,
    };
  const sha = createHash('sha256').update(content).digest('hex');
  const figures = {
    documents: file.documents.length,
    summary: file.summary,
    matchesFile: file.differences.length === 0,
  };
  if ((await heldHash(tx, orgId, file.gstin, file.period)) === sha) {
    const suppliers = new Set(file.documents.map((d) => d.supplierGstin ?? '')).size;
    return { ...head, ...figures, suppliers, status: 'unchanged' };
  }
  // One savepoint per file: the GSTIN and period's documents, summary and supplier rows change together.
  const suppliers = await tx.transaction(async (st) => {
    await replaceGstr2bDocuments(st, orgId, file.gstin, file.period, file.documents);
    const count = await storeSupplierRows(st, orgId, file, accountKey, actor);
    const row = {
      quarterly: file.quarterly,
      generatedOn: file.generatedOn,
      fileSha256: sha,
      documents: file.documents.length,
      suppliers: count,
      summary: file.summary,
      fileItc: file.fileItc,
      documentItc: file.documentItc,
      matchesFile: figures.matchesFile,
      importedAt: new Date(),
      importedBy: actor,
    };
    await st
      .insert(gstr2bPeriods)
      .values({ orgId, gstin: file.gstin, period: file.period, ...row })
      .onConflictDoUpdate({
        target: [gstr2bPeriods.orgId, gstr2bPeriods.gstin, gstr2bPeriods.period],
        set: row,
      });
    return count;
  });
  return { ...head, ...figures, suppliers, status: 'imported' };
}

/**
 * Imports GSTR-2B files — JSON, or ZIPs of them — each on its own: a file that fails is reported
 * with its reason and the others go in. The same file again is reported unchanged and writes nothing.
 */
export async function importGstr2bFiles(
  tx: Tx,
  orgId: string,
  files: readonly UploadedFile[],
  actor: string,
): Promise<Gstr2bFileReport[]> {
  const reports: Gstr2bFileReport[] = [];
  for (const f of files) {
    if (!looksLikeZip(f.content)) {
      reports.push(await importOne(tx, orgId, f.name, f.content, actor));
      continue;
    }
    let entries;
    try {
      entries = await unzipEntries(f.content, GSTR2B_ZIP_LIMITS);
    } catch (e) {
      if (!(e instanceof ZipRefused)) throw e;
      reports.push({ name: f.name, status: 'failed', error: e.message });
      continue;
    }
    if (entries.length === 0)
      reports.push({ name: f.name, status: 'failed', error: 'The ZIP holds no files' });
    for (const entry of entries) {
      const name = `${f.name}: ${entry.name}`;
      reports.push(
        'error' in entry
          ? { name, status: 'failed', error: entry.error }
          : await importOne(tx, orgId, name, entry.content, actor),
      );
    }
  }
  return reports;
}
