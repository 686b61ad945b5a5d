import type { ScreenProps } from '../../../app/screen-types';
import { ImportPage, ImportPanel } from '../../../shared/import';
import { recordKeys } from '../../../shared/resource';
import { ResultLink } from './result-link';

/** /it/import: clients' income-tax logins from a spreadsheet (name, PAN, password, client no., group, branch). */
export default function ItAccountsImportScreen({ orgId }: ScreenProps) {
  return (
    <ImportPage
      title="Import IT Accounts"
      description="Add your clients' e-filing logins in bulk. A PAN already in TaxDesk is updated, never added twice; a new password replaces the stored one (kept encrypted) and lets a blocked login try again."
    >
      <ImportPanel
        orgId={orgId}
        kind="itAccounts"
        sampleNote="The sample sheet holds the demo portal's accounts with their passwords: upload it as it is to try an import and a sync."
        invalidate={[recordKeys.all(orgId)]}
        resultLinks={
          <>
            <ResultLink to={`/${orgId}/it/pan`}>See the PAN accounts</ResultLink>
            <ResultLink to={`/${orgId}/it/sync`}>Sync them</ResultLink>
          </>
        }
      />
    </ImportPage>
  );
}
