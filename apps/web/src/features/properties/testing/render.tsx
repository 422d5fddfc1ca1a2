import type { ReactElement } from 'react';
import { render, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { TOKEN_STORAGE_KEY, type AuthUser } from '@eauction/shared';
import { AppProviders } from '../../../app/providers';
import { useAuth } from '../../../lib/auth';

import { fakeApi } from '../../../testing/app-test-utils';

/*
 * Test helpers of the properties feature, on top of the app-wide fake API (src/testing); the jsdom
 * polyfills come from the global setup file.
 */
export type MockResponse = { status?: number; body: unknown };
export type ApiHandler = (url: URL, init: { method: string } | undefined) => MockResponse | undefined;

/** The app-wide fake API with a handler that reads the URL and method. */
export function mockApi(handler: ApiHandler, options: { user?: AuthUser } = {}) {
  const { fetchMock, requests } = fakeApi(({ url, method }) => handler(url, { method }), options);
  if (!options.user) localStorage.removeItem(TOKEN_STORAGE_KEY);
  return { fetchMock, calls: requests };
}

/** Shows where the router is, so a test can assert navigations (path, query and state). */
function LocationProbe() {
  const location = useLocation();
  const { user, isLoading } = useAuth();
  return (
    <output
      data-testid="location"
      data-pathname={location.pathname}
      data-search={location.search}
      data-state={JSON.stringify(location.state ?? null)}
      data-auth={isLoading ? 'loading' : user ? 'signed-in' : 'anonymous'}
    >
      {location.pathname}
      {location.search}
    </output>
  );
}

type RenderOptions = {
  /** The URL the router starts at. */
  route?: string;
  /** The route pattern the element is mounted on. */
  path?: string;
};

export function renderWithApp(ui: ReactElement, { route = '/', path = '/' }: RenderOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <AppProviders queryClient={queryClient} env="test">
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  const location = () => {
    const el = result.getByTestId('location');
    return {
      pathname: el.dataset.pathname ?? '',
      search: el.dataset.search ?? '',
      state: JSON.parse(el.dataset.state ?? 'null') as unknown,
    };
  };
  /** Resolves once the stored session has been checked (the interest toggle waits for it). */
  const sessionSettled = () =>
    waitFor(() => {
      if (result.getByTestId('location').dataset.auth === 'loading') throw new Error('session still loading');
    });
  return { ...result, queryClient, location, sessionSettled };
}
