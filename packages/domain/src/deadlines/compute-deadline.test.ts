import { describe, expect, it } from 'vitest';
import { computeDeadline, ruleFor } from './compute-deadline';
import { addMonths, addWorkingDays, endOfFinancialYear } from './deadline-dates';
import { DEADLINE_KINDS, provisionText, type DeadlineDates, type DeadlineKind } from './deadline-rule';
import { DEADLINE_RULES } from './deadline-rules';

type Example = {
  kind: DeadlineKind;
  /** The date that picks the law in force. */
  on: string;
  dates: DeadlineDates;
  id: string;
  statutory: string | null;
  lastCondonable?: string | null;
};

/** One worked example per row of the table, from the provisions and the sources' own examples. */
const EXAMPLES: Example[] = [
  {
    kind: 'it.reply.142(1)',
    on: '2025-06-10',
    dates: { served: '2025-06-10' },
    id: 'it.reply.142(1)@1961',
    statutory: null,
  },
  {
    kind: 'it.reply.142(1)',
    on: '2026-06-10',
    dates: { served: '2026-06-10' },
    id: 'it.reply.142(1)@2025',
    statutory: null,
  },
  {
    kind: 'it.reply.143(2)',
    on: '2026-03-31',
    dates: { served: '2026-03-31' },
    id: 'it.reply.143(2)@1961',
    statutory: null,
  },
  {
    kind: 'it.reply.143(2)',
    on: '2026-05-10',
    dates: { served: '2026-05-10' },
    id: 'it.reply.143(2)@2025',
    statutory: null,
  },
  {
    kind: 'it.reply.148A',
    on: '2023-06-01',
    dates: { issued: '2023-06-01' },
    id: 'it.reply.148A@1961-2021',
    statutory: '2023-07-01',
  },
  {
    kind: 'it.reply.148A',
    on: '2024-10-01',
    dates: { issued: '2024-10-01' },
    id: 'it.reply.148A@1961-2024',
    statutory: null,
  },
  {
    kind: 'it.reply.148A',
    on: '2026-04-02',
    dates: { issued: '2026-04-02' },
    id: 'it.reply.148A@2025',
    statutory: null,
  },
  {
    kind: 'it.reply.133(6)',
    on: '2025-02-01',
    dates: { served: '2025-02-01' },
    id: 'it.reply.133(6)@1961',
    statutory: null,
  },
  {
    kind: 'it.reply.133(6)',
    on: '2026-07-01',
    dates: { served: '2026-07-01' },
    id: 'it.reply.133(6)@2025',
    statutory: null,
  },
  {
    kind: 'it.reply.139(9)',
    on: '2025-07-20',
    dates: { issued: '2025-07-20' },
    id: 'it.reply.139(9)@1961',
    statutory: '2025-08-04',
  },
  {
    kind: 'it.reply.139(9)',
    on: '2026-08-20',
    dates: { issued: '2026-08-20' },
    id: 'it.reply.139(9)@2025',
    statutory: '2026-09-04',
  },
  {
    kind: 'it.reply.245',
    on: '2025-11-15',
    dates: { issued: '2025-11-15' },
    id: 'it.reply.245@1961',
    statutory: '2025-12-15',
  },
  {
    kind: 'it.reply.245',
    on: '2026-11-15',
    dates: { issued: '2026-11-15' },
    id: 'it.reply.245@2025',
    statutory: '2026-12-15',
  },
  {
    kind: 'it.rectification.application',
    on: '2024-06-15',
    dates: { issued: '2024-06-15' },
    id: 'it.rectification.application@1961',
    statutory: '2029-03-31',
  },
  {
    kind: 'it.rectification.application',
    on: '2027-02-10',
    dates: { issued: '2027-02-10' },
    id: 'it.rectification.application@2025',
    statutory: '2031-03-31',
  },
  {
    kind: 'it.rectification.order',
    on: '2025-08-12',
    dates: { received: '2025-08-12' },
    id: 'it.rectification.order@1961',
    statutory: '2026-02-28',
  },
  {
    kind: 'it.rectification.order',
    on: '2027-08-12',
    dates: { received: '2027-08-12' },
    id: 'it.rectification.order@2025',
    statutory: '2028-02-29',
  },
  {
    kind: 'it.appeal.cit_a',
    on: '2009-12-30',
    dates: { served: '2009-12-30' },
    id: 'it.appeal.cit_a@1961',
    statutory: '2010-01-29',
  },
  {
    kind: 'it.appeal.cit_a',
    on: '2026-06-15',
    dates: { served: '2026-06-15' },
    id: 'it.appeal.cit_a@2025',
    statutory: '2026-07-15',
  },
  {
    kind: 'it.appeal.itat',
    on: '2024-09-15',
    dates: { communicated: '2024-09-15' },
    id: 'it.appeal.itat@1961-60days',
    statutory: '2024-11-14',
  },
  {
    kind: 'it.appeal.itat',
    on: '2024-10-15',
    dates: { communicated: '2024-10-15' },
    id: 'it.appeal.itat@1961-2024',
    statutory: '2024-12-31',
  },
  {
    kind: 'it.appeal.itat',
    on: '2026-04-20',
    dates: { communicated: '2026-04-20' },
    id: 'it.appeal.itat@2025',
    statutory: '2026-06-30',
  },
  {
    kind: 'it.demand.payment',
    on: '2025-03-05',
    dates: { served: '2025-03-05' },
    id: 'it.demand.payment@1961',
    statutory: '2025-04-04',
  },
  {
    kind: 'it.demand.payment',
    on: '2026-05-05',
    dates: { served: '2026-05-05' },
    id: 'it.demand.payment@2025',
    statutory: '2026-06-04',
  },
  {
    kind: 'gst.reply.asmt-10',
    on: '2025-01-10',
    dates: { served: '2025-01-10' },
    id: 'gst.reply.asmt-10',
    statutory: '2025-02-09',
  },
  {
    kind: 'gst.reply.drc-01a',
    on: '2025-09-27',
    dates: { issued: '2025-09-27' },
    id: 'gst.reply.drc-01a',
    statutory: null,
  },
  {
    kind: 'gst.reply.drc-01',
    on: '2025-05-02',
    dates: { served: '2025-05-02' },
    id: 'gst.reply.drc-01',
    statutory: '2025-06-01',
  },
  // Friday 6 June 2025: seven working days skip Sunday 8 June.
  {
    kind: 'gst.reply.reg-03',
    on: '2025-06-06',
    dates: { served: '2025-06-06' },
    id: 'gst.reply.reg-03',
    statutory: '2025-06-14',
  },
  // Monday 11 August 2025: Independence Day (Friday) and Sunday 17 August are skipped.
  {
    kind: 'gst.reply.reg-17',
    on: '2025-08-11',
    dates: { served: '2025-08-11' },
    id: 'gst.reply.reg-17',
    statutory: '2025-08-20',
  },
  {
    kind: 'gst.appeal.appellate_authority',
    on: '2024-11-30',
    dates: { communicated: '2024-11-30' },
    id: 'gst.appeal.appellate_authority',
    statutory: '2025-02-28',
    lastCondonable: '2025-03-28',
  },
  {
    kind: 'gst.appeal.tribunal',
    on: '2025-10-31',
    dates: { communicated: '2025-10-31' },
    id: 'gst.appeal.tribunal',
    statutory: '2026-01-31',
    lastCondonable: '2026-04-30',
  },
  {
    kind: 'gst.demand.payment',
    on: '2025-05-31',
    dates: { served: '2025-05-31' },
    id: 'gst.demand.payment',
    statutory: '2025-08-31',
  },
  // FY 2020-21: annual return due date extended to 28 February 2022 (Gauhati HC counts from it).
  {
    kind: 'gst.limitation.73',
    on: '2024-11-29',
    dates: { annualReturnDue: '2022-02-28' },
    id: 'gst.limitation.73',
    statutory: '2025-02-28',
  },
  // FY 2017-18: due date 5 February 2020 → order by 5 February 2025 (lawcrux table).
  {
    kind: 'gst.limitation.74',
    on: '2024-08-01',
    dates: { annualReturnDue: '2020-02-05' },
    id: 'gst.limitation.74',
    statutory: '2025-02-05',
  },
  // FY 2024-25: annual return due 31 December 2025.
  {
    kind: 'gst.limitation.74a.notice',
    on: '2026-01-15',
    dates: { annualReturnDue: '2025-12-31' },
    id: 'gst.limitation.74a.notice',
    statutory: '2029-06-30',
  },
  {
    kind: 'gst.limitation.74a.order',
    on: '2027-03-15',
    dates: { issued: '2027-03-15' },
    id: 'gst.limitation.74a.order',
    statutory: '2028-03-15',
    lastCondonable: '2028-09-15',
  },
  {
    kind: 'tds.demand.payment',
    on: '2025-09-01',
    dates: { served: '2025-09-01' },
    id: 'tds.demand.payment@1961',
    statutory: '2025-10-01',
  },
  {
    kind: 'tds.demand.payment',
    on: '2026-09-01',
    dates: { served: '2026-09-01' },
    id: 'tds.demand.payment@2025',
    statutory: '2026-10-01',
  },
  {
    kind: 'tds.correction_statement',
    on: '2025-03-01',
    dates: { statementFiled: '2019-07-20' },
    id: 'tds.correction_statement@1961-open',
    statutory: null,
  },
  {
    kind: 'tds.correction_statement',
    on: '2025-06-01',
    dates: { statementFiled: '2019-07-20' },
    id: 'tds.correction_statement@1961-2025',
    statutory: '2026-03-31',
  },
  // Q3 of FY 2023-24, due 31 January 2024: barred after 31 March 2026 (the Department's advisory).
  {
    kind: 'tds.correction_statement',
    on: '2026-04-01',
    dates: { statementDue: '2024-01-31' },
    id: 'tds.correction_statement@2025',
    statutory: '2026-03-31',
  },
];

