import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { ZipArchive } from 'archiver';
import type { Db } from '../../db/pool';
import { applyScope, type Tx } from '../../db/tenant';
import { cursorRows, documentSlices } from '../../modules/bulk-download/bulk-documents';

/**
 * A quarter's Form 16As as one ZIP, one folder per TAN, streamed while written. It rides on the
 * bulk download's building blocks: rows from a database cursor and each PDF read a slice at a
 * time, in one read-only transaction, so memory stays flat however many certificates there are.
 */

export type Form16aChoice = { finYr: string; quarter: string; tans: readonly string[] };
type Form16aRow = { id: string; tan: string; file_name: string; length: number };

function form16aQuery(orgId: string, choice: Form16aChoice) {
  const tans = choice.tans.length
    ? sql`AND r.account_key = ANY(${sql.param([...choice.tans])}::text[])`
    : sql``;
  return sql`
    SELECT d.id, r.account_key AS tan, d.file_name, octet_length(d.content) AS length
      FROM documents d
      JOIN records r ON r.org_id = d.org_id AND r.type = d.type AND r.key = d.key
     WHERE d.org_id = ${orgId} AND d.type = 'tdsDownloadRequest' AND r.removed_at IS NULL
       AND r.data->>'dntype' = 'Bulk Form 16A File' AND r.data->>'finYr' = ${choice.finYr}
       AND r.data->>'qrtr' = ${choice.quarter} ${tans}
     ORDER BY r.account_key, d.file_name COLLATE "C", d.id`;
}

export async function countForm16a(tx: Tx, orgId: string, choice: Form16aChoice): Promise<number> {
  const r = await tx.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM (${form16aQuery(orgId, choice)}) s`,
  );
  return r.rows[0]?.n ?? 0;
}

/** Resolves once the archive has taken in the entry just appended. */
function entryDone(zip: ZipArchive): Promise<void> {
  return new Promise((resolve, reject) => {
    const finish = (err?: Error) => {
      zip.off('entry', onEntry);
      zip.off('error', finish);
      zip.off('close', onClose);
      if (err) reject(err);
      else resolve();
    };
    const onEntry = () => finish();
    const onClose = () => finish(new Error('The download was closed before it ended'));
    zip.once('entry', onEntry);
    zip.once('error', finish);
    zip.once('close', onClose);
  });
}

export function form16aZip(db: Db, orgId: string, choice: Form16aChoice, stopped: () => boolean): Readable {
  const zip = new ZipArchive({ zlib: { level: 6 } });
  const run = db.transaction(
    async (tx: Tx) => {
      await applyScope(tx, { orgId });
      const used = new Set<string>();
      const rows = cursorRows(tx, 'tds_form16a', form16aQuery(orgId, choice), 500);
      for await (const raw of rows) {
        if (stopped()) return;
        const row = raw as unknown as Form16aRow;
        // The same certificate requested twice is kept once per request: the later gets a suffix.
        let name = `${row.tan}/${row.file_name}`;
        for (let i = 2; used.has(name); i++) name = `${row.tan}/${i}-${row.file_name}`;
        used.add(name);
        zip.append(Readable.from(documentSlices(tx, orgId, row.id, Number(row.length))), {
          name,
          store: true,
        });
        await entryDone(zip);
      }
      await zip.finalize();
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  run.catch((err: unknown) => zip.destroy(err as Error));
  return zip;
}
