import type { ScreenProps } from '../../app/screen-types';
import { orgPath } from '../../shared/area/area-paths';
import { ImportPage, ImportPanel } from '../../shared/import';
import { AppLink, recordKeys } from '../../shared/resource';

/** Import ARNs to track, each with the GSTIN it was filed for; ARN Sync then reads their status. */
export default function ArnImportScreen({ orgId }: ScreenProps) {
  return (
    <ImportPage
      title="Import ARNs"
      description="Add the ARNs of applications to track (refunds, payments, appeals), each with the GSTIN it was filed for. An ARN already tracked is kept once; its status is read by ARN Sync through that GSTIN's login."
    >
      <ImportPanel
        orgId={orgId}
        kind="gstArns"
        invalidate={[recordKeys.type(orgId, 'gstArn')]}
        resultLinks={<AppLink to={orgPath('/{orgId}/gst/arn/sync', orgId)}>Sync their status</AppLink>}
      />
    </ImportPage>
  );
}
