import { sql } from 'drizzle-orm';
import {
  yearLabel,
  statementDueOn,
  type NonFiler,
  type NonFilersAnswer,
  type NonFilersQuery,
} from '@taxdesk/domain';
import type { Tx } from '../../db/tenant';

/**
 * Non-filers: TANs without a statement for a quarter and form whose due date has passed. A TAN is
 * expected to file a form only if it filed that form for an earlier quarter (a deductor with no
 * salaried staff never files 24Q), so a TAN's first statement of a form sets the expectation.
 */

type Period = { fy: number; quarter: 1 | 2 | 3 | 4 };
const order = (p: Period) => p.fy * 4 + p.quarter;

/** Today in India (UTC+5:30), YYYY-MM-DD. */
const todayInIndia = (now: Date) => new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/** Quarters due by `today`: of the chosen year, else of this financial year and the one before. */
function duePeriods(query: NonFilersQuery, today: string): Period[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const current = m >= 4 ? y : y - 1;
  const years = query.fy !== undefined ? [query.fy] : [current - 1, current];
  const quarters = query.quarter !== undefined ? [query.quarter as 1 | 2 | 3 | 4] : ([1, 2, 3, 4] as const);
  return years
    .flatMap((fy) => quarters.map((quarter) => ({ fy, quarter })))
    .filter((p) => statementDueOn(p.fy, p.quarter) < today);
}

export async function nonFilers(
  tx: Tx,
  orgId: string,
  query: NonFilersQuery,
  now: Date,
): Promise<NonFilersAnswer> {
  const today = todayInIndia(now);
  const accounts = (
    await tx.execute<{ key: string; name: string | null }>(sql`
      SELECT key, data->>'name' AS name FROM records
       WHERE org_id = ${orgId} AND type = 'tdsAccount' AND removed_at IS NULL ORDER BY key`)
  ).rows;
  const statements = (
    await tx.execute<{ tan: string; finyear: string; quarter: string; form: string }>(sql`
      SELECT data->>'tan' AS tan, data->>'finyear' AS finyear, data->>'quarter' AS quarter, data->>'formtype' AS form
        FROM records WHERE org_id = ${orgId} AND type = 'tdsStatement' AND removed_at IS NULL`)
  ).rows;
  const filed = new Map<string, Period[]>();
  for (const s of statements) {
    const fy = Number(s.finyear.slice(0, 4));
    const quarter = Number(s.quarter.replace(/^Q/, '')) as 1 | 2 | 3 | 4;
    if (!Number.isInteger(fy) || ![1, 2, 3, 4].includes(quarter)) continue;
    const k = `${s.tan}|${s.form}`;
    filed.set(k, [...(filed.get(k) ?? []), { fy, quarter }]);
  }
  const periods = duePeriods(query, today);
  const rows: NonFiler[] = [];
  for (const account of accounts) {
    for (const [k, done] of filed) {
      const [tan, form] = k.split('|') as [string, string];
      if (tan !== account.key || (query.form && form !== query.form)) continue;
      for (const p of periods) {
        const earlier = done.filter((d) => order(d) < order(p));
        if (!earlier.length || done.some((d) => order(d) === order(p))) continue;
        const last = earlier.reduce((a, b) => (order(b) > order(a) ? b : a));
        rows.push({
          tan,
          name: account.name,
          finYear: yearLabel(p.fy),
          quarter: `Q${p.quarter}`,
          form,
          dueOn: statementDueOn(p.fy, p.quarter),
          lastFiled: `${yearLabel(last.fy)} Q${last.quarter}`,
        });
      }
    }
  }
  rows.sort(
    (a, b) => b.dueOn.localeCompare(a.dueOn) || a.tan.localeCompare(b.tan) || a.form.localeCompare(b.form),
  );
  return { rows, today };
}
