import { Box, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { title: string; description?: ReactNode; actions?: ReactNode; children: ReactNode };

/** An import screen's frame: title, what the import does, then the import itself. */
export function ImportPage({ title, description, actions, children }: Props) {
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Box>
          <Title order={2}>{title}</Title>
          {description ? (
            <Text size="sm" c="dimmed" maw={820}>
              {description}
            </Text>
          ) : null}
        </Box>
        {actions ? <Group gap="xs">{actions}</Group> : null}
      </Group>
      {children}
    </Stack>
  );
}