describe('the rules table, against worked examples', () => {
  for (const ex of EXAMPLES) {
    const rule = ruleFor(ex.kind, ex.on);
    const provision = rule ? provisionText(rule.provision) : 'no rule';
    const input = Object.entries(ex.dates)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
    it(`${provision} — ${rule?.title ?? ex.kind}: ${input} → ${ex.statutory ?? 'the notice’s date'}`, () => {
      expect(rule?.id).toBe(ex.id);
      const result = computeDeadline(rule!, ex.dates);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.statutory).toBe(ex.statutory);
      if (ex.lastCondonable !== undefined) expect(result.lastCondonable).toBe(ex.lastCondonable);
    });
  }

  it('has a worked example for every row and every kind', () => {
    expect(new Set(EXAMPLES.map((e) => e.id))).toEqual(new Set(DEADLINE_RULES.map((r) => r.id)));
    expect(new Set(EXAMPLES.map((e) => e.kind))).toEqual(new Set(DEADLINE_KINDS));
  });
});

describe('calendar arithmetic', () => {
  it('clamps a month that has no such day to its last day, leap years included', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2023-11-30', 3)).toBe('2024-02-29');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2025-12-15', 2)).toBe('2026-02-15');
    expect(addMonths('2025-03-31', -1)).toBe('2025-02-28');
  });

  it('counts a GST appeal in calendar months with the condonable month after it, in a leap year', () => {
    const rule = ruleFor('gst.appeal.appellate_authority', '2023-11-30')!;
    const result = computeDeadline(rule, { communicated: '2023-11-30' });
    expect(result.ok && [result.statutory, result.lastCondonable]).toEqual(['2024-02-29', '2024-03-29']);
  });

  it('ends the financial year on 31 March', () => {
    expect(endOfFinancialYear('2025-04-01')).toBe('2026-03-31');
    expect(endOfFinancialYear('2026-03-31')).toBe('2026-03-31');
    expect(endOfFinancialYear('2026-01-05')).toBe('2026-03-31');
  });

  it('skips Sundays and national holidays when counting working days, but not Saturdays', () => {
    // Friday 24 January 2025: Sunday 26 January (also Republic Day) is skipped, Saturday 1 February counts.
    expect(addWorkingDays('2025-01-24', 7)).toBe('2025-02-01');
    // Saturday 4 October 2025: Sunday 5 skipped; Gandhi Jayanti 2 October is before the start.
    expect(addWorkingDays('2025-10-04', 1)).toBe('2025-10-06');
    expect(addWorkingDays('2025-10-01', 1)).toBe('2025-10-03');
  });
});

