import { sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  FEATURES,
  fillPath,
  isoDayInIndia,
  licenceAllows,
  panOfGstin,
  RESOURCES,
  resourceOf,
  type ClientAccount,
  type ClientId,
  type ClientPage,
  type OrgInfo,
  type ResourceDef,
} from '@taxdesk/domain';
import type { Tx } from '../../db/tenant';
import { datedItems, datedTypesFor } from '../../lib/records/dated-items';
import { recordPath } from '../../lib/records/record-path';

/** What one page shows of each part: the earliest open items, the newest arrivals and files. */
const OPEN_ITEMS_SHOWN = 200;
const ARRIVALS_SHOWN = 25;
const DOCUMENTS_SHOWN = 30;
/** Open items run from long overdue to two years ahead. */
const OPEN_FROM = '2000-01-01';
const OPEN_DAYS_AHEAD = 731;

/** The account types that say whose they are (`client` in their definition). */
const CLIENT_ACCOUNT_TYPES: readonly ResourceDef[] = Object.values(RESOURCES)
  .filter((def) => def.client)
  // In the order the areas are named everywhere (income tax, GST, ..., TDS, ...).
  .sort((a, b) => areaRank(a) - areaRank(b));

function areaRank(def: ResourceDef): number {
  return def.feature ? FEATURES.indexOf(def.feature) : FEATURES.length;
}

type AccountRow = {
  type: string;
  key: string;
  title: string | null;
  data: Record<string, unknown>;
};

/** The condition that an account of this type holds this PAN (or a GSTIN carrying it). */
function holdsPan(def: ResourceDef, pan: string): SQL {
  const { fields, holds } = def.client!;
  const values = fields.map((f) => sql`upper(coalesce(data->>${f}, ''))`);
  if (holds === 'pan')
    return sql`(${sql.join(
      values.map((v) => sql`${v} = ${pan}`),
      sql` OR `,
    )})`;
  // A GSTIN carries its PAN at characters 3–12, and a PAN's five leading letters fit nowhere else
  // in a GSTIN, so a PAN found inside a field of GSTINs (one, or several comma-separated) is it.
  return sql`(${sql.join(
    values.map((v) => sql`position(${pan} in ${v}) > 0`),
    sql` OR `,
  )})`;
}

/** The GSTINs or IEC an account holds for the client, to show beside it. */
function identifiersOf(def: ResourceDef, data: Record<string, unknown>, pan: string | null): string[] {
  const found = new Set<string>();
  for (const field of def.client!.fields) {
    for (const part of String(data[field] ?? '').split(/[\s,]+/)) {
      const value = part.trim().toUpperCase();
      if (!value || value === pan || value === data[def.keyFields[0]!]) continue;
      if (def.client!.holds === 'gstin' && pan && panOfGstin(value) !== pan) continue;
      found.add(value);
    }
  }
  return [...found];
}

function accountOf(def: ResourceDef, row: AccountRow, pan: string | null): ClientAccount {
  const data = row.data;
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  return {
    type: def.type,
    label: def.label,
    area: def.feature,
    key: row.key,
    name: row.title,
    identifiers: identifiersOf(def, data, pan),
    loginStatus: text(data.loginStatus),
    lastSyncedAt: text(data.lastSyncedAt) ?? text(data.lookedUpAt),
    path: def.detailPath ? fillPath(def.detailPath, data) : null,
  };
}

/** The live accounts of licensed types that hold the PAN, or (for a TAN without one) the TAN's. */
async function accountsOf(
  tx: Tx,
  orgId: string,
  types: readonly ResourceDef[],
  pan: string | null,
  tan: string | null,
): Promise<{ def: ResourceDef; row: AccountRow }[]> {
  const found: { def: ResourceDef; row: AccountRow }[] = [];
  for (const def of types) {
    const match: SQL[] = [];
    if (pan) match.push(holdsPan(def, pan));
    if (tan && def.type === RESOURCES.tdsAccount.type) match.push(sql`key = ${tan}`);
    if (!match.length) continue;
    const r = await tx.execute<AccountRow>(sql`
      SELECT type, key, title, data FROM records
      WHERE org_id = ${orgId} AND type = ${def.type} AND removed_at IS NULL
        AND (${sql.join(match, sql` OR `)})
      ORDER BY key LIMIT 200`);
    for (const row of r.rows) found.push({ def, row });
  }
  return found;
}

/** A TAN's client: the PAN the firm recorded on its TAN account. */
async function panOfTan(tx: Tx, orgId: string, tan: string): Promise<string | null> {
  const r = await tx.execute<{ pan: string | null }>(sql`
    SELECT upper(data->>'pan') AS pan FROM records
    WHERE org_id = ${orgId} AND type = ${RESOURCES.tdsAccount.type} AND key = ${tan} AND removed_at IS NULL`);
  const pan = r.rows[0]?.pan;
  return pan && pan.length === 10 ? pan : null;
}

