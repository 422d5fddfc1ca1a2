import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { ACCOUNT_MESSAGES } from '@eauction/shared';
import { fakeApi, renderRoutes } from '../../testing/app-test-utils';
import { ForgotPasswordPage } from './forgot-password-page';

const GENERIC = 'If an account exists for this e-mail address, a password reset link has been sent to it.';

function renderForgot() {
  return renderRoutes([{ path: '/forgot-password', Component: ForgotPasswordPage }], '/forgot-password');
}

describe('Forgot password', () => {
  it("requires the e-mail, then shows the server's message", async () => {
    const { requests } = fakeApi((request) =>
      request.url.pathname === '/api/auth/forgot-password'
        ? { body: { success: true, data: { message: GENERIC } } }
        : undefined,
    );
    renderForgot();
    fireEvent.click(await screen.findByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'Meera@Example.in' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(GENERIC)).toBeTruthy();
    expect(requests.find((r) => r.url.pathname === '/api/auth/forgot-password')?.body).toEqual({
      email: 'meera@example.in',
    });
  });

  it("says 'An error occurred. Please try again.' when the request fails", async () => {
    fakeApi((request) =>
      request.url.pathname === '/api/auth/forgot-password'
        ? { status: 500, body: { success: false, error: 'Internal error', code: 'INTERNAL' } }
        : undefined,
    );
    renderForgot();
    fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: 'meera@example.in' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.forgotOrResetFailed)).toBeTruthy();
  });
});
