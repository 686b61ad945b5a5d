import { Alert, Badge, Button, Loader, Paper, Stack, Table, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { accountReasonText, formatDateTime, type SyncAccount } from '@taxdesk/domain';
import { useState } from 'react';
import { AppLink } from '../resource';
import { BADGE_STYLES, syncKeys } from '../sync';
import { ACCOUNT_STATE_COLOURS, accountStateLabel, BLOCKED_STATES } from './account-state';
import { catalogueTitle } from './area-paths';
import type { AreaScreenProps } from './area-screen-props';
import { AreaSyncPage } from './area-sync-page';
import { BatchSection } from './batch-section';
import { syncAccountsOptions } from './sync-accounts-api';
import { UpdatePasswordDialog } from './update-password-dialog';
import { useBatchParam } from './use-batch-param';
import { usePortalScreen } from './use-portal-screen';

/**
 * Accounts of a portal whose login fails (wrong password, locked, OTP-only), with the reason. No
 * sync tries them again until the password is updated here.
 */
function LoginBlockedScreen(props: AreaScreenProps) {
  const { orgId, area } = props;
  const queryClient = useQueryClient();
  const { portal, primary, labels, keyLabel, accountHref, canSync } = usePortalScreen(
    orgId,
    area,
    props.portal,
  );
  const accounts = useQuery(syncAccountsOptions(orgId, portal.key));
  const [editing, setEditing] = useState<SyncAccount | null>(null);
  const [batchId, setBatch] = useBatchParam();
  const blocked = (accounts.data?.accounts ?? []).filter((a) => BLOCKED_STATES.includes(a.state));

  return (
    <AreaSyncPage
      orgId={orgId}
      area={area}
      current={primary ? 'loginBlocked' : null}
      title={props.title ?? catalogueTitle(area.screens.loginBlocked) ?? 'Login Blocked Accounts'}
      description={
        props.description ??
        'The portal refused these logins. TaxDesk stops trying them, so the portal does not lock the account; update the password to unblock it.'
      }
      actions={props.actions}
      links={props.links}
    >
      <BatchSection
        orgId={orgId}
        portal={portal.key}
        batchId={batchId}
        canCancel={canSync}
        accountHref={accountHref}
        moduleLabels={labels}
      />
      <Paper withBorder p="md">
        {accounts.isPending ? <Loader size="sm" /> : null}
        {accounts.isError ? (
          <Alert color="red" title="Could not load the accounts">
            {(accounts.error as Error).message}
          </Alert>
        ) : null}
        {accounts.data && !blocked.length ? (
          <Text size="sm" c="dimmed" data-empty>
            No blocked logins: every account&apos;s portal login works.
          </Text>
        ) : null}
        {blocked.length ? (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {blocked.length} account{blocked.length === 1 ? '' : 's'} blocked.
            </Text>
            <Table.ScrollContainer minWidth={860}>
              <Table striped verticalSpacing={6} data-blocked>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{keyLabel}</Table.Th>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Group</Table.Th>
                    <Table.Th>Branch</Table.Th>
                    <Table.Th>State</Table.Th>
                    <Table.Th>Reason</Table.Th>
                    <Table.Th style={{ whiteSpace: 'nowrap' }}>Last synced</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {blocked.map((a) => (
                    <Table.Tr key={a.accountKey} data-account={a.accountKey}>
                      <Table.Td>
                        {accountHref ? (
                          <AppLink to={accountHref(a.accountKey)} ff="monospace" size="sm">
                            {a.accountKey}
                          </AppLink>
                        ) : (
                          <Text size="sm" ff="monospace">
                            {a.accountKey}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" truncate maw={260}>
                          {a.name}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{a.group}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{a.branch}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Badge
                          color={ACCOUNT_STATE_COLOURS[a.state]}
                          variant="light"
                          tt="none"
                          styles={BADGE_STYLES}
                        >
                          {accountStateLabel(a.state, accounts.data?.staleAfterDays ?? 3)}
                        </Badge>
                      </Table.Td>
                      <Table.Td maw={360}>
                        <Text size="sm" c="red" lineClamp={3}>
                          {accountReasonText(a)}
                        </Text>
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        <Text size="sm">{a.lastSyncedAt ? formatDateTime(a.lastSyncedAt) : 'Never'}</Text>
                      </Table.Td>
                      <Table.Td>
                        {canSync ? (
                          <Button size="compact-xs" variant="light" onClick={() => setEditing(a)}>
                            Update password
                          </Button>
                        ) : null}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        ) : null}
      </Paper>
      <UpdatePasswordDialog
        orgId={orgId}
        portal={portal.key}
        syncNowDefault
        account={editing}
        onClose={() => setEditing(null)}
        onDone={(_account, started) => {
          setEditing(null);
          // The server's own notices say what happened (password stored, sync started).
          void queryClient.invalidateQueries({ queryKey: syncKeys.portal(orgId, portal.key) });
          if (started) setBatch(started.batchId);
        }}
      />
    </AreaSyncPage>
  );
}

export default LoginBlockedScreen;
