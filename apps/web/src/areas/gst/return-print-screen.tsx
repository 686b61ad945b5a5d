import { Box, Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { recordKey, RESOURCES } from '@taxdesk/domain';
import { useEffect, useState } from 'react';
import type { ScreenProps } from '../../app/screen-types';
import { fetchDocument } from '../../shared/resource/records-api';
import { PrintFields, PrintPage } from './print-page';
import { printValue, usePrintRecord } from './print-record';

/** The stored PDF as an object URL, freed when the page goes. */
function usePdfUrl(orgId: string, documentId: string | undefined) {
  const blob = useQuery({
    queryKey: ['gst-return-pdf', orgId, documentId],
    queryFn: () => fetchDocument(orgId, documentId!),
    enabled: Boolean(documentId),
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob.data) return;
    const u = URL.createObjectURL(blob.data);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [blob.data]);
  return url;
}

/**
 * /{orgId}/gst/returnfile/{arn}: a filed return's document. The PDF the portal gave is shown (and
 * opened on its own to print it); without one, the return's summary prints instead.
 */
export default function ReturnPrintScreen({ orgId, params }: ScreenProps) {
  const key = params.arn ? recordKey(RESOURCES.gstReturn, { arn: params.arn }) : undefined;
  const { detail, loading, error } = usePrintRecord(orgId, 'gstReturn', key, 'return');
  const pdf = detail?.documents.find((doc) => doc.contentType === 'application/pdf');
  const pdfUrl = usePdfUrl(orgId, pdf?.id);
  const d = detail?.record.data ?? {};
  const v = (k: string) => printValue('gstReturn', d, k);

  return (
    <PrintPage
      title={detail ? `${v('rtntype') ?? 'Return'} ${v('taxp') ?? v('fy') ?? ''}`.trim() : 'Return'}
      subtitle={detail ? `ARN ${String(d.arn)}` : undefined}
      loading={loading}
      error={error}
    >
      <PrintFields
        rows={[
          ['ARN', v('arn')],
          ['GSTIN', v('gstin')],
          ['State', v('state')],
          ['Return', v('rtntype')],
          ['Financial year', v('fy')],
          ['Tax period', v('taxp')],
          ['Frequency', v('rfp')],
          ['Filed on', v('dof')],
          ['Mode of filing', v('mof')],
          ['Filed by', v('filedBy')],
        ]}
      />
      {pdf ? (
        <>
          <Group className="print-hide" mb="xs">
            <Text size="sm">The return as filed: {pdf.fileName}</Text>
            {pdfUrl ? (
              <Button
                size="xs"
                variant="default"
                component="a"
                href={pdfUrl}
                target="_blank"
                rel="noreferrer"
              >
                Open the PDF
              </Button>
            ) : null}
          </Group>
          {pdfUrl ? (
            <Box
              className="print-hide"
              component="iframe"
              src={pdfUrl}
              title={pdf.fileName}
              w="100%"
              h="270mm"
            />
          ) : null}
        </>
      ) : (
        <Text size="sm" c="dimmed">
          The portal gave no PDF of this return; this summary is its printable record.
        </Text>
      )}
    </PrintPage>
  );
}
