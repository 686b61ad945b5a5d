import { Loader, Paper } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { resourceOf, type ChildLink, type RecordRow } from '@taxdesk/domain';
import { ChildRecords } from '../../resource/child-records';
import { recordPageOptions } from '../../resource/records-api';

/** How many of an account's records of one type its page shows; the list has the rest. */
const SHOWN = 20;

type Props = {
  orgId: string;
  link: ChildLink;
  account: RecordRow;
  accountKey: string;
  /** The list's sort (`-issuedOn`); the type's default when absent. */
  sort?: string;
};

/**
 * An account's newest records of one type, as a child table of its page with a link to the whole
 * list filtered to the account: for types held by the account that its definition does not list.
 */
export function HeldRecords({ orgId, link, account, accountKey, sort: chosen }: Props) {
  const def = resourceOf(link.type);
  const sort = chosen ?? (def ? `${def.defaultSort.dir === 'desc' ? '-' : ''}${def.defaultSort.field}` : '');
  const page = useQuery(
    recordPageOptions(orgId, link.type, { [link.via]: accountKey, sort, limit: String(SHOWN) }),
  );
  if (page.isPending)
    return (
      <Paper withBorder p="md">
        <Loader size="sm" />
      </Paper>
    );
  // The child table links to the list by the parent's value of `via`: the account's key.
  const parent = { ...account, data: { ...account.data, [link.via]: accountKey } };
  return <ChildRecords orgId={orgId} link={link} parent={parent} rows={page.data?.rows ?? []} />;
}
