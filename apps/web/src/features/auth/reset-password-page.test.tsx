import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { RESET_REDIRECT_MS } from '@eauction/shared';
import { fakeApi, renderRoutes, type FakeHandler } from '../../testing/app-test-utils';
import { ResetPasswordPage } from './reset-password-page';

function tokenCheck(valid: boolean, handler: FakeHandler = () => undefined): FakeHandler {
  return (request) => {
    if (request.url.pathname.startsWith('/api/auth/verify-reset-token/'))
      return { body: { success: true, data: { valid } } };
    return handler(request);
  };
}

function renderReset(token = 'reset-tok') {
  return renderRoutes(
    [
      { path: '/reset-password/:token', Component: ResetPasswordPage },
      { path: '/login', element: <h1>Login screen</h1> },
    ],
    `/reset-password/${token}`,
  );
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
function fill(newPassword: string, confirmPassword: string) {
  fireEvent.change(field(/^New password/), { target: { value: newPassword } });
  fireEvent.change(field(/^Confirm new password/), { target: { value: confirmPassword } });
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

afterEach(() => {
  vi.useRealTimers();
});

describe('Reset password', () => {
  it('hides the form for an invalid link and offers a new one', async () => {
    const { requests } = fakeApi(tokenCheck(false));
    renderReset('stale');
    expect(await screen.findByText('The password reset link has expired or is invalid.')).toBeTruthy();
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Request New Reset Link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(requests.some((r) => r.url.pathname === '/api/auth/verify-reset-token/stale')).toBe(true);
  });

  it('checks the passwords with the messages of the reset form', async () => {
    const { requests } = fakeApi(tokenCheck(true));
    renderReset();
    await screen.findByLabelText(/^New password/);
    submit();
    expect(await screen.findByText('New password is required')).toBeTruthy();
    expect(screen.getByText('Please confirm your password')).toBeTruthy();
    fill('short', 'short');
    submit();
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    fill('LongEnough1', 'LongEnough2');
    submit();
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(requests.some((r) => r.url.pathname === '/api/auth/reset-password')).toBe(false);
  });

  it('sends the token and the new password, shows the message and goes to /login after 3 seconds', async () => {
    const { requests } = fakeApi(
      tokenCheck(true, (request) =>
        request.url.pathname === '/api/auth/reset-password'
          ? { body: { success: true, data: { message: 'Your password has been reset.' } } }
          : undefined,
      ),
    );
    const { router } = renderReset();
    await screen.findByLabelText(/^New password/);
    fill('NewSecret1', 'NewSecret1');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    submit();
    expect(await screen.findByText(/Your password has been reset\./)).toBeTruthy();
    expect(requests.find((r) => r.url.pathname === '/api/auth/reset-password')?.body).toEqual({
      token: 'reset-tok',
      newPassword: 'NewSecret1',
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RESET_REDIRECT_MS - 600);
    });
    expect(router.state.location.pathname).toBe('/reset-password/reset-tok');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(700);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('says the link is invalid when the server refuses the token, else the general failure', async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: {
        success: false,
        error: 'This password reset link has expired or is invalid.',
        code: 'BAD_REQUEST',
      },
    };
    fakeApi(
      tokenCheck(true, (request) =>
        request.url.pathname === '/api/auth/reset-password' ? answer : undefined,
      ),
    );
    renderReset();
    await screen.findByLabelText(/^New password/);
    fill('NewSecret1', 'NewSecret1');
    submit();
    expect(await screen.findByText('This password reset link has expired or is invalid.')).toBeTruthy();

    answer = { status: 500, body: { success: false, error: 'Something went wrong', code: 'INTERNAL' } };
    submit();
    expect(await screen.findByText('An error occurred. Please try again.')).toBeTruthy();
  });
});
