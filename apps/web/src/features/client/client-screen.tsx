import { Alert, Badge, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ClientPage } from '@taxdesk/domain';
import { useEffect } from 'react';
import type { ScreenProps } from '../../app/screen-types';
import { isNotFound } from '../../shared/resource/records-api';
import { useNavigateTo } from '../../shared/resource/router';
import { clientKeys, fetchClientPage } from './client-api';
import {
  ClientAccounts,
  ClientArrivals,
  ClientDocuments,
  ClientOpenItems,
  ClientPeople,
} from './client-sections';

/**
 * One client across every area: the accounts its PAN ties together, what is open and due, what
 * arrived lately, its files and who is working on it. Opened by a PAN, or by a GSTIN or TAN
 * (the address then shows the PAN, so a bookmark names the client).
 */
export default function ClientScreen({ orgId, params }: ScreenProps) {
  const asked = (params.pan ?? '').toUpperCase();
  const navigate = useNavigateTo();
  const page = useQuery({
    queryKey: clientKeys.page(orgId, asked),
    queryFn: ({ signal }) => fetchClientPage(orgId, asked, signal),
  });
  const pan = page.data?.pan;
  useEffect(() => {
    if (pan && pan !== asked) void navigate({ to: `/${orgId}/client/${pan}`, replace: true });
  }, [pan, asked, orgId, navigate]);

  if (page.isPending)
    return (
      <Group justify="center" p="xl">
        <Loader size="sm" />
      </Group>
    );
  if (page.isError)
    return (
      <Alert
        color="red"
        title={isNotFound(page.error) ? 'No such client' : 'Could not load the client'}
        data-state="error"
      >
        <Text size="sm" mb="xs">
          {page.error.message}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={() => void page.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  return <ClientBody orgId={orgId} client={page.data} />;
}

function ClientBody({ orgId, client }: { orgId: string; client: ClientPage }) {
  const id = client.pan ?? client.asked;
  const areas = new Set(client.accounts.map((a) => a.area));
  return (
    <Stack gap="md" data-client={id}>
      <div>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          Client · <span style={{ fontFamily: 'monospace' }}>{id}</span>
        </Text>
        <Group gap="sm" align="center">
          <Title order={2}>{client.name ?? id}</Title>
          <Badge variant="light">
            {client.accounts.length} account{client.accounts.length === 1 ? '' : 's'} in {areas.size} area
            {areas.size === 1 ? '' : 's'}
          </Badge>
        </Group>
        {!client.pan ? (
          <Text size="sm" c="dimmed" mt={4}>
            No PAN is recorded for this TAN: add the deductor&rsquo;s PAN to the TAN account (or its import)
            to see it with the client&rsquo;s other accounts.
          </Text>
        ) : null}
      </div>
      {client.accounts.length === 0 ? (
        <Paper withBorder p="xl" ta="center" data-state="empty">
          <Text fw={500}>TaxDesk holds no account for {id}</Text>
          <Text size="sm" c="dimmed" mt={4}>
            Add the client&rsquo;s income-tax, GST or TAN login to see everything for it here.
          </Text>
        </Paper>
      ) : (
        <>
          <ClientAccounts orgId={orgId} accounts={client.accounts} />
          <ClientOpenItems orgId={orgId} items={client.openItems} truncated={client.openTruncated} />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <ClientArrivals orgId={orgId} arrivals={client.arrivals} />
            <Stack gap="md">
              <ClientPeople people={client.people} />
              <ClientDocuments orgId={orgId} documents={client.documents} />
            </Stack>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
