import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { recordKey, RESOURCES } from '@taxdesk/domain';
import type { ScreenProps } from '../../../app/screen-types';
import { ResourceDetailPage } from '../../../shared/resource';
import { recordDetailOptions } from '../../../shared/resource/records-api';
import { HeldRecords } from '../../../shared/area/account-page/held-records';
import { ClientsSection, type RepresentedClient } from './clients-section';
import { LoginActions } from './login-actions';

const def = RESOURCES.rpAccount;

/** `/rp/pan/{rpPan}`: a Reply account, the clients it represents, their proceedings, notices and batches. */
export default function RpAccountScreen({ orgId, params }: ScreenProps) {
  const rpPan = params.rpPan ?? '';
  // The same query the detail page runs: the record for the sections below it.
  const detail = useQuery(recordDetailOptions(orgId, def.type, recordKey(def, params)));
  const record = detail.data?.record;
  return (
    <Stack gap="md">
      <ResourceDetailPage
        orgId={orgId}
        resource={def}
        keyValues={params}
        actions={<LoginActions orgId={orgId} kind="rp" loginId={rpPan} syncPath="rp/sync" />}
      />
      {record ? (
        <>
          <ClientsSection clients={record.data.clients as RepresentedClient[] | undefined} />
          <HeldRecords
            orgId={orgId}
            account={record}
            accountKey={rpPan}
            sort="-issuedOn"
            link={{ type: 'rpProceeding', via: 'rpPan', label: 'Proceedings' }}
          />
          <HeldRecords
            orgId={orgId}
            account={record}
            accountKey={rpPan}
            sort="-issuedOn"
            link={{ type: 'rpNotice', via: 'rpPan', label: 'Latest notices' }}
          />
          <HeldRecords
            orgId={orgId}
            account={record}
            accountKey={rpPan}
            sort="-submittedOn"
            link={{ type: 'rpRequestBatch', via: 'rpPan', label: 'Request batches' }}
          />
        </>
      ) : null}
    </Stack>
  );
}
