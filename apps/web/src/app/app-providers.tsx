import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { DEFAULT_TOAST_MS } from '@taxdesk/domain';
import type { ReactNode } from 'react';
import { NoAccessOverlay } from './guard/no-access-overlay';
import { queryClient } from './query-client';
import './focus.css';
import { cssVariablesResolver, theme } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        {children}
        {/* Outside the router: the guard raises it while a navigation is still pending. */}
        <NoAccessOverlay />
        <Notifications position="bottom-center" autoClose={DEFAULT_TOAST_MS} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
