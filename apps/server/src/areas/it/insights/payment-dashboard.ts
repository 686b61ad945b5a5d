import type { PaymentDashboard } from '@taxdesk/domain';
import { financialYearDays, financialYearOf, parseYear } from '@taxdesk/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/tenant';

/** `2025-26` → its first and last day; anything else → the financial year of `today`. */
export function financialYear(
  fy: string | undefined,
  today: string,
): { fy: string; from: string; to: string } {
  const year = fy ? parseYear(fy) : null;
  const label = year?.ok ? year.value : financialYearOf(today);
  return { fy: label, ...financialYearDays(label) };
}

const IST_DAY = sql`(issued_on AT TIME ZONE 'Asia/Kolkata')::date`;

/** Payments (challans by deposit date) and refunds (by issue date) in a financial year, month by month. */
export async function paymentDashboard(
  tx: Tx,
  orgId: string,
  fyParam: string | undefined,
  today: string,
): Promise<PaymentDashboard> {
  const { fy, from, to } = financialYear(fyParam, today);
  const inYear = sql`org_id = ${orgId} AND ${IST_DAY} BETWEEN ${from}::date AND ${to}::date`;
  const months = await tx.execute<PaymentDashboard['byMonth'][number]>(sql`
    SELECT to_char(m, 'YYYY-MM') AS month,
      coalesce((SELECT sum(amount) FROM records WHERE ${inYear} AND type = 'itChallan' AND date_trunc('month', ${IST_DAY}) = m), 0)::float AS paid,
      (SELECT count(*) FROM records WHERE ${inYear} AND type = 'itChallan' AND date_trunc('month', ${IST_DAY}) = m)::int AS payments,
      coalesce((SELECT sum(amount) FROM records WHERE ${inYear} AND type = 'itRefund' AND date_trunc('month', ${IST_DAY}) = m), 0)::float AS refunded,
      (SELECT count(*) FROM records WHERE ${inYear} AND type = 'itRefund' AND date_trunc('month', ${IST_DAY}) = m)::int AS refunds
    FROM generate_series(${from}::date, ${to}::date, interval '1 month') AS m`);
  const grouped = (type: string) =>
    tx.execute<{ group: string; amount: number; count: number }>(sql`
      SELECT coalesce(${type === 'itChallan' ? sql`section` : sql`status`}, '—') AS "group",
             coalesce(sum(amount), 0)::float AS amount, count(*)::int AS count
      FROM records WHERE ${inYear} AND type = ${type} GROUP BY 1 ORDER BY amount DESC`);
  const top = await tx.execute<{ pan: string; name: string | null; amount: number; count: number }>(sql`
    SELECT c.account_key AS pan, (SELECT a.title FROM records a WHERE a.org_id = ${orgId} AND a.type = 'itAccount' AND a.key = c.account_key) AS name,
           sum(c.amount)::float AS amount, count(*)::int AS count
    FROM records c WHERE c.org_id = ${orgId} AND c.type = 'itChallan'
      AND (c.issued_on AT TIME ZONE 'Asia/Kolkata')::date BETWEEN ${from}::date AND ${to}::date
    GROUP BY 1 ORDER BY amount DESC NULLS LAST LIMIT 10`);
  const byMonth = months.rows;
  const sum = (k: keyof PaymentDashboard['byMonth'][number]) => byMonth.reduce((a, m) => a + Number(m[k]), 0);
  return {
    fy,
    totals: {
      paid: sum('paid'),
      payments: sum('payments'),
      refunded: sum('refunded'),
      refunds: sum('refunds'),
    },
    byMonth,
    byPaymentType: (await grouped('itChallan')).rows,
    refundsByStatus: (await grouped('itRefund')).rows,
    topPayers: top.rows,
  };
}
