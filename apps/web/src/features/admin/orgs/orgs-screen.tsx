import type { OrgQuery } from '@taxdesk/domain';
import {
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ScreenProps } from '../../../app/screen-types';
import { adminKeys, fetchOrgs } from '../api/orgs-api';
import { AdminPage } from '../ui/admin-page';
import { dayText } from '../ui/licence-day';
import { Pager } from '../ui/pager';
import { QueryState } from '../ui/query-state';
import { AuditList } from './audit-list';
import { CreateOrgModal } from './create-org-modal';
import { FeatureBadges } from './feature-badges';
import { LicenceDrawer } from './licence-drawer';

/** Organisations a page of the list shows. */
const PAGE_SIZE = 20;

/** Admin (`/{orgId}/admin`): every organisation with its licence; licences set, organisations made. */
export default function OrgsScreen({ orgId }: ScreenProps) {
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text, 300);
  const [state, setState] = useState<OrgQuery['state']>('all');
  const [sort, setSort] = useState<OrgQuery['sort']>('name');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const query: OrgQuery = { q, state, sort, page, pageSize: PAGE_SIZE };
  const orgs = useQuery({
    queryKey: adminKeys.orgs(query),
    queryFn: () => fetchOrgs(query),
    placeholderData: keepPreviousData,
  });

  return (
    <AdminPage
      orgId={orgId}
      path="/{orgId}/admin"
      intro="Every organisation on TaxDesk with its licence. Open a licence to change a feature's expiry or switch it off; every change is logged."
      actions={<Button onClick={() => setCreating(true)}>New organisation</Button>}
    >
      <Group gap="sm" wrap="wrap">
        <TextInput
          placeholder="Search by id or name"
          aria-label="Search organisations"
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setPage(1);
          }}
          w={260}
        />
        <SegmentedControl
          aria-label="Licence state"
          value={state}
          onChange={(v) => {
            setState(v as OrgQuery['state']);
            setPage(1);
          }}
          data={[
            { value: 'all', label: 'All' },
            { value: 'active', label: 'Licensed' },
            { value: 'expiring', label: 'Expiring in 30 days' },
            { value: 'expired', label: 'Expired' },
          ]}
        />
        <Select
          aria-label="Sort by"
          w={180}
          value={sort}
          allowDeselect={false}
          onChange={(v) => v && setSort(v as OrgQuery['sort'])}
          data={[
            { value: 'name', label: 'Sort by name' },
            { value: 'created', label: 'Newest first' },
            { value: 'expiry', label: 'Expiring first' },
          ]}
        />
      </Group>
      <QueryState query={orgs} what="the organisations">
        {(data) => (
          <Stack gap={0}>
            <Paper withBorder>
              <Table.ScrollContainer minWidth={900}>
                <Table verticalSpacing={6} striped highlightOnHover data-testid="orgs">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Organisation</Table.Th>
                      <Table.Th>Owners</Table.Th>
                      <Table.Th ta="right">Members</Table.Th>
                      <Table.Th>Licence until</Table.Th>
                      <Table.Th>Features</Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.rows.length === 0 && (
                      <Table.Tr>
                        <Table.Td colSpan={6}>
                          <Text size="sm" c="dimmed" ta="center" py="md">
                            No organisation matches.
                          </Text>
                        </Table.Td>
                      </Table.Tr>
                    )}
                    {data.rows.map((org) => (
                      <Table.Tr key={org.orgId} data-org={org.orgId}>
                        <Table.Td>
                          <Text ff="monospace" size="sm" fw={600}>
                            {org.orgId}
                          </Text>
                          <Text size="sm">{org.name}</Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm" c={org.owners.length ? undefined : 'dimmed'}>
                            {org.owners.join(', ') || 'Owner invited'}
                          </Text>
                        </Table.Td>
                        <Table.Td ta="right">{org.members}</Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          {dayText(org.licence.licExpiry)}{' '}
                          {org.licence.expired && (
                            <Badge size="xs" color="red" variant="light">
                              Expired
                            </Badge>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <FeatureBadges licence={org.licence} />
                        </Table.Td>
                        <Table.Td ta="right">
                          <Button
                            size="xs"
                            variant="light"
                            onClick={() => setEditing(org.orgId)}
                            aria-label={`Licence of ${org.orgId}`}
                          >
                            Licence
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Paper>
            <Pager
              page={page}
              pageSize={data.pageSize}
              total={data.total}
              noun="organisation(s)"
              onChange={setPage}
            />
          </Stack>
        )}
      </QueryState>
      <AuditList />
      <LicenceDrawer orgId={editing} currentOrgId={orgId} onClose={() => setEditing(null)} />
      <CreateOrgModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => setEditing(id)}
      />
    </AdminPage>
  );
}
