import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '../../shared/resource/export-file';
import { fetchDisputedDemands } from './cases-api';

/** Every open case's demand in the shape auditors ask for (CARO 2020, contingent liabilities). */
export function DisputedDemandsButton({ orgId }: { orgId: string }) {
  const download = useMutation({
    mutationFn: async () =>
      saveBlob(
        await fetchDisputedDemands(orgId),
        `disputed-demands-${new Date().toISOString().slice(0, 10)}.xlsx`,
      ),
  });
  return (
    <Button variant="default" loading={download.isPending} onClick={() => download.mutate()}>
      Disputed demands (Excel)
    </Button>
  );
}
