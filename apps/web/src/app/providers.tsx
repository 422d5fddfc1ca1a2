import { lazy, Suspense, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AuthProvider } from '../lib/auth';
import { ServerClockProvider } from '../lib/server-clock';
import { createQueryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

// The toast container is mounted after the first paint, in its own chunk; notifications.show() called
// earlier is kept in the shared store and shown once it mounts.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

type AppProvidersProps = {
  children: ReactNode;
  /** Tests pass their own client (no retries) and Mantine's test environment (no transitions or portals). */
  queryClient?: QueryClient;
  env?: 'default' | 'test';
};

export function AppProviders({ children, queryClient, env = 'default' }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    // The light scheme is forced: no colour-scheme script is needed, which the CSP would forbid anyway.
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme="light"
      env={env}
    >
      <QueryClientProvider client={client}>
        <AuthProvider>
          <ServerClockProvider>
            <Suspense fallback={null}>
              <Notifications position="top-right" zIndex={1000} />
            </Suspense>
            {children}
          </ServerClockProvider>
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
