import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { count } from './format';
import type { ImportResult } from '@taxdesk/domain';

type Props = { result: ImportResult; links?: ReactNode; onAgain: () => void };

export function ImportResultView({ result, links, onAgain }: Props) {
  const c = result.counts;
  return (
    <Alert color="teal" title={`Imported ${result.fileName}`} data-import-result>
      <Stack gap="xs">
        <Text size="sm">
          {count(c.new)} new, {count(c.updated)} updated, {count(c.unchanged)} unchanged
          {c.skipped ? `, ${count(c.skipped)} rows with errors skipped` : ''}.
        </Text>
        <Group gap="sm">
          {links}
          <Button variant="default" size="xs" onClick={onAgain}>
            Import another file
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
