import { Button, Group } from '@mantine/core';
import type { FilterValue, ListQuery, ResourceDef } from '@taxdesk/domain';
import { useState } from 'react';
import { exportFileName, saveBlob } from './export-file';
import { exportApiParams } from './list-state';
import { fetchExport } from './records-api';

type Props = {
  orgId: string;
  resource: ResourceDef;
  query: ListQuery;
  columns: readonly string[];
  fixedFilters?: Readonly<Record<string, FilterValue>>;
};

/** CSV and Excel of everything the list's filters match, in the shown columns. */
export function ExportButtons({ orgId, resource, query, columns, fixedFilters }: Props) {
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);
  const download = async (format: 'csv' | 'xlsx') => {
    setBusy(format);
    try {
      const blob = await fetchExport(
        orgId,
        resource.type,
        exportApiParams(query, columns, format, fixedFilters),
      );
      saveBlob(blob, exportFileName(resource, format));
    } catch {
      // The API client has already shown the failure as a notice.
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap={4}>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          size="xs"
          variant="default"
          loading={busy === format}
          disabled={busy !== null && busy !== format}
          onClick={() => void download(format)}
        >
          {format === 'csv' ? 'CSV' : 'Excel'}
        </Button>
      ))}
    </Group>
  );
}
