import { Text } from '@mantine/core';
import { periodLabel, recordKey, RESOURCES, returnLabel } from '@taxdesk/domain';
import type { ScreenProps } from '../../app/screen-types';
import { useCurrentSearch } from '../../shared/resource/router';
import { PrintFields, PrintPage } from './print-page';
import { printValue, usePrintRecord } from './print-record';

/** /{orgId}/gst/noticefile?noticeOrderId=...: a GSTR-3A (or any GST notice) as a printable A4 page. */
export default function NoticePrintScreen({ orgId }: ScreenProps) {
  const id = useCurrentSearch().noticeOrderId;
  const key = id ? recordKey(RESOURCES.gstNotice, { noticeOrderId: String(id) }) : undefined;
  const { detail, loading, error } = usePrintRecord(orgId, 'gstNotice', key, 'notice');
  const d = detail?.record.data ?? {};
  const v = (k: string) => printValue('gstNotice', d, k);
  const gstr3a = d.applnCd === 'APL3A' || d.type === 'GSTR-3A';
  const period =
    typeof d.retPeriod === 'string' && /^\d{6}$/.test(d.retPeriod) ? periodLabel(d.retPeriod) : null;
  const returnType = typeof d.retTyp === 'string' ? returnLabel(d.retTyp.replace(/-/g, '')) : null;

  return (
    <PrintPage
      title={detail && !gstr3a ? 'GST Notice' : 'Form GSTR-3A'}
      subtitle={detail ? `Reference no. ${String(d.noticeOrderId)}` : undefined}
      loading={loading}
      error={error}
    >
      {gstr3a ? (
        <Text size="sm" mb="sm">
          Notice to a return defaulter under section 46 of the CGST Act for not filing a return.
        </Text>
      ) : null}
      <PrintFields
        rows={[
          ['Reference no.', v('noticeOrderId')],
          ['GSTIN', v('gstin')],
          ['State', v('state')],
          ['Type', v('type')],
          ['Return', returnType],
          ['Tax period', period],
          ['Issued on', v('dtOfIssue')],
          ['Due on', v('dueDate')],
          ['Issued by', v('issuedBy')],
          ['Amount', v('amount')],
          ['Portal status', v('status')],
        ]}
      />
      {d.descr ? (
        <>
          <Text fw={600} mb={4}>
            Description
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {String(d.descr)}
          </Text>
        </>
      ) : null}
      {gstr3a ? (
        <Text size="sm" mt="md">
          The return for the period above should be filed within 15 days of this notice, failing which the tax
          liability may be assessed under section 62 on the information available, with interest and late fee.
        </Text>
      ) : null}
    </PrintPage>
  );
}
