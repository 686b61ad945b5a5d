import { Loader, Paper } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ChildLink, RecordRow } from '@taxdesk/domain';
import { ChildRecords } from '../../shared/resource/child-records';
import { recordPageOptions } from '../../shared/resource/records-api';

/** How many of a login's records its page shows; the list has the rest. */
const SHOWN = 20;

type Props = { orgId: string; link: ChildLink; parent: RecordRow; sort: string };

/**
 * A login's records of one type (newest first), as a child table of its page: the Reply account's
 * proceedings, notices and request batches are linked by `rpPan`, which its definition does not
 * list as children (they are this area's types).
 */
export function AccountRecords({ orgId, link, parent, sort }: Props) {
  const value = String(parent.data[link.via] ?? '');
  const page = useQuery(
    recordPageOptions(orgId, link.type, { [link.via]: value, sort, limit: String(SHOWN) }),
  );
  if (page.isPending)
    return (
      <Paper withBorder p="md">
        <Loader size="sm" />
      </Paper>
    );
  return <ChildRecords orgId={orgId} link={link} parent={parent} rows={page.data?.rows ?? []} />;
}
