import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { TOKEN_STORAGE_KEY } from '@eauction/shared';
import { fakeApi, makeAuthUser, renderRoutes } from '../testing/app-test-utils';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { routes, screenModulesOf } from './router';

describe('route guards', () => {
  it('sends an anonymous visitor from a logged-in screen to /login, remembering the path and query', async () => {
    fakeApi();
    const { router } = renderRoutes(routes, '/dashboard/bidding-history?filter=won');
    expect(await screen.findByRole('heading', { level: 1, name: 'LOGIN' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/dashboard/bidding-history?filter=won' });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends an anonymous visitor from /admin to /login as well', async () => {
    fakeApi();
    const { router } = renderRoutes(routes, '/admin');
    await screen.findByRole('heading', { level: 1, name: 'LOGIN' });
    expect(router.state.location.state).toEqual({ from: '/admin' });
  });

  it('sends a signed-in non-admin from /admin to the Access Denied page', async () => {
    fakeApi(undefined, { user: makeAuthUser({ role: 'user' }) });
    const { router } = renderRoutes(routes, '/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/unauthorized');
    expect(
      screen.getByText(
        "You don't have permission to access this page. This area is restricted to administrators only.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
  });

  it('lets an admin into /admin', async () => {
    fakeApi(undefined, { user: makeAuthUser({ role: 'admin' }) });
    renderRoutes(routes, '/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
  });

  it('shows the spinner while the stored session is being checked, then the screen', async () => {
    let answerMe: (() => void) | undefined;
    const user = makeAuthUser();
    fakeApi();
    // /api/auth/me answers only when the test says so.
    const realFetch = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/auth/me') {
        return new Promise<Response>((resolve) => {
          answerMe = () =>
            resolve(new Response(JSON.stringify({ success: true, data: user }), { status: 200 }));
        });
      }
      return realFetch(input, init);
    }) as typeof fetch;
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored-token');
    renderRoutes(routes, '/dashboard/profile');
    expect(await screen.findByRole('status', { name: 'Checking your session' })).toBeTruthy();
    answerMe?.();
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile Settings' })).toBeTruthy();
    expect(screen.getByText('Welcome, Meera Iyer')).toBeTruthy();
  });

  it('logs out silently when the stored token is refused, then treats the visitor as anonymous', async () => {
    fakeApi((request) =>
      request.url.pathname === '/api/auth/me'
        ? { status: 401, body: { success: false, error: 'Unauthorized', code: 'UNAUTHORIZED' } }
        : undefined,
    );
    localStorage.setItem(TOKEN_STORAGE_KEY, 'revoked-token');
    const { router } = renderRoutes(routes, '/property/p-9/live-auction');
    await screen.findByRole('heading', { level: 1, name: 'LOGIN' });
    expect(router.state.location.state).toEqual({ from: '/property/p-9/live-auction' });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});

describe('route table', () => {
  it.each([
    ['/Register', 'REGISTRATION'],
    ['/register', 'REGISTRATION'],
    ['/Login', 'LOGIN'],
    ['/forgot-password', 'Forgot password'],
    ['/verify-email/abc123', 'Email verification'],
    ['/reset-password/abc123', 'Reset password'],
    ['/about', 'About Us'],
    ['/contact', 'Contact Us'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/content-map', 'Content Contribution, Moderation and Approval Policy'],
    ['/unauthorized', 'Access Denied'],
  ])('renders %s with the heading %s', async (path, heading) => {
    fakeApi();
    renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });

  it('shows the not-found page for an unknown address', async () => {
    fakeApi();
    renderRoutes(routes, '/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('/no/such/page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('opens /dashboard on Profile Settings for a signed-in user', async () => {
    fakeApi(undefined, { user: makeAuthUser() });
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile Settings' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Profile Settings' }).getAttribute('data-active')).toBe('true'),
    );
  });
});

describe('the screen modules of a page, which the server preloads', () => {
  const webRoot = join(import.meta.dirname, '..', '..');

  it('names the screen of each page, a layout before its page, whatever the case of the address', () => {
    expect(screenModulesOf('/')).toEqual(['src/features/properties/routes/home-page.tsx']);
    expect(screenModulesOf('/Login')).toEqual(['src/features/auth/login-page.tsx']);
    expect(screenModulesOf('/property/abc')).toEqual([
      'src/features/properties/routes/property-detail-page.tsx',
    ]);
    expect(screenModulesOf('/dashboard')).toEqual([
      'src/features/dashboard/dashboard-layout.tsx',
      'src/features/dashboard/profile-page.tsx',
    ]);
    expect(screenModulesOf('/privacy-policy')).toEqual(['src/features/policies/policy-page.tsx']);
    expect(screenModulesOf('/no/such/page')).toEqual(['src/app/not-found-page.tsx']);
  });

  it('names only files of the web app, for every route', () => {
    const modules = new Set<string>();
    const visit = (list: typeof routes) => {
      for (const route of list) {
        const handle = route.handle as { module?: string } | undefined;
        if (handle?.module) modules.add(handle.module);
        if (route.children) visit(route.children);
      }
    };
    visit(routes);
    expect(modules.size).toBeGreaterThan(15);
    for (const module of modules) expect(existsSync(join(webRoot, module)), module).toBe(true);
  });
});
