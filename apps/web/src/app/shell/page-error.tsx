import { Alert, Button, Center, Stack } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';

/** A screen that failed to load or render; the rest of the shell keeps working. */
export function PageError({ error, reset }: ErrorComponentProps) {
  return (
    <Center mih="40vh" p="xl">
      <Stack maw={560}>
        <Alert color="red" title="This page could not be shown">
          {error instanceof Error ? error.message : String(error)}
        </Alert>
        <Button variant="light" onClick={reset}>
          Try again
        </Button>
      </Stack>
    </Center>
  );
}
