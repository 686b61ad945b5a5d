import type { ScreenProps } from '../../../app/screen-types';
import { ImportPage, ImportPanel } from '../../../shared/import';
import { recordKeys } from '../../../shared/resource';
import { ResultLink } from './result-link';

/** /it/importnoticestatus: work status (and assignee, comment) of many notices from a sheet. */
export default function NoticeStatusImportScreen({ orgId }: ScreenProps) {
  return (
    <ImportPage
      title="Import Notice Status"
      description="Set the work status of many notices at once: find each by its notice number or DIN, give the status (Open, In progress, Replied, Closed), and optionally an assignee and a comment. Every change goes into the notice's history."
    >
      <ImportPanel
        orgId={orgId}
        kind="noticeStatus"
        invalidate={[recordKeys.all(orgId)]}
        resultLinks={<ResultLink to={`/${orgId}/it/proceedingnotice`}>See the notices</ResultLink>}
      />
    </ImportPage>
  );
}
