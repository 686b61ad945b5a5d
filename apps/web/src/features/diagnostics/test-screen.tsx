import { Badge, Button, Container, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ScreenProps } from '../../app/screen-types';
import { PathLink } from '../../shared/routing/path-link';
import { useHealth } from './health-api';
import { useServiceWorkerStatus } from './service-worker-status';
import { useOnline } from './use-online';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w={200}>{label}</Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

/** Diagnostics for support: which build runs, whether the API and the offline app are healthy. */
function TestScreen(_props: ScreenProps) {
  const online = useOnline();
  const health = useHealth();
  const serviceWorker = useServiceWorkerStatus();
  const apiStatus = health.isPending ? (
    <Text size="sm">Checking…</Text>
  ) : health.isError ? (
    <Badge color="red">Unreachable: {health.error.message}</Badge>
  ) : (
    <Group gap="xs">
      <Badge color={health.data.status === 'ok' ? 'teal' : 'red'}>API {health.data.status}</Badge>
      <Badge color={health.data.db === 'ok' ? 'teal' : 'red'}>Database {health.data.db}</Badge>
      <Text size="sm" c="dimmed">
        Server version {health.data.version}
      </Text>
    </Group>
  );
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>Test</Title>
        <Paper withBorder radius="md">
          <Table verticalSpacing="sm">
            <Table.Tbody>
              <Row label="App version">{__APP_VERSION__}</Row>
              <Row label="API health">{apiStatus}</Row>
              <Row label="Network">
                <Badge color={online ? 'teal' : 'orange'}>{online ? 'Online' : 'Offline'}</Badge>
              </Row>
              <Row label="Service worker">{serviceWorker}</Row>
            </Table.Tbody>
          </Table>
        </Paper>
        <Group>
          <Button variant="default" onClick={() => void health.refetch()}>
            Check again
          </Button>
          <Button component={PathLink} to="/login" variant="subtle">
            Go to sign in
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

export default TestScreen;
