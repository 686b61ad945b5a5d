import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { RESOURCES } from '@taxdesk/domain';
import type { ScreenProps } from '../../../app/screen-types';
import { ResourceDetailPage } from '../../../shared/resource';
import { SyncButton } from './sync-button';
import { useSyncPermissions } from '../../../shared/area/use-sync-permissions';
import { LoginPasswordModal } from '../../../shared/area/login-password-modal';

/** One income-tax login with all its records (proceedings and notices as children). */
export default function PanDetailScreen({ orgId, params }: ScreenProps) {
  const pan = params.pan ?? '';
  const [editing, { open, close }] = useDisclosure(false);
  const { canSync: canWrite } = useSyncPermissions(orgId);
  return (
    <>
      <ResourceDetailPage
        orgId={orgId}
        resource={RESOURCES.itAccount}
        keyValues={params}
        actions={
          canWrite ? (
            <>
              <SyncButton orgId={orgId} pans={[pan]} label="Sync now" />
              <Button size="xs" variant="default" onClick={open}>
                Update password
              </Button>
            </>
          ) : undefined
        }
      />
      <LoginPasswordModal
        orgId={orgId}
        portal="it"
        loginId={editing ? pan : null}
        onClose={close}
        description="The password of the income-tax e-filing portal. It is stored encrypted and never shown again."
      />
    </>
  );
}
