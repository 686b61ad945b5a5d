import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';

import { inOrg } from '../../db/tenant';
import { saveRunRecords, storedRunRecords } from '../../lib/sync/run-records';
import type { Connector } from '../../lib/sync/connector';
import { PortalError } from '../../lib/sync/portal-error';
import type { SyncRun } from '../../lib/sync/sync-module';

/** What the TDS modules of both portals share: saving records and files, one item at a time. */

export type AnyRun = SyncRun<Connector<unknown>>;

/** `2025` → `2025-26`: the financial-year form records keep. */
export function fyLabel(startYear: number | string): string {
  const y = Number(startYear);
  return `${y}-${String((y + 1) % 100).padStart(2, '0')}`;
}

/** Portal amounts come as strings ("1234.00"); unreadable ones are null, not zero. */
export function amount(value: unknown): number | null {
  if (value == null || value === '') return null;
  const n = Number(String(value).replace(/,/g, ''));
  return Number.isFinite(n) ? n : null;
}

/** Upserts records of the account (never deletes: what the portal stops showing stays) and counts them. */
export const saveTdsRecords = saveRunRecords;

/** The stored records of a type for this account: key → data. */
export const storedTdsRecords = storedRunRecords;

/** Stores one file of a record, idempotent by `docId`; answers whether it was new. */
export async function storeTdsDocument(
  run: AnyRun,
  file: { type: string; key: string; docId: string; fileName: string; contentType: string; content: Buffer },
): Promise<boolean> {
  const sha256 = createHash('sha256').update(file.content).digest('hex');
  return inOrg(run.app.db, run.orgId, async (tx) => {
    const r = await tx.execute(sql`
      INSERT INTO documents (org_id, type, key, doc_id, file_name, content_type, size, sha256, content)
      VALUES (${run.orgId}, ${file.type}, ${file.key}, ${file.docId}, ${file.fileName}, ${file.contentType},
              ${file.content.length}, ${sha256}, ${file.content})
      ON CONFLICT (org_id, type, key, doc_id) DO NOTHING`);
    return (r.rowCount ?? 0) > 0;
  });
}

/** Runs one item; a failure that is not the session's (or the network's) is reported and skipped. */
export async function tryTdsItem(
  run: AnyRun,
  module: string,
  ref: string,
  work: () => Promise<void>,
): Promise<boolean> {
  try {
    await work();
    return true;
  } catch (err) {
    if (err instanceof PortalError && err.endsRun) throw err;
    run.failed({ module, ref, reason: (err as Error).message });
    return false;
  }
}
