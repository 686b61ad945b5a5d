import { Stack, Text, Title } from '@mantine/core';
import { checkGstin, PRE_GST_REGIME } from '@taxdesk/domain';
import type { ScreenProps } from '../../app/screen-types';
import type { ManualNoticeConfig } from '../../shared/manual-notice/manual-notice-config';
import { ImportPanel } from '../../shared/import';
import { ManualNoticePage } from '../../shared/manual-notice/manual-notice-page';
import { recordKeys } from '../../shared/resource';

const gstinProblem = (v: string) => {
  const check = checkGstin(v);
  return check.ok ? null : check.reason;
};

/** Pre-GST notices: the old systems are closed, so every one is entered by hand (or imported). */
const preGstManualNotice: ManualNoticeConfig = {
  type: 'preGstNotice',
  apiArea: 'pregst',
  intro:
    'Notices under service tax, central excise and VAT, entered by hand with their due and hearing dates. They are worked like any notice: status, assignee, comments and reminders.',
  columns: [
    'noticeId',
    'referenceNo',
    'gstin',
    'regime',
    'noticeType',
    'subject',
    'issuedOn',
    'dueDate',
    'hearingDate',
    'amount',
  ],
  fields: [
    {
      key: 'gstin',
      label: 'GSTIN',
      kind: 'account',
      required: true,
      recordType: 'preGstAccount',
      valueField: 'gstin',
      nameField: 'name',
      placeholder: "Search the organisation's pre-GST accounts",
      nothingFound: 'No such GSTIN among the pre-GST accounts',
      check: gstinProblem,
    },
    { key: 'regime', label: 'Law', kind: 'select', required: true, options: PRE_GST_REGIME },
    {
      key: 'registrationNo',
      label: 'Old registration',
      kind: 'text',
      max: 40,
      description: 'Service tax registration, excise ECC or VAT TIN the notice is addressed to',
    },
    {
      key: 'noticeType',
      label: 'Notice type',
      kind: 'text',
      required: true,
      max: 80,
      placeholder: 'Show cause notice',
    },
    { key: 'legalSection', label: 'Section', kind: 'text', max: 60, placeholder: '73(1), 11A, 23…' },
    { key: 'referenceNo', label: 'Reference no.', kind: 'text', max: 120 },
    {
      key: 'period',
      label: 'Period (FY)',
      kind: 'text',
      placeholder: '2016-17',
      check: (v) => (/^\d{4}(-\d{2})?$/.test(v) ? null : 'Period must be a financial year like 2016-17.'),
    },
    { key: 'issuedBy', label: 'Issued by', kind: 'text', max: 200 },
    { key: 'issuedOn', label: 'Issued on', kind: 'date', required: true },
    {
      key: 'dueDate',
      label: 'Reply due',
      kind: 'date',
      notBefore: { field: 'issuedOn', message: 'Reply due cannot be before the issue date.' },
    },
    {
      key: 'hearingDate',
      label: 'Hearing date',
      kind: 'date',
      notBefore: { field: 'issuedOn', message: 'Hearing date cannot be before the issue date.' },
    },
    { key: 'amount', label: 'Amount (₹)', kind: 'money' },
    {
      key: 'proceedingId',
      label: 'Proceeding',
      kind: 'linked',
      description: 'Optional: the dispute this notice belongs to',
      recordType: 'preGstProceeding',
      accountParam: 'gstin',
      valueField: 'proceedingId',
      labelOf: (r) => `${String(r.data.referenceNo ?? r.key)} · ${String(r.data.subject ?? '')}`,
      nothingFound: 'This GSTIN has no proceedings',
    },
    { key: 'subject', label: 'Description', kind: 'textarea', required: true, max: 4000 },
  ],
  deleteText: (row) =>
    `Notice ${String(row.data.referenceNo ?? row.key)} of GSTIN ${String(row.data.gstin ?? '')} will be deleted with its PDF, its comments and its history.`,
};

/** Manual Notices of pre-GST, and below them the import of many matters from a spreadsheet. */
export default function PreGstManualNoticeScreen({ orgId }: ScreenProps) {
  return (
    <Stack gap="lg">
      <ManualNoticePage orgId={orgId} config={preGstManualNotice} />
      <Stack gap="xs">
        <Title order={3}>Import matters from a spreadsheet</Title>
        <Text size="sm" c="dimmed" maw={720}>
          Notices and proceedings in bulk, a row each, with the client&apos;s GSTIN and old registration: a
          client without a pre-GST account gets one. A matter already in TaxDesk (same law and reference
          number) is updated, never added twice.
        </Text>
        <ImportPanel
          orgId={orgId}
          kind="preGstMatters"
          invalidate={[
            recordKeys.type(orgId, 'preGstNotice'),
            recordKeys.type(orgId, 'preGstProceeding'),
            recordKeys.type(orgId, 'preGstAccount'),
          ]}
        />
      </Stack>
    </Stack>
  );
}
