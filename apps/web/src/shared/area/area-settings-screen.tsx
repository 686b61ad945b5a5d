import { catalogueTitle } from './area-paths';
import type { AreaScreenProps } from './area-screen-props';
import { AreaSyncPage } from './area-sync-page';
import { SettingsForm } from './settings-form';
import { WithAreaSettings } from './with-area-settings';

/** An area's settings: modules to sync, the daily schedule, alert recipients, reminder and stale days. */
function AreaSettingsScreen(props: AreaScreenProps) {
  const { orgId, area } = props;
  return (
    <AreaSyncPage
      orgId={orgId}
      area={area}
      current="settings"
      title={props.title ?? catalogueTitle(area.screens.settings) ?? `${area.label} Settings`}
      description={
        props.description ?? `How this organisation's ${area.label} accounts sync, and who is alerted.`
      }
      actions={props.actions}
      links={props.links}
    >
      <WithAreaSettings orgId={orgId} area={area}>
        {(answer) => (
          <SettingsForm
            // A fresh form when the saved settings change (after a save, or another tab's).
            key={JSON.stringify(answer.settings)}
            orgId={orgId}
            area={area}
            answer={answer}
            sections={['modules', 'schedule', 'alerts']}
          />
        )}
      </WithAreaSettings>
    </AreaSyncPage>
  );
}

export default AreaSettingsScreen;
