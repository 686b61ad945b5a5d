import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ScreenModule, ScreenProps } from '../../../app/screen-types';
import { useQuery } from '@tanstack/react-query';
import { recordKey, type AreaDef, type ResourceDef } from '@taxdesk/domain';
import { recordDetailOptions } from '../../resource/records-api';
import { ResourceDetailPage } from '../../resource/resource-detail-page';
import { AccountSyncActions } from './account-sync-actions';
import { accountPageType, heldTypes } from './account-types';
import { HeldRecords } from './held-records';

type Props = {
  orgId: string;
  area: AreaDef;
  account: ResourceDef;
  params: Readonly<Record<string, string>>;
  /** The area's own actions beside Sync now (GST: the account's notices as one ZIP). */
  actions?: ReactNode;
};

/**
 * The account page with everything held for it: the account record (fields, its own children,
 * history) with Sync now and Update password where a portal syncs it, then every other type the
 * account holds, newest first, each opening its list filtered to the account.
 */
export function AccountPageScreen({ orgId, area, account, params, actions }: Props) {
  const portal = area.portals.find((p) => p.accountType === account.type);
  const accountKey = account.keyFields.map((k) => params[k] ?? '').join('/');
  const key = recordKey(account, params);
  // The same query as the page's own: answered from its cache.
  const detail = useQuery(recordDetailOptions(orgId, account.type, key));
  const record = detail.data?.record;
  return (
    <Stack gap="md" data-screen="account-page" data-area={area.key}>
      <ResourceDetailPage
        orgId={orgId}
        resource={account}
        keyValues={params}
        actions={
          <>
            {portal ? <AccountSyncActions orgId={orgId} portal={portal} accountKey={accountKey} /> : null}
            {actions}
          </>
        }
      />
      {record
        ? heldTypes(account).map((link) => (
            <HeldRecords key={link.type} orgId={orgId} link={link} account={record} accountKey={accountKey} />
          ))
        : null}
    </Stack>
  );
}

/** The screen module of an area's account page. */
export function accountPageModule(area: AreaDef): ScreenModule {
  const account = accountPageType(area);
  if (!account) throw new Error(`Area ${area.key} has no account type at ${area.screens.accountPage}`);
  return {
    default: function AccountPage({ orgId, params }: ScreenProps) {
      return <AccountPageScreen orgId={orgId} area={area} account={account} params={params} />;
    },
  };
}
