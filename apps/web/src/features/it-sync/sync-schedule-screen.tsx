import { Stack, Title } from '@mantine/core';
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ScreenProps } from '../../app/screen-types';
import { recordKeys } from '../../shared/resource';
import { SyncBatchHistory, SyncProgress } from '../../shared/sync';
import { itSyncKeys, labelsOf } from './it-sync-api';
import { SettingsForm } from './settings-form';
import { SyncPage } from './sync-page';
import { useBatchParam } from './use-batch-param';
import { useSyncPermissions } from './use-role';
import { WithSettings } from './use-settings';

/** `/it/sync3`: the daily sync's time, zone and modules, and the history of scheduled syncs. */
export default function SyncScheduleScreen({ orgId }: ScreenProps) {
  const queryClient = useQueryClient();
  const { canSync } = useSyncPermissions(orgId);
  const [batchId, setBatch] = useBatchParam();
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: itSyncKeys.accounts(orgId) });
    void queryClient.invalidateQueries({ queryKey: recordKeys.all(orgId) });
  }, [orgId, queryClient]);
  return (
    <SyncPage
      orgId={orgId}
      current="sync3"
      title="Sync Schedule"
      description="A daily sync keeps every account fresh without anyone pressing a button."
    >
      <WithSettings orgId={orgId}>
        {(answer) => (
          <>
            <SettingsForm
              key={JSON.stringify(answer.settings)}
              orgId={orgId}
              answer={answer}
              sections={['schedule']}
              saveLabel="Save schedule"
            />
            <Stack gap="xs">
              <Title order={4}>Scheduled syncs</Title>
              <SyncBatchHistory
                orgId={orgId}
                portal="it"
                trigger="schedule"
                limit={30}
                selectedId={batchId}
                onSelect={(b) => setBatch(b.batchId)}
                emptyText="No scheduled sync has run yet."
              />
            </Stack>
            {batchId ? (
              <SyncProgress
                key={batchId}
                orgId={orgId}
                portal="it"
                batchId={batchId}
                canCancel={canSync}
                accountHref={(pan) => `/${orgId}/it/pan/${pan}`}
                moduleLabels={labelsOf(answer.modules)}
                onFinished={refresh}
              />
            ) : null}
          </>
        )}
      </WithSettings>
    </SyncPage>
  );
}
