import { Alert, Box, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Print CSS for the documents: A4 with margins, and nothing but the document on paper (a print
 * view under the app's header hides it too), the buttons included.
 */
const PRINT_CSS = `
@page { size: A4; margin: 14mm 12mm; }
@media print {
  body * { visibility: hidden; }
  .print-doc, .print-doc * { visibility: visible; }
  .print-doc { position: absolute; inset: 0 auto auto 0; width: 100%; padding: 0 !important; }
  .print-hide { display: none !important; }
}
`;

type Props = {
  /** The document's heading, e.g. "Challan (GST PMT-06)". */
  title: string;
  subtitle?: ReactNode;
  loading?: boolean;
  error?: string | null;
  children?: ReactNode;
};

/** A printable document page: an A4-wide sheet with a Print button that does not print. */
export function PrintPage({ title, subtitle, loading, error, children }: Props) {
  return (
    <Box className="print-doc" maw="210mm" mx="auto" p="lg" data-print="document" bg="white">
      <style>{PRINT_CSS}</style>
      <Group justify="space-between" align="flex-start" mb="md">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {title}
          </Title>
          {subtitle ? (
            <Text size="sm" c="dimmed">
              {subtitle}
            </Text>
          ) : null}
        </Stack>
        <Button className="print-hide" size="xs" onClick={() => window.print()}>
          Print
        </Button>
      </Group>
      {error ? <Alert color="red">{error}</Alert> : loading ? <Loader size="sm" /> : children}
    </Box>
  );
}

/** Label and value pairs in two columns, as a form prints them. */
export function PrintFields({ rows }: { rows: readonly [string, ReactNode][] }) {
  return (
    <Table withTableBorder withColumnBorders verticalSpacing={4} mb="md">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w="38%" scope="row" fw={600}>
              {label}
            </Table.Th>
            <Table.Td>{value ?? '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
