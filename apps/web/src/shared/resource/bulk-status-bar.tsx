import { Button, Group, Paper, Select, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WORK_STATUS, type ResourceDef, type WorkStatus } from '@taxdesk/domain';
import { useState } from 'react';
import { recordKeys } from './records-api';
import { setWorkInBulk } from './work-api';

type Props = {
  orgId: string;
  resource: ResourceDef;
  selected: ReadonlySet<string>;
  onDone: () => void;
};

const STATUS_CHOICES = Object.entries(WORK_STATUS).map(([value, label]) => ({ value, label }));

/** Sets the work status of the ticked rows at once; each record's history gets its own entry. */
export function BulkStatusBar({ orgId, resource, selected, onDone }: Props) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<WorkStatus | null>(null);
  const apply = useMutation({
    mutationFn: (to: WorkStatus) => setWorkInBulk(orgId, resource.type, [...selected], { status: to }),
    onSuccess: async () => {
      setStatus(null);
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
        <Button
          size="xs"
          disabled={!status}
          loading={apply.isPending}
          onClick={() => status && apply.mutate(status)}
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
