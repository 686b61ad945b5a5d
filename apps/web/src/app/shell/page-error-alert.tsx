import { Alert, Button, Center, Stack } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';

// The browsers' words for a screen's code that could not be fetched (Chromium, Firefox, Safari).
const FETCH_FAILED =
  /dynamically imported module|error loading dynamically imported|importing a module script failed/i;

/**
 * A screen that failed to load or render; the rest of the shell keeps working. Code that could not
 * be fetched is not fetched again by the browser within the page, so Try again then reloads it.
 */
export function PageErrorAlert({ error, reset }: ErrorComponentProps) {
  const message = error instanceof Error ? error.message : String(error);
  const retry = FETCH_FAILED.test(message) ? () => window.location.reload() : reset;
  return (
    <Center mih="40vh" p="xl">
      <Stack maw={560}>
        <Alert color="red" title="This page could not be shown">
          {message}
        </Alert>
        <Button variant="light" onClick={retry}>
          Try again
        </Button>
      </Stack>
    </Center>
  );
}
