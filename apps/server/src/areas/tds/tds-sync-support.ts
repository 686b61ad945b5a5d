import { saveRunRecords, storedRunRecords, storeRunDocument, tryRunItem } from '../../lib/sync/run-records';
import type { Connector } from '../../lib/sync/connector';
import type { SyncRun } from '../../lib/sync/sync-module';

/** What the TDS modules of both portals share: saving records and files, one item at a time. */

export type AnyRun = SyncRun<Connector<unknown>>;

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
export const storeTdsDocument = storeRunDocument;

/** Runs one item; a failure that is not the session's (or the network's) is reported and skipped. */
export const tryTdsItem = tryRunItem;
