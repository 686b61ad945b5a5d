import { describe, expect, it } from 'vitest';
import { dayOf, recordDeadline, RECORD_DEADLINE_SOURCES } from './record-deadlines';

type Example = {
  /** What the example shows, with the provision it rests on. */
  name: string;
  type: string;
  data: Record<string, unknown>;
  ruleId: string;
  provision: string;
  statutory: string | null;
  lastCondonable?: string | null;
  order?: boolean;
};

/** Worked examples, one or more per mapped record type, each from its provision's period. */
const EXAMPLES: Example[] = [
  {
    name: 'IT 139(9) defective return, issued 10 May 2026: 15 days under the 2025 Act (s. 263)',
    type: 'itNotice',
    data: { noticeSection: '139(9)', issuedOn: '2026-05-10' },
    ruleId: 'it.reply.139(9)@2025',
    provision: 's. 263, Income-tax Act, 2025',
    statutory: '2026-05-25',
  },
  {
    name: 'IT 139(9) issued 20 December 2025 (a timestamp in UTC, 21 December in India): 15 days, s. 139(9) 1961',
    type: 'itNotice',
    data: { noticeSection: '139(9)', issuedOn: '2025-12-20T20:00:00.000Z' },
    ruleId: 'it.reply.139(9)@1961',
    provision: 's. 139(9), Income-tax Act, 1961',
    statutory: '2026-01-05',
  },
  {
    name: 'IT 148A(b) show-cause of 1 June 2023: 30 days under s. 148A(b) as it stood from 2021',
    type: 'itNotice',
    data: { noticeSection: '148A(b)', issuedOn: '2023-06-01' },
    ruleId: 'it.reply.148A@1961-2021',
    provision: 's. 148A(b), Income-tax Act, 1961',
    statutory: '2023-07-01',
  },
  {
    name: 'IT 148A notice of 10 January 2025: the time is the notice’s (s. 148A(1) from 1 September 2024)',
    type: 'itNotice',
    data: { noticeSection: '148A', issuedOn: '2025-01-10', responseDueDate: '2025-01-20' },
    ruleId: 'it.reply.148A@1961-2024',
    provision: 's. 148A(1), Income-tax Act, 1961',
    statutory: null,
  },
  {
    name: 'IT 245 refund adjustment of 1 February 2026, served 3 February: 30 days from its date, not service (portal practice, s. 245(1))',
    type: 'itNotice',
    data: { noticeSection: '245', issuedOn: '2026-02-01', servedOn: '2026-02-03' },
    ruleId: 'it.reply.245@1961',
    provision: 's. 245(1), Income-tax Act, 1961',
    statutory: '2026-03-03',
  },
  {
    name: 'IT demand raised 15 November 2025: pay within 30 days of service, s. 220(1)',
    type: 'itDemand',
    data: { dateOfDemandraised: '2025-11-15' },
    ruleId: 'it.demand.payment@1961',
    provision: 's. 220(1), Income-tax Act, 1961',
    statutory: '2025-12-15',
  },
  {
    name: 'IT proceeding closed by an order on 10 June 2026: appeal to the CIT(A) within 30 days, s. 358(3) 2025 Act',
    type: 'itProceeding',
    data: { proceedingClosureDate: '2026-06-10', proceedingClosureOrder: 'Order us 143(3)' },
    ruleId: 'it.appeal.cit_a@2025',
    provision: 's. 358(3), Income-tax Act, 2025',
    statutory: '2026-07-10',
    order: true,
  },
  {
    name: 'GST ASMT-10 of 31 January 2026: 30 days, rule 99(1) CGST Rules',
    type: 'gstNotice',
    data: { type: 'ASMT-10', dtOfIssue: '2026-01-31' },
    ruleId: 'gst.reply.asmt-10',
    provision: 'rule 99(1), Central Goods and Services Tax Rules, 2017',
    statutory: '2026-03-02',
  },
  {
    name: 'GST REG-17 of Wednesday 12 August 2026: 7 working days (15 August and the Sunday not counted), rule 22(1)',
    type: 'gstNotice',
    data: { type: 'REG-17', dtOfIssue: '2026-08-12' },
    ruleId: 'gst.reply.reg-17',
    provision: 'rule 22(1), Central Goods and Services Tax Rules, 2017',
    statutory: '2026-08-21',
  },
  {
    name: 'GST DRC-01A is not read as DRC-01: its time is the intimation’s, rule 142(1A)',
    type: 'gstNotice',
    data: { type: 'DRC-01A', dtOfIssue: '2026-03-01' },
    ruleId: 'gst.reply.drc-01a',
    provision: 'rule 142(1A), 142(2A), Central Goods and Services Tax Rules, 2017',
    statutory: null,
  },
  {
    name: 'GST order of 31 January 2026: appeal in 3 months (30 April), plus 1 month condonable, s. 107(1), 107(4)',
    type: 'gstNotice',
    data: { type: 'Order', dtOfIssue: '2026-01-31' },
    ruleId: 'gst.appeal.appellate_authority',
    provision: 's. 107(1), Central Goods and Services Tax Act, 2017',
    statutory: '2026-04-30',
    lastCondonable: '2026-05-30',
    order: true,
  },
  {
    name: 'GST case order folder (DRC-07) of 15 July 2026: appeal to the Appellate Authority by 15 October, s. 107(1)',
    type: 'gstCase',
    data: { caseFolderTypeCd: 'ORDRS', title: 'Orders FORM GST DRC-07', refdt: '2026-07-15' },
    ruleId: 'gst.appeal.appellate_authority',
    provision: 's. 107(1), Central Goods and Services Tax Act, 2017',
    statutory: '2026-10-15',
    lastCondonable: '2026-11-15',
    order: true,
  },
  {
    name: 'GST case notice folder with a DRC-01 of 2 March 2026: 30 days (portal practice, rule 142(4))',
    type: 'gstCase',
    data: { caseFolderTypeCd: 'NOTCE', title: 'Notices FORM GST DRC-01', refdt: '2026-03-02' },
    ruleId: 'gst.reply.drc-01',
    provision: 'rule 142(4), Central Goods and Services Tax Rules, 2017',
    statutory: '2026-04-01',
  },
  {
    name: 'GST demand of 30 November 2025: pay within 3 months, s. 78 (28 February, the month has no 30th)',
    type: 'gstDemand',
    data: { date: '2025-11-30' },
    ruleId: 'gst.demand.payment',
    provision: 's. 78, Central Goods and Services Tax Act, 2017',
    statutory: '2026-02-28',
  },
];

