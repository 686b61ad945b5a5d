import { Alert, Badge, Group, Text } from '@mantine/core';
import { formatDateTime } from '@taxdesk/domain';
import { count } from './format';
import type { ImportPreview } from '@taxdesk/domain';

function Stat({ label, value, color }: { label: string; value: number; color: string }) {
  return (
    <Badge size="lg" variant="light" color={color} radius="sm" data-stat={label.toLowerCase()}>
      {label}: {count(value)}
    </Badge>
  );
}

/** What the file would do: rows read, new, updated, unchanged, with errors; and columns not used. */
export function PreviewSummary({ preview }: { preview: ImportPreview }) {
  const c = preview.counts;
  return (
    <>
      <Text size="sm">
        <b>{preview.fileName}</b> ({preview.format.toUpperCase()}): {count(c.rows)} rows read. Nothing is
        saved yet; this preview is kept until {formatDateTime(preview.expiresAt).slice(-5)}.
      </Text>
      <Group gap="xs" data-summary>
        <Stat label="New" value={c.new} color="teal" />
        <Stat label="Updated" value={c.updated} color="blue" />
        <Stat label="Unchanged" value={c.unchanged} color="gray" />
        <Stat label="Errors" value={c.errors} color={c.errors ? 'red' : 'gray'} />
      </Group>
      {preview.warnings?.length ? (
        <Alert color="yellow" variant="light" p="xs" data-import-warnings>
          {count(preview.warnings.length)} warning{preview.warnings.length === 1 ? '' : 's'} (the rows are
          imported all the same):
          {preview.warnings.slice(0, 5).map((w) => (
            <div key={`${w.rowNo}-${w.message}`}>
              Row {w.rowNo}: {w.message}
            </div>
          ))}
          {preview.warnings.length > 5 ? <div>…and {count(preview.warnings.length - 5)} more.</div> : null}
        </Alert>
      ) : null}
      {preview.ignored.length ? (
        <Alert color="yellow" variant="light" p="xs">
          Columns not used (their headers are not ones this import reads): {preview.ignored.join(', ')}
        </Alert>
      ) : null}
    </>
  );
}
