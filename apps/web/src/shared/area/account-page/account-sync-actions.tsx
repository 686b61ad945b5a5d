import { Button } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AreaPortal } from '@taxdesk/domain';
import { useState } from 'react';
import { notify } from '../../notices/notify';
import { areaKeys } from '../area-keys';
import { startSync } from '../start-sync-api';
import { syncAccountsOptions } from '../sync-accounts-api';
import { UpdatePasswordDialog } from '../update-password-dialog';

type Props = { orgId: string; portal: AreaPortal; accountKey: string };

/** Sync this account now, or store the password the client gave (and sync), through the portal's sync API. */
export function AccountSyncActions({ orgId, portal, accountKey }: Props) {
  const client = useQueryClient();
  const accounts = useQuery(syncAccountsOptions(orgId, portal.key));
  const account = accounts.data?.accounts.find((a) => a.accountKey === accountKey) ?? null;
  const [editing, setEditing] = useState(false);
  const refresh = () => void client.invalidateQueries({ queryKey: areaKeys.accounts(orgId, portal.key) });
  const sync = useMutation({
    mutationFn: () => startSync(orgId, portal.key, { accounts: [accountKey] }),
    // A refusal (409: it syncs already) is shown by the API client.
    onSuccess: () => {
      notify({ message: `Sync of ${accountKey} started.`, tone: 'positive' });
      refresh();
    },
  });
  return (
    <>
      <Button
        size="sm"
        onClick={() => sync.mutate()}
        loading={sync.isPending}
        disabled={account?.syncing === true}
        data-action="sync-now"
      >
        {account?.syncing ? 'Syncing…' : 'Sync now'}
      </Button>
      <Button size="sm" variant="default" onClick={() => setEditing(true)} disabled={!account}>
        Update password
      </Button>
      <UpdatePasswordDialog
        orgId={orgId}
        portal={portal.key}
        syncNowDefault
        account={editing ? account : null}
        onClose={() => setEditing(false)}
        onDone={(_, started) => {
          setEditing(false);
          notify({
            message: started ? `Password saved; sync of ${accountKey} started.` : 'Password saved.',
            tone: 'positive',
          });
          refresh();
        }}
      />
    </>
  );
}
