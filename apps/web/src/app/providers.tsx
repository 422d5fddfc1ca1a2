import { useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { AuthProvider } from '../lib/auth';
import { i18n } from '../lib/i18n';
import { ServerClockProvider } from '../lib/server-clock';
import { createQueryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

type AppProvidersProps = {
  children: ReactNode;
  /**
   * The browser's entry passes the client it has filled with a server-rendered page's data (main.tsx),
   * the server's render its own, tests their own (no retries); otherwise a new one.
   */
  queryClient?: QueryClient;
  /** Tests pass Mantine's test environment (no transitions or portals). */
  env?: 'default' | 'test';
  /** The server's moment of rendering the page being hydrated or rendered (ServerClockProvider). */
  renderedAt?: number;
};

export function AppProviders({ children, queryClient, env = 'default', renderedAt }: AppProvidersProps) {
  // Nothing here changes after the first render: a state change here would render MantineProvider
  // again, whose new context value renders every Mantine component on the page again, in one
  // synchronous pass right after hydration.
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    // The light scheme is forced: no colour-scheme script is needed, which the CSP would forbid anyway.
    <I18nProvider i18n={i18n}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        forceColorScheme="light"
        env={env}
      >
        <QueryClientProvider client={client}>
          <AuthProvider>
            <ServerClockProvider renderedAt={renderedAt}>{children}</ServerClockProvider>
          </AuthProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>
  );
}
