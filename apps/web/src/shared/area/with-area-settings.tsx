import { Alert, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AreaDef, AreaSettingsAnswer } from '@taxdesk/domain';
import type { ReactNode } from 'react';
import { areaSettingsOptions } from './area-settings-api';

/** Renders `children` with the area's loaded settings, or the loading / failure state. */
export function WithAreaSettings({
  orgId,
  area,
  children,
}: {
  orgId: string;
  area: AreaDef;
  children: (answer: AreaSettingsAnswer) => ReactNode;
}) {
  const settings = useQuery(areaSettingsOptions(orgId, area.key));
  if (settings.isPending) return <Loader size="sm" />;
  if (settings.isError)
    return (
      <Alert color="red" title={`Could not load the ${area.label} settings`}>
        {(settings.error as Error).message}
      </Alert>
    );
  return <>{children(settings.data)}</>;
}
