import { Alert, Button, Center, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** A query's data, or its loader, or its error with a way to try again. */
export function QueryState<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T>;
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError)
    return (
      <Alert color="red" title={`Could not load ${what}`}>
        <Text size="sm" mb="xs">
          {(query.error as Error).message}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  if (query.data === undefined)
    return (
      <Center p="lg">
        <Loader size="sm" />
      </Center>
    );
  return <>{children(query.data)}</>;
}
