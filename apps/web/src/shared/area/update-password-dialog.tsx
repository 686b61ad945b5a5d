import { Button, Checkbox, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { SyncAccount, SyncStarted } from '@taxdesk/domain';
import { useState } from 'react';
import { ApiError } from '../api/client';
import { startSync } from './start-sync-api';
import { updatePassword } from './update-password-api';

type Props = {
  orgId: string;
  portal: string;
  /** Whether "Sync this account now" starts ticked. */
  syncNowDefault: boolean;
  account: SyncAccount | null;
  onClose: () => void;
  /** After the password is stored (and, when asked, the account's sync started). */
  onDone: (account: SyncAccount, started: SyncStarted | null) => void;
};

/** Stores the portal password the client gave; that lifts the block. Optionally syncs the account at once. */
export function UpdatePasswordDialog({ orgId, portal, syncNowDefault, account, onClose, onDone }: Props) {
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [syncNow, setSyncNow] = useState(syncNowDefault);
  const save = useMutation({
    mutationFn: async (a: SyncAccount) => {
      await updatePassword(orgId, portal, a.accountKey, password);
      return syncNow ? startSync(orgId, portal, { accounts: [a.accountKey] }) : null;
    },
    onSuccess: (started, a) => {
      setPassword('');
      setTouched(false);
      onDone(a, started);
    },
  });
  const serverError =
    save.error instanceof ApiError && save.error.status === 400 ? save.error.message : undefined;
  const error = touched && !password ? 'Password is required.' : serverError;
  const close = () => {
    setPassword('');
    setTouched(false);
    save.reset();
    onClose();
  };
  return (
    <Modal
      opened={!!account}
      onClose={close}
      title={account ? `Update password of ${account.accountKey}` : ''}
    >
      {account ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setTouched(true);
            if (password) save.mutate(account);
          }}
          noValidate
        >
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {account.name ? `${account.name}. ` : ''}The portal password, as the client set it. It is stored
              encrypted and never shown again; the block is lifted.
            </Text>
            {account.reason ? (
              <Text size="sm">
                Blocked because: <b>{account.reason}</b>
              </Text>
            ) : null}
            <PasswordInput
              label="New password"
              required
              autoComplete="new-password"
              data-autofocus
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              onBlur={() => setTouched(true)}
              error={error}
            />
            <Checkbox
              label="Sync this account now"
              checked={syncNow}
              onChange={(e) => setSyncNow(e.currentTarget.checked)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={save.isPending}>
                Update password
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
