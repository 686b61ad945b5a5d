import type { PortalTdsCredit } from './tds-credits-api';
import { amount, fyOfPeriod, isoDay } from './gst-values';

export function mapTdsCredit(
  row: PortalTdsCredit,
  kind: 'tds' | 'tcs',
  owner: Record<string, unknown> & { gstin: string },
) {
  return {
    tdsId: `${owner.gstin}-${row.ctin}-${row.month}`,
    tdsAccountId: `${owner.gstin}-${row.ctin}`,
    ...owner,
    ctin: row.ctin,
    lgnm: row.lgnm ?? null,
    kind,
    month: row.month,
    financialYear: fyOfPeriod(row.month),
    creditedOn: isoDay(row.dt),
    amt: amount(row.amt),
    iamt: amount(row.iamt),
    camt: amount(row.camt),
    samt: amount(row.samt),
    flag: row.flag ?? null,
  };
}

/** A deductor's totals over every credit known of it (stored ones included, so older years count). */
export function mapTdsAccount(credits: readonly Record<string, unknown>[]): Record<string, unknown> {
  const first = credits[0]!;
  const dates = credits
    .map((c) => c.creditedOn)
    .filter((d): d is string => typeof d === 'string')
    .sort();
  return {
    tdsAccountId: first.tdsAccountId,
    ctin: first.ctin,
    lgnm: first.lgnm,
    gstin: first.gstin,
    state: first.state,
    portalUserName: first.portalUserName,
    kind: first.kind,
    creditCount: credits.length,
    totalAmount: credits.reduce(
      (s, c) => s + (Number(c.iamt) || 0) + (Number(c.camt) || 0) + (Number(c.samt) || 0),
      0,
    ),
    lastCreditOn: dates.pop() ?? null,
  };
}
