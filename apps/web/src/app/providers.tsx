import { lazy, Suspense, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AuthProvider } from '../lib/auth';
import { ServerClockProvider } from '../lib/server-clock';
import { useMounted } from '../lib/use-mounted';
import { createQueryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

// The toast container is mounted after the first render, in its own chunk; notifications.show() called
// earlier is kept in the shared store and shown once it mounts. Not rendering it at first also keeps the
// first render the same as the page drawn in advance, which has none (decision 017).
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

type AppProvidersProps = {
  children: ReactNode;
  /**
   * The browser's entry passes the client it has seeded with a drawn page's data (main.tsx), the pages
   * drawn on the server theirs, tests their own (no retries); otherwise a new one.
   */
  queryClient?: QueryClient;
  /** Tests pass Mantine's test environment (no transitions or portals). */
  env?: 'default' | 'test';
};

export function AppProviders({ children, queryClient, env = 'default' }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const mounted = useMounted();
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
            {mounted ? (
              <Suspense fallback={null}>
                <Notifications position="top-right" zIndex={1000} />
              </Suspense>
            ) : null}
            {children}
          </ServerClockProvider>
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
