import { sql } from 'drizzle-orm';
import {
  licenceAllows,
  searchFragment,
  searchFields,
  searchTypeOf,
  SEARCH_TYPES,
  type OrgInfo,
  type ResourceDef,
  type SearchAnswer,
  type SearchGroup,
  type SearchHit,
  type SearchAsk,
  type SearchType,
} from '@taxdesk/domain';
import type { Tx } from '../../db/tenant';
import { badRequest, forbidden } from '../../lib/http/errors';
import { recordPath } from '../../lib/records/record-path';

/**
 * Candidates read before ranking: clients (accounts, parties) and other records are asked apart, so
 * a fragment that thousands of notices hold still shows the client whose PAN holds it. Enough to
 * fill every group a screen shows; a fragment with more says so (`more`) rather than read them all.
 */
const CLIENT_CAP = 50;
const RECORD_CAP = 80;

type Row = {
  type: string;
  key: string;
  client: boolean;
  /** Candidates of the row's part (clients or records): its cap reached means there may be more. */
  got: number;
  /** Candidates of the row's type. */
  n: number;
  title: string | null;
  account_key: string | null;
  data: Record<string, unknown>;
};

/** The types the licence opens now; a type of a closed area is never searched. */
function openTypes(info: OrgInfo, now: Date): SearchType[] {
  return SEARCH_TYPES.filter((t) => t.def.feature === null || licenceAllows(info, t.def.feature, now));
}

/**
 * Clients and records of the organisation whose marked fields hold `q` (any part of a number, a
 * name), grouped by type, clients first: in each group exact matches, then those starting with
 * it, then the rest, shortest value first. `type` asks one type only.
 */
export async function searchEverything(
  tx: Tx,
  tenant: { orgId: string; info: OrgInfo },
  ask: SearchAsk,
  now: Date,
): Promise<SearchAnswer> {
  const q = searchFragment(ask.q);
  const per = ask.per;
  const open = openTypes(tenant.info, now);
  const exclude = SEARCH_TYPES.filter((t) => !open.includes(t)).map((t) => t.def.type);
  let parts: { client: boolean; cap: number }[] = [
    { client: true, cap: CLIENT_CAP },
    { client: false, cap: RECORD_CAP },
  ];
  if (ask.type !== undefined) {
    const only = searchTypeOf(ask.type);
    if (!only) throw badRequest('type', `Search does not find records of type ${ask.type}`);
    if (!open.includes(only)) throw forbidden();
    parts = [{ client: only.client, cap: per + 1 }];
  }
  const calls = parts.map(
    (p) =>
      sql`SELECT s.type, s.key, s.client, s.text FROM search_record_keys(${q}, ${p.client}, ${ask.type ?? null},
            ${sql.param(exclude)}::text[], ${p.cap}) s`,
  );
  const result = await tx.execute<Row>(sql`
    WITH c AS (${sql.join(calls, sql` UNION ALL `)}),
    ranked AS (
      SELECT c.type, c.key, c.client,
             count(*) OVER (PARTITION BY c.client) AS got,
             count(*) OVER (PARTITION BY c.type) AS n,
             row_number() OVER (PARTITION BY c.type ORDER BY m.rank, m.len, c.key) AS rn
      FROM c CROSS JOIN LATERAL (
        SELECT min(CASE WHEN v = ${q} THEN 0 WHEN starts_with(v, ${q}) OR strpos(v, ' ' || ${q}) > 0 THEN 1 ELSE 2 END) AS rank,
               min(length(v)) AS len
        FROM unnest(string_to_array(c.text, E'\\n')) v WHERE strpos(v, ${q}) > 0) m
    )
    SELECT ranked.type, ranked.key, ranked.client, ranked.got::int AS got, ranked.n::int AS n,
           r.title, r.account_key, r.data
    FROM ranked
    JOIN records r ON r.org_id = ${tenant.orgId} AND r.type = ranked.type AND r.key = ranked.key AND r.removed_at IS NULL
    WHERE ranked.rn <= ${per}
    ORDER BY ranked.type, ranked.rn`);
  const capOf = new Map(parts.map((p) => [p.client, p.cap]));
  const byType = new Map<string, Row[]>();
  for (const row of result.rows) byType.set(row.type, [...(byType.get(row.type) ?? []), row]);
  const groups: SearchGroup[] = [];
  for (const { def, client } of open) {
    const rows = byType.get(def.type);
    if (!rows?.length) continue;
    const first = rows[0]!;
    groups.push({
      type: def.type,
      label: def.plural,
      area: def.feature,
      client,
      hits: rows.map((row) => hitOf(def, row, q)),
      more: first.n > per || first.got >= capOf.get(client)!,
    });
  }
  return { q, groups };
}

function hitOf(def: ResourceDef, row: Row, q: string): SearchHit {
  const field = searchFields(def).find((f) =>
    String(row.data[f.key] ?? '')
      .toLowerCase()
      .includes(q),
  );
  return {
    key: row.key,
    title: row.title,
    client: row.account_key,
    match: field ? { label: field.label, value: String(row.data[field.key]) } : null,
    path: recordPath(def, row)!,
  };
}
