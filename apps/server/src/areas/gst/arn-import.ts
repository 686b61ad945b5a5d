import { sql } from 'drizzle-orm';
import { RESOURCES } from '@taxdesk/domain';
import type { Tx } from '../../db/tenant';
import { cellText, type CellValue, type Converted } from '../../lib/imports/cells';
import { mergeRows } from '../../lib/imports/existing-records';
import type { ImportKind, RowPlan, RowValues } from '../../lib/imports/import-kind';
import { upsertRecords } from '../../lib/records/upsert';
import { gstinCell } from '../../lib/imports/gstin-cell';

const def = RESOURCES.gstArn;
/** PORTALS.md: 15 characters, two letters and twelve digits then one more; the check is not public. */
const ARN = /^[A-Z]{2}[0-9]{12}[0-9A-Z]$/;

function arnCell(v: CellValue): Converted {
  const s = cellText(v)?.replace(/\s+/g, '').toUpperCase() ?? null;
  if (!s) return { ok: true, value: null };
  return ARN.test(s)
    ? { ok: true, value: s }
    : { ok: false, reason: `${s} is not an ARN (15 characters: 2 letters, 12 digits, 1 letter or digit)` };
}

/** The GST login holding each GSTIN (its own GSTIN, or one of the several it holds). */
async function loginsByGstin(tx: Tx, orgId: string): Promise<Map<string, { login: string; state: unknown }>> {
  const r = await tx.execute<{ key: string; data: Record<string, unknown> }>(sql`
    SELECT key, data FROM records WHERE org_id = ${orgId} AND type = 'gstAccount' AND removed_at IS NULL ORDER BY key`);
  const map = new Map<string, { login: string; state: unknown }>();
  for (const row of r.rows) {
    const all = [row.data.gstin, ...String(row.data.gstins ?? '').split(',')].map((g) =>
      String(g ?? '').trim(),
    );
    for (const g of all)
      if (g && !map.has(g)) map.set(g, { login: decodeURIComponent(row.key), state: row.data.state ?? null });
  }
  return map;
}

async function decide(tx: Tx, orgId: string, rows: readonly RowValues[]) {
  const logins = await loginsByGstin(tx, orgId);
  const owned = rows.map((row): RowValues | null => {
    const login = logins.get(String(row.gstin));
    return login ? { arn: row.arn, gstin: row.gstin, portalUserName: login.login, state: login.state } : null;
  });
  const merged = await mergeRows(
    tx,
    orgId,
    def,
    owned.filter((o): o is RowValues => o !== null),
    ['gstin', 'portalUserName', 'state'],
  );
  let i = 0;
  const plans = owned.map((o, n): RowPlan =>
    o
      ? { action: merged[i++]!.action }
      : { error: `GSTIN ${String(rows[n]!.gstin)} is not one of this organisation's GST accounts` },
  );
  return { plans, merged };
}

/** ARNs to track, with the GSTIN each belongs to: the ARN Sync reads their status through that login. */
export const gstArnImport: ImportKind = {
  key: 'gstArns',
  feature: 'gst',
  label: 'ARNs',
  sheetName: 'ARNs',
  fileStem: 'taxdesk-gst-arns',
  keyLabel: 'ARN',
  keyOf: (v) => (v.arn as string | null) ?? null,
  async plan(tx, c, rows) {
    return (await decide(tx, c.orgId, rows)).plans;
  },
  async commit(tx, c, rows) {
    const { plans, merged } = await decide(tx, c.orgId, rows);
    const write = merged.filter((m) => m.action !== 'same').map((m) => ({ data: m.data }));
    await upsertRecords(tx, c.orgId, def, write, { source: 'manual', actor: c.actor });
    const count = (a: string) => plans.filter((p) => 'action' in p && p.action === a).length;
    return {
      counts: { new: count('new'), updated: count('update'), unchanged: count('same') },
      failed: plans.filter((p) => 'error' in p).length,
    };
  },
  columns: [
    {
      key: 'arn',
      label: 'ARN',
      required: true,
      aliases: ['application reference number', 'arn no', 'reference'],
      example: 'AA270719000001X',
      note: 'As the portal gave it: 15 characters. An ARN already tracked is kept once.',
      convert: arnCell,
    },
    {
      key: 'gstin',
      label: 'GSTIN',
      required: true,
      aliases: ['gst no', 'gstin no'],
      example: '27AAPFU0939F1ZV',
      note: "The GSTIN the application was filed for: one of the organisation's GST accounts.",
      convert: gstinCell,
    },
  ],
};
