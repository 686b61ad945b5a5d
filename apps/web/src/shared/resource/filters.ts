import {
  formatValue,
  type FieldDef,
  type FilterValue,
  type RangeFilter,
  type ResourceDef,
} from '@taxdesk/domain';

type Choice = { value: string; label: string };

/** A multi-select's choices: the facet values labelled by the field's formatter, with their counts. */
export function facetChoices(
  field: Pick<FieldDef, 'kind' | 'options'>,
  facets: readonly { value: string; count: number; label?: string }[] | undefined,
  selected: readonly string[],
): Choice[] {
  const seen = new Set<string>();
  const out: Choice[] = [];
  for (const facet of facets ?? []) {
    const value = String(facet.value ?? '');
    if (!value || seen.has(value)) continue;
    seen.add(value);
    // Work facets name their values (an assignee's name for an email).
    const text = facet.label ?? formatValue(field, value);
    out.push({ value, label: `${text} (${facet.count.toLocaleString('en-IN')})` });
  }
  // A value chosen in the URL stays choosable even when no record carries it any more.
  for (const value of selected) {
    if (seen.has(value)) continue;
    seen.add(value);
    out.push({ value, label: formatValue(field, value) || value });
  }
  // Enums offer all their values even before the facets arrive.
  if (!facets && field.kind === 'enum') {
    for (const [value, label] of Object.entries(field.options ?? {})) {
      if (!seen.has(value)) out.push({ value, label });
    }
  }
  return out;
}

/** Dates (and date-times) filter by day; everything else by number. */
export function rangeInput(field: Pick<FieldDef, 'kind'>): 'date' | 'number' {
  return field.kind === 'date' || field.kind === 'datetime' ? 'date' : 'number';
}

/** The fields the filter bar offers: those with a filter, less the ones the route fixes. */
export function filterFields(resource: ResourceDef, fixed?: Readonly<Record<string, unknown>>): FieldDef[] {
  return resource.fields.filter((f) => f.filter && !(fixed && f.key in fixed));
}

export function inValues(value: FilterValue | undefined): string[] {
  return value && 'in' in value ? value.in : [];
}

export function rangeValue(value: FilterValue | undefined): RangeFilter {
  return value && !('in' in value) ? value : {};
}