describe('the law in force', () => {
  it('takes the 2025 Act for income-tax records dated from 1 April 2026', () => {
    expect(ruleFor('it.reply.143(2)', '2026-03-31')?.provision).toEqual({
      act: 'Income-tax Act, 1961',
      section: '143(2)',
    });
    expect(ruleFor('it.reply.143(2)', '2026-04-01')?.provision).toEqual({
      act: 'Income-tax Act, 2025',
      section: '270',
    });
    expect(ruleFor('it.appeal.cit_a', '2026-05-10')?.provision.section).toBe('358(3)');
    expect(ruleFor('it.appeal.itat', '2026-05-10')?.provision.section).toBe('362(3)');
  });

  it('gives the ITAT 60 days for orders communicated to 30 September 2024, two months from the month end after', () => {
    const before = ruleFor('it.appeal.itat', '2024-09-30')!;
    const after = ruleFor('it.appeal.itat', '2024-10-01')!;
    const a = computeDeadline(before, { communicated: '2024-09-30' });
    const b = computeDeadline(after, { communicated: '2024-10-01' });
    expect(a.ok && a.statutory).toBe('2024-11-29');
    expect(b.ok && b.statutory).toBe('2024-12-31');
    // A December communication ends in February, clamped.
    const c = computeDeadline(after, { communicated: '2024-12-10' });
    expect(c.ok && c.statutory).toBe('2025-02-28');
  });

  it('has no rule before a law existed, and one row at most for any day', () => {
    expect(ruleFor('gst.reply.asmt-10', '2017-06-30')).toBeNull();
    expect(ruleFor('gst.limitation.74a.notice', '2024-10-31')).toBeNull();
    for (const kind of DEADLINE_KINDS) {
      const rows = DEADLINE_RULES.filter((r) => r.kind === kind).sort((x, y) =>
        x.inForce.from.localeCompare(y.inForce.from),
      );
      for (let i = 1; i < rows.length; i++)
        expect(rows[i - 1]!.inForce.to! < rows[i]!.inForce.from, kind).toBe(true);
    }
  });

  it('names an Act on every row, a 2025 row for every income-tax kind, and a source for each', () => {
    expect(new Set(DEADLINE_RULES.map((r) => r.id)).size).toBe(DEADLINE_RULES.length);
    for (const kind of DEADLINE_KINDS.filter((k) => k.startsWith('it.') || k === 'tds.demand.payment'))
      expect(ruleFor(kind, '2026-04-01')?.provision.act, kind).toBe('Income-tax Act, 2025');
    for (const r of DEADLINE_RULES) {
      expect(r.sources.length, r.id).toBeGreaterThan(0);
      if (r.basis === 'portal_practice' || !r.confirmed) expect(r.note, r.id).toBeTruthy();
    }
  });
});

describe('computeDeadline', () => {
  it('says which date it needs when the record lacks it', () => {
    const rule = ruleFor('it.appeal.cit_a', '2025-01-01')!;
    expect(computeDeadline(rule, { issued: '2025-01-01' })).toMatchObject({ ok: false, missing: 'served' });
  });

  it('marks open-ended condonation (sufficient cause) without inventing a last day', () => {
    const result = computeDeadline(ruleFor('it.appeal.itat', '2025-01-15')!, { communicated: '2025-01-15' });
    expect(result).toMatchObject({
      ok: true,
      statutory: '2025-03-31',
      lastCondonable: null,
      openEndedCondonation: true,
    });
  });
});
