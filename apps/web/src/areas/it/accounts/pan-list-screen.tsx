import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { RESOURCES } from '@taxdesk/domain';
import type { ScreenProps } from '../../../app/screen-types';
import { ResourceListPage } from '../../../shared/resource';
import { AddAccountModal } from './add-account-modal';
import { SyncButton } from './sync-button';
import { useSyncPermissions } from '../../../shared/area/use-sync-permissions';

export default function PanListScreen({ orgId }: ScreenProps) {
  const [adding, { open, close }] = useDisclosure(false);
  const { canSync: canWrite } = useSyncPermissions(orgId);
  return (
    <>
      <ResourceListPage
        orgId={orgId}
        resource={RESOURCES.itAccount}
        actions={
          canWrite ? (
            <>
              <SyncButton orgId={orgId} label="Sync all" />
              <Button size="xs" onClick={open}>
                Add account
              </Button>
            </>
          ) : undefined
        }
      />
      <AddAccountModal orgId={orgId} opened={adding} onClose={close} />
    </>
  );
}
