import { Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../../shared/notices/notify';
import { syncKeys } from '../../../shared/sync';
import { useNavigateTo } from '../../../shared/resource';
import { LoginPasswordModal } from '../../../shared/area/login-password-modal';
import { startSync } from '../../../shared/area/start-sync-api';
import type { LoginKind } from './rp-arca-api';
import { useSyncPermissions } from '../../../shared/area/use-sync-permissions';

type Props = { orgId: string; kind: LoginKind; loginId: string; syncPath: string };

/** An account page's buttons: sync this login now (then watch it on the sync screen), update its password. */
export function LoginActions({ orgId, kind, loginId, syncPath }: Props) {
  const queryClient = useQueryClient();
  const navigate = useNavigateTo();
  const { canSync: canWrite } = useSyncPermissions(orgId);
  const [changing, setChanging] = useState<string | null>(null);
  const sync = useMutation({
    mutationFn: () => startSync(orgId, kind, { accounts: [loginId] }),
    onSuccess: (data) => {
      void queryClient.invalidateQueries({ queryKey: syncKeys.portal(orgId, kind) });
      if (data.skipped.length) notify({ tone: 'positive', message: `${loginId} is already syncing` });
      else void navigate({ to: `/${orgId}/${syncPath}`, search: { batch: data.batchId } });
    },
  });
  if (!canWrite) return null;
  return (
    <>
      <Button size="xs" variant="light" loading={sync.isPending} onClick={() => sync.mutate()}>
        Sync now
      </Button>
      <Button size="xs" variant="default" onClick={() => setChanging(loginId)}>
        Update password
      </Button>
      <LoginPasswordModal
        orgId={orgId}
        portal={kind}
        loginId={changing}
        onClose={() => setChanging(null)}
        description="The e-filing portal password. It is stored encrypted and never shown again; a blocked login is tried again at the next sync."
      />
    </>
  );
}
