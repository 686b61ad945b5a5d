import type { ScreenProps } from '../../app/screen-types';
import { ImportPage, ImportPanel } from '../../shared/import';
import { AppLink, recordKeys } from '../../shared/resource';

/** Acknowledgement numbers of TAN applications from a spreadsheet, then on to their status sync. */
export default function AckImportScreen({ orgId }: ScreenProps) {
  return (
    <ImportPage
      title="Import Acknowledgement Numbers"
      description="Add the acknowledgement numbers of applications your TANs filed on the e-filing portal (Form 13 and others), with the TAN that filed each. A number already in TaxDesk is updated, never added twice; Application Status Sync then reads their status."
    >
      <ImportPanel
        orgId={orgId}
        kind="tdsAckNumbers"
        invalidate={[recordKeys.all(orgId)]}
        resultLinks={<AppLink to={`/${orgId}/tds/applicationstatussync`}>Sync their status</AppLink>}
      />
    </ImportPage>
  );
}
