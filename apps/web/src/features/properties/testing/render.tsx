import type { ReactElement } from 'react';
import { render, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { TOKEN_STORAGE_KEY, type AuthUser } from '@eauction/shared';
import { AppProviders } from '../../../app/providers';
import { useAuth } from '../../../lib/auth';

/*
 * Test helpers of the properties feature. Mantine needs matchMedia and ResizeObserver, which jsdom
 * lacks; they are defined here unless a global setup file already did.
 */
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => {};
}

export type MockResponse = { status?: number; body: unknown };
export type ApiHandler = (url: URL, init: RequestInit | undefined) => MockResponse | undefined;

/**
 * Replaces fetch: `handler` answers the calls a test is about; /api/time, /api/config and /api/auth/me
 * get harmless defaults; anything else is a 404 so a forgotten call shows up in the test.
 */
export function mockApi(handler: ApiHandler, options: { user?: AuthUser } = {}) {
  const calls: Array<{ method: string; url: URL }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    calls.push({ method, url });
    let answer = handler(url, init);
    if (!answer) {
      if (url.pathname === '/api/time')
        answer = {
          body: { success: true, data: { now: new Date().toISOString(), timeZone: 'Asia/Kolkata' } },
        };
      else if (url.pathname === '/api/config')
        answer = {
          body: {
            success: true,
            data: {
              mapTileUrl: 'https://tiles.test/{z}/{x}/{y}.png',
              mapAttribution: 'Test tiles',
              captchaProvider: 'off',
              publicUrl: 'http://localhost',
            },
          },
        };
      else if (url.pathname === '/api/auth/me' && options.user)
        answer = { body: { success: true, data: options.user } };
      else answer = { status: 404, body: { success: false, error: 'Not found', code: 'NOT_FOUND' } };
    }
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  if (options.user) localStorage.setItem(TOKEN_STORAGE_KEY, 'test-token');
  else localStorage.removeItem(TOKEN_STORAGE_KEY);
  return { fetchMock, calls };
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
