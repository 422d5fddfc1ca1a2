import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { TOKEN_STORAGE_KEY, type AuthUser } from '@eauction/shared';
import { AppProviders } from '../app/providers';
import { fakeXhrClass } from './fake-xhr';

export type FakeAnswer = { status?: number; body: unknown };
export type FakeHandler = (request: { method: string; url: URL; body: unknown }) => FakeAnswer | undefined;

export function makeAuthUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    _id: 'u-1',
    firstName: 'Meera',
    lastName: 'Iyer',
    email: 'meera.iyer@example.in',
    role: 'user',
    organizationName: 'Iyer Estates',
    address: '',
    country: 'India',
    state: 'delhi',
    city: 'new-delhi',
    pincode: '110001',
    landlineNo: '',
    mobile: '9811122233',
    fax: '',
    pancardNo: '',
    bankName: '',
    accountNo: '',
    ifscCode: '',
    interestedProperties: [],
    language: 'en',
    ...overrides,
  };
}

/**
 * Replaces fetch (and XMLHttpRequest, which the uploads with a progress bar use) with a fake API.
 * /api/time and /api/config answer by default; /api/auth/me answers the given user (and a token is
 * stored) or 404 like the real server for an unknown token; anything else the handler does not answer
 * is a 404, so an unexpected call shows up. A JSON body reaches the handler parsed, a FormData as is.
 */
export function fakeApi(handler: FakeHandler = () => undefined, options: { user?: AuthUser } = {}) {
  const requests: Array<{ method: string; url: URL; body: unknown }> = [];
  const answerOf = (request: { method: string; url: URL; body: unknown }): FakeAnswer => {
    const { url } = request;
    let answer = handler(request);
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
    return answer;
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const body =
      typeof init?.body === 'string'
        ? (JSON.parse(init.body) as unknown)
        : init?.body instanceof FormData
          ? init.body
          : undefined;
    const request = { method, url, body };
    requests.push(request);
    const answer = answerOf(request);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', fakeXhrClass(answerOf, requests));
  if (options.user) localStorage.setItem(TOKEN_STORAGE_KEY, 'test-token');
  return { requests, fetchMock };
}

/** Renders routes in a memory router inside the app's real providers (Mantine in its test environment). */
export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const result = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}
