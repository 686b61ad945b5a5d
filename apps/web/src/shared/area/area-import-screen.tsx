import type { AreaDef } from '@taxdesk/domain';
import type { ScreenModule, ScreenProps } from '../../app/screen-types';
import { ImportPage, ImportPanel } from '../import';
import { AppLink, recordKeys } from '../resource';
import { catalogueTitle, orgPath } from './area-paths';

/** An area's account import: the generic import panel for its kind, with a way on to its sync. */
export function areaImportModule(area: AreaDef, path: string, kind: string): ScreenModule {
  return {
    default: function AreaImportScreen({ orgId }: ScreenProps) {
      const sync = area.screens.sync;
      return (
        <ImportPage
          title={catalogueTitle(path) ?? `Import ${area.label} accounts`}
          description="Add accounts in bulk from a spreadsheet. An account already in TaxDesk is updated, never added twice; a new password replaces the stored one (kept encrypted) and lets a blocked login try again."
        >
          <ImportPanel
            orgId={orgId}
            kind={kind}
            invalidate={[recordKeys.all(orgId)]}
            resultLinks={sync ? <AppLink to={orgPath(sync, orgId)}>Sync them</AppLink> : undefined}
          />
        </ImportPage>
      );
    },
  };
}
