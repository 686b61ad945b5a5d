import { Button } from '@mantine/core';
import { RESOURCES } from '@taxdesk/domain';
import type { ScreenProps } from '../../../app/screen-types';
import { PathLink } from '../../../shared/routing/path-link';
import { ResourceListPage } from '../../../shared/resource';

/** `/it/itat`: the ITAT appeals the firm follows, with the way to refresh their status and import more. */
export default function ItatListScreen({ orgId }: ScreenProps) {
  return (
    <ResourceListPage
      orgId={orgId}
      resource={RESOURCES.itatAppeal}
      actions={
        <>
          <Button
            size="xs"
            variant="light"
            renderRoot={(p) => <PathLink {...p} to={`/${orgId}/it/syncitat`} />}
          >
            Sync ITAT
          </Button>
          <Button
            size="xs"
            variant="default"
            renderRoot={(p) => <PathLink {...p} to={`/${orgId}/it/importItat`} />}
          >
            Import appeals
          </Button>
        </>
      }
    />
  );
}
