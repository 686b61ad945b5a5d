import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ScreenProps } from '../../app/screen-types';
import { LoginModal } from './login-modal';
import { PortalSyncPage } from './portal-sync-page';
import { useCanWrite } from './use-can-write';

/** `/arca/sync`: sync the firm's own chartered-accountant (ARCA) login. */
export default function ArcaSyncScreen({ orgId }: ScreenProps) {
  const [adding, { open, close }] = useDisclosure(false);
  const canWrite = useCanWrite(orgId);
  return (
    <>
      <PortalSyncPage
        orgId={orgId}
        portal="arca"
        mode="all"
        title="ARCA Sync"
        description="The firm's chartered-accountant login on the e-filing portal (user id ARCA followed by six digits). TaxDesk reads its worklist of forms clients assigned, the forms it filed and their UDINs. A refused password blocks the login until it is updated."
        keyLabel="ARCA id"
        itemLabel="Worklist items"
        noun={{ one: 'ARCA login', many: 'ARCA logins' }}
        accountHref={(id) => `/${orgId}/arca/arcaId/${id}`}
        links={[
          { label: 'ARCA worklist', to: `/${orgId}/arca/arcaworklist` },
          { label: 'UDIN list', to: `/${orgId}/arca/udin` },
          { label: 'ARCA filed forms', to: `/${orgId}/arca/arcafiledform` },
        ]}
        actions={
          canWrite ? (
            <Button variant="light" onClick={open}>
              Add ARCA login
            </Button>
          ) : null
        }
        emptyText="No ARCA login yet. Add the firm's CA login (ARCA id and password) to sync it."
      />
      <LoginModal orgId={orgId} kind="arca" opened={adding} onClose={close} />
    </>
  );
}
