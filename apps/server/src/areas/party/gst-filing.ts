/** "Did this supplier file GSTR-1 and GSTR-3B for the last periods?" from the public filing table. */

export type FilingRow = { fy?: string; taxp?: string; rtntype?: string; dof?: string; status?: string };

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DUE_DAY = { GSTR1: 11, GSTR3B: 20 } as const;
const PERIODS = 6;
const RECENT = 3;

type Period = { year: number; month: number };

const label = (p: Period) => `${MONTHS[p.month]!.slice(0, 3)} ${p.year}`;
const fyOf = (p: Period) => (p.month >= 3 ? p.year : p.year - 1);

/** The financial years ("2026-2027") the last periods fall in, as the filing table is asked by year. */
export function filingYears(today: string): string[] {
  const years = new Set(lastPeriods(today, 'GSTR1').map((p) => fyOf(p)));
  return [...years].map((y) => `${y}-${y + 1}`);
}

/** The last `PERIODS` months whose return was due by `today`, latest first. */
function lastPeriods(today: string, rtntype: keyof typeof DUE_DAY): Period[] {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  // The period before this month is due this month on the due day.
  let month = m - 1 - (d >= DUE_DAY[rtntype] ? 1 : 2);
  let year = y;
  const out: Period[] = [];
  while (out.length < PERIODS) {
    while (month < 0) {
      month += 12;
      year -= 1;
    }
    out.push({ year, month });
    month -= 1;
  }
  return out;
}

function filedOn(rows: readonly FilingRow[], p: Period, rtntype: string): string | null {
  const fy = fyOf(p);
  const row = rows.find(
    (r) =>
      r.rtntype === rtntype &&
      r.taxp === MONTHS[p.month] &&
      (r.fy === `${fy}-${fy + 1}` || r.fy === `${fy}-${String((fy + 1) % 100).padStart(2, '0')}`) &&
      (r.status ?? 'Filed') === 'Filed',
  );
  return row ? (row.dof ?? 'filed') : null;
}

/** The gstParty fields about filing, from the rows of the filing table of the years asked. */
export function filingSummary(rows: readonly FilingRow[], today: string): Record<string, unknown> {
  const summary: Record<string, unknown> = {};
  const lines = new Map<string, string[]>();
  for (const [rtntype, field, lastField] of [
    ['GSTR1', 'gstr1Missing', 'lastGstr1Period'],
    ['GSTR3B', 'gstr3bMissing', 'lastGstr3bPeriod'],
  ] as const) {
    const periods = lastPeriods(today, rtntype);
    const filed = periods.map((p) => filedOn(rows, p, rtntype));
    summary[field] = filed.filter((f) => f === null).length;
    const latest = periods.find((_, i) => filed[i] !== null);
    summary[lastField] = latest ? label(latest) : null;
    periods.forEach((p, i) => {
      const text = `${rtntype === 'GSTR1' ? 'GSTR-1' : 'GSTR-3B'} ${filed[i] ? `filed ${filed[i]}` : 'not filed'}`;
      lines.set(label(p), [...(lines.get(label(p)) ?? []), text]);
    });
    summary[`${rtntype}recent`] = filed.slice(0, RECENT).every((f) => f !== null);
  }
  summary.filedRecentReturns = summary.GSTR1recent && summary.GSTR3Brecent ? 'yes' : 'no';
  delete summary.GSTR1recent;
  delete summary.GSTR3Brecent;
  summary.filingHistory = [...lines].map(([period, texts]) => `${period}: ${texts.join(', ')}`).join('\n');
  return summary;
}
