import { Alert, Button, Group, Paper, Select, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CASE_STAGE_LABELS, readableKey, type CaseDetail, type CaseRecord } from '@taxdesk/domain';
import { useState } from 'react';
import { AppLink } from '../../shared/resource/router';
import { day, money, recordStatus } from './case-format';
import { caseKeys, fetchCase, fetchCases, moveToCase, unlinkFromCase } from './cases-api';

type Props = { orgId: string; kase: CaseDetail; onChange: (next: CaseDetail) => Promise<void> };

/** The case's records stage by stage (the server's order), each opening its own screen. */
export function CaseRecordsTable({ orgId, kase, onChange }: Props) {
  const [moving, setMoving] = useState<CaseRecord | null>(null);
  const unlink = useMutation({
    mutationFn: (r: CaseRecord) => unlinkFromCase(orgId, kase.id, { type: r.type, key: r.key }),
    onSuccess: onChange,
  });
  const merged = kase.mergedInto !== null;
  return (
    <Paper withBorder p="md">
      <Title order={3} size="h4" mb="sm">
        Records
      </Title>
      {unlink.isError && <Alert color="red">{(unlink.error as Error).message}</Alert>}
      {kase.records.length === 0 ? (
        <Text c="dimmed">No records yet. Link one below.</Text>
      ) : (
        <Table aria-label="Records of the case">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Stage</Table.Th>
              <Table.Th>Record</Table.Th>
              <Table.Th>Issued</Table.Th>
              <Table.Th>Due</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th>Status</Table.Th>
              {!merged && <Table.Th>Actions</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {kase.records.map((r) => {
              const name = `${r.label} ${r.title ?? readableKey(r.key)}`;
              return (
                <Table.Tr key={`${r.type}:${r.key}`}>
                  <Table.Td>{CASE_STAGE_LABELS[r.stage]}</Table.Td>
                  <Table.Td>
                    {r.path ? <AppLink to={`/${orgId}${r.path}`}>{name}</AppLink> : name}
                    <Text size="xs" c="dimmed">
                      {readableKey(r.key)}
                      {r.documents > 0 ? ` · ${r.documents} document(s)` : ''}
                      {r.linkedBy === 'hand' ? ' · linked by hand' : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>{day(r.issuedOn)}</Table.Td>
                  <Table.Td>{day(r.dueOn)}</Table.Td>
                  <Table.Td ta="right">{money(r.amount)}</Table.Td>
                  <Table.Td>{recordStatus(r.type, r.status)}</Table.Td>
                  {!merged && (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Button
                          size="compact-xs"
                          variant="default"
                          aria-label={`Move ${name}`}
                          onClick={() => setMoving(r)}
                        >
                          Move
                        </Button>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="red"
                          aria-label={`Unlink ${name}`}
                          loading={unlink.isPending && unlink.variables === r}
                          onClick={() => unlink.mutate(r)}
                        >
                          Unlink
                        </Button>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {moving && (
        <MoveRecord
          orgId={orgId}
          kase={kase}
          record={moving}
          onDone={async (next) => {
            setMoving(null);
            await onChange(next);
          }}
          onCancel={() => setMoving(null)}
        />
      )}
    </Paper>
  );
}

function MoveRecord({
  orgId,
  kase,
  record,
  onDone,
  onCancel,
}: {
  orgId: string;
  kase: CaseDetail;
  record: CaseRecord;
  onDone: (next: CaseDetail) => Promise<void>;
  onCancel: () => void;
}) {
  const [target, setTarget] = useState<string | null>(null);
  const others = useQuery({
    queryKey: caseKeys.list(orgId, { status: 'all' }),
    queryFn: ({ signal }) => fetchCases(orgId, { status: 'all' }, signal),
  });
  const move = useMutation({
    mutationFn: () => moveToCase(orgId, kase.id, { type: record.type, key: record.key }, target!),
    // Answered with the target case; this screen shows the case the record left, read again.
    onSuccess: async () => onDone(await fetchCase(orgId, kase.id)),
  });
  return (
    <Group align="flex-end" mt="md">
      <Select
        label={`Move ${record.label} ${readableKey(record.key)} to`}
        placeholder="Choose a case"
        searchable
        w={420}
        value={target}
        onChange={setTarget}
        data={(others.data?.rows ?? [])
          .filter((c) => c.id !== kase.id)
          .map((c) => ({ value: c.id, label: c.title }))}
        error={move.error ? (move.error as Error).message : undefined}
      />
      <Button disabled={!target} loading={move.isPending} onClick={() => move.mutate()}>
        Move record
      </Button>
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
    </Group>
  );
}
