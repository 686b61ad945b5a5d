import { Paper, Text, Title } from '@mantine/core';
import { fieldOf, RESOURCES, type FieldDef, type RecordRow } from '@taxdesk/domain';
import { ResourceTable } from '../../../shared/resource';

const NOTICE_COLUMNS = ['pan', 'noticeSection', 'description', 'ay', 'responseDueDate'];

/** A short list of notices on a dashboard, rows opening their detail like any list. */
export function NoticeRows({
  orgId,
  title,
  rows,
  empty,
  section,
}: {
  orgId: string;
  title: string;
  rows: RecordRow[];
  empty: string;
  /** Names the list for tests and links (`data-section`). */
  section?: string;
}) {
  const columns = NOTICE_COLUMNS.map((k) => fieldOf(RESOURCES.itNotice, k)).filter((f): f is FieldDef => !!f);
  return (
    <Paper withBorder radius="md" p="sm" data-section={section}>
      <Title order={3} size="h4" mb="xs">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <ResourceTable orgId={orgId} resource={RESOURCES.itNotice} rows={rows} columns={columns} />
      )}
    </Paper>
  );
}
