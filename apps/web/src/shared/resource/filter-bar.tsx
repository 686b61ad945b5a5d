import { Group, MultiSelect, NumberInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { FieldDef, FilterValue, ListQuery, RangeFilter, ResourceDef } from '@taxdesk/domain';
import { facetChoices, filterFields, inValues, rangeInput, rangeValue } from './filters';
import { facetOptions } from './records-api';
import { DayInput } from '../forms/day-input';

type Props = {
  orgId: string;
  resource: ResourceDef;
  query: ListQuery;
  fixedFilters?: Readonly<Record<string, FilterValue>>;
  onFilter: (field: string, value: FilterValue | undefined) => void;
};

/** One control per filterable field of the resource, in field order. */
export function FilterBar({ orgId, resource, query, fixedFilters, onFilter }: Props) {
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      {filterFields(resource, fixedFilters).map((field) =>
        field.filter === 'in' ? (
          <InFilter
            key={field.key}
            orgId={orgId}
            type={resource.type}
            field={field}
            value={inValues(query.filters[field.key])}
            onChange={(values) => onFilter(field.key, { in: values })}
          />
        ) : (
          <RangeFilterInput
            key={field.key}
            field={field}
            value={rangeValue(query.filters[field.key])}
            onChange={(range) => onFilter(field.key, range)}
          />
        ),
      )}
    </Group>
  );
}

function InFilter(props: {
  orgId: string;
  type: string;
  field: FieldDef;
  value: string[];
  onChange: (values: string[]) => void;
}) {
  const { orgId, type, field, value, onChange } = props;
  const facets = useQuery(facetOptions(orgId, type, field.key));
  return (
    <MultiSelect
      size="xs"
      w={200}
      label={field.label}
      placeholder={value.length ? undefined : 'Any'}
      data={facetChoices(field, facets.data, value)}
      value={value}
      onChange={onChange}
      searchable
      clearable
      limit={200}
      nothingFoundMessage={facets.isLoading ? 'Loading…' : 'No values'}
      data-filter={field.key}
    />
  );
}

function RangeFilterInput(props: {
  field: FieldDef;
  value: RangeFilter;
  onChange: (value: RangeFilter) => void;
}) {
  const { field, value, onChange } = props;
  const set = (part: 'from' | 'to', v: string) => onChange({ ...value, [part]: v || undefined });
  if (rangeInput(field) === 'date') {
    return (
      <Group gap={4} align="flex-end" wrap="nowrap" data-filter={field.key}>
        <DayInput
          size="xs"
          w={130}
          label={`${field.label} from`}
          value={value.from ?? ''}
          onChange={(day) => set('from', day)}
        />
        <DayInput size="xs" w={130} label="to" value={value.to ?? ''} onChange={(day) => set('to', day)} />
      </Group>
    );
  }
  return (
    <Group gap={4} align="flex-end" wrap="nowrap" data-filter={field.key}>
      <NumberInput
        size="xs"
        w={120}
        label={`${field.label} from`}
        value={value.from ?? ''}
        onChange={(v) => set('from', v === '' ? '' : String(v))}
        hideControls
      />
      <NumberInput
        size="xs"
        w={120}
        label="to"
        value={value.to ?? ''}
        onChange={(v) => set('to', v === '' ? '' : String(v))}
        hideControls
      />
    </Group>
  );
}
