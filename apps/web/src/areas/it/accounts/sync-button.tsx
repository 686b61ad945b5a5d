import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { notify } from '../../../shared/notices/notify';
import { startSync } from '../../../shared/area/start-sync-api';

type Props = { orgId: string; pans?: string[]; label: string; variant?: string };

/** Queues a sync of some accounts (or all); progress shows in the sync log. */
export function SyncButton({ orgId, pans, label, variant = 'light' }: Props) {
  const sync = useMutation({
    mutationFn: () => startSync(orgId, 'it', pans ? { accounts: pans } : {}),
    onSuccess: (data) => {
      const n = data.runIds.length;
      notify({
        tone: 'positive',
        message:
          n === 1 ? 'Sync queued for 1 account' : `Sync queued for ${n.toLocaleString('en-IN')} accounts`,
      });
    },
  });
  return (
    <Button size="xs" variant={variant} loading={sync.isPending} onClick={() => sync.mutate()}>
      {label}
    </Button>
  );
}
