import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NoAccessOverlay } from './guard/no-access-overlay';
import { queryClient } from './query-client';
import './focus.css';
import { cssVariablesResolver, theme } from './theme';
import { Toasts } from './toasts';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        {children}
        {/* Outside the router: the guard raises it while a navigation is still pending. */}
        <NoAccessOverlay />
        <Toasts />
      </QueryClientProvider>
    </MantineProvider>
  );
}
