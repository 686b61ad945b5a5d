import { RESOURCES } from '@taxdesk/domain';
import type { Tx } from '../../db/tenant';
import { keysPresent, mergeRows, type Merged } from '../../lib/imports/existing-records';
import type { CommitOutcome, RowPlan, RowValues } from '../../lib/imports/import-kind';
import { upsertRecords } from '../../lib/records/upsert';
import {
  ACCOUNT_FIELDS,
  accountRow,
  accountsOf,
  NOTICE_FIELDS,
  noticeRow,
  PROCEEDING_FIELDS,
  proceedingRow,
  rowKind,
} from './pregst-matter-records';

const { preGstAccount, preGstNotice, preGstProceeding } = RESOURCES;

type Decided = { plans: RowPlan[]; accounts: Merged[]; notices: Merged[]; proceedings: Merged[] };

/** Lays every row over what is stored: its account, its notice or proceeding. */
async function decide(tx: Tx, orgId: string, rows: readonly RowValues[]): Promise<Decided> {
  const noticeRows = rows.filter((r) => rowKind(r) === 'notice');
  const proceedingRows = rows.filter((r) => rowKind(r) === 'proceeding');
  const accounts = await mergeRows(tx, orgId, preGstAccount, accountsOf(rows), ACCOUNT_FIELDS);
  const notices = await mergeRows(tx, orgId, preGstNotice, noticeRows.map(noticeRow), NOTICE_FIELDS);
  const proceedings = await mergeRows(
    tx,
    orgId,
    preGstProceeding,
    proceedingRows.map(proceedingRow),
    PROCEEDING_FIELDS,
    () => ({ stage: 'open' }),
  );
  // A notice may name a proceeding of the same law from the sheet or already in TaxDesk.
  const inFile = new Set(proceedings.map((p) => p.key));
  const wanted = notices.map((n) => n.data.proceedingId as string | null).filter((k): k is string => !!k);
  const stored = await keysPresent(tx, orgId, 'preGstProceeding', wanted);
  const accountChanged = new Set(accounts.filter((a) => a.action !== 'same').map((a) => a.data.gstin));

  let n = 0;
  let p = 0;
  const plans = rows.map((row): RowPlan => {
    const matter = rowKind(row) === 'notice' ? notices[n++]! : proceedings[p++]!;
    const proceedingId = rowKind(row) === 'notice' ? (matter.data.proceedingId as string | null) : null;
    if (proceedingId && !inFile.has(proceedingId) && !stored.has(proceedingId))
      return {
        error: `No ${String(row.regime)} proceeding ${String(row.proceedingRef)} in the file or in TaxDesk`,
      };
    const action =
      matter.action === 'same' && accountChanged.has(accountRow(row).gstin) ? 'update' : matter.action;
    return { action };
  });
  return { plans, accounts, notices, proceedings };
}

export async function planMatters(tx: Tx, orgId: string, rows: readonly RowValues[]): Promise<RowPlan[]> {
  return (await decide(tx, orgId, rows)).plans;
}

/** Writes the rows that still apply (their accounts first), as the firm's own records. */
export async function commitMatters(
  tx: Tx,
  orgId: string,
  actor: string,
  rows: readonly RowValues[],
): Promise<CommitOutcome> {
  const first = await decide(tx, orgId, rows);
  const good = rows.filter((_, i) => !('error' in first.plans[i]!));
  const { plans, accounts, notices, proceedings } = await decide(tx, orgId, good);
  const write = (merged: Merged[]) =>
    merged.filter((m) => m.action !== 'same').map((m) => ({ data: m.data }));
  const options = { source: 'manual' as const, actor };
  await upsertRecords(tx, orgId, preGstAccount, write(accounts), options);
  await upsertRecords(tx, orgId, preGstProceeding, write(proceedings), options);
  await upsertRecords(tx, orgId, preGstNotice, write(notices), options);
  const count = (a: string) => plans.filter((pl) => 'action' in pl && pl.action === a).length;
  return {
    counts: { new: count('new'), updated: count('update'), unchanged: count('same') },
    failed: rows.length - good.length,
  };
}
