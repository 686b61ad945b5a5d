import type { ScreenProps } from '../../app/screen-types';
import { SettingsForm } from './settings-form';
import { SyncPage } from './sync-page';
import { WithSettings } from './use-settings';

/** `/it/settings`: modules to sync, the daily schedule, alert recipients, reminder and stale days. */
export default function ItSettingsScreen({ orgId }: ScreenProps) {
  return (
    <SyncPage
      orgId={orgId}
      current="settings"
      title="Income Tax Settings"
      description="How this organisation's income-tax accounts sync, and who is alerted."
    >
      <WithSettings orgId={orgId}>
        {(answer) => (
          <SettingsForm
            // A fresh form when the saved settings change (after a save, or another tab's).
            key={JSON.stringify(answer.settings)}
            orgId={orgId}
            answer={answer}
            sections={['modules', 'schedule', 'alerts']}
          />
        )}
      </WithSettings>
    </SyncPage>
  );
}
