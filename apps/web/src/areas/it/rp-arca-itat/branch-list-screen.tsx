import { Button } from '@mantine/core';
import { RESOURCES } from '@taxdesk/domain';
import type { ScreenProps } from '../../../app/screen-types';
import { ResourceListPage } from '../../../shared/resource';
import { PathLink } from '../../../shared/routing/path-link';

/** `/it/branch`: the firm's offices; they come from the branch import, which also maps accounts to them. */
export default function BranchListScreen({ orgId }: ScreenProps) {
  return (
    <ResourceListPage
      orgId={orgId}
      resource={RESOURCES.branch}
      actions={
        <Button
          size="xs"
          variant="light"
          renderRoot={(p) => <PathLink {...p} to={`/${orgId}/it/importbranch`} />}
        >
          Import branches
        </Button>
      }
    />
  );
}
