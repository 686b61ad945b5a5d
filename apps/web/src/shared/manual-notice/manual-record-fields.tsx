import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { recordPageOptions } from '../resource/records-api';
import type { ManualField } from './manual-notice-config';

type AccountField = Extract<ManualField, { kind: 'account' }>;
type LinkedField = Extract<ManualField, { kind: 'linked' }>;

type SelectProps = {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
};

/** The organisation's accounts of the area to choose from, searched on the server as the user types. */
export function AccountSelect({ orgId, field, ...p }: SelectProps & { orgId: string; field: AccountField }) {
  const [search, setSearch] = useState('');
  const page = useQuery(
    recordPageOptions(orgId, field.recordType, { limit: '100', ...(search ? { q: search } : {}) }),
  );
  const choices = (page.data?.rows ?? []).map((r) => {
    const value = String(r.data[field.valueField] ?? '');
    const name = r.data[field.nameField];
    return { value, label: name ? `${value} · ${String(name)}` : value };
  });
  const unique = choices.filter((c, i) => c.value && choices.findIndex((o) => o.value === c.value) === i);
  if (p.value && !unique.some((c) => c.value === p.value)) unique.unshift({ value: p.value, label: p.value });
  return (
    <Select
      label={field.label}
      required={field.required}
      searchable
      placeholder={field.placeholder}
      data={unique}
      value={p.value || null}
      onChange={(v) => p.onChange(v ?? '')}
      onBlur={p.onBlur}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={page.isLoading ? 'Loading…' : field.nothingFound}
      error={p.error}
      data-field={field.key}
    />
  );
}

/** A record of the chosen account (its proceeding): optional, offered once the account is chosen. */
export function LinkedSelect({
  orgId,
  field,
  account,
  ...p
}: SelectProps & { orgId: string; field: LinkedField; account: string }) {
  const page = useQuery({
    ...recordPageOptions(orgId, field.recordType, { [field.accountParam]: account, limit: '200' }),
    enabled: account !== '',
  });
  const choices = (page.data?.rows ?? []).map((r) => ({
    value: String(r.data[field.valueField] ?? r.key),
    label: field.labelOf(r),
  }));
  return (
    <Select
      label={field.label}
      description={field.description}
      placeholder={account ? (field.placeholder ?? 'Not known yet') : 'Choose the account first'}
      data={choices}
      value={p.value || null}
      onChange={(v) => p.onChange(v ?? '')}
      onBlur={p.onBlur}
      clearable
      searchable
      disabled={!account}
      nothingFoundMessage={field.nothingFound}
      error={p.error}
      data-field={field.key}
    />
  );
}
