import { PRE_GST_FORUM, PRE_GST_PROCEEDING_STAGE, PRE_GST_REGIME } from '@taxdesk/domain';
import { choiceCell, dateCell, textCell } from '../../lib/imports/cells';
import type { ImportKind, RowIssue, RowValues } from '../../lib/imports/import-kind';
import { amountCell, fyCell, gstinCell, referenceCell } from './pregst-cells';
import { refreshPreGstSummaries } from './pregst-account-summary';
import { commitMatters, planMatters } from './pregst-matters-plan';

const MATTER = { notice: 'Notice', proceeding: 'Proceeding' } as const;
const REGIME_ALIASES = {
  st: 'service_tax',
  'service tax': 'service_tax',
  excise: 'central_excise',
  ce: 'central_excise',
};

function checkMatter(v: RowValues): RowIssue[] {
  const issues: RowIssue[] = [];
  if (v.kind === 'notice' && !v.issuedOn)
    issues.push({ column: 'Issued On', message: 'A notice needs the date it was issued' });
  if (v.dueDate && v.issuedOn && String(v.dueDate) < String(v.issuedOn))
    issues.push({ column: 'Due Date', message: 'Due Date is before Issued On' });
  if (v.hearingDate && v.issuedOn && String(v.hearingDate) < String(v.issuedOn))
    issues.push({ column: 'Hearing Date', message: 'Hearing Date is before Issued On' });
  if (v.kind === 'proceeding' && v.proceedingRef)
    issues.push({ column: 'Proceeding Ref.', message: 'Only a notice belongs to a proceeding' });
  return issues;
}

/**
 * Pre-GST matters from a sheet: each row a notice or a proceeding under an old law, with the
 * client's GSTIN and old registration (the pre-GST account is created or completed from it).
 */
export const preGstMattersImport: ImportKind = {
  key: 'preGstMatters',
  feature: 'pregst',
  label: 'Pre-GST matters',
  sheetName: 'Pre-GST Matters',
  fileStem: 'taxdesk-pregst-matters',
  keyLabel: 'Law and Reference No.',
  keyOf: (v) => (v.referenceNo ? `${String(v.kind)} ${String(v.regime)} ${String(v.referenceNo)}` : null),
  checkRow: checkMatter,
  plan: (tx, c, rows) => planMatters(tx, c.orgId, rows),
  async commit(tx, c, rows) {
    const outcome = await commitMatters(tx, c.orgId, c.actor, rows);
    // The accounts' open counts and disputed amount follow their matters.
    await refreshPreGstSummaries(
      tx,
      c.orgId,
      rows.map((r) => String(r.gstin)),
      c.actor,
    );
    return outcome;
  },
  columns: [
    {
      key: 'gstin',
      label: 'GSTIN',
      required: true,
      aliases: ['gst no', 'gstin no'],
      example: '27AAPFU0939F1ZV',
      note: "The client's GSTIN: its pre-GST account is created if TaxDesk has none.",
      convert: gstinCell,
    },
    {
      key: 'name',
      label: 'Name',
      aliases: ['client', 'client name', 'dealer'],
      example: 'Example Traders (delete this row)',
      convert: textCell(200),
    },
    { key: 'state', label: 'State', example: 'Maharashtra', convert: textCell(60) },
    {
      key: 'kind',
      label: 'Matter',
      required: true,
      aliases: ['type of matter', 'notice or proceeding'],
      example: 'Notice',
      note: 'Notice or Proceeding.',
      convert: choiceCell(MATTER),
    },
    {
      key: 'regime',
      label: 'Law',
      required: true,
      aliases: ['act', 'regime', 'tax'],
      example: 'Service tax',
      note: Object.values(PRE_GST_REGIME).join(', ') + '.',
      convert: choiceCell(PRE_GST_REGIME, REGIME_ALIASES),
    },
    {
      key: 'registrationNo',
      label: 'Registration No.',
      aliases: ['stc', 'service tax registration', 'ecc', 'vat tin', 'tin', 'old registration'],
      example: 'AAPFU0939FSD001',
      note: 'Service tax registration, excise ECC, VAT TIN or CST number under that law; kept on the account.',
      convert: textCell(40),
    },
    {
      key: 'referenceNo',
      label: 'Reference No.',
      required: true,
      aliases: ['reference', 'ref no', 'notice no', 'scn no', 'oio no', 'case no'],
      example: 'SCN/ST/2019/1234',
      note: 'The notice or case number. A matter already in TaxDesk under the same law is updated.',
      convert: referenceCell,
    },
    {
      key: 'subject',
      label: 'Subject',
      required: true,
      aliases: ['description', 'issue'],
      example: 'Service tax on renting of immovable property',
      convert: textCell(4000),
    },
    {
      key: 'noticeType',
      label: 'Notice Type',
      aliases: ['type'],
      example: 'Show cause notice',
      convert: textCell(80),
    },
    {
      key: 'legalSection',
      label: 'Section',
      aliases: ['section', 'legal section'],
      example: '73(1)',
      convert: textCell(60),
    },
    {
      key: 'period',
      label: 'Period',
      aliases: ['fy', 'financial year'],
      example: '2016-17',
      convert: fyCell,
    },
    {
      key: 'issuedBy',
      label: 'Issued By',
      aliases: ['authority', 'officer'],
      example: 'Assistant Commissioner, Pune',
      convert: textCell(200),
    },
    {
      key: 'issuedOn',
      label: 'Issued On',
      aliases: ['date', 'notice date', 'started on'],
      example: '15/04/2021',
      note: 'Day first: 15/04/2021.',
      convert: dateCell,
    },
    {
      key: 'dueDate',
      label: 'Due Date',
      aliases: ['reply due', 'reply by'],
      example: '15/05/2021',
      convert: dateCell,
    },
    {
      key: 'hearingDate',
      label: 'Hearing Date',
      aliases: ['hearing', 'next hearing'],
      example: '20/05/2021',
      convert: dateCell,
    },
    {
      key: 'amount',
      label: 'Amount',
      aliases: ['demand', 'amount involved', 'tax'],
      example: 125000,
      convert: amountCell,
    },
    {
      key: 'forum',
      label: 'Forum',
      aliases: ['authority level'],
      example: 'Adjudicating authority',
      note: 'Proceedings only.',
      convert: choiceCell(PRE_GST_FORUM),
    },
    {
      key: 'stage',
      label: 'Stage',
      aliases: ['status'],
      example: 'Open',
      note: 'Proceedings only: Open, Order passed, In appeal, Closed.',
      convert: choiceCell(PRE_GST_PROCEEDING_STAGE),
    },
    {
      key: 'orderNo',
      label: 'Order No.',
      aliases: ['oio', 'order number'],
      example: '',
      convert: textCell(120),
    },
    { key: 'orderDate', label: 'Order Date', example: '', convert: dateCell },
    {
      key: 'proceedingRef',
      label: 'Proceeding Ref.',
      aliases: ['proceeding', 'proceeding reference'],
      example: '',
      note: 'Notices only: the Reference No. of the proceeding it belongs to (same law), in this sheet or already in TaxDesk.',
      convert: referenceCell,
    },
  ],
};
