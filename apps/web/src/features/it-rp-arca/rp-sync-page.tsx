import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { LoginModal } from './login-modal';
import { PortalSyncPage } from './portal-sync-page';
import { rpLinks } from './rp-sync-links';
import { useCanWrite } from './use-can-write';

/** /rp/sync and /rp/sync1: the Reply accounts' sync, for all of them or the chosen ones. */
export function RpSyncPage({ orgId, mode }: { orgId: string; mode: 'all' | 'chosen' }) {
  const [adding, { open, close }] = useDisclosure(false);
  const canWrite = useCanWrite(orgId);
  return (
    <>
      <PortalSyncPage
        orgId={orgId}
        portal="rp"
        mode={mode}
        title={mode === 'all' ? 'Reply Sync' : 'Reply Sync Selected'}
        description="A Reply account is a representative's own e-filing login. TaxDesk signs in with it and reads the proceedings, notices (with their PDFs) and bulk request batches of every client it represents, PANs and TANs alike. A refused password blocks the login until it is updated."
        keyLabel="PAN"
        itemLabel="Proceedings"
        noun={{ one: 'Reply account', many: 'Reply accounts' }}
        accountHref={(pan) => `/${orgId}/rp/pan/${pan}`}
        links={rpLinks(orgId, mode)}
        actions={
          canWrite ? (
            <Button variant="light" onClick={open}>
              Add Reply account
            </Button>
          ) : null
        }
        emptyText="No Reply accounts yet. Add one, or import them from a spreadsheet."
      />
      <LoginModal orgId={orgId} kind="rp" opened={adding} onClose={close} />
    </>
  );
}
