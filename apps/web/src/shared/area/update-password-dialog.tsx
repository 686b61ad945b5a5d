import { Checkbox, Text } from '@mantine/core';
import { accountReasonText, type SyncAccount, type SyncStarted } from '@taxdesk/domain';
import { useState } from 'react';
import { LoginPasswordModal } from './login-password-modal';
import { startSync } from './start-sync-api';

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

/**
 * The password of a listed account (a blocked one, on the sync screens and its page): why it is
 * blocked, and optionally a sync of the account at once.
 */
export function UpdatePasswordDialog({ orgId, portal, syncNowDefault, account, onClose, onDone }: Props) {
  const [syncNow, setSyncNow] = useState(syncNowDefault);
  return (
    <LoginPasswordModal
      orgId={orgId}
      portal={portal}
      loginId={account?.accountKey ?? null}
      onClose={onClose}
      description={`${account?.name ? `${account.name}. ` : ''}The portal password, as the client set it. It is stored encrypted and never shown again; the block is lifted.`}
      savedMessage={null}
      afterSave={async () => {
        if (!account) return;
        const started = syncNow ? await startSync(orgId, portal, { accounts: [account.accountKey] }) : null;
        onDone(account, started);
      }}
    >
      {account?.reason ? (
        <Text size="sm">
          Blocked because: <b>{accountReasonText(account)}</b>
        </Text>
      ) : null}
      <Checkbox
        label="Sync this account now"
        checked={syncNow}
        onChange={(e) => setSyncNow(e.currentTarget.checked)}
      />
    </LoginPasswordModal>
  );
}