describe('record deadlines: a record’s fields to a rule of the table', () => {
  for (const ex of EXAMPLES) {
    it(ex.name, () => {
      const d = recordDeadline(ex.type, ex.data);
      expect(d).toMatchObject({
        ruleId: ex.ruleId,
        provision: ex.provision,
        statutory: ex.statutory,
        order: ex.order ?? false,
      });
      if (ex.lastCondonable !== undefined) expect(d?.lastCondonable).toBe(ex.lastCondonable);
    });
  }

  it('every mapped type has a worked example', () => {
    const covered = new Set(EXAMPLES.map((e) => e.type));
    expect(Object.keys(RECORD_DEADLINE_SOURCES).filter((t) => !covered.has(t))).toEqual([]);
  });

  it('has no deadline where the fields name no kind, a date is missing, or the type is not mapped', () => {
    expect(recordDeadline('itNotice', { noticeSection: '143(3)', issuedOn: '2026-05-10' })).toBeNull();
    expect(recordDeadline('itNotice', { noticeSection: '139(9)' })).toBeNull();
    expect(recordDeadline('itProceeding', { proceedingClosureDate: '2026-06-10' })).toBeNull();
    expect(recordDeadline('gstCase', { caseFolderTypeCd: 'REPLY', refdt: '2026-03-02' })).toBeNull();
    expect(recordDeadline('itReturn', { dueDate: '2026-07-31' })).toBeNull();
  });

  it('reads a timestamp as its day in India', () => {
    expect(dayOf('2026-05-09T18:30:00.000Z')).toBe('2026-05-10');
    expect(dayOf('2026-05-09T18:29:00.000Z')).toBe('2026-05-09');
    expect(dayOf('10-05-2026')).toBeNull();
  });
});
