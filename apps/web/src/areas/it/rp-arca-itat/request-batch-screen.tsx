import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, formatYear, recordKey, RESOURCES } from '@taxdesk/domain';
import type { ScreenProps } from '../../../app/screen-types';
import { ResourceDetailPage } from '../../../shared/resource';
import { recordDetailOptions } from '../../../shared/resource/records-api';

const def = RESOURCES.rpRequestBatch;

type BatchItem = {
  itemSeqNo: number;
  entityNum: string;
  proceedingReqId: string | null;
  headerSeqNo: string | null;
  ay: string | null;
  itemStatus: string;
  remarks: string | null;
  processedOn: string | null;
};

const ITEM_COLOURS: Record<string, string> = { SUCCESS: 'teal', FAILED: 'red', PENDING: 'gray' };
const ITEM_LABELS: Record<string, string> = { SUCCESS: 'Done', FAILED: 'Failed', PENDING: 'Pending' };

/** `/it/rprequestbatch/{batchSeqId}`: a bulk request and the status of each of its items. */
export default function RequestBatchScreen({ orgId, params }: ScreenProps) {
  const detail = useQuery(recordDetailOptions(orgId, def.type, recordKey(def, params)));
  const items = (detail.data?.record.data.items as BatchItem[] | undefined) ?? null;
  return (
    <Stack gap="md">
      <ResourceDetailPage orgId={orgId} resource={def} keyValues={params} />
      {items ? (
        <Paper withBorder p="md" data-section="batch-items">
          <Stack gap="xs">
            <Title order={3} size="h4">
              Items{' '}
              <Text span c="dimmed" fz="sm">
                ({items.length})
              </Text>
            </Title>
            <Table.ScrollContainer minWidth={720}>
              <Table verticalSpacing={4}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>#</Table.Th>
                    <Table.Th>PAN / TAN</Table.Th>
                    <Table.Th>Proceeding</Table.Th>
                    <Table.Th>Notice</Table.Th>
                    <Table.Th>AY</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Remarks</Table.Th>
                    <Table.Th>Processed</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((i) => (
                    <Table.Tr key={i.itemSeqNo} data-item={i.itemSeqNo}>
                      <Table.Td>{i.itemSeqNo}</Table.Td>
                      <Table.Td ff="monospace">{i.entityNum}</Table.Td>
                      <Table.Td ff="monospace">{i.proceedingReqId}</Table.Td>
                      <Table.Td ff="monospace">{i.headerSeqNo}</Table.Td>
                      <Table.Td>{formatYear(i.ay)}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={ITEM_COLOURS[i.itemStatus] ?? 'gray'}>
                          {ITEM_LABELS[i.itemStatus] ?? i.itemStatus}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{i.remarks}</Table.Td>
                      <Table.Td>{formatDateTime(i.processedOn)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
