import { Alert, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { itSettingsOptions, type ItSettingsAnswer } from './it-sync-api';

/** Renders `children` with the loaded settings, or the loading / failure state. */
export function WithSettings({
  orgId,
  children,
}: {
  orgId: string;
  children: (a: ItSettingsAnswer) => ReactNode;
}) {
  const settings = useQuery(itSettingsOptions(orgId));
  if (settings.isPending) return <Loader size="sm" />;
  if (settings.isError)
    return (
      <Alert color="red" title="Could not load the income-tax settings">
        {(settings.error as Error).message}
      </Alert>
    );
  return <>{children(settings.data)}</>;
}
