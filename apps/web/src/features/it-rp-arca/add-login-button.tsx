import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { LoginModal } from './login-modal';
import type { LoginKind } from './rp-arca-api';
import { useCanWrite } from './use-can-write';

/** "Add Reply account" / "Add ARCA login" beside a sync screen's title, with its form. */
export function AddLoginButton({ orgId, kind, label }: { orgId: string; kind: LoginKind; label: string }) {
  const [adding, { open, close }] = useDisclosure(false);
  const canWrite = useCanWrite(orgId);
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
