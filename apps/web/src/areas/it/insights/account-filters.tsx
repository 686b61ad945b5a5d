import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { facetOptions } from '../../../shared/resource/records-api';

type Props = {
  orgId: string;
  branch: string | null;
  group: string | null;
  onBranch: (value: string | null) => void;
  onGroup: (value: string | null) => void;
};

/** Branch and group pickers over the organisation's PAN accounts. */
export function AccountFilters({ orgId, branch, group, onBranch, onGroup }: Props) {
  const branches = useQuery(facetOptions(orgId, 'itAccount', 'branch'));
  const groups = useQuery(facetOptions(orgId, 'itAccount', 'group'));
  return (
    <>
      <Select
        label="Branch"
        placeholder="All"
        clearable
        data={(branches.data ?? []).map((b) => b.value)}
        value={branch}
        onChange={onBranch}
        w={170}
      />
      <Select
        label="Group"
        placeholder="All"
        clearable
        data={(groups.data ?? []).map((g) => g.value)}
        value={group}
        onChange={onGroup}
        w={170}
      />
    </>
  );
}
