import { checkGstin } from '@taxdesk/domain';
import type { ScreenProps } from '../../app/screen-types';
import type { ManualNoticeConfig } from '../../shared/manual-notice/manual-notice-config';
import { ManualNoticePage } from '../../shared/manual-notice/manual-notice-page';

const gstinProblem = (v: string) => {
  const check = checkGstin(v);
  return check.ok ? null : check.reason;
};

/** GST notices that reached the firm outside the portal: they sit with the synced ones, marked Manual. */
const gstManualNotice: ManualNoticeConfig = {
  type: 'gstNotice',
  apiArea: 'gst',
  intro:
    'Notices that reached you outside the GST portal (by post, by e-mail), entered by hand. They sit with the synced notices and orders, marked Manual; a sync never changes or removes them.',
  columns: ['gstin', 'type', 'descr', 'dtOfIssue', 'dueDate', 'amount'],
  fields: [
    {
      key: 'gstin',
      label: 'GSTIN',
      kind: 'account',
      required: true,
      recordType: 'gstAccount',
      valueField: 'gstin',
      nameField: 'lgnm',
      placeholder: "Search the organisation's GST accounts",
      nothingFound: 'No such GSTIN among the GST accounts',
      check: gstinProblem,
    },
    {
      key: 'type',
      label: 'Notice type / section',
      kind: 'text',
      required: true,
      max: 120,
      placeholder: 'ASMT-10, DRC-01 u/s 73…',
    },
    { key: 'issuedBy', label: 'Issued by', kind: 'text', max: 200 },
    { key: 'dtOfIssue', label: 'Issued on', kind: 'date', required: true },
    {
      key: 'dueDate',
      label: 'Due on',
      kind: 'date',
      notBefore: { field: 'dtOfIssue', message: 'Due on cannot be before the issue date.' },
    },
    { key: 'amount', label: 'Amount (₹)', kind: 'money' },
    { key: 'descr', label: 'Description', kind: 'textarea', required: true, max: 4000 },
  ],
  deleteText: (row) =>
    `Notice ${row.key} of GSTIN ${String(row.data.gstin ?? '')} will be deleted with its PDF, its comments and its history. Synced notices are never deleted.`,
};

/** Manual Notices of GST. */
export default function GstManualNoticeScreen({ orgId }: ScreenProps) {
  return <ManualNoticePage orgId={orgId} config={gstManualNotice} />;
}
