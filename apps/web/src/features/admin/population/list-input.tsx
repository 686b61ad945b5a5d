import { Button, FileInput, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { populationKeys, startFromFile, startFromText } from '../api/population-api';
import type { PopulationKind, PopulationRun } from '@taxdesk/domain';

const EXAMPLE = { gstin: '27AAPFU0939F1ZV\n24AAACR5055K2ZC', tan: 'MUMA12345B\nPNEP04567C' };

/** A list of identifiers, pasted or from a file (CSV, text or Excel), started as one run. */
export function ListInput({
  kind,
  label,
  onStarted,
}: {
  kind: PopulationKind;
  label: string;
  onStarted: (run: PopulationRun) => void;
}) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const start = useMutation({
    mutationFn: () => (file ? startFromFile(kind, file) : startFromText(kind, text)),
    onSuccess: (run) => {
      setText('');
      setFile(null);
      void queryClient.invalidateQueries({ queryKey: populationKeys.runs(kind) });
      onStarted(run);
    },
  });
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Textarea
          label={`${label}s`}
          description={`One per line, or a column copied from a sheet; other columns and a heading row are ignored. Up to 5,000 per list.`}
          placeholder={EXAMPLE[kind]}
          autosize
          minRows={4}
          maxRows={12}
          value={text}
          disabled={!!file}
          onChange={(e) => setText(e.currentTarget.value)}
          styles={{ input: { fontFamily: 'monospace' } }}
        />
        <Group align="flex-end" justify="space-between">
          <FileInput
            label="Or a file"
            placeholder="CSV, text or Excel (.xlsx)"
            accept=".csv,.txt,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            clearable
            value={file}
            onChange={setFile}
            w={320}
          />
          <Group gap="xs" align="center">
            <Text size="xs" c="dimmed">
              Each {label} is checked first; the public search is asked only for valid ones.
            </Text>
            <Button onClick={() => start.mutate()} loading={start.isPending} disabled={!file && !text.trim()}>
              Look up
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
