import { ITAT_APPEAL_STATUS, ITAT_APPEAL_TYPE, ITAT_APPELLANT, RESOURCES } from '@taxdesk/domain';
import { choiceCell, dateCell, panCell, textCell, yearCell } from '../../../lib/imports/cells';
import type { RowIssue, RowValues } from '../../../lib/imports/import-kind';
import { recordImport } from '../../../lib/imports/record-import';

/** `ita 1234 / mum / 2023` → `ITA 1234/MUM/2023`: one spelling per appeal, so a re-import finds it. */
function appealNoCell(v: unknown) {
  const text = textCell(60)(v as never);
  if (!text.ok || text.value == null) return text;
  const value = String(text.value)
    .toUpperCase()
    .replace(/\s*\/\s*/g, '/')
    .replace(/\s+/g, ' ')
    .replace(/^(ITA|CO|SA|MA)\s*(?:NO\.?\s*)?(\d)/, '$1 $2');
  if (!/\d/.test(value)) return { ok: false as const, reason: `"${value}" has no appeal number` };
  return { ok: true as const, value };
}

function checkDates(v: RowValues): RowIssue[] {
  const issues: RowIssue[] = [];
  if (v.filedOn && v.orderDate && String(v.orderDate) < String(v.filedOn))
    issues.push({ column: 'Order Date', message: 'Order Date is before Filed On' });
  if (v.status === 'disposed' && !v.orderDate)
    issues.push({ column: 'Order Date', message: 'A disposed appeal needs its Order Date' });
  return issues;
}

export const itatAppealsImport = recordImport({
  key: 'itatAppeals',
  label: 'ITAT appeals',
  def: RESOURCES.itatAppeal,
  sheetName: 'ITAT Appeals',
  fileStem: 'taxdesk-itat-appeals',
  keyLabel: 'Appeal No.',
  fresh: () => ({ status: 'pending' }),
  checkRow: checkDates,
  columns: [
    {
      key: 'appealNo',
      label: 'Appeal No.',
      required: true,
      aliases: ['appeal number', 'ita no', 'case no', 'case number', 'appeal'],
      example: 'ITA 9999/MUM/2024',
      note: 'As the tribunal numbers it, e.g. ITA 1234/MUM/2023. An appeal already in TaxDesk is updated.',
      convert: appealNoCell,
    },
    {
      key: 'pan',
      label: 'PAN',
      required: true,
      aliases: ['pan no', 'pan number', 'assessee pan'],
      example: 'ABCPE1234F',
      note: "The assessee's PAN: the appeal shows on that PAN account.",
      convert: panCell,
    },
    {
      key: 'assesseeName',
      label: 'Assessee',
      aliases: ['assessee name', 'name', 'appellant name', 'client name'],
      example: 'Example Client',
      note: "The assessee's name.",
    },
    {
      key: 'ay',
      label: 'Assessment Year',
      aliases: ['ay', 'a.y.', 'asst year'],
      example: '2021-22',
      note: 'Like 2021-22.',
      convert: yearCell,
    },
    {
      key: 'bench',
      label: 'Bench',
      aliases: ['city', 'bench city', 'itat bench'],
      example: 'Mumbai',
      note: 'The ITAT bench (city).',
      convert: textCell(60),
    },
    {
      key: 'appealType',
      label: 'Appeal Type',
      aliases: ['type', 'case type'],
      example: 'ITA',
      note: `One of ${Object.entries(ITAT_APPEAL_TYPE)
        .map(([c, l]) => `${c} (${l})`)
        .join(', ')}.`,
      convert: choiceCell(ITAT_APPEAL_TYPE, { appeal: 'ITA', 'cross objection': 'CO' }),
    },
    {
      key: 'appellant',
      label: 'Filed By',
      aliases: ['appellant', 'appeal by'],
      example: 'Assessee',
      note: 'Assessee or Department.',
      convert: choiceCell(ITAT_APPELLANT, { revenue: 'department', dept: 'department' }),
    },
    {
      key: 'filedOn',
      label: 'Filed On',
      aliases: ['filing date', 'date of filing', 'filed date'],
      example: new Date(Date.UTC(2024, 5, 14)),
      note: 'A date: DD/MM/YYYY, YYYY-MM-DD or a date cell.',
      convert: dateCell,
    },
    {
      key: 'status',
      label: 'Status',
      aliases: ['case status', 'appeal status'],
      example: 'Fixed for hearing',
      note: `One of ${Object.values(ITAT_APPEAL_STATUS).join(' / ')}. Blank for a new appeal: Pending.`,
      convert: choiceCell(ITAT_APPEAL_STATUS, { closed: 'disposed', decided: 'disposed', listed: 'fixed' }),
    },
    {
      key: 'nextHearingDate',
      label: 'Next Hearing',
      aliases: ['next hearing date', 'hearing date', 'date of hearing'],
      example: new Date(Date.UTC(2025, 0, 20)),
      note: 'The date the appeal is next listed, if fixed.',
      convert: dateCell,
    },
    {
      key: 'orderDate',
      label: 'Order Date',
      aliases: ['date of order', 'order pronounced on'],
      example: '',
      note: 'When the order was pronounced (required once Disposed).',
      convert: dateCell,
    },
    {
      key: 'remarks',
      label: 'Remarks',
      aliases: ['notes', 'comments'],
      example: 'Grounds on section 68 additions',
      note: 'Anything the firm wants to keep with the appeal.',
      convert: textCell(2000),
    },
  ],
});
