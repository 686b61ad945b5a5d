import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { GST_RETURN_TYPES } from '@taxdesk/domain';
import { facetOptions } from '../../shared/resource/records-api';

export type GstReportFilterValues = {
  fy: string | null;
  returnType: string | null;
  group: string | null;
  state: string | null;
};

type Props = {
  orgId: string;
  values: GstReportFilterValues;
  onChange: (next: GstReportFilterValues) => void;
  /** The financial years to choose from; without them the year may be left open ("All"). */
  years?: readonly string[];
};

/** Financial year, return type, the accounts' group and the GSTIN's state, for the GST return reports. */
export function GstReportFilters({ orgId, values, onChange, years }: Props) {
  const groups = useQuery(facetOptions(orgId, 'gstAccount', 'group'));
  const states = useQuery(facetOptions(orgId, 'gstReturnCompliance', 'state'));
  const fyFacet = useQuery({
    ...facetOptions(orgId, 'gstReturnCompliance', 'financialYear'),
    enabled: !years,
  });
  const set = (key: keyof GstReportFilterValues) => (value: string | null) =>
    onChange({ ...values, [key]: value });
  return (
    <>
      <Select
        label="Financial year"
        placeholder="All"
        clearable={!years}
        allowDeselect={!years}
        data={[...(years ?? (fyFacet.data ?? []).map((f) => f.value))]}
        value={values.fy}
        onChange={set('fy')}
        w={150}
      />
      <Select
        label="Return type"
        placeholder="All"
        clearable
        data={Object.entries(GST_RETURN_TYPES).map(([value, label]) => ({ value, label }))}
        value={values.returnType}
        onChange={set('returnType')}
        w={150}
      />
      <Select
        label="Group"
        placeholder="All"
        clearable
        data={(groups.data ?? []).map((g) => g.value)}
        value={values.group}
        onChange={set('group')}
        w={160}
      />
      <Select
        label="State"
        placeholder="All"
        clearable
        searchable
        data={(states.data ?? []).map((s) => s.value)}
        value={values.state}
        onChange={set('state')}
        w={180}
      />
    </>
  );
}

/** The filters as query params, unset ones left out. */
export function filterParams(v: GstReportFilterValues): Record<string, string> {
  return Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => Boolean(e[1])));
}
