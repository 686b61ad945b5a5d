import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The centred card the sign-in and sign-up screens share. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Center mih="100vh" p="md" bg="gray.1">
      <Paper w="100%" maw={420} p="xl" radius="md" shadow="sm" withBorder>
        <Stack gap="lg">
          <Stack gap={4}>
            <Text fw={800} size="xl" c="blue">
              TaxDesk
            </Text>
            <Title order={1} size="h3">
              {title}
            </Title>
            {subtitle && (
              <Text size="sm" c="dimmed">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
