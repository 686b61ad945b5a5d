/**
 * The disputed-demands report (CARO 2020 clause 3(vii)(b) and the contingent-liability note): per
 * open case with a demand, the statute, the nature of the dues, the amount, the period it relates
 * to and the forum where the dispute is pending. Pure: the server reads the rows, this names them.
 */

export type DisputedDemandInput = {
  type: string;
  area: string;
  /** The demand's section (IT `sectionCode`) where the portal gives one. */
  section: string | null;
  /** AY (income tax) or FY (GST, TDS) as stored. */
  year: string | null;
  data: Readonly<Record<string, unknown>>;
  /** Other records of the same case, by type, for the forum. */
  caseTypes: readonly string[];
  /** The bench of an ITAT appeal in the case, when there is one. */
  itatBench: string | null;
};

export type DisputedDemandCells = {
  statute: string;
  nature: string;
  period: string;
  forum: string;
  stay: string;
};

const STATUTES: Record<string, string> = {
  itDemand: 'Income-tax Act, 1961',
  gstDemand: 'Central Goods and Services Tax Act, 2017 (and the State/UT GST Act)',
  tdsDemand: 'Income-tax Act, 1961 (TDS, Chapter XVII-B)',
};

function itNature(section: string | null): string {
  if (!section) return 'Income tax';
  if (section.startsWith('270A') || section.startsWith('271')) return 'Penalty';
  if (section.startsWith('234') || section.startsWith('220')) return 'Interest';
  return 'Income tax (including interest)';
}

function gstNature(data: Readonly<Record<string, unknown>>): string {
  const parts = (
    [
      ['tax', 'Tax'],
      ['interest', 'Interest'],
      ['penalty', 'Penalty'],
      ['fee', 'Fee'],
    ] as const
  )
    .filter(([k]) => Number(data[k] ?? 0) > 0)
    .map(([, label]) => label);
  return parts.length ? `GST: ${parts.join(', ')}` : 'GST';
}

function forumOf(input: DisputedDemandInput): string {
  if (input.itatBench) return `Income Tax Appellate Tribunal, ${input.itatBench} bench`;
  if (input.type === 'itDemand')
    return input.data.rectificationRights === 'CPC'
      ? 'Centralized Processing Centre (rectification)'
      : 'Assessing Officer / Commissioner (Appeals)';
  if (input.type === 'gstDemand')
    return input.caseTypes.includes('gstSubmission') ? 'Appellate Authority' : 'Adjudicating Authority';
  return 'TDS CPC / Assessing Officer (TDS)';
}

export function disputedDemandCells(input: DisputedDemandInput): DisputedDemandCells {
  const nature =
    input.type === 'itDemand'
      ? itNature(input.section)
      : input.type === 'gstDemand'
        ? gstNature(input.data)
        : 'TDS default (short deduction or payment, interest, late fee)';
  const period = input.year ? `${input.type === 'itDemand' ? 'AY' : 'FY'} ${input.year}` : '';
  const stay = typeof input.data.stayStatus === 'string' ? input.data.stayStatus : '';
  return { statute: STATUTES[input.type] ?? input.area, nature, period, forum: forumOf(input), stay };
}

export const DISPUTED_DEMANDS_HEADER = [
  'Case',
  'Client',
  'Name of the statute',
  'Nature of dues',
  'Amount (Rs.)',
  'Period to which the amount relates',
  'Forum where dispute is pending',
  'Amount paid under protest / pre-deposit (Rs.)',
  'Stay',
  'Demand reference',
  'Raised on',
] as const;
