import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { downloadSample, downloadTemplate } from './import-api';
import type { ImportSpec } from '@taxdesk/domain';
import { count, formatBytes } from './format';

type Props = {
  orgId: string;
  spec: ImportSpec;
  canImport: boolean;
  sampleNote?: string;
  /** Folded while a preview is on screen: the columns are then in the preview table. */
  folded?: boolean;
};

/** Step 1: the template (and a filled-in sample where the server offers one), and the columns it reads. */
export function TemplateStep({ orgId, spec, canImport, sampleNote, folded = false }: Props) {
  const [busy, setBusy] = useState<'template' | 'sample' | null>(null);
  const [unfolded, setUnfolded] = useState(false);
  const showColumns = !folded || unfolded;
  const get = async (which: 'template' | 'sample') => {
    setBusy(which);
    try {
      if (which === 'template') await downloadTemplate(orgId, spec.key, `${spec.fileStem}-template.xlsx`);
      else await downloadSample(orgId, spec.key, `${spec.fileStem}-sample.xlsx`);
    } catch {
      // The API client has shown the reason.
    } finally {
      setBusy(null);
    }
  };
  return (
    <Paper withBorder p="md" data-step="template">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={3} size="h4">
              1. Get the template
            </Title>
            <Text size="sm" c="dimmed">
              Fill in the template, or upload your own sheet with these column headers (any case or spacing).
              XLSX or CSV, up to {formatBytes(spec.limits.maxBytes)} and {count(spec.limits.maxRows)} rows;
              only the first sheet is read.
            </Text>
          </div>
          <Group gap="xs">
            <Button variant="default" loading={busy === 'template'} onClick={() => void get('template')}>
              Download template
            </Button>
            {spec.sample && canImport ? (
              <Button color="teal" loading={busy === 'sample'} onClick={() => void get('sample')}>
                Download sample sheet
              </Button>
            ) : null}
          </Group>
        </Group>
        {spec.sample && sampleNote ? (
          <Text size="sm" c="dimmed">
            {sampleNote}
          </Text>
        ) : null}
        {folded ? (
          <Anchor component="button" size="sm" onClick={() => setUnfolded((v) => !v)} w="fit-content">
            {unfolded ? 'Hide the columns' : `Show the ${spec.columns.length} columns this import reads`}
          </Anchor>
        ) : null}
        {showColumns ? (
          <Table withTableBorder withColumnBorders fz="sm" verticalSpacing={4} data-columns>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={230}>Column</Table.Th>
                <Table.Th>What to write</Table.Th>
                <Table.Th w={260}>Also read as</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {spec.columns.map((c) => (
                <Table.Tr key={c.key}>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                        {c.label}
                      </Text>
                      {c.required ? (
                        <Badge size="xs" color="orange" variant="light">
                          required
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>{c.note ?? ''}</Table.Td>
                  <Table.Td c="dimmed">{c.aliases.join(', ')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
      </Stack>
    </Paper>
  );
}
