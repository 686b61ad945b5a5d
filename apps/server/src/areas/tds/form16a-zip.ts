import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/pool';
import type { Tx } from '../../db/tenant';
import { documentZip } from '../../lib/archive/document-zip';
import { cleanEntryName } from './entry-names';

/**
 * A quarter's Form 16As as one ZIP, one folder per TAN, streamed while written. It rides on the
 * bulk download's archive (`lib/archive/document-zip`): the list read first, then each PDF a
 * slice at a time in short reads, so memory stays flat and a slow client holds no connection.
 */

type Form16aChoice = { finYr: string; quarter: string; tans: readonly string[] };
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

/**
 * Entry names: a folder per TAN; the same certificate requested twice is kept once per request,
 * the later with a suffix. Names are cleaned again here: rows stored before names were cleaned on
 * the way in.
 */
function form16aPaths(): (row: Form16aRow) => string {
  const used = new Set<string>();
  return (row) => {
    const tan = cleanEntryName(row.tan, 'TAN');
    const file = cleanEntryName(row.file_name, `${row.id}.pdf`);
    let name = `${tan}/${file}`;
    for (let i = 2; used.has(name); i++) name = `${tan}/${i}-${file}`;
    used.add(name);
    return name;
  };
}

export function form16aZip(
  db: Db,
  orgId: string,
  choice: Form16aChoice,
  stopped: () => boolean,
): Promise<Readable> {
  return documentZip<Form16aRow>(
    db,
    orgId,
    { query: form16aQuery(orgId, choice), paths: form16aPaths },
    stopped,
  );
}
