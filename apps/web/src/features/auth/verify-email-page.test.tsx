import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../app/providers';
import { fakeApi } from '../../testing/app-test-utils';
import { holdAnswer } from '../../testing/hold-answer';
import { VerifyEmailPage } from './verify-email-page';

/** As in main.tsx, under StrictMode: effects run twice on mount, and a single-use token must be sent once. */
function renderVerify(token = 'tok-123') {
  const router = createMemoryRouter([{ path: '/verify-email/:token', Component: VerifyEmailPage }], {
    initialEntries: [`/verify-email/${token}`],
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <StrictMode>
      <AppProviders queryClient={queryClient} env="test">
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

const verifyCalls = (requests: Array<{ url: URL }>) =>
  requests.filter((r) => r.url.pathname.startsWith('/api/auth/verify-email/'));

describe('Email verification', () => {
  it("says 'Verifying your email...', then 'Email Verified!' with the verified message, calling once", async () => {
    const { requests, fetchMock } = fakeApi();
    const answer = holdAnswer(fetchMock, '/api/auth/verify-email/tok-123');
    renderVerify();
    expect(await screen.findByText('Verifying your email...')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Email verification' })).toBeTruthy();
    // The page says the message in its own language, whatever English the server wrote.
    answer({ body: { success: true, data: { message: 'Verified.', email: 'meera@example.in' } } });
    expect(await screen.findByRole('heading', { name: 'Email Verified!' })).toBeTruthy();
    expect(screen.getByText('Your email has been verified. You can now log in.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Proceed to Login' }).getAttribute('href')).toBe('/login');
    expect(verifyCalls(requests)).toHaveLength(1);
  });

  it("shows 'Verification Failed' with the server's error and a way back to registration", async () => {
    const { requests } = fakeApi((request) =>
      request.url.pathname === '/api/auth/verify-email/used-token'
        ? {
            status: 400,
            body: {
              success: false,
              error: 'This verification link has expired or has already been used.',
              code: 'BAD_REQUEST',
            },
          }
        : undefined,
    );
    renderVerify('used-token');
    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeTruthy();
    expect(screen.getByText('This verification link has expired or has already been used.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Registration' }).getAttribute('href')).toBe('/register');
    expect(verifyCalls(requests)).toHaveLength(1);
  });

  it("falls back to 'Verification failed' when the answer has no message", async () => {
    fakeApi((request) =>
      request.url.pathname.startsWith('/api/auth/verify-email/') ? { status: 502, body: null } : undefined,
    );
    renderVerify();
    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeTruthy();
    expect(screen.getByText('Verification failed')).toBeTruthy();
  });
});
