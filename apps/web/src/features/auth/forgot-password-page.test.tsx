import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { fakeApi, renderRoutes } from '../../testing/app-test-utils';
import { ForgotPasswordPage } from './forgot-password-page';

const GENERIC = 'If an account exists for this email, we have sent a password reset link.';

function renderForgot() {
  return renderRoutes([{ path: '/forgot-password', Component: ForgotPasswordPage }], '/forgot-password');
}

describe('Forgot password', () => {
  it('requires the e-mail, then shows the one answer for every address', async () => {
    const { requests } = fakeApi((request) =>
      request.url.pathname === '/api/auth/forgot-password'
        ? // The page says the message in its own language, whatever English the server wrote.
          { body: { success: true, data: { message: 'A reset link is on its way.' } } }
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
    expect(await screen.findByText('An error occurred. Please try again.')).toBeTruthy();
  });
});
