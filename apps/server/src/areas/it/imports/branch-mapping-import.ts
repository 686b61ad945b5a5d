import { sql } from 'drizzle-orm';
import { RESOURCES } from '@taxdesk/domain';
import type { Tx } from '../../../db/tenant';
import { panCell, textCell } from '../../../lib/imports/cells';
import type { CommitContext, ImportKind, RowPlan, RowValues } from '../../../lib/imports/import-kind';
import { upsertRecords } from '../../../lib/records/upsert';
import { mergeRows, type Merged } from '../../../lib/imports/existing-records';

function squash(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The organisation's branches by code and by name (a sheet may name the branch either way). */
async function branchLookup(tx: Tx, orgId: string): Promise<Map<string, string>> {
  const rows = await tx.execute<{ code: string; name: string | null }>(
    sql`SELECT data->>'branchCode' AS code, data->>'name' AS name FROM records
        WHERE org_id = ${orgId} AND type = 'branch' AND removed_at IS NULL`,
  );
  const out = new Map<string, string>();
  for (const r of rows.rows) if (r.name) out.set(squash(r.name), r.code);
  for (const r of rows.rows) out.set(squash(r.code), r.code);
  return out;
}

type Prepared = { merged: Merged | null; error?: string };

async function prepare(tx: Tx, c: CommitContext, rows: readonly RowValues[]): Promise<Prepared[]> {
  const branches = await branchLookup(tx, c.orgId);
  const resolved = rows.map((r) => branches.get(squash(String(r.branch))) ?? null);
  const withCodes = rows.map((r, i) => ({ pan: r.pan, branch: resolved[i] ?? r.branch }));
  const merged = await mergeRows(tx, c.orgId, RESOURCES.itAccount, withCodes, ['branch']);
  return merged.map((m, i) => {
    if (m.action === 'new')
      return { merged: null, error: `No PAN account ${String(rows[i]!.pan)}: import the account first` };
    if (!resolved[i])
      return {
        merged: null,
        error: `No branch ${String(rows[i]!.branch)}: import it on the Branches sheet first`,
      };
    return { merged: m };
  });
}

/** PAN → branch: sets the branch of existing income-tax accounts (by branch code or name). */
export const branchMappingImport: ImportKind = {
  key: 'branchMapping',
  feature: 'it',
  label: 'Account branches',
  sheetName: 'Account Branches',
  fileStem: 'taxdesk-account-branches',
  keyLabel: 'PAN',
  keyOf: (v) => (v.pan as string | null) ?? null,
  columns: [
    {
      key: 'pan',
      label: 'PAN',
      required: true,
      aliases: ['pan no', 'pan number', 'account'],
      example: 'ABCPE1234F',
      note: 'A PAN account already in TaxDesk.',
      convert: panCell,
    },
    {
      key: 'branch',
      label: 'Branch Code',
      required: true,
      aliases: ['branch', 'branch name', 'office'],
      example: 'EXAMPLE',
      note: 'The code (or the name) of a branch already imported.',
      convert: textCell(100),
    },
  ],
  async plan(tx, c, rows): Promise<RowPlan[]> {
    return (await prepare(tx, c, rows)).map((p) =>
      p.error ? { error: p.error } : { action: p.merged!.action },
    );
  },
  async commit(tx, c, rows) {
    const decided = await prepare(tx, c, rows);
    const ok = decided.filter((p) => !p.error).map((p) => p.merged!);
    await upsertRecords(
      tx,
      c.orgId,
      RESOURCES.itAccount,
      ok.filter((m) => m.action !== 'same').map((m) => ({ data: m.data })),
      { source: 'system', actor: c.actor },
    );
    return {
      counts: {
        new: 0,
        updated: ok.filter((m) => m.action === 'update').length,
        unchanged: ok.filter((m) => m.action === 'same').length,
      },
      failed: decided.length - ok.length,
    };
  },
};
