import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { yearLabel } from '@taxdesk/domain';
import { useState } from 'react';
import { apiBlob } from '../../shared/api/client';
import { saveBlob } from '../../shared/resource/export-file';
import { recentFinancialYears } from './tds-screens-api';

type Props = { orgId: string; opened: boolean; onClose: () => void };

/** A quarter's downloaded Form 16As, every TAN's, as one ZIP with a folder per TAN. */
export function Form16aZipDialog({ orgId, opened, onClose }: Props) {
  const [fy, setFy] = useState<string | null>(String(recentFinancialYears()[1]));
  const [quarter, setQuarter] = useState<string | null>('1');
  const download = useMutation({
    mutationFn: () => apiBlob(`/o/${orgId}/tds/form16a-zip`, { fy: Number(fy), quarter: Number(quarter) }),
    onSuccess: (blob) => {
      saveBlob(blob, `form16a-${orgId}-${yearLabel(Number(fy))}-Q${quarter}.zip`);
      onClose();
    },
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Download a quarter's Form 16As">
      <Stack gap="sm">
        <Select
          label="Financial year"
          data={recentFinancialYears().map((y) => ({ value: String(y), label: yearLabel(y) }))}
          value={fy}
          onChange={setFy}
          allowDeselect={false}
        />
        <Select
          label="Quarter"
          data={['1', '2', '3', '4'].map((q) => ({ value: q, label: `Q${q}` }))}
          value={quarter}
          onChange={setQuarter}
          allowDeselect={false}
        />
        <Text size="sm" c="dimmed">
          Every Form 16A TaxDesk has downloaded for that quarter, a folder per TAN, named by deductee PAN.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => download.mutate()} loading={download.isPending} disabled={!fy || !quarter}>
            Download ZIP
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
