import { Stack, Title } from '@mantine/core';
import { itArea } from '@taxdesk/domain';
import type { ScreenProps } from '../../../app/screen-types';
import { AreaSyncPage } from '../../../shared/area/area-sync-page';
import { BatchSection } from '../../../shared/area/batch-section';
import { SettingsForm } from '../../../shared/area/settings-form';
import { useBatchParam } from '../../../shared/area/use-batch-param';
import { useSyncPermissions } from '../../../shared/area/use-sync-permissions';
import { WithAreaSettings } from '../../../shared/area/with-area-settings';
import { SyncBatchHistory } from '../../../shared/sync';

const PATH = '/{orgId}/it/sync3';

/**
 * `/it/sync3`: the daily sync's time, zone and modules, and the history of scheduled syncs. Only
 * income tax has a schedule screen of its own (other areas set the schedule in their settings), so
 * it stays here, built from the shared settings form.
 */
export default function SyncScheduleScreen({ orgId }: ScreenProps) {
  const { canSync } = useSyncPermissions(orgId);
  const [batchId, setBatch] = useBatchParam();
  return (
    <AreaSyncPage
      orgId={orgId}
      area={itArea}
      current={PATH}
      title="Sync Schedule"
      description="A daily sync keeps every account fresh without anyone pressing a button."
    >
      <WithAreaSettings orgId={orgId} area={itArea}>
        {(answer) => (
          <>
            <SettingsForm
              key={JSON.stringify(answer.settings)}
              orgId={orgId}
              area={itArea}
              answer={answer}
              sections={['schedule']}
              saveLabel="Save schedule"
            />
            <Stack gap="xs">
              <Title order={3} size="h4">
                Scheduled syncs
              </Title>
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
            <BatchSection
              orgId={orgId}
              portal="it"
              batchId={batchId}
              canCancel={canSync}
              accountHref={(pan) => `/${orgId}/it/pan/${pan}`}
              moduleLabels={Object.fromEntries(answer.modules.map((m) => [m.key, m.label]))}
            />
          </>
        )}
      </WithAreaSettings>
    </AreaSyncPage>
  );
}
