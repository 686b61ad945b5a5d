import { Alert, Button, FileButton, Group, Loader, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useState, type DragEvent } from 'react';
import { formatBytes } from './format';
import type { ImportStep } from './use-import-flow';

const ACCEPT =
  '.xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel';

type Props = { state: ImportStep; canImport: boolean; maxBytes: number; onFile: (file: File) => void };

/** Step 2: choose (or drop) the file; its upload's progress, then the server's checking. */
export function UploadStep({ state, canImport, maxBytes, onFile }: Props) {
  const [over, setOver] = useState(false);
  const busy = state.step === 'uploading' || state.step === 'checking';
  const drop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files[0];
    if (file && canImport && !busy) onFile(file);
  };
  return (
    <Paper
      withBorder
      p="md"
      data-step="upload"
      onDragOver={(e) => {
        e.preventDefault();
        if (canImport) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      style={over ? { borderColor: 'var(--mantine-color-blue-5)', borderStyle: 'dashed' } : undefined}
    >
      <Stack gap="sm">
        <Title order={3} size="h4">
          2. Upload your file
        </Title>
        {!canImport ? (
          <Alert color="gray">
            Viewers cannot import. Ask an owner, admin or member of the organisation.
          </Alert>
        ) : null}
        <Group gap="sm">
          <FileButton onChange={(f) => f && onFile(f)} accept={ACCEPT} disabled={!canImport || busy}>
            {(props) => (
              <Button {...props} disabled={!canImport || busy}>
                Choose file…
              </Button>
            )}
          </FileButton>
          <Text size="sm" c="dimmed">
            or drop an XLSX or CSV file here. Nothing is saved until you confirm the preview.
          </Text>
        </Group>
        {state.step === 'uploading' ? (
          <Stack gap={4} data-upload-progress>
            <Text size="sm">
              Uploading {state.fileName}: {formatBytes(state.progress.loaded)} of{' '}
              {formatBytes(state.progress.total)}
            </Text>
            <Progress
              value={state.progress.total ? (100 * state.progress.loaded) / state.progress.total : 0}
              animated
              aria-label="Upload progress"
            />
          </Stack>
        ) : null}
        {state.step === 'checking' ? (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">Checking every row of {state.fileName}…</Text>
          </Group>
        ) : null}
        <Text size="xs" c="dimmed">
          Larger than {formatBytes(maxBytes)}? Split the sheet into smaller files.
        </Text>
      </Stack>
    </Paper>
  );
}
