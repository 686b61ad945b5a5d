import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CASE_LIST_MAX, CaseListQuery, UNASSIGNED } from '@taxdesk/domain';
import { useDeferredValue, useEffect, useState } from 'react';
import type { ScreenProps } from '../../app/screen-types';
import { CellLink } from '../../shared/resource/cell-link';
import { useCurrentSearch, useNavigateTo } from '../../shared/resource/router';
import { workMembersOptions } from '../../shared/resource/work-api';
import { areaLabel, day, money, statusLabel } from './case-format';
import { caseKeys, fetchCases } from './cases-api';
import { DisputedDemandsButton } from './disputed-demands-button';
import { NewCaseButton } from './new-case-button';

type Status = CaseListQuery['status'];
const STATUSES: { value: Status; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
  { value: 'all', label: 'All' },
];
const AREA_CHOICES = ['it', 'gst', 'tds', 'pregst', 'state', 'icegate', 'general'];

/** The URL's page by the API's own rule; the first page is left out of the URL. */
function pageOf(raw: unknown): number | undefined {
  const page = CaseListQuery.shape.page.safeParse(raw);
  return page.success && page.data > 1 ? page.data : undefined;
}

function readSearch(raw: Record<string, unknown>): Partial<CaseListQuery> {
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  return {
    status: STATUSES.find((s) => s.value === raw.status)?.value ?? 'open',
    area: AREA_CHOICES.find((a) => a === raw.area) as CaseListQuery['area'],
    assignee: text(raw.assignee),
    q: text(raw.q),
    page: pageOf(raw.page),
  };
}

/** /{orgId}/cases: every matter across areas, soonest deadline first, filtered by the URL. */
export default function CasesListScreen({ orgId }: ScreenProps) {
  const search = readSearch(useCurrentSearch());
  const navigate = useNavigateTo();
  const go = (change: Partial<CaseListQuery>) => {
    // Another filter starts again at the first page.
    const next = { ...search, page: undefined, ...change };
    const params: Record<string, string> = {};
    for (const [k, v] of Object.entries(next)) if (v) params[k] = String(v);
    void navigate({ to: `/${orgId}/cases`, search: params, replace: true });
  };
  const [text, setText] = useState(search.q ?? '');
  const [q] = useDebouncedValue(text.trim(), 400);
  useEffect(() => {
    if ((q || undefined) !== search.q) go({ q: q || undefined });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled value writes the URL
  }, [q]);

  const cases = useQuery({
    queryKey: caseKeys.list(orgId, search),
    queryFn: ({ signal }) => fetchCases(orgId, search, signal),
    placeholderData: keepPreviousData,
  });
  // Up to a hundred rows render in the background, where React yields to the browser between rows
  // (as in the shared list): at once they held the main thread for about 210 ms.
  const data = useDeferredValue(cases.data);
  const members = useQuery(workMembersOptions(orgId));
  const page = search.page ?? 1;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2}>Cases</Title>
          <Text size="sm" c="dimmed">
            Each matter with its notices, replies, hearings, orders, demands and appeals, across portals.
          </Text>
        </div>
        <Group gap="xs">
          <DisputedDemandsButton orgId={orgId} />
          <NewCaseButton orgId={orgId} />
        </Group>
      </Group>
      <Group gap="sm" align="flex-end">
        <Select
          label="Status"
          w={140}
          allowDeselect={false}
          value={search.status ?? 'open'}
          onChange={(v) => go({ status: (v as Status) ?? 'open' })}
          data={STATUSES}
        />
        <Select
          label="Area"
          placeholder="All areas"
          clearable
          w={180}
          value={search.area ?? null}
          onChange={(v) => go({ area: (v as CaseListQuery['area']) ?? undefined })}
          data={AREA_CHOICES.map((a) => ({ value: a, label: areaLabel(a) }))}
        />
        <Select
          label="Assignee"
          placeholder="Anyone"
          clearable
          searchable
          w={240}
          value={search.assignee ?? null}
          onChange={(v) => go({ assignee: v ?? undefined })}
          data={[
            { value: UNASSIGNED, label: 'Nobody (unassigned)' },
            ...(members.data ?? []).map((m) => ({ value: m.email, label: `${m.name} (${m.email})` })),
          ]}
        />
        <TextInput
          label="Find"
          placeholder="Title or client"
          w={240}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        {cases.isFetching && <Loader size="xs" aria-label="Loading" />}
      </Group>
      {cases.isError && <Alert color="red">{(cases.error as Error).message}</Alert>}
      {!data ? (
        cases.isError ? null : (
          <Group justify="center" p="xl">
            <Loader size="sm" aria-label="Loading cases" />
          </Group>
        )
      ) : data.rows.length === 0 ? (
        <Text c="dimmed">No cases match.</Text>
      ) : (
        <Table striped highlightOnHover aria-label="Cases">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Case</Table.Th>
              <Table.Th>Area</Table.Th>
              <Table.Th>Client</Table.Th>
              <Table.Th ta="right">Records</Table.Th>
              <Table.Th>Next deadline</Table.Th>
              <Table.Th ta="right">At stake</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Assignee</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.rows.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>
                  <CellLink href={`/${orgId}/cases/${c.id}`}>{c.title}</CellLink>
                </Table.Td>
                <Table.Td>{areaLabel(c.area)}</Table.Td>
                <Table.Td>
                  {c.client && c.clientPath ? (
                    <CellLink href={`/${orgId}${c.clientPath}`}>{c.client}</CellLink>
                  ) : (
                    (c.client ?? '—')
                  )}
                </Table.Td>
                <Table.Td ta="right">{c.recordCount}</Table.Td>
                <Table.Td>{day(c.nextDue)}</Table.Td>
                <Table.Td ta="right">{money(c.amount)}</Table.Td>
                <Table.Td>
                  {/* A badge's label clips to its width: in a squeezed column "Open" read "OP…". */}
                  <Badge
                    variant="light"
                    color={c.status === 'open' ? 'blue' : 'gray'}
                    styles={{ label: { overflow: 'visible' } }}
                  >
                    {statusLabel(c.status)}
                  </Badge>
                </Table.Td>
                <Table.Td>{c.assignee ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {page > 1 || data?.truncated ? (
        <Group gap="xs" data-pages>
          <Button size="xs" variant="default" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
            Previous
          </Button>
          <Text size="sm">
            Page {page} · cases {(page - 1) * CASE_LIST_MAX + 1}–
            {(page - 1) * CASE_LIST_MAX + (data?.rows.length ?? 0)}
          </Text>
          <Button
            size="xs"
            variant="default"
            disabled={!data?.truncated}
            onClick={() => go({ page: page + 1 })}
          >
            Next
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
