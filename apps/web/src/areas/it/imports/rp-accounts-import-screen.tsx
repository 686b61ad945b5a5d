import type { ScreenProps } from '../../../app/screen-types';
import { ImportPage, ImportPanel } from '../../../shared/import';
import { recordKeys } from '../../../shared/resource';
import { ResultLink } from './result-link';

/** /rp/import: representatives' (Reply) e-filing logins. */
export default function RpAccountsImportScreen({ orgId }: ScreenProps) {
  return (
    <ImportPage
      title="Import Reply Accounts"
      description="Add the e-filing logins through which your representatives file replies for clients. A PAN already in TaxDesk is updated; passwords are kept encrypted."
    >
      <ImportPanel
        orgId={orgId}
        kind="rpAccounts"
        invalidate={[recordKeys.all(orgId)]}
        resultLinks={<ResultLink to={`/${orgId}/rp/sync`}>Sync the Reply accounts</ResultLink>}
      />
    </ImportPage>
  );
}
