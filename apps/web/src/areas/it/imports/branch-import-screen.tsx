import { SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import type { ScreenProps } from '../../../app/screen-types';
import { ImportPage, ImportPanel } from '../../../shared/import';
import { recordKeys } from '../../../shared/resource';
import { ResultLink } from './result-link';

type Sheet = 'branches' | 'branchMapping';

/** /it/importbranch: the firm's branches, then which branch looks after each PAN account. */
export default function BranchImportScreen({ orgId }: ScreenProps) {
  const [sheet, setSheet] = useState<Sheet>('branches');
  return (
    <ImportPage
      title="Import Branches"
      description="First the branches (code, name, city, manager), then the accounts of each: a sheet of PAN and branch code (or name). Lists, dashboards and reminders can then be cut by branch."
    >
      <SegmentedControl
        value={sheet}
        onChange={(v) => setSheet(v as Sheet)}
        data={[
          { value: 'branches', label: '1. Branches' },
          { value: 'branchMapping', label: '2. Accounts of each branch' },
        ]}
        w="fit-content"
      />
      <ImportPanel
        key={sheet}
        orgId={orgId}
        kind={sheet}
        invalidate={[recordKeys.all(orgId)]}
        resultLinks={
          sheet === 'branches' ? (
            <ResultLink to={`/${orgId}/it/branch`}>See the branches</ResultLink>
          ) : (
            <ResultLink to={`/${orgId}/it/pan`}>See the PAN accounts</ResultLink>
          )
        }
      />
    </ImportPage>
  );
}
