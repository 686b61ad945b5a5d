import { Badge, Checkbox, Group, MultiSelect, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { formatDateTime, type SyncAccount, type SyncAccountState } from '@taxdesk/domain';
import { useMemo, useState } from 'react';
import { AppLink } from '../resource';
import { BADGE_STYLES } from '../sync';
import {
  ACCOUNT_STATE_COLOURS,
  ACCOUNT_STATE_ORDER,
  accountStateLabel,
  matchesFilters,
  type AccountFilters,
} from './account-state';

/** Rows past this are not drawn (the selection still covers every matching account). */
const MAX_ROWS = 300;

type Props = {
  /** What the account key is called (PAN, GSTIN, ...) and where an account's own screen is. */
  keyLabel: string;
  accountHref?: (key: string) => string;
  accounts: readonly SyncAccount[];
  staleAfterDays: number;
  selected: ReadonlySet<string>;
  onSelected: (next: Set<string>) => void;
  filters: AccountFilters;
  onFilters: (next: AccountFilters) => void;
};

const distinct = (values: (string | null)[]) =>
  [...new Set(values.filter((v): v is string => !!v))].sort((a, b) => a.localeCompare(b));

/** Accounts to choose from: search by key, name or client number; narrow by group, branch, state. */
export function AccountPicker({
  keyLabel,
  accountHref,
  accounts,
  staleAfterDays,
  selected,
  onSelected,
  filters,
  onFilters,
}: Props) {
  const [touched, setTouched] = useState(false);
  const groups = useMemo(() => distinct(accounts.map((a) => a.group)), [accounts]);
  const branches = useMemo(() => distinct(accounts.map((a) => a.branch)), [accounts]);
  const shown = useMemo(() => accounts.filter((a) => matchesFilters(a, filters)), [accounts, filters]);
  const allShownSelected = shown.length > 0 && shown.every((a) => selected.has(a.accountKey));
  const someShownSelected = shown.some((a) => selected.has(a.accountKey));

  const toggleAll = () => {
    const next = new Set(selected);
    for (const a of shown) {
      if (allShownSelected) next.delete(a.accountKey);
      else next.add(a.accountKey);
    }
    onSelected(next);
    setTouched(true);
  };
  const toggle = (key: string) => {
    const next = new Set(selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    onSelected(next);
    setTouched(true);
  };

  return (
    <>
      <Group gap="sm" align="flex-end">
        <TextInput
          label="Search"
          placeholder={`${keyLabel}, name or client no.`}
          value={filters.q}
          onChange={(e) => onFilters({ ...filters, q: e.currentTarget.value })}
          w={240}
        />
        <MultiSelect
          label="Group"
          placeholder={filters.groups.length ? undefined : 'Any group'}
          data={groups}
          value={filters.groups}
          onChange={(groups) => onFilters({ ...filters, groups })}
          searchable
          clearable
          w={200}
        />
        <MultiSelect
          label="Branch"
          placeholder={filters.branches.length ? undefined : 'Any branch'}
          data={branches}
          value={filters.branches}
          onChange={(branches) => onFilters({ ...filters, branches })}
          searchable
          clearable
          w={200}
        />
        <MultiSelect
          label="State"
          placeholder={filters.states.length ? undefined : 'Any state'}
          data={ACCOUNT_STATE_ORDER.map((s) => ({ value: s, label: accountStateLabel(s, staleAfterDays) }))}
          value={filters.states}
          onChange={(states) => onFilters({ ...filters, states: states as SyncAccountState[] })}
          clearable
          w={240}
        />
      </Group>
      <Text size="sm" c="dimmed" data-picker-count>
        {shown.length.toLocaleString('en-IN')} of {accounts.length.toLocaleString('en-IN')} accounts shown ·{' '}
        {selected.size.toLocaleString('en-IN')} selected
        {touched || selected.size ? '' : ' — tick accounts, or the box in the header for every account shown'}
      </Text>
      <Table.ScrollContainer minWidth={760}>
        <Table striped highlightOnHover verticalSpacing={6} data-account-picker>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  aria-label="Select every account shown"
                  checked={allShownSelected}
                  indeterminate={!allShownSelected && someShownSelected}
                  onChange={toggleAll}
                />
              </Table.Th>
              <Table.Th>{keyLabel}</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Client No.</Table.Th>
              <Table.Th>Group</Table.Th>
              <Table.Th>Branch</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th>Last synced</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.slice(0, MAX_ROWS).map((a) => (
              <Table.Tr
                key={a.accountKey}
                data-account={a.accountKey}
                onClick={() => toggle(a.accountKey)}
                style={{ cursor: 'pointer' }}
              >
                <Table.Td onClick={(e) => e.stopPropagation()}>
                  <Checkbox
                    aria-label={`Select ${a.accountKey}`}
                    checked={selected.has(a.accountKey)}
                    onChange={() => toggle(a.accountKey)}
                  />
                </Table.Td>
                <Table.Td>
                  {accountHref ? (
                    <AppLink to={accountHref(a.accountKey)} ff="monospace" size="sm">
                      {a.accountKey}
                    </AppLink>
                  ) : (
                    <Text size="sm" ff="monospace">
                      {a.accountKey}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" truncate maw={280}>
                    {a.name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{a.clientNo}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{a.group}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{a.branch}</Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label={a.reason} disabled={!a.reason} multiline maw={360}>
                      <Badge
                        color={ACCOUNT_STATE_COLOURS[a.state]}
                        variant="light"
                        tt="none"
                        styles={BADGE_STYLES}
                      >
                        {accountStateLabel(a.state, staleAfterDays).replace(/ \(.*\)$/, '')}
                      </Badge>
                    </Tooltip>
                    {a.syncing ? (
                      <Badge color="blue" variant="dot" tt="none">
                        Syncing
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm">{a.lastSyncedAt ? formatDateTime(a.lastSyncedAt) : '—'}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {shown.length > MAX_ROWS ? (
        <Text size="sm" c="dimmed">
          Showing the first {MAX_ROWS} of {shown.length.toLocaleString('en-IN')}; search or filter to see the
          rest. The header box selects all {shown.length.toLocaleString('en-IN')}.
        </Text>
      ) : null}
    </>
  );
}
