import {
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, recordKey, type RecordDetail, type ResourceDef } from '@taxdesk/domain';
import type { ReactNode } from 'react';
import { fieldValue } from './cell-display';
import { ChildRecords } from './child-records';
import { detailFields, recordTitle, statusField } from './detail';
import { DocumentsSection } from './documents-section';
import { FieldValue } from './field-value';
import { HistoryTimeline } from './history-timeline';
import { accountClientHref, accountHref, listHref } from './links';
import { isNotFound, recordDetailOptions } from './records-api';
import { AppLink } from './router';
import { DatesSection } from './dates-section';
import { RecordCaseLine } from './record-case-line';
import { WorkPanel } from './work-panel';

export type ResourceDetailPageProps = {
  orgId: string;
  resource: ResourceDef;
  /** The route's params: the resource's key fields by name. */
  keyValues: Readonly<Record<string, string>>;
  /** The route's own buttons, shown in the header. */
  actions?: ReactNode;
};

/** The one detail page for every record type: fields by kind, documents, child records, history. */
export function ResourceDetailPage({ orgId, resource, keyValues, actions }: ResourceDetailPageProps) {
  const key = recordKey(resource, keyValues);
  const detail = useQuery(recordDetailOptions(orgId, resource.type, key));
  const back = listHref(orgId, resource);

  if (detail.isPending) {
    return (
      <Group justify="center" p="xl">
        <Loader size="sm" />
      </Group>
    );
  }
  if (detail.isError) {
    return isNotFound(detail.error) ? (
      <Paper withBorder p="xl" ta="center" data-state="not-found">
        <Title order={3}>No such record</Title>
        <Text c="dimmed" mt="xs">
          There is no {resource.label.toLowerCase()} {resource.keyFields.map((k) => keyValues[k]).join(' / ')}{' '}
          in this organisation.
        </Text>
        {back ? (
          <AppLink to={back} mt="md" display="inline-block">
            Back to {resource.plural}
          </AppLink>
        ) : null}
      </Paper>
    ) : (
      <Alert color="red" title={`Could not load the ${resource.label.toLowerCase()}`} data-state="error">
        <Text size="sm" mb="xs">
          {detail.error.message}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={() => void detail.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  }
  return <DetailBody orgId={orgId} resource={resource} detail={detail.data} actions={actions} back={back} />;
}

function DetailBody(props: {
  orgId: string;
  resource: ResourceDef;
  detail: RecordDetail;
  actions?: ReactNode;
  back: string | null;
}) {
  const { orgId, resource, detail, actions, back } = props;
  const { record } = detail;
  const status = statusField(resource);
  const account = resource.accountType !== resource.type ? accountHref(orgId, resource, record.data) : null;
  const client = accountClientHref(orgId, resource, record.data);
  const showDocuments = resource.documents || detail.documents.length > 0;

  return (
    <Stack gap="md" data-detail={resource.type}>
      {back ? (
        <AppLink to={back} size="sm">
          ← {resource.plural}
        </AppLink>
      ) : null}
      <Group justify="space-between" align="flex-start">
        <Box>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {resource.label} ·{' '}
            <span style={{ fontFamily: 'monospace' }}>{decodeURIComponent(record.key)}</span>
          </Text>
          <Group gap="sm" align="center">
            <Title order={2}>{recordTitle(resource, record)}</Title>
            {status ? <FieldValue field={status} value={fieldValue(record, status)} /> : null}
            {record.source === 'manual' ? <Badge variant="outline">Entered by hand</Badge> : null}
            {record.reviewState === 'pending' ? (
              <Badge variant="light" color="orange" data-review="pending">
                Waiting for review
              </Badge>
            ) : null}
          </Group>
          {client ? (
            <Text size="sm" mt={4}>
              <AppLink to={client} data-testid="client-link">
                Everything for this client, across areas
              </AppLink>
            </Text>
          ) : null}
          {resource.accountType !== resource.type ? (
            <RecordCaseLine
              orgId={orgId}
              resource={resource}
              record={record}
              title={recordTitle(resource, record)}
            />
          ) : null}
          {account && resource.accountField ? (
            <Text size="sm" mt={4}>
              Account:{' '}
              <AppLink to={account} ff="monospace">
                {String(record.data[resource.accountField])}
              </AppLink>
            </Text>
          ) : null}
        </Box>
        {actions ? <Group gap="xs">{actions}</Group> : null}
      </Group>

      {record.removedAt ? (
        <Alert color="orange" title="Marked removed on portal" data-state="removed">
          The portal stopped showing this {resource.label.toLowerCase()} on {formatDateTime(record.removedAt)}
          . TaxDesk keeps it as it was last seen.
        </Alert>
      ) : null}

      <Paper withBorder p="md" data-section="fields">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="sm">
          {detailFields(resource).map((field) => (
            <Box key={field.key} data-field={field.key}>
              <Text size="xs" c="dimmed">
                {field.label}
              </Text>
              <FieldValue field={field} value={fieldValue(record, field)} />
            </Box>
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt="md">
          First seen {formatDateTime(record.firstSeenAt)} · updated {formatDateTime(record.updatedAt)}
        </Text>
      </Paper>

      {detail.dates ? (
        <DatesSection orgId={orgId} resource={resource} record={record} dates={detail.dates} />
      ) : null}

      {resource.work ? (
        <WorkPanel orgId={orgId} resource={resource} record={record} events={detail.events} />
      ) : null}

      {showDocuments ? <DocumentsSection orgId={orgId} documents={detail.documents} /> : null}

      {(resource.children ?? []).map((link) => (
        <ChildRecords
          key={link.type}
          orgId={orgId}
          link={link}
          parent={record}
          rows={detail.children[link.type] ?? []}
        />
      ))}

      <HistoryTimeline resource={resource} events={detail.events} />
    </Stack>
  );
}
