import { MISMATCH_STATUS, type MismatchReport, type MismatchRow, type MismatchStatus } from '@taxdesk/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/tenant';

/** Differences up to a rupee are rounding, not a mismatch. */
const TOLERANCE = 1;

type MismatchFilters = {
  ay?: string;
  branch?: string;
  group?: string;
  onlyMismatches?: boolean;
  /** Years from this one on are still running: a missing return there is not a finding. */
  currentAy: string;
};

type DbRow = {
  pan: string;
  name: string | null;
  branch: string | null;
  group: string | null;
  ay: string;
  ackNum: string | null;
  form: string | null;
  filedOn: string | null;
  tdsClaimed: string | null;
  taxesPaid: string | null;
  tds: string | null;
  tdsPending: string | null;
  tdsEntries: number | null;
  challans: string | null;
  challanEntries: number | null;
};

const num = (v: string | null) => (v == null ? null : Number(v));

/** How a return's claim stands against 26AS; exported for unit tests of the rule. */
function mismatchStatus(r: {
  hasReturn: boolean;
  claimedTds: number | null;
  claimedChallans: number | null;
  claimedTotal: number;
  tds26as: number;
  challans26as: number;
  tdsEntries: number;
  challanEntries: number;
}): MismatchStatus {
  if (!r.hasReturn) return 'no_return';
  const claimsTds = (r.claimedTds ?? 0) > TOLERANCE;
  const claimsChallans = (r.claimedChallans ?? 0) > TOLERANCE;
  // A claim 26AS shows nothing at all for: the deductor filed no statement, or the challan went astray.
  if ((claimsTds && r.tdsEntries === 0) || (claimsChallans && r.challanEntries === 0)) return 'not_in_26as';
  if (r.claimedTds === null && r.claimedTotal > TOLERANCE && r.tdsEntries + r.challanEntries === 0)
    return 'not_in_26as';
  // Compare part by part where the return says how it splits; a TDS excess hidden by a challan
  // shortfall is still a mismatch.
  const parts =
    r.claimedTds === null || r.claimedChallans === null
      ? [r.claimedTotal - r.tds26as - r.challans26as]
      : [r.claimedTds - r.tds26as, r.claimedChallans - r.challans26as];
  const worst = parts.reduce((a, d) => (Math.abs(d) > Math.abs(a) ? d : a), 0);
  if (Math.abs(worst) <= TOLERANCE) return 'matched';
  return worst > 0 ? 'excess_claimed' : 'short_claimed';
}

/**
 * Tax credit mismatches per PAN and assessment year: the latest return's claim (TDS, and its own
 * advance / self-assessment tax) against Form 26AS (TDS booked F or P; challans of minor head 100
 * and 300 — tax on regular assessment pays a demand, the return does not claim it). Years where
 * 26AS shows credit and no return was filed appear too, for years already over.
 */