/** Everything TaxDesk holds for one client, across the areas the licence opens. */
export async function clientPage(
  tx: Tx,
  orgId: string,
  info: OrgInfo,
  now: Date,
  id: ClientId,
): Promise<ClientPage> {
  const pan =
    id.kind === 'pan'
      ? id.value
      : id.kind === 'gstin'
        ? panOfGstin(id.value)
        : await panOfTan(tx, orgId, id.value);
  const licensed = CLIENT_ACCOUNT_TYPES.filter(
    (def) => def.feature === null || licenceAllows(info, def.feature, now),
  );
  const found = await accountsOf(tx, orgId, licensed, pan, id.kind === 'tan' ? id.value : null);
  const accounts = found.map(({ def, row }) => accountOf(def, row, pan));
  const keys = [...new Set(found.map(({ row }) => row.key))];
  const accountTypes = new Set(found.map(({ def }) => def.type));
  // The records of those accounts: each type whose account type is one of theirs (the accounts
  // themselves excepted), in the areas the licence opens.
  const recordTypes: ResourceDef[] = Object.values(RESOURCES).filter(
    (def) =>
      def.accountType !== undefined &&
      accountTypes.has(def.accountType) &&
      !accountTypes.has(def.type) &&
      (def.feature === null || licenceAllows(info, def.feature, now)),
  );
  const empty = { openItems: [], openTruncated: false, arrivals: [], documents: [], people: [] };
  const name = pickName(found);
  if (!keys.length || !recordTypes.length) return { pan, asked: id.value, name, accounts, ...empty };

  const today = isoDayInIndia(now);
  const until = addDays(today, OPEN_DAYS_AHEAD);
  const dated = datedTypesFor(info, now).filter((def) => recordTypes.some((t) => t.type === def.type));
  const open = await datedItems(
    tx,
    orgId,
    dated,
    { from: OPEN_FROM, to: until, clients: keys, openOnly: true },
    OPEN_ITEMS_SHOWN,
  );
  const typeNames = recordTypes.map((def) => def.type);
  return {
    pan,
    asked: id.value,
    name,
    accounts,
    openItems: open.items.filter((item) => !item.done).map(({ updatedAt: _, ...item }) => item),
    openTruncated: open.truncated,
    arrivals: await arrivalsOf(tx, orgId, typeNames, keys),
    documents: await documentsOf(tx, orgId, typeNames, keys),
    people: await peopleOf(tx, orgId, typeNames, keys),
  };
}

/** The client's name: its income-tax account's, else the first account's that has one. */
function pickName(found: readonly { def: ResourceDef; row: AccountRow }[]): string | null {
  const it = found.find(({ def, row }) => def.type === RESOURCES.itAccount.type && row.title);
  return it?.row.title ?? found.find(({ row }) => row.title)?.row.title ?? null;
}

const pathOf = (type: string, key: string, data: Record<string, unknown>): string | null => {
  const def = resourceOf(type);
  return def ? recordPath(def, { key, data }) : null;
};

async function arrivalsOf(tx: Tx, orgId: string, types: string[], keys: string[]) {
  const r = await tx.execute<{
    type: string;
    key: string;
    title: string | null;
    account_key: string | null;
    data: Record<string, unknown>;
    first_seen_at: string;
  }>(sql`
    SELECT type, key, title, account_key, data,
           to_char(first_seen_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS first_seen_at
    FROM records
    WHERE org_id = ${orgId} AND type = ANY(${sql.param(types)}::text[])
      AND account_key = ANY(${sql.param(keys)}::text[]) AND removed_at IS NULL
    ORDER BY records.first_seen_at DESC, type, key LIMIT ${ARRIVALS_SHOWN}`);
  return r.rows.map((row) => ({
    type: row.type,
    label: resourceOf(row.type)?.label ?? row.type,
    area: resourceOf(row.type)?.feature ?? null,
    key: row.key,
    title: row.title,
    account: row.account_key,
    firstSeenAt: row.first_seen_at,
    path: pathOf(row.type, row.key, row.data),
  }));
}

async function documentsOf(tx: Tx, orgId: string, types: string[], keys: string[]) {
  const r = await tx.execute<{
    id: string;
    file_name: string;
    size: number;
    created_at: string;
    type: string;
    key: string;
    data: Record<string, unknown>;
  }>(sql`
    SELECT d.id, d.file_name, d.size, r.type, r.key, r.data,
           to_char(d.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at
    FROM records r
    JOIN documents d ON d.org_id = r.org_id AND d.type = r.type AND d.key = r.key
    WHERE r.org_id = ${orgId} AND r.type = ANY(${sql.param(types)}::text[])
      AND r.account_key = ANY(${sql.param(keys)}::text[]) AND r.removed_at IS NULL
    ORDER BY d.created_at DESC, d.file_name LIMIT ${DOCUMENTS_SHOWN}`);
  return r.rows.map((row) => ({
    id: row.id,
    fileName: row.file_name,
    size: Number(row.size),
    createdAt: row.created_at,
    label: resourceOf(row.type)?.label ?? row.type,
    recordKey: row.key,
    path: pathOf(row.type, row.key, row.data),
  }));
}

async function peopleOf(tx: Tx, orgId: string, types: string[], keys: string[]) {
  const r = await tx.execute<{ email: string; name: string | null; open: number }>(sql`
    SELECT u.email, u.name, count(*)::int AS open
    FROM records r JOIN users u ON u.id = r.assignee_id
    WHERE r.org_id = ${orgId} AND r.type = ANY(${sql.param(types)}::text[])
      AND r.account_key = ANY(${sql.param(keys)}::text[]) AND r.removed_at IS NULL
      AND r.work_status IS DISTINCT FROM 'closed'
    GROUP BY u.email, u.name ORDER BY open DESC, u.email`);
  return r.rows;
}
