import { sql } from 'drizzle-orm';
import { RESOURCES } from '@taxdesk/domain';
import type { Tx } from '../../db/tenant';
import { badRequest } from '../../lib/http/errors';
import { upsertRecords } from '../../lib/records/upsert';
import { Gstr2bFile, itcBySupplier, periodOf } from './gstr2b-file';

export type Gstr2bResult = { gstin: string; period: string; suppliers: number; new: number; changed: number };

/** Reads the file: JSON, then the shape. Any fault refuses it whole with the reason. */
export function parseGstr2b(content: Buffer) {
  let json: unknown;
  try {
    json = JSON.parse(content.toString('utf8').replace(/^\uFEFF/, ''));
  } catch (e) {
    throw badRequest('file', `The file is not JSON: ${(e as Error).message}`);
  }
  const parsed = Gstr2bFile.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badRequest('file', `Not a GSTR-2B file: ${issue.path.join('.') || 'the file'}: ${issue.message}`);
  }
  return parsed.data;
}

/** Each supplier's filing as TaxDesk holds it: a GST party looked up, else unknown. */
async function filingOf(tx: Tx, orgId: string, ctins: readonly string[]) {
  const r = await tx.execute<{ key: string; data: Record<string, unknown> }>(sql`
    SELECT key, data FROM records WHERE org_id = ${orgId} AND type = 'gstParty' AND removed_at IS NULL
      AND key = ANY(${sql.param([...ctins])}::text[])`);
  return new Map(r.rows.map((row) => [row.key, row.data]));
}

/** Stores the file's ITC by supplier for the client's GSTIN and period; a re-import updates the same rows. */
export async function importGstr2b(
  tx: Tx,
  orgId: string,
  content: Buffer,
  actor: string,
): Promise<Gstr2bResult> {
  const file = parseGstr2b(content);
  const { gstin, rtnprd } = file.data;
  const login = await tx.execute<{ key: string }>(sql`
    SELECT key FROM records WHERE org_id = ${orgId} AND type = 'gstAccount' AND removed_at IS NULL
      AND (data->>'gstin' = ${gstin} OR data->>'gstins' LIKE ${`%${gstin}%`}) ORDER BY key LIMIT 1`);
  const account = login.rows[0];
  if (!account)
    throw badRequest('file', `GSTIN ${gstin} of the file is not one of this organisation's GST accounts`);
  const suppliers = itcBySupplier(file);
  const parties = await filingOf(
    tx,
    orgId,
    suppliers.map((s) => s.ctin),
  );
  const period = periodOf(rtnprd);
  const items = suppliers.map((s) => {
    const party = parties.get(s.ctin);
    const filed = party?.filedRecentReturns;
    return {
      data: {
        gstin,
        portalUserName: decodeURIComponent(account.key),
        period,
        ...s,
        supplierFiling: filed === 'yes' ? 'filed' : filed === 'no' ? 'not_filed' : 'unknown',
        supplierLastGstr3b: (party?.lastGstr3bPeriod as string | undefined) ?? null,
      },
    };
  });
  const r = await upsertRecords(tx, orgId, RESOURCES.gstItcEntry, items, { source: 'manual', actor });
  return { gstin, period, suppliers: items.length, new: r.inserted.length, changed: r.changed.length };
}