export async function taxCreditMismatch(
  tx: Tx,
  orgId: string,
  filters: MismatchFilters,
): Promise<MismatchReport> {
  const accountConds = [
    sql`a.org_id = ${orgId}`,
    sql`a.type = 'itAccount'`,
    sql`a.data ? 'taxCreditSyncedOn'`,
  ];
  if (filters.branch) accountConds.push(sql`a.year = ${filters.branch}`);
  if (filters.group) accountConds.push(sql`a.section = ${filters.group}`);
  const r = await tx.execute<DbRow>(sql`
    WITH ret AS (
      SELECT DISTINCT ON (account_key, year) account_key AS pan, year AS ay, key AS "ackNum", section AS form,
             to_char(issued_on AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS "filedOn",
             data->>'tdsClaimed' AS "tdsClaimed", data->>'taxesPaid' AS "taxesPaid"
      FROM records
      WHERE org_id = ${orgId} AND type = 'itReturn' AND removed_at IS NULL AND year IS NOT NULL
      ORDER BY account_key, year, issued_on DESC NULLS LAST, key DESC
    ), cr AS (
      SELECT account_key AS pan, year AS ay,
        coalesce(sum(amount) FILTER (WHERE data->>'part' = 'A' AND status IN ('F', 'P')), 0)::text AS tds,
        coalesce(sum(amount) FILTER (WHERE data->>'part' = 'A' AND (status IS NULL OR status NOT IN ('F', 'P'))), 0)::text AS "tdsPending",
        count(*) FILTER (WHERE data->>'part' = 'A')::int AS "tdsEntries",
        coalesce(sum(amount) FILTER (WHERE data->>'part' = 'C' AND data->>'minorHead' IN ('100', '300')), 0)::text AS challans,
        count(*) FILTER (WHERE data->>'part' = 'C' AND data->>'minorHead' IN ('100', '300'))::int AS "challanEntries"
      FROM records
      WHERE org_id = ${orgId} AND type = 'itTaxCredit' AND removed_at IS NULL AND year IS NOT NULL
      GROUP BY 1, 2
    )
    SELECT a.key AS pan, a.title AS name, a.year AS branch, a.section AS "group",
           coalesce(ret.ay, cr.ay) AS ay, ret."ackNum", ret.form, ret."filedOn", ret."tdsClaimed", ret."taxesPaid",
           cr.tds, cr."tdsPending", cr."tdsEntries", cr.challans, cr."challanEntries"
    FROM ret FULL JOIN cr ON cr.pan = ret.pan AND cr.ay = ret.ay
    JOIN records a ON a.key = coalesce(ret.pan, cr.pan) AND ${sql.join(accountConds, sql` AND `)}
    ORDER BY a.title, a.key, 5 DESC
    LIMIT 20000`);
  const unread = [
    ...accountConds.slice(0, 2),
    ...accountConds.slice(3),
    sql`NOT (a.data ? 'taxCreditSyncedOn')`,
  ];
  const without = await tx.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM records a WHERE ${sql.join(unread, sql` AND `)}`);

  const all: MismatchRow[] = [];
  for (const row of r.rows) {
    const hasReturn = row.ackNum !== null;
    // A running year without a return is not late yet; nor is a year with nothing on either side.
    if (!hasReturn && row.ay >= filters.currentAy) continue;
    const tds26as = num(row.tds) ?? 0;
    const challans26as = num(row.challans) ?? 0;
    const taxesPaid = num(row.taxesPaid);
    const claimedTds = hasReturn ? num(row.tdsClaimed) : null;
    const claimedTotal = hasReturn ? (taxesPaid ?? 0) : null;
    const claimedChallans =
      claimedTds !== null && claimedTotal !== null ? Math.max(0, claimedTotal - claimedTds) : null;
    const total26as = tds26as + challans26as;
    if (!hasReturn && total26as <= TOLERANCE) continue;
    all.push({
      pan: row.pan,
      name: row.name,
      branch: row.branch,
      group: row.group,
      ay: row.ay,
      ackNum: row.ackNum,
      form: row.form,
      filedOn: row.filedOn,
      claimedTds,
      claimedChallans,
      claimedTotal,
      tds26as,
      tdsPending: num(row.tdsPending) ?? 0,
      challans26as,
      total26as,
      tdsDifference: claimedTds === null ? null : claimedTds - tds26as,
      challanDifference: claimedChallans === null ? null : claimedChallans - challans26as,
      difference: (claimedTotal ?? 0) - total26as,
      status: mismatchStatus({
        hasReturn,
        claimedTds,
        claimedChallans,
        claimedTotal: claimedTotal ?? 0,
        tds26as,
        challans26as,
        tdsEntries: row.tdsEntries ?? 0,
        challanEntries: row.challanEntries ?? 0,
      }),
    });
  }
  const years = [...new Set(all.map((x) => x.ay))].sort().reverse();
  // The totals count the year's (or all years') rows; "only mismatches" narrows the rows alone.
  const counted = all.filter((x) => !filters.ay || x.ay === filters.ay);
  const rows = counted.filter((x) => !filters.onlyMismatches || x.status !== 'matched');
  const byStatus = Object.fromEntries(Object.keys(MISMATCH_STATUS).map((k) => [k, 0])) as Record<
    MismatchStatus,
    number
  >;
  for (const x of counted) byStatus[x.status]++;
  const sum = (f: (x: MismatchRow) => number) => counted.reduce((a, x) => a + f(x), 0);
  return {
    years,
    rows,
    totals: {
      rows: counted.length,
      byStatus,
      claimed: sum((x) => x.claimedTotal ?? 0),
      credited: sum((x) => x.total26as),
      shortClaimed: sum((x) =>
        x.status === 'short_claimed' || x.status === 'no_return' ? -x.difference : 0,
      ),
      excessClaimed: sum((x) =>
        x.status === 'excess_claimed' || x.status === 'not_in_26as' ? Math.max(0, x.difference) : 0,
      ),
    },
    accountsWithoutStatement: without.rows[0]!.n,
  };
}
