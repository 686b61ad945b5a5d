import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { LoginModal } from './login-modal';
import type { LoginKind } from './rp-arca-api';
import { useSyncPermissions } from '../../../shared/area/use-sync-permissions';

/** "Add Reply account" / "Add ARCA login" beside a sync screen's title, with its form. */
export function AddLoginButton({ orgId, kind, label }: { orgId: string; kind: LoginKind; label: string }) {
  const [adding, { open, close }] = useDisclosure(false);
  const { canSync: canWrite } = useSyncPermissions(orgId);
  if (!canWrite) return null;
  return (
    <>
      <Button variant="light" onClick={open}>
        {label}
      </Button>
      <LoginModal orgId={orgId} kind={kind} opened={adding} onClose={close} />
    </>
  );
}
