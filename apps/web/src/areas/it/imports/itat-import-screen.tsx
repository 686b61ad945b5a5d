import type { ScreenProps } from '../../../app/screen-types';
import { ImportPage, ImportPanel } from '../../../shared/import';
import { recordKeys } from '../../../shared/resource';
import { ResultLink } from './result-link';

/** /it/importItat: the firm's ITAT appeals from its register. */
export default function ItatImportScreen({ orgId }: ScreenProps) {
  return (
    <ImportPage
      title="Import ITAT Cases"
      description="Bring in the appeals you follow before the Income Tax Appellate Tribunal. An appeal number already in TaxDesk is updated (hearing dates, status, order), never added twice."
    >
      <ImportPanel
        orgId={orgId}
        kind="itatAppeals"
        invalidate={[recordKeys.all(orgId)]}
        resultLinks={<ResultLink to={`/${orgId}/it/itat`}>See the ITAT appeals</ResultLink>}
      />
    </ImportPage>
  );
}
