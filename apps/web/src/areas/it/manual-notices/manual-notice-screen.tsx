import { checkPan } from '@taxdesk/domain';
import type { ScreenProps } from '../../../app/screen-types';
import type { ManualNoticeConfig } from '../../../shared/manual-notice/manual-notice-config';
import { ManualNoticePage } from '../../../shared/manual-notice/manual-notice-page';

const panProblem = (v: string) => {
  const check = checkPan(v);
  return check.ok ? null : check.reason;
};

/** Income-tax notices entered by hand: a PAN of the organisation, optionally its proceeding. */
const itManualNotice: ManualNoticeConfig = {
  type: 'itNotice',
  apiArea: 'it',
  intro:
    'Notices and hearing dates that reached you outside the portal, entered by hand. They sit with the synced notices, marked Manual; one without a proceeding waits on Unmatched Notices.',
  columns: [
    'headerSeqNo',
    'pan',
    'noticeSection',
    'description',
    'ay',
    'issuedOn',
    'responseDueDate',
    'hearingDate',
    'proceedingReqId',
  ],
  fields: [
    {
      key: 'pan',
      label: 'PAN',
      kind: 'account',
      required: true,
      recordType: 'itAccount',
      valueField: 'pan',
      nameField: 'name',
      placeholder: "Search the organisation's PANs",
      nothingFound: 'No such PAN among the accounts',
      check: panProblem,
    },
    {
      key: 'proceedingReqId',
      label: 'Proceeding',
      kind: 'linked',
      description: 'Optional: without one, the notice waits on Unmatched Notices',
      recordType: 'itProceeding',
      accountParam: 'pan',
      valueField: 'proceedingReqId',
      labelOf: (r) =>
        `${String(r.data.proceedingName ?? 'Proceeding')} · AY ${String(r.data.assessmentYear ?? '?')} · ${String(r.data.proceedingReqId)}`,
      nothingFound: 'This PAN has no proceedings',
    },
    {
      key: 'noticeSection',
      label: 'Section',
      kind: 'text',
      required: true,
      max: 60,
      placeholder: '142(1), 143(2), 148…',
    },
    {
      key: 'documentIdentificationNumber',
      label: 'DIN',
      kind: 'text',
      max: 120,
      description: 'Document identification number, if the notice has one',
    },
    {
      key: 'ay',
      label: 'Assessment year',
      kind: 'text',
      placeholder: '2024-25',
      check: (v) => (/^\d{4}(-\d{2})?$/.test(v) ? null : 'Assessment year must look like 2024-25.'),
    },
    { key: 'issuedOn', label: 'Issued on', kind: 'date', required: true },
    {
      key: 'responseDueDate',
      label: 'Response due',
      kind: 'date',
      notBefore: { field: 'issuedOn', message: 'Response due cannot be before the issue date.' },
    },
    {
      key: 'hearingDate',
      label: 'Hearing date',
      kind: 'date',
      notBefore: { field: 'issuedOn', message: 'Hearing date cannot be before the issue date.' },
    },
    { key: 'description', label: 'Description', kind: 'textarea', required: true, max: 4000 },
  ],
  deleteText: (row) =>
    `Notice ${row.key} for PAN ${String(row.data.pan ?? '')} will be deleted with its PDF, its comments and its history. Synced notices are never deleted.`,
};

/** Manual Notices of income tax. */
export default function ManualNoticeScreen({ orgId }: ScreenProps) {
  return <ManualNoticePage orgId={orgId} config={itManualNotice} />;
}
