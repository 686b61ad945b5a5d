import { Button, Group, Paper, Select, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { WORK_STATUS, type ResourceDef, type WorkStatus } from '@taxdesk/domain';
import { useState } from 'react';
import { recordKeys } from './records-api';
import { setWorkInBulk, workMembersOptions } from './work-api';

type Props = {
  orgId: string;
  resource: ResourceDef;
  selected: ReadonlySet<string>;
  onDone: () => void;
};

const STATUS_CHOICES = Object.entries(WORK_STATUS).map(([value, label]) => ({ value, label }));
/** The assignee choice that takes the assignee off. */
const NOBODY = '-';

/**
 * Sets the work status and/or the assignee of the ticked rows at once; each record's history
 * gets its own entry.
 */
export function BulkStatusBar({ orgId, resource, selected, onDone }: Props) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<WorkStatus | null>(null);
  const [assignee, setAssignee] = useState<string | null>(null);
  const members = useQuery(workMembersOptions(orgId));
  const memberChoices = [
    { value: NOBODY, label: 'Nobody' },
    ...(members.data ?? []).map((m) => ({
      value: m.email,
      label: m.name ? `${m.name} (${m.email})` : m.email,
    })),
  ];
  const apply = useMutation({
    mutationFn: () =>
      setWorkInBulk(orgId, resource.type, [...selected], {
        ...(status ? { status } : {}),
        ...(assignee ? { assignee: assignee === NOBODY ? null : assignee } : {}),
      }),
    onSuccess: async () => {
      setStatus(null);
      setAssignee(null);
      onDone();
      await queryClient.invalidateQueries({ queryKey: recordKeys.type(orgId, resource.type) });
    },
  });
  const n = selected.size;
  return (
    <Paper withBorder p="xs" bg="blue.0" data-bulk>
      <Group gap="sm">
        <Text size="sm" fw={500}>
          {n} {n === 1 ? resource.label.toLowerCase() : resource.plural.toLowerCase()} selected
        </Text>
        <Select
          size="xs"
          w={170}
          placeholder="Set work status…"
          aria-label="Set work status of the selected"
          data={STATUS_CHOICES}
          value={status}
          onChange={(v) => setStatus(v as WorkStatus | null)}
          data-bulk-status
        />
        <Select
          size="xs"
          w={220}
          placeholder="Assign to…"
          aria-label="Assign the selected to"
          data={memberChoices}
          value={assignee}
          onChange={setAssignee}
          searchable
          data-bulk-assignee
        />
        <Button
          size="xs"
          disabled={!status && !assignee}
          loading={apply.isPending}
          onClick={() => apply.mutate()}
        >
          Apply
        </Button>
        <Button size="xs" variant="subtle" onClick={onDone}>
          Clear selection
        </Button>
      </Group>
    </Paper>
  );
}
